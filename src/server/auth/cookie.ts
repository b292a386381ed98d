// The session cookie. Over https it is `__Host-session`: the prefix makes the browser insist on Secure,
// Path=/ and no Domain, so no subdomain or plain-http page can plant or overwrite it. Browsers refuse
// `__Host-` cookies without Secure, so plain-http development uses a cookie plainly named `session`.
import { systemNow } from '~/server/clock'

export const secureSessionCookieName = '__Host-session'
export const devSessionCookieName = 'session'

export function sessionCookieName(secure: boolean): string {
  return secure ? secureSessionCookieName : devSessionCookieName
}

function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function serializeSessionCookie(
  token: string,
  expiresAt: Date,
  secure: boolean,
  now: Date = systemNow(),
): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000))
  return `${sessionCookieName(secure)}=${token}; ${attributes(secure)}; Max-Age=${maxAge}; Expires=${expiresAt.toUTCString()}`
}

export function serializeClearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; ${attributes(secure)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
}

/** Reads only the cookie name of this scheme: over https a plain `session` cookie is ignored. */
export function readSessionToken(headers: Headers, secure: boolean): string | null {
  const name = sessionCookieName(secure)
  const header = headers.get('cookie')
  if (!header) return null
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=')
    if (index === -1) continue
    if (pair.slice(0, index).trim() !== name) continue
    const value = pair.slice(index + 1).trim()
    return value === '' ? null : value
  }
  return null
}
