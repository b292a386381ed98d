import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import type { PrismaClient } from '~/server/db'
import { toLocalDateTime } from '~/shared/dates'
import { expect, test } from './auth-fixture'

// Through the UI: a scheduled news item appearing for visitors at its time, the
// announcement's own headline and button, and reordering an album's photos from the keyboard.

/** The e2e server's clock now (it runs in real time from TEST_NOW). */
async function serverTime(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/trpc/health.ping')).json()) as {
    result: { data: { json: { at: string } } }
  }
  return Date.parse(body.result.data.json.at)
}

async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const node = document.querySelector(css)
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

/** A second, signed-out page whose clock starts at the server's time, for what a visitor sees. */
async function visitorPage(browser: Browser, page: Page) {
  const visitor = await browser.newPage()
  await visitor.clock.install({ time: await serverTime(page) })
  return visitor
}

/** Opens a staff content screen's Add dialog and types the title and content; returns the dialog. */
async function startItem(
  page: Page,
  path: string,
  addButton: string,
  { title, content }: { title: string; content: string },
) {
  await page.goto(path)
  await waitForHydration(page, 'main')
  await page.getByRole('button', { name: addButton }).click()
  const dialog = page.getByRole('dialog', { name: addButton })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Content').fill(content)
  return dialog
}

