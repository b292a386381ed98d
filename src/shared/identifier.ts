// An identifier containing @ is an e-mail, otherwise it is a school ID.
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@')
}

export type NormalizedIdentifier = { kind: 'email'; value: string } | { kind: 'schoolId'; value: string }

/** E-mails are stored lower-case and school IDs upper-case, so both match case-insensitively. */
export function normalizeIdentifier(identifier: string): NormalizedIdentifier {
  const trimmed = identifier.trim()
  return isEmailIdentifier(trimmed)
    ? { kind: 'email', value: trimmed.toLowerCase() }
    : { kind: 'schoolId', value: trimmed.toUpperCase() }
}

export const defaultAfterLoginPath = '/dashboard'

/**
 * Where to go after sign-in: the remembered path when it stays on this site, else /dashboard.
 * Rejects absolute URLs, protocol-relative `//host` and `/\host` (which browsers treat as `//host`).
 */
export function safeRedirectPath(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return defaultAfterLoginPath
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return defaultAfterLoginPath
  // Control characters (tab, newline) are dropped by URL parsers and could turn "/\t/host" into "//host".
  if ([...redirect].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return defaultAfterLoginPath
  // Sending a signed-in user back to the login page would loop.
  if (redirect === '/login' || redirect.startsWith('/login?') || redirect.startsWith('/login#'))
    return defaultAfterLoginPath
  return redirect
}
