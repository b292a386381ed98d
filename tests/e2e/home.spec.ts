import type { Page } from '@playwright/test'
import { leaderLetters, leaderMessages, school } from '#app-config'
import { formatLongDate, formatTime } from '~/shared/dates'
import { expect, test } from './auth-fixture'

// The home page (docs/product.md, Home page) and the other static public pages, against the seeded e2e database.

/** Waits until the first-load splash has faded out and left the page. */
async function afterSplash(page: Page) {
  await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 5_000 })
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Life at our school' })
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]')

test.describe('home page', () => {
  // The splash fades and the carousel advances by itself only when the visitor allows motion.
  test.use({ reducedMotion: 'no-preference' })

  test(
    'the sections come in order with the newest news and the next events from the database',
    { tag: '@dates' },
    async ({ page, db, now }) => {
      const news = await db.news.findMany({
        orderBy: { publishedAt: 'desc' },
        take: 3,
        select: { title: true, publishedAt: true },
      })
      const events = await db.event.findMany({
        where: { eventDate: { gte: now } },
        orderBy: { eventDate: 'asc' },
        take: 3,
        select: { title: true, eventDate: true },
      })
      expect(news).toHaveLength(3)
      expect(events).toHaveLength(3)

      await page.goto('/')
      const sections = page.locator('[data-home-section]')
      await expect(sections).toHaveCount(7)
      expect(
        await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section'))),
      ).toEqual(['hero', 'experience', 'leaders', 'news', 'events', 'activities', 'apply'])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${school.name}`)
      const hero = page.locator('[data-home-section="hero"]')
      await expect(hero.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/admission-form')
      await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about-us')
      await expect(page.getByRole('heading', { level: 2 })).toContainText([
        'Colorful School Experience',
        'Messages from Our Leaders',
        'Latest News',
        'Upcoming Events',
        'Fun Activities',
      ])

      const experience = page.locator('[data-home-section="experience"]')
      await expect(experience.getByRole('heading', { level: 3 })).toHaveText([
        'For Students',
        'For Parents',
        'For Teachers',
      ])
      for (const card of await experience.locator('li:has(h3)').all()) await expect(card.locator('li')).toHaveCount(3)

      const leaders = page.locator('[data-home-section="leaders"]')
      await expect(leaders.getByRole('heading', { level: 3 })).toHaveText(["Principal's Desk", "Chairman's Message"])
      await expect(leaders.getByText('AJ', { exact: true })).toBeVisible()
      await expect(leaders.getByText('KA', { exact: true })).toBeVisible()
      await expect(leaders.getByText(leaderMessages.principal.excerpt)).toBeVisible()
      await expect(leaders.getByRole('link', { name: "Read More: Principal's Desk" })).toHaveAttribute(
        'href',
        '/principals-message',
      )
      await expect(leaders.getByRole('link', { name: "Read More: Chairman's Message" })).toHaveAttribute(
        'href',
        '/chairmans-message',
      )

      const newsCards = page.locator('[data-home-section="news"] [data-news-card]')
      await expect(newsCards.getByRole('heading')).toHaveText(news.map((item) => item.title))
      await expect(newsCards.first()).toContainText(formatLongDate(news[0]!.publishedAt))
      // Previews are plain text, clamped to three lines.
      await expect(newsCards.first().locator('p.line-clamp-3')).not.toContainText('<')

      const eventCards = page.locator('[data-home-section="events"] [data-event-card]')
      await expect(eventCards.getByRole('heading')).toHaveText(events.map((event) => event.title))
      await expect(eventCards.first()).toContainText(
        `${formatLongDate(events[0]!.eventDate)}, ${formatTime(events[0]!.eventDate)}`,
      )

      const activities = page.locator('[data-home-section="activities"]')
      await expect(activities.locator('figcaption')).toHaveCount(2)
      await expect(activities.getByRole('img')).toHaveCount(4)
      await expect(
        page.locator('[data-home-section="apply"]').getByRole('link', { name: 'Apply Now' }),
      ).toHaveAttribute('href', '/admission-form')
    },
  )

  test('the page text is in the server HTML behind the splash, which fades out and unlocks scrolling', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    for (const text of [
      'Colorful School Experience',
      'Messages from Our Leaders',
      'Latest News',
      'Upcoming Events',
      'Fun Activities',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('data-splash')

    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('[data-splash]')).toBeVisible()
    await afterSplash(page)
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    // Once per tab: back on home by a link, or after a reload, there is no splash.
    await page.getByRole('banner').getByRole('link', { name: 'Gallery' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-splash]')).toHaveCount(0)
    await page.reload()
    await expect(page.locator('[data-splash]')).toBeHidden()
  })

  test('the carousel moves with previous, next and dots, wraps, and advances by itself only while in view', async ({
    page,
  }) => {
    await page.goto('/')
    await afterSplash(page)
    const dots = carousel(page).getByRole('button', { name: /^Show image/ })
    await expect(dots).toHaveCount(4)
    await expect(currentDot(page)).toHaveAccessibleName('Show image 1 of 4')

    await carousel(page).getByRole('button', { name: 'Previous image' }).click()
    await expect(currentDot(page)).toHaveAccessibleName('Show image 4 of 4')
    await carousel(page).getByRole('button', { name: 'Next image' }).click()
    await expect(currentDot(page)).toHaveAccessibleName('Show image 1 of 4')
    await dots.nth(2).click()
    await expect(currentDot(page)).toHaveAccessibleName('Show image 3 of 4')
    await expect(carousel(page).locator('[data-active]')).toHaveAttribute('data-status', 'loaded')

    // Pointer and focus pause it; away from it, it advances after 5 s (of the page's clock, skipped ahead).
    await page.mouse.move(5, 400)
    await page.getByRole('heading', { level: 1 }).click()
    await page.clock.runFor(5_500)
    await expect(currentDot(page)).toHaveAccessibleName('Show image 4 of 4')

    // Scrolled out of view, it stays put.
    await page.locator('[data-home-section="apply"]').scrollIntoViewIfNeeded()
    await expect(carousel(page)).not.toBeInViewport()
    await page.clock.runFor(6_500)
    await expect(currentDot(page)).toHaveAccessibleName('Show image 4 of 4')

    // The pause button stops it for good.
    await carousel(page).scrollIntoViewIfNeeded()
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test("only the first slide's picture loads with the page; the next one half an interval before it shows, all of them once the visitor reaches for the carousel", async ({
    page,
  }) => {
    const pictures = carousel(page).locator('img')
    await page.goto('/')
    await afterSplash(page)
    await page.mouse.move(5, 400)
    await expect(pictures).toHaveCount(1)
    await expect(carousel(page).locator('[data-status="loading"]')).toHaveCount(3)

    await page.clock.runFor(2_600)
    await expect(pictures).toHaveCount(2)
    await expect(carousel(page).locator('[data-status]').nth(1)).toHaveAttribute('data-status', 'loaded')
    await page.clock.runFor(2_600)
    await expect(currentDot(page)).toHaveAccessibleName('Show image 2 of 4')

    await carousel(page).hover()
    await expect(pictures).toHaveCount(4)
    await expect(carousel(page).locator('[data-status="loaded"]')).toHaveCount(4)
  })

  test('a carousel image that fails shows its message, and a failed news image falls back to the placeholder', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The picture itself and its responsive variants (website-images/variants/<name>-<hash>-<width>.<format>).
    const picture = (name: string) => new RegExp(`/files/website-images/(variants/)?${name}[-.][\\w.-]*$`)
    allowConsoleErrors(
      /net::ERR_FAILED at \S+\/files\/website-images\/(variants\/)?(cultural-performance|students-and-teachers)[-.][\w.-]*$/,
    )
    await page.route(picture('cultural-performance'), (route) => route.abort())
    await page.route(picture('students-and-teachers'), (route) => route.abort())
    await page.goto('/')
    await afterSplash(page)
    await carousel(page).getByRole('button', { name: 'Show image 2 of 4' }).click()
    const active = carousel(page).locator('[data-active]')
    await expect(active).toHaveAttribute('data-status', 'failed')
    await expect(active.getByText('Failed to load image')).toBeVisible()

    // The seeded newest story uses the students-and-teachers picture.
    const firstNews = page.locator('[data-home-section="news"] [data-news-card]').first()
    await firstNews.scrollIntoViewIfNeeded()
    await expect(firstNews.locator('[data-placeholder-image]')).toBeVisible()
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousel does not advance by itself and the banner does not scroll', async ({ page, db }) => {
    const announcement = await db.siteAnnouncement.create({
      data: { message: `Reduced motion check ${Date.now()}`, isActive: true },
    })
    try {
      await page.goto('/')
      await afterSplash(page)
      await expect(carousel(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
      const track = page.locator('.announcement-marquee-track')
      await expect(track).toHaveText(announcement.message)
      expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('none')
      await page.clock.runFor(6_000)
      await expect(currentDot(page)).toHaveAccessibleName('Show image 1 of 4')
    } finally {
      await db.siteAnnouncement.delete({ where: { id: announcement.id } })
    }
  })
})

test.describe('about, messages, syllabus and admissions information', () => {
  test('the about page has its six sections and the contact details', async ({ page }) => {
    await page.goto('/about-us')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Our History',
      'Our Mission',
      'Our Vision',
      'Our Team',
      'Facilities',
      'Contact Us',
    ])
    await expect(main.getByText(`opened its doors in ${school.foundedYear}`)).toBeVisible()
    const hours = main.locator('dl', { hasText: 'Mon-Fri:' })
    await expect(hours).toContainText('8:00 AM-4:00 PM')
    await expect(hours).toContainText('Saturday:8:00 AM-12:00 PM')
    await expect(main.getByRole('link', { name: school.email })).toBeVisible()
    await expect(main.getByRole('link', { name: school.phones[1] })).toBeVisible()
  })

  test('school details state 14 clubs and list 6; the team page has three role badges', async ({ page }) => {
    await page.goto('/about-us/school-details')
    await expect(page.getByText('take part in 14 clubs')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Club activities' }).getByRole('listitem')).toHaveCount(6)
    await expect(page.getByText(school.affiliation.number)).toBeVisible()

    await page.goto('/about-us/our-team')
    await expect(page.getByRole('list', { name: 'Leadership team' }).getByRole('listitem')).toHaveCount(3)
    for (const badge of ['Leadership', 'Academic', 'Administration'])
      await expect(page.getByText(badge, { exact: true })).toBeVisible()
  })

  test("the leaders' pages hold the full letters", async ({ page }) => {
    await page.goto('/principals-message')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Principal's Message")
    await expect(page.getByText(leaderLetters.principal.letter[2])).toBeVisible()
    await page.goto('/chairmans-message')
    await expect(page.getByText(leaderLetters.chairman.letter[1])).toBeVisible()
  })

  test("the syllabus lists Classes I to X and Download Syllabus only says 'Download started'", async ({ page }) => {
    await page.goto('/syllabus')
    const rows = page.getByRole('row')
    await expect(rows).toHaveCount(11)
    // Nothing is fetched or downloaded; the toast's own code (sonner loads on the first toast) may load.
    let requests = 0
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') requests++
    })
    await page.getByRole('button', { name: 'Download Syllabus for Class IV' }).click()
    await expect(page.getByText('Download started')).toBeVisible()
    expect(requests).toBe(0)
    await expect(page.getByRole('link', { name: school.academicOfficeEmail })).toHaveAttribute(
      'href',
      `mailto:${school.academicOfficeEmail}`,
    )
  })

  test('the admissions accordion keeps one section open, the first by default, and the open one closes', async ({
    page,
  }) => {
    await page.goto('/online-admissions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our School!')
    await expect(
      page.getByRole('region', { name: 'Our school' }).getByRole('button', { name: /^Show image/ }),
    ).toHaveCount(3)
    const who = page.getByRole('button', { name: 'Who Can Join Our School?' })
    const documents = page.getByRole('button', { name: "Documents You'll Need" })
    const how = page.getByRole('button', { name: 'How to Join Our School' })
    await expect(who).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('3 years or more')).toBeVisible()

    await documents.click()
    await expect(documents).toHaveAttribute('aria-expanded', 'true')
    await expect(who).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('Birth certificate (original and photocopy)')).toBeVisible()
    await expect(page.getByText('3 years or more')).toBeHidden()

    await how.click()
    await expect(documents).toHaveAttribute('aria-expanded', 'false')
    await how.click()
    await expect(how).toHaveAttribute('aria-expanded', 'false')

    const apply = page.getByRole('link', { name: 'Apply Now!' }).last()
    await expect(apply).toHaveAttribute('href', '/admission-form')
    await expect(page.getByText('No application fee required')).toBeVisible()
  })
})

test.describe('news and events pages', () => {
  test(
    '/news lists items newest first and opens one, /events splits upcoming from past',
    { tag: '@dates' },
    async ({ page, db, now, allowConsoleErrors }) => {
      // The not-found page is answered with status 404, which Chromium logs.
      allowConsoleErrors(/status of 404 .* at \S+\/news\/no-such-item$/)
      const newest = await db.news.findFirstOrThrow({
        orderBy: { publishedAt: 'desc' },
        select: { id: true, title: true },
      })
      await page.goto('/news')
      await expect(page.locator('[data-news-card]').first().getByRole('heading')).toHaveText(newest.title)
      await page.getByRole('link', { name: newest.title }).click()
      await expect(page).toHaveURL(new RegExp(`/news/${newest.id}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title)
      await expect(page.getByRole('link', { name: 'Back to all news' })).toBeVisible()

      const missing = await page.goto('/news/no-such-item')
      expect(missing?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()

      const [upcoming, past] = await Promise.all([
        db.event.count({ where: { eventDate: { gte: now } } }),
        db.event.count({ where: { eventDate: { lt: now } } }),
      ])
      await page.goto('/events')
      await expect(page.getByRole('region', { name: 'Upcoming Events' }).locator('[data-event-card]')).toHaveCount(
        upcoming,
      )
      await expect(page.getByRole('region', { name: 'Past Events' }).locator('[data-event-card]')).toHaveCount(
        Math.min(past, 12),
      )
    },
  )
})

// Every public page is scanned in both themes by theme.spec.ts; an article is not a page of its own there.
test.describe('accessibility of a news article', () => {
  test('a news article has no serious axe violations', async ({ page, axe, db }) => {
    const item = await db.news.findFirstOrThrow({ orderBy: { publishedAt: 'desc' }, select: { id: true } })
    await page.goto(`/news/${item.id}`)
    await axe.expectNoSeriousViolations()
  })
})

test.describe('phone layout', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the home page fits 390 px without sideways scrolling', async ({ page }) => {
    await page.goto('/')
    await afterSplash(page)
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    for (const path of ['/notice', '/syllabus', '/online-admissions', '/about-us']) {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
    }
  })
})
