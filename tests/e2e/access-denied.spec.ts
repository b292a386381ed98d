import type { Page } from '@playwright/test'
import { accessDeniedMessage } from '~/shared/roles'
import { expect, test } from './auth-fixture'

// Every wrong-role case reads the same, 'Access denied. This area requires {roles}
// permissions.' with the roles in words, whichever guard or server route turns the visitor away.

const adminOnly = 'Access denied. This area requires Administrator permissions.'
const staffOnly = 'Access denied. This area requires Administrator or Teacher permissions.'

/** A same-site POST from the page itself (the upload routes refuse cross-site requests first). */
async function postFrom(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    })
    return { status: response.status, body: await response.text() }
  }, path)
}

test.describe('access denied wording', () => {
  test('the shared sentence names the roles in words', () => {
    expect(accessDeniedMessage(['admin'])).toBe(adminOnly)
    expect(accessDeniedMessage(['admin', 'teacher'])).toBe(staffOnly)
  })

  test('a teacher turned away from the admin-only announcement editor and the admin pages sees the same sentence', async ({
    page,
    login,
  }) => {
    await login({ role: 'teacher' })
    await page.goto('/manage/announcement')
    await expect(page).toHaveURL(/\/dashboard/)
    await expect(page.getByText(adminOnly)).toBeVisible()

    await page.goto('/admin/gallery')
    await expect(page).toHaveURL(/\/dashboard/)
    await expect(page.getByText(adminOnly)).toBeVisible()
  })

  test('the file routes answer a wrong role with the same sentence', async ({ page, login, allowConsoleErrors }) => {
    // The browser logs each refused fetch.
    allowConsoleErrors(/the server responded with a status of 403/)
    await login({ role: 'student' })
    await page.goto('/dashboard')

    const gallery = await postFrom(page, '/api/gallery/uploads?name=photo.png')
    expect(gallery.status).toBe(403)
    expect(JSON.parse(gallery.body)).toMatchObject({ error: adminOnly })

    const news = await postFrom(page, '/api/news/images?name=photo.png')
    expect(news.status).toBe(403)
    expect(JSON.parse(news.body)).toMatchObject({ error: staffOnly })

    const document = await page.request.get('/api/admissions/no-such-application/documents/birthCertificate')
    expect(document.status()).toBe(403)
    expect(await document.text()).toBe(adminOnly)
  })
})
