// Security headers on every response: pages get a Content-Security-Policy whose scripts need
// the per-request nonce TanStack Start stamps on what it emits (router `ssr.nonce`); everything else (API, files,
// static assets) gets a locked-down policy. Applied by the Start request middleware (src/start.ts), which knows
// the nonce, and by a nitro response hook (src/server/plugins/security-headers.ts) for what Start never sees,
// such as static files. Both only fill in headers a route did not set itself (admission document previews set
// their own frame rules), so the two never fight.
import { randomBytes } from 'node:crypto'

/**
 * Third parties the pages load from: the gallery's YouTube player and stills, UploadThing's file hosts, and the
 * counter's UPI QR pictures as Razorpay serves them (its short link and its CDN).
 */
export const cspSources = {
  images: ['https://i.ytimg.com', 'https://utfs.io', 'https://*.ufs.sh', 'https://rzp.io', 'https://*.razorpay.com'],
  frames: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
  /** Direct gallery videos may live on any https host. */
  media: ['https:'],
} as const

export function newCspNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The policy of an HTML page. Scripts: our own files plus inline scripts carrying this request's nonce (the
 * router's hydration data, ScriptOnce). Styles allow inline: React style attributes and the toast library's
 * injected <style> cannot carry a nonce, and a nonce in style-src would switch 'unsafe-inline' off.
 */
export function pageContentSecurityPolicy(nonce: string | null, { dev = false }: { dev?: boolean } = {}): string {
  // `vite dev` injects its own inline module scripts (React refresh) that carry no nonce.
  const scripts = dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self'${nonce ? ` 'nonce-${nonce}'` : ''}`
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${cspSources.images.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `media-src 'self' blob: ${cspSources.media.join(' ')}`,
    `frame-src 'self' ${cspSources.frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** A stored file shown on its own: an image or a PDF opened directly runs nothing and may not be framed. */
export const storedFileContentSecurityPolicy =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"

/** An admission document previewed in an <iframe> of our own detail page. */
export const documentPreviewContentSecurityPolicy =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'"

/** Non-HTML responses (JSON, files, scripts, styles) run nothing and may not be framed. */
export const resourceContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

export type SecurityHeaderOptions = {
  /** APP_ORIGIN: HSTS is sent when it is https. */
  appOrigin?: string | undefined
  /** The nonce the page's scripts carry, when this response is a page Start rendered. */
  nonce?: string | null
  /** `vite dev`: pages allow inline scripts (the dev server's own carry no nonce). */
  dev?: boolean
}

const isHtml = (headers: Headers) => (headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')

/** Sets every security header the response does not already carry. */
export function applySecurityHeaders(
  headers: Headers,
  { appOrigin, nonce = null, dev = false }: SecurityHeaderOptions = {},
): void {
  const fill = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value)
  }
  // A response that set X-Frame-Options itself (a same-origin document preview) keeps its framing rule.
  const ownFrameRule = headers.get('x-frame-options')?.toUpperCase()
  if (!headers.has('content-security-policy')) {
    if (isHtml(headers)) headers.set('Content-Security-Policy', pageContentSecurityPolicy(nonce, { dev }))
    else if (ownFrameRule === 'SAMEORIGIN') headers.set('Content-Security-Policy', "frame-ancestors 'self'")
    else headers.set('Content-Security-Policy', resourceContentSecurityPolicy)
  }
  fill('X-Frame-Options', 'DENY')
  fill('X-Content-Type-Options', 'nosniff')
  fill('Referrer-Policy', 'strict-origin-when-cross-origin')
  fill('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  fill('Cross-Origin-Opener-Policy', 'same-origin')
  if (appOrigin && appOrigin.startsWith('https:'))
    fill('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
