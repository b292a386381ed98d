// Every page's links lead somewhere: a walk over every page reachable from the home page (and, signed in as an admin,
// from the dashboard) finds no placeholder link (href="#", an empty href or javascript:) and no link to a part of a
// page (#id) that is not there.
import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'

type Found = { from: string; href: string }

/** Paths a walk does not open as pages: downloads, feeds, files, the API, and other schemes. */
const notPages = /^\/(api|files|icons)\/|\.(ics|xml|txt|png|pdf|webmanifest|csv)$/

async function linksOn(page: Page) {
  return page.locator('a[href], area[href]').evaluateAll((elements) =>
    elements.map((element) => ({
      raw: element.getAttribute('href') ?? '',
      resolved: (element as HTMLAnchorElement).href,
    })),
  )
}

/** Opens pages breadth-first from `start`, at most `limit`; returns every bad link and every page's ids. */
async function walk(page: Page, start: string, limit: number, skip: RegExp = /^$/) {
  const queue = [start]
  const seen = new Set(queue)
  const bad: Found[] = []
  const fragments: Found[] = []
  const ids = new Map<string, Set<string>>()
  let opened = 0
  while (queue.length && opened < limit) {
    const path = queue.shift()!
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
    expect(response?.status(), `${path} answers`).toBeLessThan(400)
    opened++
    const here = new URL(page.url())
    ids.set(
      here.pathname + here.search,
      new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))),
    )
    for (const { raw, resolved } of await linksOn(page)) {
      const href = raw.trim()
      if (href === '' || href === '#' || /^javascript:/i.test(href)) {
        bad.push({ from: path, href: raw })
        continue
      }
      const url = new URL(resolved)
      if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) continue
      if (url.hash) fragments.push({ from: path, href: url.pathname + url.search + url.hash })
      const target = url.pathname + url.search
      if (notPages.test(url.pathname) || skip.test(url.pathname) || seen.has(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }
  return { bad, fragments, ids, opened }
}

/** A #id link whose page was opened must find the id there. */
function missingTargets(fragments: Found[], ids: Map<string, Set<string>>): Found[] {
  return fragments.filter(({ href }) => {
    const [target, id] = href.split('#') as [string, string]
    const known = ids.get(target)
    return known !== undefined && !known.has(decodeURIComponent(id))
  })
}

test('no public page has a placeholder link, and every #link finds its target', async ({ page }) => {
  test.setTimeout(240_000)
  const { bad, fragments, ids, opened } = await walk(page, '/', 90, /^\/(inventory|fee-portal)\/(?!login)|^\/dashboard/)
  expect(opened).toBeGreaterThan(25)
  expect(bad).toEqual([])
  // The footer's Cookies link goes to the privacy notice's cookies section.
  expect(fragments.some((found) => found.href === '/privacy#cookies')).toBe(true)
  expect(missingTargets(fragments, ids)).toEqual([])
})

test('no staff page an admin reaches from the dashboard has a placeholder link', async ({ page, login }) => {
  test.setTimeout(240_000)
  await login({ role: 'admin' })
  // Links that sign out or lead back to the public site are walked above.
  const { bad, fragments, ids, opened } = await walk(page, '/dashboard', 45, /^\/(login|logout)$/)
  expect(opened).toBeGreaterThan(15)
  expect(bad).toEqual([])
  expect(missingTargets(fragments, ids)).toEqual([])
})
