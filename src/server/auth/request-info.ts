// What the server may believe about a request: its scheme, its client address and its own host.
// X-Forwarded-* headers are honoured only with TRUST_PROXY=1, because anyone can send them otherwise.
import { getEnv } from '~/server/env'

export function trustsProxy(): boolean {
  return getEnv().TRUST_PROXY
}

function firstHop(value: string | null): string | undefined {
  return value?.split(',', 1)[0]?.trim() || undefined
}

/**
 * Secure cookies when the public origin (APP_ORIGIN) is https, else when this request came over https
 * (its URL, or X-Forwarded-Proto from a trusted proxy). NODE_ENV alone does not decide: the production
 * build also runs on http://localhost for end-to-end tests, where a Secure cookie would be dropped.
 */
export function isSecureRequest(headers: Headers, url: string | undefined): boolean {
  const appOrigin = getEnv().APP_ORIGIN
  if (appOrigin) return new URL(appOrigin).protocol === 'https:'
  if (trustsProxy()) {
    const proto = firstHop(headers.get('x-forwarded-proto'))
    if (proto) return proto === 'https'
  }
  return url !== undefined && URL.canParse(url) && new URL(url).protocol === 'https:'
}

/** The client's address: X-Forwarded-For's first hop behind a trusted proxy, else the socket address. */
export function clientAddressOf(headers: Headers, socketAddress: string | undefined): string | null {
  if (trustsProxy()) {
    const forwarded = firstHop(headers.get('x-forwarded-for'))
    if (forwarded) return forwarded
  }
  return socketAddress ?? null
}

/** The hosts a same-site request may come from: this request's Host, and APP_ORIGIN's host when set. */
export function ownHosts(headers: Headers, url: string): string[] {
  const hosts = new Set<string>()
  const host = (trustsProxy() && firstHop(headers.get('x-forwarded-host'))) || headers.get('host') || new URL(url).host
  hosts.add(host.toLowerCase())
  const appOrigin = getEnv().APP_ORIGIN
  if (appOrigin) hosts.add(new URL(appOrigin).host.toLowerCase())
  return [...hosts]
}

/**
 * Cross-site request forgery guard for state-changing requests: the Origin header (or, without one, the
 * Referer) must name one of our own hosts. Browsers send Origin on every POST, so a missing one means
 * a non-browser client or a stripped header, and is refused too.
 */
export function isSameSiteRequest(request: Request): boolean {
  const source = request.headers.get('origin') ?? request.headers.get('referer')
  if (!source || source === 'null' || !URL.canParse(source)) return false
  return ownHosts(request.headers, request.url).includes(new URL(source).host.toLowerCase())
}
