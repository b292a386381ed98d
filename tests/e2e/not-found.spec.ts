import { randomUUID } from 'node:crypto'
import { expect, test } from './auth-fixture'

// A detail page asked for a malformed or unknown id answers the site's 404 page with status 404
// (src/trpc/not-found.ts), never an error page with status 500.

test.describe('detail pages with bad ids', () => {
  test('/news/<300 characters> and /news/<unknown id> answer the 404 page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404 .* at \S+\/news\//)
    for (const id of ['a'.repeat(300), randomUUID(), 'bad%20id%3Cscript%3E']) {
      const response = await page.goto(`/news/${id}`)
      expect(response?.status(), id).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    }
  })

  test('/admin/admissions/<unknown or malformed id> answers the 404 page to an admin', async ({
    page,
    login,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404 .* at \S+\/admin\/admissions\//)
    await login({ role: 'admin' })
    for (const id of [randomUUID(), 'x'.repeat(300)]) {
      const response = await page.goto(`/admin/admissions/${id}`)
      expect(response?.status(), id).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    }
  })
})
