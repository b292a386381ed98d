import sharp from 'sharp'
import type { Locator, Page } from '@playwright/test'
import { dateKeyOf } from '~/shared/dates'
import { expect, test } from './auth-fixture'

// The School Gallery on the freshly seeded demo database: 12 albums
// (one without a cover), 14 videos (12 on YouTube, 2 direct mp4 files).

/** Clicks before hydration would do nothing (tabs) or load a new page (links): wait until React owns the DOM. */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const node = document.querySelector(css)
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

async function openGallery(page: Page, path = '/gallery') {
  await page.goto(path)
  await waitForHydration(page, '[data-testid="gallery-copyright"]')
}

const albumCards = (page: Page) => page.getByTestId('album-card')
const albumTitles = (page: Page) => albumCards(page).locator('h2').allTextContents()

async function openFirstAlbum(page: Page): Promise<{ title: string; count: number }> {
  const card = albumCards(page).first()
  const title = (await card.locator('h2').textContent())!.trim()
  await card.click()
  await expect(page.getByTestId('album-title')).toHaveText(title)
  const count = await page.getByTestId('image-thumbnail').count()
  return { title, count }
}

const viewer = (page: Page) => page.getByTestId('image-viewer')
const counter = (scope: Locator) => scope.getByTestId('viewer-counter')

