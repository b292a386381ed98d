// The fee routes prefetch their screen's first query in the loader, so the server-rendered page already shows the
// data. Read here with JavaScript off: what the browser shows is the server's HTML alone, and a loader whose query
// differs from the screen's (another input, another procedure) leaves the loading line in its place.
import type { Browser, Page } from '@playwright/test'
import { devSessionCookieName } from '~/server/auth/cookie'
import { createSession } from '~/server/auth/session'
import { expect, test } from './auth-fixture'

/** The term select, already holding the year's terms. */
const termChoice = (page: Page) =>
  page.getByLabel('Term', { exact: true }).filter({ has: page.locator('option', { hasText: 'Term 1' }) })

type Screen = { path: string; loading?: string; shows: (page: Page) => ReturnType<Page['getByText']> }

/** A page with scripts off, signed in with `token` (a session written straight into the e2e database). */
async function serverRendered(browser: Browser, baseURL: string, token: string, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.addCookies([
    { name: devSessionCookieName, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ])
  const page = await context.newPage()
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  return page
}

async function expectFirstPaint(browser: Browser, baseURL: string, token: string, screens: Screen[]) {
  for (const screen of screens) {
    const page = await serverRendered(browser, baseURL, token, screen.path)
    await expect(screen.shows(page).first(), screen.path).toBeVisible()
    if (screen.loading) await expect(page.getByText(screen.loading, { exact: true }), screen.path).toHaveCount(0)
    await page.context().close()
  }
}

test('the cashier dashboard is rendered with its tab or its student already loaded', async ({
  browser,
  baseURL,
  db,
  createUser,
  now,
}) => {
  const cashier = await createUser({ role: 'cashier' })
  const { token } = await createSession(cashier.id, { db, now })
  const student = await db.user.findUniqueOrThrow({ where: { uniqueId: 'STU000001' }, select: { id: true } })
  const receipt = await db.feeReceipt.findFirstOrThrow({
    where: { voidedAt: null },
    orderBy: { number: 'asc' },
    select: { id: true, numberText: true },
  })
  const base = '/fee-portal/cashier-dashboard'
  await expectFirstPaint(browser, baseURL!, token, [
    {
      path: `${base}?student=${student.id}`,
      loading: "Loading the student's dues...",
      shows: (page) => page.getByRole('heading', { name: 'Vikato Sumi', level: 2 }),
    },
    {
      path: `${base}?receipt=${receipt.id}`,
      loading: 'Loading the receipt...',
      shows: (page) => page.getByText(receipt.numberText),
    },
    {
      path: `${base}?tab=today`,
      loading: 'Loading the collection...',
      shows: (page) => page.getByText(/ in \d+ receipts?/),
    },
    {
      path: `${base}?tab=receipts`,
      loading: 'Loading receipts...',
      shows: (page) => page.getByText(/^(No receipts in this date range\.|\d+ receipts?, ₹)/),
    },
    {
      path: `${base}?tab=defaulters`,
      loading: 'Loading defaulters...',
      shows: (page) =>
        page
          .getByRole('table', { name: /^Defaulters of Term/ })
          .or(page.getByText('Everyone has paid this term. No defaulters.')),
    },
    { path: `${base}?tab=day-close`, loading: 'Loading the day...', shows: (page) => page.getByLabel('₹500 notes') },
  ])
})

test("a parent's fee page is rendered with the chosen child's statement", async ({ browser, baseURL, db, now }) => {
  const parent = await db.user.findUniqueOrThrow({ where: { uniqueId: 'PAR000001' }, select: { id: true } })
  const { token } = await createSession(parent.id, { db, now })
  const akum = await db.user.findFirstOrThrow({ where: { firstName: 'Akum', lastName: 'Sumi' }, select: { id: true } })
  await expectFirstPaint(browser, baseURL!, token, [
    {
      path: '/fee-portal/student-dashboard',
      loading: 'Loading fees...',
      shows: (page) => page.getByRole('link', { name: /Vikato Sumi/, exact: false }),
    },
    {
      path: `/fee-portal/student-dashboard?child=${akum.id}`,
      loading: 'Loading fees...',
      shows: (page) => page.getByRole('link', { name: /Akum Sumi/ }).and(page.locator('[aria-current="page"]')),
    },
  ])
  // The statement itself, not only the child switcher.
  const page = await serverRendered(browser, baseURL!, token, `/fee-portal/student-dashboard?child=${akum.id}`)
  await expect(page.getByText(/^Receipt \d{4}-\d{2}\/\d{6}/).first()).toBeVisible()
  await page.context().close()
})

test('each fee set-up section is rendered with its first list', async ({ browser, baseURL, db, createUser, now }) => {
  const admin = await createUser({ role: 'admin' })
  const { token } = await createSession(admin.id, { db, now })
  const section = (name: string) => `/admin/fees?section=${name}`
  await expectFirstPaint(browser, baseURL!, token, [
    {
      path: section('years'),
      loading: 'Loading years...',
      shows: (page) => page.getByRole('listitem').filter({ hasText: /^2026-27\s*Current/ }),
    },
    {
      path: section('heads'),
      loading: 'Loading fee heads...',
      shows: (page) => page.getByText('Tuition', { exact: true }),
    },
    { path: '/admin/fees', loading: 'Loading terms...', shows: (page) => page.getByText('Term 1', { exact: true }) },
    {
      path: section('structure'),
      loading: 'Loading the structure...',
      shows: (page) => page.getByRole('rowheader', { name: 'Tuition' }),
    },
    {
      path: section('enrolments'),
      loading: 'Loading enrolments...',
      shows: (page) => page.getByText('Vikato Sumi · STU000001'),
    },
    {
      path: section('concessions'),
      loading: 'Loading concessions...',
      shows: (page) => page.getByText('Second child of the Sumi family'),
    },
    {
      path: section('issue'),
      loading: 'Loading terms...',
      shows: termChoice,
    },
    {
      // The whole year's ledger, which the section opens on.
      path: section('summary'),
      loading: 'Adding up the ledger...',
      shows: (page) => page.getByRole('table', { name: /^Ledger by class as of/ }),
    },
  ])
})
