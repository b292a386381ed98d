import { school } from '#app-config'
import { expect, test } from './fixtures'

test.describe('smoke', () => {
  test('the server renders the home page with the school name in its HTML', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    expect(html).toContain(school.name)
    expect(html).toMatch(/<html[^>]* lang="en-IN"/)
  })

  test(
    'the home page loads in the browser without console errors',
    { tag: '@mobile' },
    async ({ page, consoleErrors }) => {
      await page.goto('/')
      await expect(page).toHaveTitle(new RegExp(school.name))
      await page.waitForLoadState('networkidle')
      expect(consoleErrors).toEqual([])
    },
  )

  test('the home page has no serious accessibility violations', { tag: '@mobile' }, async ({ page, axe }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await axe.expectNoSeriousViolations()
  })

  test('the tRPC health check answers over HTTP', async ({ request }) => {
    const response = await request.get('/api/trpc/health.ping')
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { result: { data: { json: { ok: boolean; at: string } } } }
    expect(body.result.data.json.ok).toBe(true)
    expect(Date.parse(body.result.data.json.at)).not.toBeNaN()
  })
})