test.describe('album grid', () => {
  test('shows 9 albums a page with page buttons, and page 2 holds the rest', async ({ page }) => {
    await openGallery(page)
    await expect(page.getByRole('heading', { level: 1, name: 'School Gallery' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Images', selected: true })).toBeVisible()
    await expect(albumCards(page)).toHaveCount(9)
    const firstPage = await albumTitles(page)

    const pages = page.getByRole('navigation', { name: 'Album pages' })
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await pages.getByRole('button', { name: 'Page 2' }).click()
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await expect.poll(() => albumTitles(page)).not.toEqual(firstPage)
    const secondPage = await albumTitles(page)
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.length).toBeLessThanOrEqual(9)
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
    // Paging is not an album choice: the URL stays /gallery.
    expect(new URL(page.url()).search).toBe('')
  })

  test('every album has a cover: the album seeded without one gets its first image', async ({ page }) => {
    await openGallery(page)
    const pages = page.getByRole('navigation', { name: 'Album pages' })
    for (const pageNumber of [1, 2]) {
      if (pageNumber > 1) await pages.getByRole('button', { name: `Page ${pageNumber}` }).click()
      await expect(albumCards(page).first()).toBeVisible()
      await expect(page.getByText('No cover image')).toHaveCount(0)
    }
  })

  test('covers below the fold load lazily, with sizes for a phone-sized cell', async ({ page }) => {
    await openGallery(page)
    const images = albumCards(page).locator('img')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    await expect(images.nth(8)).toHaveAttribute('loading', 'lazy')
    const first = images.first()
    await expect(first).toHaveAttribute('srcset', /480w/)
    await expect(first).toHaveAttribute('sizes', /100vw/)
    expect(Number(await first.getAttribute('width'))).toBeGreaterThan(0)
  })
})

test.describe('albums and the URL', () => {
  test('a deep link opens the album on first load, rendered by the server', async ({ page, request }) => {
    await openGallery(page)
    const card = albumCards(page).nth(1)
    const title = (await card.locator('h2').textContent())!.trim()
    const href = await card.getAttribute('href')
    const albumId = new URL(href!, page.url()).searchParams.get('albumId')
    expect(albumId).toBeTruthy()

    const html = await (await request.get(`/gallery?albumId=${albumId}`)).text()
    expect(html).toContain(`data-testid="album-title">${title.replaceAll('&', '&amp;')}<`)

    await openGallery(page, `/gallery?albumId=${albumId}`)
    await expect(page.getByTestId('album-title')).toHaveText(title)
    await expect(page.getByRole('link', { name: 'Back to albums' })).toBeVisible()
  })

  test("'Album not found' for an unknown album", async ({ page }) => {
    await openGallery(page, '/gallery?albumId=no-such-album')
    await expect(page.getByText('Album not found')).toBeVisible()
    await page.getByRole('link', { name: 'Back to albums' }).click()
    await expect(albumCards(page)).toHaveCount(9)
  })

  test('choosing albums and tabs rewrites the URL without new history entries', async ({ page }) => {
    await page.goto('/about-us')
    await openGallery(page)
    const { title } = await openFirstAlbum(page)
    expect(new URL(page.url()).searchParams.get('albumId')).toBeTruthy()

    // Back to albums, then the tabs: tab=videos only when not images, and the album is cleared.
    await page.getByRole('link', { name: 'Back to albums' }).click()
    await expect(albumCards(page).first()).toBeVisible()
    await expect(page).toHaveURL(/\/gallery$/)
    await albumCards(page).first().click()
    await expect(page.getByTestId('album-title')).toHaveText(title)
    await page.getByRole('tab', { name: 'Videos' }).click()
    await expect(page).toHaveURL(/\/gallery\?tab=videos$/)
    await page.getByRole('tab', { name: 'Images' }).click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(albumCards(page)).toHaveCount(9)

    // None of that added history: Back leaves the gallery for the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/about-us$/)
  })

  test('covers offer the 800 px variant to phones; only the first cover, the largest paint on a phone, loads at once and with high priority', async ({
    page,
  }) => {
    await openGallery(page)
    const covers = albumCards(page).locator('img')
    await expect(covers.first()).toHaveAttribute('srcset', /-medium\.webp 800w/)
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(covers.first()).toHaveAttribute('loading', 'eager')
    await expect(covers.nth(1)).toHaveAttribute('fetchpriority', 'auto')
    await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy')
    await expect(covers.nth(3)).toHaveAttribute('loading', 'lazy')
  })

  test('the tabs follow the keyboard: one Tab stop, arrow keys, Home and End switch at once, then Tab enters the panel', async ({
    page,
  }) => {
    await openGallery(page)
    const images = page.getByRole('tab', { name: 'Images' })
    const videos = page.getByRole('tab', { name: 'Videos' })
    await expect(page.getByRole('tablist', { name: 'Gallery sections' })).toBeVisible()
    await expect(images).toHaveAttribute('tabindex', '0')
    await expect(videos).toHaveAttribute('tabindex', '-1')

    await images.focus()
    await page.keyboard.press('ArrowRight')
    await expect(videos).toBeFocused()
    await expect(videos).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\?tab=videos$/)
    const panel = page.getByRole('tabpanel', { name: 'Videos' })
    await expect(panel.getByTestId('video-grid')).toBeVisible()
    await expect(videos).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!)

    await page.keyboard.press('ArrowRight') // wraps round to the first tab
    await expect(images).toBeFocused()
    await expect(page).toHaveURL(/\/gallery$/)
    await page.keyboard.press('End')
    await expect(videos).toBeFocused()
    await page.keyboard.press('Home')
    await expect(images).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: 'Images' }).getByTestId('album-card').first()).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'Images' })).toBeFocused()
  })

  test('Back to albums returns to the page the album was opened from, and Refresh says so', async ({ page }) => {
    await openGallery(page)
    const firstPage = await albumTitles(page)
    const pages = page.getByRole('navigation', { name: 'Album pages' })
    await pages.getByRole('button', { name: 'Page 2' }).click()
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    // The first page's cards stay until the second page has loaded.
    await expect.poll(() => albumTitles(page)).not.toEqual(firstPage)
    const secondPage = await albumTitles(page)
    await openFirstAlbum(page)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(page.getByText('Gallery refreshed')).toBeVisible()
    await page.getByRole('link', { name: 'Back to albums' }).click()
    await expect.poll(() => albumTitles(page)).toEqual(secondPage)
  })
})

test.describe('list states', () => {
  test("a failed album list shows 'Failed to load albums' with Try Again, which recovers", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500 .* at \S+\/api\/trpc\/gallery\.albums/)
    await page.goto('/about-us')
    await waitForHydration(page, 'main')
    let failing = true
    await page.route(/\/api\/trpc\/[^?]*gallery\.albums/, (route) =>
      failing ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    )
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load albums' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('There was an error loading the gallery albums.').first()).toBeVisible()
    failing = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(albumCards(page)).toHaveCount(9)
  })
})