test.describe('scheduled publishing', () => {
  // Not tagged @dates: it waits for the server's real-time clock (20-80 s), and the instants of the date runs
  // add nothing the integration test with an injected clock (publishing.test.ts) does not already prove.
  test('a teacher schedules a news item; visitors see it only once its time has come', async ({
    page,
    login,
    db,
    browser,
  }) => {
    // The publish time has minute precision: the item is due at the next whole minute at least 20 s away.
    test.setTimeout(150_000)
    const title = `Scheduled results ${randomUUID().slice(0, 6)}`
    const visitor = await visitorPage(browser, page)
    try {
      await login({ role: 'teacher' })
      const dialog = await startItem(page, '/manage/news', 'Add news item', {
        title,
        content: 'The results are on the notice board.',
      })
      const dueAt = Math.ceil(((await serverTime(page)) + 20_000) / 60_000) * 60_000
      await dialog.getByLabel('Schedule for later').check()
      // Typed as staff type it: the date DD/MM/YYYY, then the time.
      const [dueDate = '', dueTime = ''] = toLocalDateTime(new Date(dueAt)).split('T')
      await dialog.getByLabel('Publish at', { exact: true }).fill(dueDate.split('-').reverse().join('/'))
      await dialog.getByLabel('Publish at: time').fill(dueTime)
      await dialog.getByRole('button', { name: 'Schedule news item' }).click()
      await expect(page.getByText('News item created successfully')).toBeVisible()
      const row = page.getByRole('listitem').filter({ hasText: title })
      await expect(row.getByText(/^Scheduled for /)).toBeVisible()

      // An anonymous visitor (served from the render cache after the first view) does not see it yet.
      await visitor.goto('/news')
      await expect(visitor.getByRole('main')).not.toContainText(title)
      await visitor.goto('/')
      await expect(visitor.getByRole('main')).not.toContainText(title)
      await visitor.goto('/')
      await expect(visitor.getByRole('main')).not.toContainText(title)

      // The server's clock runs in real time: wait until it passes the publish time.
      await expect.poll(() => serverTime(page), { timeout: 100_000, intervals: [2_000] }).toBeGreaterThan(dueAt)
      await visitor.goto('/')
      await expect(
        visitor.locator('[data-home-section="news"] [data-news-card]').first().getByRole('heading'),
      ).toHaveText(title)
      await visitor.goto('/news')
      await expect(visitor.getByRole('main')).toContainText(title)
      await page.reload()
      await expect(
        page.getByRole('listitem').filter({ hasText: title }).getByText('Published', { exact: true }),
      ).toBeVisible()
    } finally {
      await visitor.close()
      await db.news.deleteMany({ where: { title } })
    }
  })

  test('a draft notice stays off /notice until it is published', async ({ page, login, db, browser }) => {
    const title = `Draft circular ${randomUUID().slice(0, 6)}`
    const visitor = await visitorPage(browser, page)
    try {
      await login({ role: 'admin' })
      const dialog = await startItem(page, '/manage/notices', 'Add notice', {
        title,
        content: 'Uniform rules for the winter term.',
      })
      await dialog.getByLabel('Save as draft').check()
      await dialog.getByRole('button', { name: 'Save draft' }).click()
      await expect(page.getByText('Notice created successfully')).toBeVisible()
      await expect(
        page.getByRole('listitem').filter({ hasText: title }).getByText('Draft', { exact: true }),
      ).toBeVisible()
      await visitor.goto('/notice')
      await expect(visitor.getByRole('main')).not.toContainText(title)

      await page.getByRole('button', { name: `Edit ${title}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit notice' })
      await edit.getByLabel('Publish now').check()
      await edit.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByText('Notice updated successfully')).toBeVisible()
      await visitor.goto('/notice')
      await expect(visitor.getByRole('main')).toContainText(title)
    } finally {
      await visitor.close()
      await db.notice.deleteMany({ where: { title } })
    }
  })
})

test.describe('an unpublished news item on its own page', () => {
  test('staff see it marked as a draft or scheduled; visitors get the 404 page', async ({
    page,
    login,
    db,
    browser,
    axe,
    allowConsoleErrors,
  }) => {
    const tag = randomUUID().slice(0, 6)
    const now = await serverTime(page)
    const dueAt = new Date(Math.ceil((now + 3 * 86_400_000) / 60_000) * 60_000)
    const draft = await db.news.create({
      data: { title: `Draft sports day ${tag}`, content: '<p>Heats on Friday.</p>', status: 'draft' },
    })
    const scheduled = await db.news.create({
      data: { title: `Scheduled results ${tag}`, content: '<p>On the board.</p>', publishedAt: dueAt },
    })
    const live = await db.news.create({
      data: { title: `Published visit ${tag}`, content: '<p>Welcome.</p>', publishedAt: new Date(now - 86_400_000) },
    })
    const visitor = await browser.newPage()
    try {
      allowConsoleErrors(/status of 404 .* at \S+\/news\//)
      for (const item of [draft, scheduled]) {
        const response = await visitor.goto(`/news/${item.id}`)
        expect(response?.status(), item.title).toBe(404)
        await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      }

      await login({ role: 'teacher' })
      await page.goto(`/news/${draft.id}`)
      await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible()
      await expect(page.locator('[data-unpublished-note]')).toHaveText(
        /^Draft — not public yet\. Only staff can open this page/,
      )
      await axe.expectNoSeriousViolations()
      const [date = '', time = ''] = toLocalDateTime(dueAt).split('T')
      await page.goto(`/news/${scheduled.id}`)
      await expect(page.locator('[data-unpublished-note]')).toContainText(
        `Scheduled for ${date.split('-').reverse().join('/')} ${time} — not public yet.`,
      )
      await page.goto(`/news/${live.id}`)
      await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible()
      await expect(page.locator('[data-unpublished-note]')).toHaveCount(0)
    } finally {
      await visitor.close()
      await db.news.deleteMany({ where: { id: { in: [draft.id, scheduled.id, live.id] } } })
    }
  })
})

test.describe('the announcement banner', () => {
  test("shows the announcement's own headline, and no button when the admin clears it", async ({
    page,
    login,
    db,
    axe,
  }) => {
    const current = await db.siteAnnouncement.findFirst({ where: { isActive: true }, orderBy: { updatedAt: 'desc' } })
    const headline = `School closed on Monday ${randomUUID().slice(0, 4)}`
    try {
      await login({ role: 'admin' })
      await page.goto('/manage/announcement')
      await waitForHydration(page, 'main')
      await expect(page.getByLabel('Headline')).toHaveValue(
        current?.headline ?? 'Join our school family: admissions are open',
      )
      await page.getByLabel('Headline').fill(headline)
      await page
        .getByLabel('Message')
        .fill('The school is closed on Monday for the state holiday. Classes resume on Tuesday.')
      // A label without a link is refused with a message.
      await page.getByLabel('Button link').fill('')
      await page.getByRole('button', { name: 'Save announcement' }).click()
      await expect(page.getByText('Add the link the button opens, or clear the label for no button.')).toBeVisible()
      await page.getByLabel('Button label').fill('')
      await page.getByRole('button', { name: 'Save announcement' }).click()
      await expect(page.getByText('Announcement updated successfully')).toBeVisible()
      await axe.expectNoSeriousViolations()

      await page.goto('/about-us')
      const banner = page.getByRole('region', { name: 'Announcement' })
      // The row shows the headline; the expanded panel repeats it in full (a phone shows only its start above).
      await expect(banner.getByText(headline).first()).toBeVisible()
      await expect(banner.getByRole('link')).toHaveCount(0)
      await expect(banner).not.toContainText('admissions are open')
      await banner.getByRole('button', { name: /^Announcement: / }).click()
      await expect(
        banner.getByText('The school is closed on Monday for the state holiday.', { exact: false }).last(),
      ).toBeVisible()
      await expect(banner.getByText(headline).last()).toBeVisible()
      await expect(banner.getByRole('link', { name: 'Apply Now' })).toHaveCount(0)
    } finally {
      if (current) {
        const { headline: h, message, buttonLabel, buttonLink, isActive, updatedAt } = current
        await db.siteAnnouncement.update({
          where: { id: current.id },
          data: { headline: h, message, buttonLabel, buttonLink, isActive, updatedAt },
        })
      } else await db.siteAnnouncement.deleteMany({ where: { headline } })
    }
  })
})

/** A new album of three photos titled first, second and third, reusing the demo's image files. */
async function albumOfThree(db: PrismaClient, prefix: string) {
  const seeded = await db.galleryImage.findMany({ take: 3, orderBy: { createdAt: 'asc' } })
  const album = await db.galleryAlbum.create({ data: { title: `${prefix} ${randomUUID().slice(0, 6)}` } })
  for (const [sortOrder, image] of seeded.entries()) {
    const { imageUrl, thumbnailUrl, displayUrl, width, height } = image
    await db.galleryImage.create({
      data: {
        albumId: album.id,
        imageUrl,
        thumbnailUrl,
        displayUrl,
        width,
        height,
        sortOrder,
        title: ['first', 'second', 'third'][sortOrder],
      },
    })
  }
  return album
}

test.describe('reordering photos', () => {
  test('an admin moves a photo to the front from the keyboard, saved in one request', async ({
    page,
    login,
    db,
    axe,
  }) => {
    const album = await albumOfThree(db, 'Reorder')
    try {
      await login({ role: 'admin' })
      await page.goto(`/admin/gallery?albumId=${album.id}`)
      await waitForHydration(page, '#album-manager-title')
      await expect(page.getByTestId('admin-image-title')).toHaveText(['first', 'second', 'third'])

      const saves: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('gallery.admin.reorderImages')) saves.push(request.url())
      })
      const position = page.getByLabel('Position of third')
      await position.focus()
      await page.keyboard.press('Home')
      await expect(page.getByTestId('admin-image-title')).toHaveText(['third', 'first', 'second'])
      await expect(page.getByTestId('image-move-note')).toHaveText('third moved to position 1 of 3.')
      await expect
        .poll(async () =>
          (await db.galleryImage.findMany({ where: { albumId: album.id }, orderBy: { sortOrder: 'asc' } })).map(
            (i) => i.title,
          ),
        )
        .toEqual(['third', 'first', 'second'])
      // The browser's request event can reach the test after the server has saved.
      await expect.poll(() => saves.length).toBe(1)

      // The arrow buttons still move one step.
      await page.getByRole('button', { name: 'Move first up' }).click()
      await expect(page.getByTestId('admin-image-title')).toHaveText(['first', 'third', 'second'])
      await axe.expectNoSeriousViolations()

      await page.goto(`/gallery?albumId=${album.id}`)
      await expect(page.getByTestId('image-thumbnail').first()).toHaveAccessibleName('Open photo: first')
    } finally {
      await db.galleryAlbum.delete({ where: { id: album.id } }).catch(() => undefined)
    }
  })

  test('an admin drags a photo onto another row', async ({ page, login, db }) => {
    const album = await albumOfThree(db, 'Drag')
    try {
      await login({ role: 'admin' })
      await page.goto(`/admin/gallery?albumId=${album.id}`)
      await waitForHydration(page, '#album-manager-title')
      const rows = page.getByTestId('admin-image-row')
      await rows.nth(0).dragTo(rows.nth(2))
      await expect(page.getByTestId('admin-image-title')).toHaveText(['second', 'third', 'first'])
      await expect
        .poll(async () =>
          (await db.galleryImage.findMany({ where: { albumId: album.id }, orderBy: { sortOrder: 'asc' } })).map(
            (i) => i.title,
          ),
        )
        .toEqual(['second', 'third', 'first'])
    } finally {
      await db.galleryAlbum.delete({ where: { id: album.id } }).catch(() => undefined)
    }
  })
})

test.describe('gallery videos', () => {
  test('a Google Drive page link gets a clear message; an uploaded MP4 shows its progress and is saved', async ({
    page,
    login,
    db,
    axe,
  }) => {
    const title = `Assembly clip ${randomUUID().slice(0, 6)}`
    try {
      await login({ role: 'admin' })
      await page.goto('/admin/gallery?section=videos')
      await waitForHydration(page, '#new-video-heading')
      await page.getByLabel('Title').fill(title)
      await page.getByLabel('Video link').fill('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing')
      await page.getByRole('button', { name: 'Add video' }).click()
      await expect(
        page.getByText('This is a Google Drive page, not a video file, so it cannot play here.', { exact: false }),
      ).toBeVisible()
      expect(await db.galleryVideo.count({ where: { title } })).toBe(0)

      await page.getByLabel('Video link').fill('')
      const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
      const buffer = Buffer.concat([
        Buffer.from([0, 0, 0, 0x20, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2avc1mp41')]),
        Buffer.alloc(200_000, 7),
      ])
      await page
        .getByLabel(/^Or upload a video file/)
        .setInputFiles({ name: 'assembly.mp4', mimeType: 'video/mp4', buffer })
      await expect(page.getByLabel('Video link')).toHaveValue(/^\/files\/image-gallery\/videos\/.+\.mp4$/)
      await expect(page.getByLabel('Preview of the uploaded video')).toBeVisible()
      await axe.expectNoSeriousViolations()
      await page.getByRole('button', { name: 'Add video' }).click()
      await expect(page.getByText('Video added')).toBeVisible()
      const saved = await db.galleryVideo.findFirstOrThrow({ where: { title } })
      expect(saved.videoUrl).toMatch(/^\/files\/image-gallery\/videos\/.+\.mp4$/)
    } finally {
      await db.galleryVideo.deleteMany({ where: { title } })
    }
  })
})
