// What the error page and the error toasts both read from a thrown value: its message, whether the network failed,
// and the details "Copy Details" copies. Apart from the toasts' gate (error-toasts.ts), which loads on the first
// uncaught error, so every page's first script carries only this.

const networkPattern =
  /network|connection|fetch|cors|cross-origin|time[ -]?out|timed out|offline|internet|load failed|socket|econn(refused|reset|aborted)|enotfound|err_(internet|name|connection)/i

/** A readable message from whatever was thrown or rejected. */
export function errorMessage(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (value instanceof Error) return value.message.trim() || value.name
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return value.message.trim()
  }
  if (value === undefined || value === null) return ''
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return String(value)
  }
}

/** What the error page's "Copy Details" puts on the clipboard: message, URL, time and stack. */
export function errorDetails(error: unknown, url: string, at: Date): string {
  const stack = error instanceof Error && error.stack ? error.stack : '(no stack trace)'
  return [
    `Message: ${errorMessage(error) || '(no message)'}`,
    `URL: ${url}`,
    `Time: ${at.toISOString()}`,
    '',
    stack,
  ].join('\n')
}

export function isNetworkErrorMessage(message: string): boolean {
  return networkPattern.test(message)
}

/** True for errors whose message or name says the network failed (the error boundary's heading). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof Error && isNetworkErrorMessage(error.name)) return true
  return isNetworkErrorMessage(errorMessage(error))
}
