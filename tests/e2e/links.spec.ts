// Every page's links lead somewhere: a walk over every page reachable from the home page (and, signed in as an admin,
// from the dashboard) finds no placeholder link (href="#", an empty href or javascript:) and no link to a part of a
// page (#id) that is not there. The walk reads the server's HTML (every link is rendered on the server), so it can
// open every page in the time a browser opens a few; the menu a browser opens on a phone is checked in one too.
import type { APIRequestContext } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'
import { expect, test } from './auth-fixture'

type Found = { from: string; href: string }

/** Paths a walk does not open as pages: downloads, feeds, files, the API. */
const notPages = /^\/(api|files|icons)\/|\.(ics|xml|txt|png|pdf|webmanifest|csv)$/

const isPlaceholder = (href: string) => href.trim() === '' || href.trim() === '#' || /^\s*javascript:/i.test(href)

async function walk(request: APIRequestContext, baseURL: string, start: string, skip: RegExp, limit = 400) {
  const queue = [start]
  const seen = new Set(queue)
  const bad: Found[] = []
  const fragments: Found[] = []
  const ids = new Map<string, Set<string>>()
  while (queue.length && ids.size < limit) {
    const path = queue.shift()!
    const response = await request.get(path)
    expect(response.status(), `${path} answers`).toBeLessThan(400)
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue
    const document = parseDocument(await response.text())
    const elements = DomUtils.findAll(() => true, document.children)
    ids.set(path, new Set(elements.flatMap((element) => (element.attribs.id ? [element.attribs.id] : []))))
    for (const link of elements.filter((element) => element.name === 'a' && 'href' in element.attribs)) {
      const href = link.attribs.href!
      if (isPlaceholder(href)) {
        bad.push({ from: path, href })
        continue
      }
      const url = new URL(href, new URL(path, baseURL))
      if (url.origin !== new URL(baseURL).origin) continue
      if (url.hash) fragments.push({ from: path, href: url.pathname + url.search + url.hash })
      const target = url.pathname + url.search
      if (notPages.test(url.pathname) || skip.test(url.pathname) || seen.has(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }
  // A #id link whose page was read must find the id there.
  const missing = fragments.filter(({ href }) => {
    const [target, id] = href.split('#') as [string, string]
    const known = ids.get(target)
    return known !== undefined && !known.has(decodeURIComponent(id))
  })
  return { bad, fragments, missing, pages: ids.size }
}

test('no public page has a placeholder link, and every #link finds its target', async ({ request, baseURL }) => {
  test.setTimeout(180_000)
  const walked = await walk(request, baseURL!, '/', /^\/(inventory|fee-portal)\/(?!login)|^\/dashboard/)
  expect(walked.pages).toBeGreaterThan(30)
  expect(walked.bad).toEqual([])
  expect(walked.missing).toEqual([])
  // The footer's Cookies link goes to the privacy notice's cookies section.
  expect(walked.fragments.some((found) => found.href === '/privacy#cookies')).toBe(true)
})

test('no staff page an admin reaches from the dashboard has a placeholder link', async ({ page, login, baseURL }) => {
  test.setTimeout(180_000)
  await login({ role: 'admin' })
  // Signing out and the public site (walked above) are left out.
  const walked = await walk(
    page.request,
    baseURL!,
    '/dashboard',
    /^\/(login|logout)$|^\/(?!admin|dashboard|manage|inventory|fee-portal|profile)/,
  )
  expect(walked.pages).toBeGreaterThan(15)
  expect(walked.bad).toEqual([])
  expect(walked.missing).toEqual([])
})

test("the phone's menu, opened, has no placeholder link @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: /menu/i }).first().click()
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThan(20)
  expect(hrefs.filter((href) => isPlaceholder(href ?? ''))).toEqual([])
})
