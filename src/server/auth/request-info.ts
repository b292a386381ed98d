// What the server may believe about a request: its scheme, its client address and its own host.
// X-Forwarded-* headers are honoured only behind TRUST_PROXY=<n> trusted proxies, because anyone can send them
// otherwise. Each proxy appends the address it received the request from to X-Forwarded-For, so only the
// right-most n entries were written by our proxies; everything to their left is whatever the client sent.
import { getEnv } from '~/server/env'
import { originOf } from '~/shared/site-origin'

/** The number of trusted reverse proxies in front of the app (0: X-Forwarded-* is ignored). */
export function trustedProxyHops(): number {
  return getEnv().TRUST_PROXY
}

export function trustsProxy(): boolean {
  return trustedProxyHops() > 0
}

/**
 * The client address from X-Forwarded-For behind `hops` trusted proxies: the entry `hops` places from the right
 * (the address the outermost trusted proxy saw). Null when the header is missing or shorter than that, so a
 * request that bypassed a proxy falls back to the socket address. Several X-Forwarded-For headers count as one list.
 */
export function forwardedClientAddress(forwardedFor: string | null, hops: number): string | null {
  if (hops <= 0 || !forwardedFor) return null
  const entries = forwardedFor.split(',').map((entry) => entry.trim())
  if (entries.length < hops) return null
  return entries[entries.length - hops] || null
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

/** The client's address: TRUST_PROXY hops from the right of X-Forwarded-For behind trusted proxies, else the socket address. */
export function clientAddressOf(headers: Headers, socketAddress: string | undefined): string | null {
  return forwardedClientAddress(headers.get('x-forwarded-for'), trustedProxyHops()) ?? socketAddress ?? null
}

/**
 * The public origin for links in e-mails: APP_ORIGIN, or (the embedded demo, where it is unset) this server on
 * localhost. Never taken from a request's Host or Origin header: the client chooses those.
 */
export function configuredAppOrigin(): string {
  return originOf(getEnv().APP_ORIGIN, process.env.PORT)
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
