import { randomUUID } from 'node:crypto'
import { expect, test } from './auth-fixture'

// The anonymous render cache: the home page a visitor gets comes from the cache, and news a
// teacher publishes is on it at once. The fixtures fail the test on any CSP violation: cached pages carry a fresh
// nonce per response that must match their policy.

test('news a teacher publishes is on the cached anonymous home page at once', async ({ page, login, db }) => {
  const title = `Results are out ${randomUUID().slice(0, 6)}`
  // An anonymous visitor fills the cache; the second answer is a hit and still runs its scripts under the policy.
  // The first visit's page may still be loading what it asks for when the test moves on: ask until the cache answers.
  await page.goto('/')
  await expect.poll(async () => (await page.goto('/'))?.headers()['x-render-cache']).toBe('hit')
  await expect(page.getByRole('navigation').first()).toBeVisible()
  try {
    await login({ role: 'teacher' })
    await page.goto('/manage/news')
    await page.getByRole('button', { name: 'Add news item' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add news item' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Content').fill('Every class passed.')
    await dialog.getByRole('button', { name: 'Publish news item' }).click()
    await expect(page.getByText('News item created successfully')).toBeVisible()

    // Signed out again: the anonymous home page shows the news without waiting for anything to expire.
    await page.context().clearCookies()
    const fresh = await page.goto('/')
    expect(fresh?.headers()['x-render-cache']).toBe('miss')
    await expect(page.locator('[data-home-section="news"] [data-news-card]').first().getByRole('heading')).toHaveText(
      title,
    )
    const again = await page.goto('/')
    expect(again?.headers()['x-render-cache']).toBe('hit')
    await expect(page.locator('[data-home-section="news"] [data-news-card]').first().getByRole('heading')).toHaveText(
      title,
    )
  } finally {
    await db.news.deleteMany({ where: { title } })
  }
})
