// Every response carries the security headers; pages get a nonce policy, everything else a
// locked-down one; a route's own framing rule (same-origin document previews) is kept; HSTS only over https.
import { describe, expect, it } from 'vitest'
import {
  applySecurityHeaders,
  newCspNonce,
  pageContentSecurityPolicy,
  resourceContentSecurityPolicy,
} from '~/server/security-headers'

function headersFor(
  contentType: string,
  init: Record<string, string> = {},
  options: Parameters<typeof applySecurityHeaders>[1] = {},
) {
  const headers = new Headers({ 'content-type': contentType, ...init })
  applySecurityHeaders(headers, options)
  return headers
}

describe('applySecurityHeaders', () => {
  it('gives a page the nonce policy and the framing, referrer, sniffing and permissions headers', () => {
    const headers = headersFor('text/html; charset=utf-8', {}, { nonce: 'abc123==' })
    const csp = headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self' 'nonce-abc123=='")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com/)
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.ufs\.sh/)
    expect(csp).not.toContain("'unsafe-eval'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy')).toContain('camera=(), microphone=(), geolocation=()')
  })

  it('locks down JSON, files and static assets', () => {
    for (const type of ['application/json', 'image/jpeg', 'text/javascript', 'text/css']) {
      const headers = headersFor(type)
      expect(headers.get('content-security-policy')).toBe(resourceContentSecurityPolicy)
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it("keeps a route's own policy and framing rule", () => {
    const preview = headersFor('application/pdf', { 'x-frame-options': 'SAMEORIGIN' })
    expect(preview.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(preview.get('content-security-policy')).toBe("frame-ancestors 'self'")
    const image = headersFor('image/png', {
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    expect(image.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })

  it('sends HSTS only when APP_ORIGIN is https', () => {
    expect(
      headersFor('text/html', {}, { appOrigin: 'https://lightridge-hss.edu.in' }).get('strict-transport-security'),
    ).toBe('max-age=31536000; includeSubDomains')
    expect(headersFor('text/html', {}, { appOrigin: 'http://localhost:3000' }).has('strict-transport-security')).toBe(
      false,
    )
    expect(headersFor('text/html').has('strict-transport-security')).toBe(false)
  })

  it('a page rendered without a nonce allows no inline script', () => {
    expect(pageContentSecurityPolicy(null)).toContain("script-src 'self';")
  })
})

describe('newCspNonce', () => {
  it('is a fresh 128-bit value each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newCspNonce))
    expect(nonces.size).toBe(100)
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16)
  })
})