test.describe('image viewer', () => {
  test('keyboard: arrows wrap, + and - zoom, r rotates, a new image resets, Escape returns focus', async ({ page }) => {
    await openGallery(page)
    const { count } = await openFirstAlbum(page)
    expect(count).toBeGreaterThan(2)

    await page.getByTestId('image-thumbnail').first().click()
    const dialog = viewer(page)
    await expect(dialog).toBeVisible()
    await expect(counter(dialog)).toHaveText(`1 / ${count}`)
    const image = dialog.getByTestId('viewer-image')
    await expect(image).toHaveJSProperty('complete', true)

    await page.keyboard.press('ArrowLeft')
    await expect(counter(dialog)).toHaveText(`${count} / ${count}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter(dialog)).toHaveText(`1 / ${count}`)

    await page.keyboard.press('+')
    await page.keyboard.press('+')
    await expect(image).toHaveAttribute('data-zoom', '1.5')
    await page.keyboard.press('-')
    await expect(image).toHaveAttribute('data-zoom', '1.25')
    for (let i = 0; i < 12; i++) await page.keyboard.press('-')
    await expect(image).toHaveAttribute('data-zoom', '0.5')
    await page.keyboard.press('r')
    await expect(image).toHaveAttribute('data-rotation', '90')

    await page.keyboard.press('ArrowRight')
    await expect(counter(dialog)).toHaveText(`2 / ${count}`)
    await expect(dialog.getByTestId('viewer-image')).toHaveAttribute('data-zoom', '1')
    await expect(dialog.getByTestId('viewer-image')).toHaveAttribute('data-rotation', '0')

    // Focus stays inside the viewer while it is open.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('image-thumbnail').nth(1)).toBeFocused()
  })

  test('space plays a 3 s slideshow; controls hide after 3 s and return on mouse movement', async ({ page }) => {
    await openGallery(page)
    const { count } = await openFirstAlbum(page)
    await page.getByTestId('image-thumbnail').first().click()
    const dialog = viewer(page)
    await expect(dialog).toHaveAttribute('data-controls', 'visible')

    await page.keyboard.press(' ')
    await expect(dialog.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await expect(counter(dialog)).toHaveText(`2 / ${count}`, { timeout: 4500 })
    await expect(counter(dialog)).toHaveText(`3 / ${count}`, { timeout: 4500 })
    await page.keyboard.press(' ')
    await expect(dialog.getByRole('button', { name: 'Play slideshow' })).toBeAttached()

    await expect(dialog).toHaveAttribute('data-controls', 'hidden', { timeout: 5000 })
    await page.mouse.move(200, 200)
    await page.mouse.move(260, 240)
    await expect(dialog).toHaveAttribute('data-controls', 'visible')
  })

  test('download saves the photo under its title; share copies the link where the Web Share API is missing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openGallery(page)
    await openFirstAlbum(page)
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
    await page.getByTestId('image-thumbnail').first().click()

    const download = page.waitForEvent('download')
    await viewer(page).getByRole('button', { name: 'Download image' }).click()
    expect((await download).suggestedFilename()).toMatch(/^[a-z0-9-]+-1\.jpg$/)
    await expect(page.getByText('Image download started')).toBeVisible()

    await viewer(page).getByRole('button', { name: 'Share image' }).click()
    await expect(page.getByText('Link copied to clipboard')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/files\/image-gallery\//,
    )
  })

  test("a photo that fails to load says 'Image could not be loaded'", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404 .* at \S+\/files\/image-gallery\/albums\//)
    await openGallery(page)
    await openFirstAlbum(page)
    // Thumbnails are already on screen; only the larger files the viewer asks for fail.
    await page.route(/\/files\/image-gallery\/albums\/[^/]+\/[^/]+$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    )
    await page.getByTestId('image-thumbnail').first().click()
    await expect(viewer(page).getByText('Image could not be loaded')).toBeVisible()
  })

  test('no serious accessibility problems on the gallery and with the viewer open', async ({ page, axe }) => {
    // Three full axe scans take a while on a busy machine.
    test.setTimeout(90_000)
    await openGallery(page)
    await axe.expectNoSeriousViolations()
    await openFirstAlbum(page)
    await axe.expectNoSeriousViolations()
    await page.getByTestId('image-thumbnail').first().click()
    await expect(viewer(page).getByTestId('viewer-image')).toHaveJSProperty('complete', true)
    await axe.expectNoSeriousViolations()
  })
})

test.describe('videos', () => {
  test('the Videos tab pages 12 videos and plays them full screen', async ({ page }) => {
    await openGallery(page)
    await page.getByRole('tab', { name: 'Videos' }).click()
    await expect(page).toHaveURL(/\?tab=videos$/)
    const cards = page.getByTestId('video-card')
    await expect(cards).toHaveCount(12)
    const pages = page.getByRole('navigation', { name: 'Video pages' })
    await pages.getByRole('button', { name: 'Page 2' }).click()
    await expect(cards).toHaveCount(2)
    await pages.getByRole('button', { name: 'Page 1' }).click()
    await expect(cards).toHaveCount(12)

    // A YouTube video: the privacy-enhanced player, no download, m toggles mute, arrows wrap.
    const youtubeCard = cards.filter({ hasText: 'Science Exhibition walk-through' })
    await youtubeCard.click()
    const dialog = page.getByTestId('video-viewer')
    await expect(dialog.getByTestId('viewer-youtube')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/,
    )
    await expect(dialog.getByRole('button', { name: 'Download video' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('m')
    await expect(dialog.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true')
    const position = (await counter(dialog).textContent())!
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowRight')
    await expect(counter(dialog)).toHaveText(position)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(youtubeCard).toBeFocused()
  })

  test('a direct video file plays in the page and offers a download', async ({ page }) => {
    await openGallery(page, '/gallery?tab=videos')
    await page.getByTestId('video-card').filter({ hasText: 'A walk around our campus' }).click()
    const dialog = page.getByTestId('video-viewer')
    await expect(dialog.getByTestId('viewer-video')).toHaveAttribute('src', /\.mp4$/)
    await expect(dialog.getByRole('button', { name: 'Download video' })).toBeVisible()
    await expect(dialog).toHaveAttribute('data-controls', 'hidden', { timeout: 5000 })
  })

  test("a video that fails offers 'Open in new tab'", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404 .* at \S+\.mp4$/)
    await page.route(/\.mp4$/, (route) => route.fulfill({ status: 404, body: 'gone' }))
    await openGallery(page, '/gallery?tab=videos')
    await page.getByTestId('video-card').filter({ hasText: 'A walk around our campus' }).click()
    const dialog = page.getByTestId('video-viewer')
    await expect(dialog.getByText('Failed to load video')).toBeVisible()
    await expect(dialog.getByText('The video could not be loaded')).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', /\.mp4$/)
  })
})

test('the footer note names the year and the school as owner', { tag: '@dates' }, async ({ page, now }) => {
  await openGallery(page)
  await expect(page.getByTestId('gallery-copyright')).toContainText(`© ${dateKeyOf(now).slice(0, 4)}`)
  await expect(page.getByTestId('gallery-copyright')).toContainText('property of the school')
})

test.describe('phone layout @phone', () => {
  test('albums in one column, swipe between photos', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only')
    await openGallery(page)
    const [first, second] = [albumCards(page).nth(0), albumCards(page).nth(1)]
    const a = (await first.boundingBox())!
    const b = (await second.boundingBox())!
    expect(b.y).toBeGreaterThan(a.y + a.height - 1)

    const { count } = await openFirstAlbum(page)
    await page.getByTestId('image-thumbnail').first().tap()
    const dialog = viewer(page)
    await expect(counter(dialog)).toHaveText(`1 / ${count}`)
    const box = (await dialog.getByTestId('viewer-image').boundingBox())!
    const y = box.y + box.height / 2
    await swipe(page, box.x + box.width * 0.8, box.x + box.width * 0.2, y)
    await expect(counter(dialog)).toHaveText(`2 / ${count}`)
    await swipe(page, box.x + box.width * 0.2, box.x + box.width * 0.8, y)
    await expect(counter(dialog)).toHaveText(`1 / ${count}`)
  })
})

/** A horizontal touch swipe, as the viewer's pointer handlers see it. */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const session = await page.context().newCDPSession(page)
  const steps = 6
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
  for (let i = 1; i <= steps; i++) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + ((toX - fromX) * i) / steps, y }],
    })
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await session.detach()
}

function photo(name: string, background: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }))
}

test.describe('gallery management', () => {
  test('an admin uploads three photos that appear in order, a renamed file is refused, and the album is deleted', async ({
    page,
    login,
    axe,
  }) => {
    test.setTimeout(120_000)
    await login({ role: 'admin' })
    await page.goto('/admin/gallery')
    await waitForHydration(page, '#new-album-heading')

    const title = `Prize Day ${Date.now()}`
    await page.getByLabel('Album title').fill(title)
    await page.getByRole('button', { name: 'Create album' }).click()
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(page).toHaveURL(/albumId=/)
    const albumId = new URL(page.url()).searchParams.get('albumId')!

    const files = await Promise.all([
      photo('prize-first.jpg', { r: 200, g: 40, b: 40 }),
      photo('prize-second.jpg', { r: 40, g: 160, b: 60 }),
      photo('prize-third.jpg', { r: 30, g: 60, b: 180 }),
    ])
    await page.getByTestId('image-upload-input').setInputFiles(files)
    const rows = page.getByTestId('upload-row')
    await expect(rows).toHaveCount(3)
    for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toHaveAttribute('data-state', 'done', { timeout: 45_000 })
    await expect(page.getByTestId('admin-image-title')).toHaveText(['prize first', 'prize second', 'prize third'])

    // A text file renamed to .jpg is judged by its content.
    await page
      .getByTestId('image-upload-input')
      .setInputFiles({ name: 'minutes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('PTA meeting minutes') })
    const refused = page.getByTestId('upload-row').filter({ hasText: 'minutes.jpg' })
    await expect(refused).toHaveAttribute('data-state', 'failed')
    await expect(refused).toContainText('minutes.jpg is not a JPEG, PNG or WebP image.')
    await expect(page.getByTestId('admin-image-title')).toHaveCount(3)
    await axe.expectNoSeriousViolations()

    // Visitors see the same order, with the first upload as the cover.
    await openGallery(page, `/gallery?albumId=${albumId}`)
    await expect(page.getByTestId('image-thumbnail')).toHaveCount(3)
    await expect(page.getByTestId('image-thumbnail').nth(0)).toHaveAccessibleName('Open photo: prize first')
    await expect(page.getByTestId('image-thumbnail').nth(2)).toHaveAccessibleName('Open photo: prize third')
    await expect(page.getByTestId('image-thumbnail').first().locator('img')).toHaveAttribute(
      'srcset',
      /-thumb\.webp 480w, .*-display\.webp 1200w/,
    )

    await page.goto(`/admin/gallery?albumId=${albumId}`)
    await waitForHydration(page, '#album-manager-title')
    await page.getByRole('button', { name: 'Delete album' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this album?' })
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Delete album' }).click()
    await expect(page.getByText('Album and 3 photos deleted')).toBeVisible()
    await openGallery(page, `/gallery?albumId=${albumId}`)
    await expect(page.getByText('Album not found')).toBeVisible()
  })

  test('is for admins only: a teacher is sent to the dashboard', async ({ page, login }) => {
    await login({ role: 'teacher' })
    await page.goto('/admin/gallery')
    await expect(page).toHaveURL(/\/dashboard/)
    await expect(page.getByRole('heading', { name: 'Gallery Management' })).toHaveCount(0)
  })
})
