import { randomUUID } from 'node:crypto'
import { dateKeyOf, formatDateKey } from '~/shared/dates'
import { expect, test } from './auth-fixture'

// Staff content management (docs/product.md, Content management) through the UI, with its toasts.

test.describe('staff manage content', () => {
  test('a teacher publishes news and it appears first on the home page, then deletes it', async ({
    page,
    login,
    db,
  }) => {
    await login({ role: 'teacher' })
    const title = `Quiz team reaches the state final ${randomUUID().slice(0, 6)}`
    try {
      await page.goto('/manage/news')
      await page.getByRole('button', { name: 'Add news item' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add news item' })

      // An empty form explains itself and writes nothing.
      await dialog.getByRole('button', { name: 'Publish news item' }).click()
      await expect(dialog.getByText('Title is required.')).toBeVisible()
      await expect(dialog.getByText('Content is required.')).toBeVisible()

      await dialog.getByLabel('Title').fill(title)
      await dialog
        .getByLabel('Content')
        .fill('Our quiz team won the district round.\n\nThe state final is next month. <script>alert(1)</script>')
      // News images are uploaded: a real 1x1 PNG.
      await dialog.getByLabel(/^Image/).setInputFiles({
        name: 'quiz.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      })
      await expect(dialog.getByRole('img', { name: 'Preview of the news image' })).toBeVisible()
      await dialog.getByRole('button', { name: 'Publish news item' }).click()
      await expect(page.getByText('News item created successfully')).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible()

      const stored = await db.news.findFirstOrThrow({ where: { title } })
      expect(stored.content).not.toContain('<script')

      await page.goto('/')
      await expect(page.locator('[data-home-section="news"] [data-news-card]').first().getByRole('heading')).toHaveText(
        title,
      )

      await page.goto('/manage/news')
      await page.getByRole('button', { name: `Delete ${title}` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete news item' }).click()
      await expect(page.getByText('News item deleted successfully')).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0)
    } finally {
      await db.news.deleteMany({ where: { title } })
    }
  })

  test(
    'a teacher edits an event and the Events page shows the change',
    { tag: '@dates' },
    async ({ page, login, db, now }) => {
      const event = await db.event.create({
        data: {
          title: `Chess tournament ${randomUUID().slice(0, 6)}`,
          description: 'Round robin for Classes VI to X.',
          eventDate: new Date(now.getTime() + 20 * 86_400_000),
          location: 'Library',
        },
      })
      try {
        await login({ role: 'teacher' })
        await page.goto('/manage/events')
        await page.getByRole('button', { name: `Edit ${event.title}` }).click()
        const dialog = page.getByRole('dialog', { name: 'Edit event' })
        await dialog.getByLabel('Location').fill('Main Hall')
        await dialog.getByRole('button', { name: 'Save changes' }).click()
        await expect(page.getByText('Event updated successfully')).toBeVisible()

        await page.goto('/events')
        await expect(page.locator('[data-event-card]', { hasText: event.title })).toContainText('Main Hall')
      } finally {
        await db.event.deleteMany({ where: { id: event.id } })
      }
    },
  )

  test(
    'staff add a notice and a calendar entry that show on /notice',
    { tag: '@dates' },
    async ({ page, login, db, now }) => {
      const noticeTitle = `Science Olympiad registration ${randomUUID().slice(0, 6)}`
      const entryTitle = `Olympiad round ${randomUUID().slice(0, 6)}`
      const today = dateKeyOf(now)
      try {
        await login({ role: 'admin' })
        await page.goto('/manage/notices')
        await page.getByRole('button', { name: 'Add notice' }).click()
        let dialog = page.getByRole('dialog', { name: 'Add notice' })
        await dialog.getByLabel('Title').fill(noticeTitle)
        await dialog.getByLabel('Category').selectOption({ label: 'Exam' })
        await dialog.getByLabel('Date').fill(today)
        await dialog.getByLabel('Content').fill('Register with your class teacher by Friday.')
        await dialog.getByLabel('Important').check()
        await dialog.getByRole('button', { name: 'Add notice' }).click()
        await expect(page.getByText('Notice created successfully')).toBeVisible()

        await page.getByRole('link', { name: 'Calendar' }).click()
        await page.getByRole('button', { name: 'Add calendar entry' }).click()
        dialog = page.getByRole('dialog', { name: 'Add calendar entry' })
        await dialog.getByLabel('Title').fill(entryTitle)
        await dialog.getByLabel('Date').fill(today)
        await dialog.getByLabel('Category').selectOption({ label: 'Exam' })
        await dialog.getByRole('button', { name: 'Add calendar entry' }).click()
        await expect(page.getByText('Calendar entry created successfully')).toBeVisible()

        await page.goto('/notice')
        const board = page.getByRole('region', { name: 'Notices and Circulars' })
        await board.getByLabel('Category').selectOption({ label: 'Examinations' })
        await expect(board.getByRole('button', { name: new RegExp(`^${noticeTitle}.*Important`) })).toBeVisible()
        const details = page.locator('[data-calendar-details]')
        await expect(details.getByRole('heading')).toHaveText(`Events on ${formatDateKey(today)}`)
        await expect(details).toContainText(entryTitle)
      } finally {
        await db.notice.deleteMany({ where: { title: noticeTitle } })
        await db.calendarEntry.deleteMany({ where: { title: entryTitle } })
      }
    },
  )

  test('an admin edits the announcement banner', async ({ page, login, db }) => {
    const current = await db.siteAnnouncement.findFirst({ where: { isActive: true }, orderBy: { updatedAt: 'desc' } })
    const message = `Admissions close on Friday ${randomUUID().slice(0, 6)}.`
    try {
      await login({ role: 'admin' })
      await page.goto('/manage/announcement')
      const field = page.getByLabel('Message')
      if (current) await expect(field).toHaveValue(current.message)
      await field.fill(message)
      await page.getByRole('button', { name: 'Save announcement' }).click()
      await expect(page.getByText('Announcement updated successfully')).toBeVisible()
      await page.reload()
      await expect(
        page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: `Announcement: ${message}` }),
      ).toBeVisible()
    } finally {
      if (current)
        await db.siteAnnouncement.update({
          where: { id: current.id },
          data: { message: current.message, isActive: current.isActive, updatedAt: current.updatedAt },
        })
      else await db.siteAnnouncement.deleteMany({ where: { message } })
    }
  })
})

test.describe('who may manage content', () => {
  test('a student is turned away from the screens and gets FORBIDDEN from the procedures', async ({ page, login }) => {
    await login({ role: 'student' })
    await page.goto('/manage/news')
    await expect(page).toHaveURL(/\/dashboard/)
    await expect(
      page.getByText('Access denied. This area requires Administrator or Teacher permissions.'),
    ).toBeVisible()

    const status = await page.evaluate(async () => {
      const response = await fetch('/api/trpc/news.create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { title: 'Hacked', content: 'x', imageUrl: '', isFeatured: false } }),
      })
      return response.status
    })
    expect(status).toBe(403)
  })

  test('a teacher manages content but not the announcement', async ({ page, login }) => {
    await login({ role: 'teacher' })
    await page.goto('/news')
    await page.getByRole('link', { name: 'Manage news' }).click()
    await expect(page).toHaveURL(/\/manage\/news$/)
    await expect(
      page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Announcement' }),
    ).toHaveCount(0)
    await page.goto('/manage/announcement')
    await expect(page).toHaveURL(/\/dashboard/)
  })

  test('the management screens pass axe', async ({ page, login, axe }) => {
    // Six axe scans in one test.
    test.slow()
    await login({ role: 'admin' })
    for (const path of [
      '/manage/news',
      '/manage/events',
      '/manage/notices',
      '/manage/calendar',
      '/manage/announcement',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await axe.expectNoSeriousViolations()
    }
    await page.goto('/manage/news')
    await page.getByRole('button', { name: 'Add news item' }).click()
    await expect(page.getByRole('dialog', { name: 'Add news item' }).getByLabel('Title')).toBeVisible()
    await axe.expectNoSeriousViolations()
  })
})
