import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'

// Layout checks a newcomer would trip over: what the eye sees at phone, tablet and desktop widths.

const widths = [390, 768, 1280] as const

/** The box the text of an element actually covers (overflowing text included), in page coordinates. */
async function textBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      const { left, right, top, bottom } = range.getBoundingClientRect()
      return { text: node.textContent ?? '', left, right, top, bottom }
    }),
  )
}

test.describe('home hero', () => {
  for (const width of widths) {
    test(`no two hero badges overlap at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const badges = await textBoxes(page, '[data-home-section="hero"] [data-hero-badge] dd')
      expect(badges.map((badge) => badge.text)).toEqual([expect.stringMatching(/^\d+\+$/), 'Nursery\u2011XII', 'NBSE'])
      for (const [i, a] of badges.entries()) {
        expect(a.right, `"${a.text}" stays inside the viewport`).toBeLessThanOrEqual(width)
        for (const b of badges.slice(i + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
          expect(apart, `"${a.text}" and "${b.text}" overlap at ${width} px`).toBe(true)
        }
      }
    })
  }
})

const syllabusClasses = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']

test.describe('syllabus on a phone', { tag: '@phone' }, () => {
  test('each class is a card whose subjects are visible at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/syllabus')
    const cards = page.locator('[data-syllabus-card]')
    await expect(cards).toHaveCount(syllabusClasses.length)
    for (const [index, name] of syllabusClasses.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name: `Class ${name}`, exact: true })).toBeVisible()
      await expect(card.getByText(/^English, .*Mathematics/)).toBeVisible()
      await expect(card.getByRole('button', { name: `Download Syllabus for Class ${name}` })).toBeVisible()
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // A table shown on a phone shows all of itself: no column is dropped to make it fit.
    for (const table of await page.locator('main table').all()) {
      if (!(await table.isVisible())) continue
      for (const cell of await table.locator('th, td').all()) await expect(cell).toBeVisible()
    }
  })
})

test.describe('syllabus table', () => {
  for (const width of [768, 1280]) {
    test(`no column of the syllabus table is hidden at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/syllabus')
      const table = page.getByRole('table', { name: 'Syllabus for Classes I to X' })
      await expect(table.getByRole('columnheader', { name: 'Subjects' })).toBeVisible()
      await expect(table.getByRole('row')).toHaveCount(syllabusClasses.length + 1)
      for (const cell of await table.locator('th, td').all()) await expect(cell).toBeVisible()
      await expect(table.getByRole('cell', { name: /^English, .*Mathematics/ })).toHaveCount(syllabusClasses.length)
    })
  }
})

test.describe('banner and header on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  const announcementIds: string[] = []
  test.beforeEach(async ({ db }) => {
    const row = await db.siteAnnouncement.create({
      data: { message: `Admissions for the new session are open ${Date.now()}.`, isActive: true },
    })
    announcementIds.push(row.id)
  })
  test.afterEach(async ({ db }) => {
    await db.siteAnnouncement.deleteMany({ where: { id: { in: announcementIds.splice(0) } } })
  })

  const topArea = (page: Page) => page.locator('[data-site-top]')

  test('banner and header leave the page heading on the first screen', async ({ page }) => {
    for (const path of ['/', '/about-us', '/syllabus', '/notice', '/gallery', '/admission-form', '/login']) {
      await page.goto(path)
      await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible()
      // The header is the lower part of the sticky top area: its bottom edge is where the content starts.
      const header = (await page.getByRole('banner').boundingBox())!
      expect(header.y + header.height, `banner + header on ${path}`).toBeLessThanOrEqual(112)
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(heading.y, `h1 below the header on ${path}`).toBeGreaterThanOrEqual(header.y + header.height)
      expect(heading.y + heading.height, `h1 on the first screen of ${path}`).toBeLessThanOrEqual(844)
    }
  })

  test('the header shrinks once the page scrolls, without moving the content', async ({ page }) => {
    await page.goto('/about-us')
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#main') ?? {}).some((key) => key.startsWith('__reactFiber')),
    )
    const header = page.getByRole('banner')
    const before = (await header.boundingBox())!.height
    const headingTop = () =>
      page.getByRole('heading', { level: 1 }).evaluate((node) => node.getBoundingClientRect().top + window.scrollY)
    const headingBefore = await headingTop()

    await page.mouse.wheel(0, 400)
    await expect(topArea(page)).toHaveAttribute('data-scrolled', '')
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThanOrEqual(before - 12)
    // The sticky area's bottom margin grows as the header shrinks: the page below stays where it was.
    await expect.poll(headingTop).toBeCloseTo(headingBefore, 0)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(topArea(page)).not.toHaveAttribute('data-scrolled')
    await expect.poll(async () => (await header.boundingBox())!.height).toBe(before)
  })

  test('the page loads without a layout shift', async ({ page }) => {
    await page.goto('/syllabus')
    await page.waitForLoadState('networkidle')
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shifts).toBe(0)
  })

  test('a dismissed banner stays away for the browser session only', async ({ page, context }) => {
    await page.goto('/about-us')
    const banner = page.getByRole('region', { name: 'Announcement' })
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem('announcement:dismissed-id'))).toBe(announcementIds.at(-1))
    expect(await page.evaluate(() => localStorage.getItem('announcement:dismissed-id'))).toBeNull()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden()

    // Another tab is another session: the announcement shows there.
    const other = await context.newPage()
    await other.goto('/about-us')
    await expect(other.getByRole('region', { name: 'Announcement' })).toBeVisible()
  })
})

test.describe('staff screens on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every content section tab, the current one included, is on screen at 390 px', async ({ page, login }) => {
    await login({ role: 'admin' })
    await page.goto('/manage/announcement')
    const tabs = page.getByRole('navigation', { name: 'Content sections' }).getByRole('link')
    await expect(tabs).toHaveText(['News', 'Events', 'Notices', 'Calendar', 'Announcement'])
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!
      expect(box.x, `${await tab.textContent()} starts on screen`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${await tab.textContent()} ends on screen`).toBeLessThanOrEqual(390)
    }
  })
})

test.describe('audit log', () => {
  test('details read as words and rupees, not raw keys, paise and ids', async ({ page, login, db }) => {
    const admin = await login({ role: 'admin' })
    const row = await db.auditLog.create({
      data: {
        actorId: admin.id,
        actorEmail: admin.email,
        actorName: `${admin.firstName} ${admin.lastName}`,
        action: 'fees.receipt_void',
        targetType: 'receipt',
        targetLabel: '2026-27/009999',
        details: JSON.stringify({
          reason: 'Entered twice',
          totalPaise: 12345600,
          concessionId: '7e8b6505-ab17-4d19-a5e8-2971e361f5a0',
          current: true,
        }),
        // Newest of all, so it is on the first page.
        createdAt: new Date('2099-01-01T00:00:00Z'),
      },
    })
    try {
      await page.goto('/admin/audit-log')
      const entry = page.getByRole('listitem').filter({ hasText: '2026-27/009999' })
      await expect(entry).toContainText(
        `${admin.firstName} ${admin.lastName} voided receipt 2026-27/009999 of ₹1,23,456.00. Reason: Entered twice.`,
      )
      await expect(entry).not.toContainText('Paise')
      await expect(entry).not.toContainText('7e8b6505')
    } finally {
      await db.auditLog.delete({ where: { id: row.id } })
    }
  })
})
