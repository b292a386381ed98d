import type { APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'

// Security headers on every response (pages, API, files, static assets, the 404 page), and a
// page policy whose nonce is on every script Start emits. The cspViolations fixture fails any test whose page
// reports a violation, so the browsing below proves the policy lets the real pages work.

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['content-security-policy'], response.url()).toContain("frame-ancestors 'none'")
  expect(headers['x-frame-options'], response.url()).toBe('DENY')
  expect(headers['x-content-type-options'], response.url()).toBe('nosniff')
  expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], response.url()).toContain('camera=(), microphone=(), geolocation=()')
}

test('pages carry a fresh nonce policy, and every script on them carries its nonce', async ({ request }) => {
  const first = await request.get('/')
  const second = await request.get('/')
  expectCommonHeaders(first)
  const nonceOf = (response: APIResponse) =>
    /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  const nonce = nonceOf(first)
  expect(nonce).toBeTruthy()
  expect(nonceOf(second)).not.toBe(nonce)

  const html = await first.text()
  // JSON-LD blocks are data the browser never runs, so the policy does not apply to them; every other script is code.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('type="application/ld+json"'))
  expect(scripts.length).toBeGreaterThan(0)
  expect(html).toContain('<script type="application/ld+json">')
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
})

test('API responses, stored files, static assets and the 404 page carry the headers', async ({ request }) => {
  expectCommonHeaders(await request.get('/api/trpc/health.ping'))
  const missing = await request.get('/no-such-page')
  expect(missing.status()).toBe(404)
  expectCommonHeaders(missing)

  const html = await (await request.get('/')).text()
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
  expect(asset, 'a built script or stylesheet on the home page').toBeTruthy()
  const assetResponse = await request.get(asset!)
  expect(assetResponse.status()).toBe(200)
  expectCommonHeaders(assetResponse)

  const gallery = await (await request.get('/gallery')).text()
  const file = /"(\/files\/[^"]+\.(?:jpg|jpeg|png|webp))"/.exec(gallery)?.[1] ?? /"(\/files\/[^"]+)"/.exec(html)?.[1]
  expect(file, 'a stored file linked from the site').toBeTruthy()
  const fileResponse = await request.get(file!)
  expect(fileResponse.status()).toBe(200)
  expectCommonHeaders(fileResponse)
})

test('the public pages run under the policy without a violation', async ({ page, consoleErrors }) => {
  for (const path of [
    '/',
    '/gallery',
    '/news',
    '/events',
    '/notice',
    '/about-us',
    '/online-admissions',
    '/admission-form',
    '/admission-status',
    '/login',
  ]) {
    await page.goto(path)
    await expect(page.locator('main').first()).toBeVisible()
  }
  // Hydration ran: a blocked script would have left the page without React.
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible()
  expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([])
})

test('the tRPC endpoint answers other methods with 405 JSON, not a page', async ({ request, baseURL }) => {
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch('/api/trpc/auth.logout', { method, headers: { origin: baseURL! } })
    expect(response.status(), method).toBe(405)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers().allow).toBe('GET, HEAD, POST')
  }
})
