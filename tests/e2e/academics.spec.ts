// Teachers' daily work in the browser, on the demo data: the demo teacher takes today's attendance on a phone
// marking one student absent (through a dropped connection that the form retries), and the guardian's bell shows
// the absence; a teacher types and pastes marks into the grid; the demo student opens the report card and its text
// names the subjects and the attendance of the period; every new screen passes axe and fits 390 px.
// ACADEMICS_SHOTS=<folder> saves screenshots at 1280 and 390 px.
import type { BrowserContext, Page } from '@playwright/test'
import { holidaysBetween } from '~/server/academics/common'
import { devSessionCookieName } from '~/server/auth/cookie'
import { createSession } from '~/server/auth/session'
import type { PrismaClient } from '~/server/db'
import { dateKeyOf } from '~/shared/dates'
import { nonWorkingDayReason } from '~/shared/working-days'
import { demoAccounts } from '../../prisma/seed/demo-accounts'
import { pdfText } from '../support/pdf'
import { expect, test } from './auth-fixture'
import { shoot } from './portal-helpers'

const shotDir = process.env.ACADEMICS_SHOTS

// Each test walks through several screens of a loaded two-core machine.
test.describe.configure({ timeout: 180_000 })

/** Signs the browser in as a demo account by writing its session (the demo passwords are for people). */
async function signInAs(
  context: BrowserContext,
  db: PrismaClient,
  baseURL: string,
  now: Date,
  role: 'admin' | 'teacher' | 'student' | 'parent',
) {
  const user = await db.user.findUniqueOrThrow({
    where: { email: demoAccounts.find((a) => a.role === role)!.email },
    select: { id: true },
  })
  const { token } = await createSession(user.id, { db, now })
  await context.clearCookies()
  await context.addCookies([
    { name: devSessionCookieName, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ])
  return user
}

async function fitsPhone(page: Page) {
  if ((page.viewportSize()?.width ?? 0) > 400) return
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('@mobile the class teacher takes today’s attendance in a few taps, and the guardian’s bell shows the absence', async ({
  page,
  context,
  db,
  baseURL,
  now,
  axe,
  allowConsoleErrors,
}) => {
  const today = dateKeyOf(now)
  const closed = nonWorkingDayReason(today, await holidaysBetween(db, today, today))
  test.skip(
    closed !== null || today > '2027-03-31',
    `No register is taken at the test instant: ${closed ?? 'outside 2026-27'}`,
  )
  const vikato = await db.user.findUniqueOrThrow({
    where: { email: demoAccounts.find((a) => a.role === 'student')!.email },
    select: { id: true },
  })
  // This test runs once per browser project: start each run from a day with no register and no alert.
  await db.attendanceRegister.deleteMany({ where: { className: 'class9', section: 'A', date: today } })
  await db.attendanceAlert.deleteMany({ where: { studentId: vikato.id, date: today } })
  await db.notification.deleteMany({
    where: { kind: 'absence', createdAt: { gte: new Date(now.getTime() - 3_600_000) } },
  })

  await signInAs(context, db, baseURL!, now, 'teacher')
  await page.goto('/dashboard')
  const myClasses = page.getByRole('region', { name: 'My classes' })
  await expect(myClasses.getByRole('heading', { name: 'Class 9 A' })).toBeVisible()
  await expect(myClasses.getByText('Not taken yet')).toBeVisible()
  await myClasses.getByRole('link', { name: 'Take attendance of Class 9 A' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await axe.expectNoSeriousViolations()
  await fitsPhone(page)

  // The first save is lost on the way; the form keeps the marks and tries again by itself.
  allowConsoleErrors(/Failed to load resource/)
  let dropped = 0
  await page.route('**/api/trpc/academics.attendance.save**', (route) =>
    dropped++ === 0 ? route.abort('failed') : route.continue(),
  )
  await page.getByRole('button', { name: '27 Vikato Sumi Present' }).click()
  await expect(page.getByRole('button', { name: '27 Vikato Sumi Absent' })).toBeVisible()
  await expect(page.getByText('15 present · 1 absent · 0 late')).toBeVisible()
  await shoot(page, 'attendance-take', shotDir)
  await page.getByRole('button', { name: 'Submit attendance' }).click()
  await expect(page.getByText(/^Taken by Neikedolie Khate at/)).toBeVisible({ timeout: 15_000 })
  expect(dropped).toBeGreaterThanOrEqual(2)
  expect(await db.attendanceRegister.count({ where: { className: 'class9', section: 'A', date: today } })).toBe(1)
  expect(
    await db.attendanceMark.findMany({
      where: { date: today, status: 'absent', register: { className: 'class9' } },
      select: { studentId: true },
    }),
  ).toEqual([{ studentId: vikato.id }])
  await shoot(page, 'attendance-saved', shotDir)

  await signInAs(context, db, baseURL!, now, 'parent')
  await page.goto('/dashboard')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
  // The newest first: today's alert, above the demo's earlier one.
  await expect(page.getByRole('link', { name: 'Vikato Sumi is absent today' }).first()).toBeVisible()
  expect(
    await db.emailOutbox.count({
      where: {
        to: demoAccounts.find((a) => a.role === 'parent')!.email,
        subject: { startsWith: 'Vikato Sumi was absent from school today' },
      },
    }),
  ).toBeGreaterThanOrEqual(1)
})

test('a subject teacher types and pastes marks; the grid checks them and saves as it goes', async ({
  page,
  context,
  db,
  baseURL,
  now,
  axe,
}) => {
  const exam = await db.exam.findFirstOrThrow({ where: { name: 'Half-Yearly Examination' } })
  await db.mark.deleteMany({ where: { examSubject: { examId: exam.id } } })
  await signInAs(context, db, baseURL!, now, 'teacher')
  await page.goto('/teaching/marks?class=class9&section=A')
  await expect(page.getByLabel('Exam')).toHaveValue(exam.id)
  const cell = (name: string, part: 'theory' | 'internal') =>
    page.getByRole('textbox', { name: `${name}, Science ${part}, out of ${part === 'theory' ? 80 : 20}` })
  await expect(cell('Vikato Sumi', 'theory')).toBeVisible()
  await axe.expectNoSeriousViolations()

  await cell('Abeni Kikon', 'theory').click()
  await page.keyboard.type('67')
  await page.keyboard.press('Tab')
  await page.keyboard.type('18.5')
  await page.keyboard.press('Enter')
  await expect(cell('Bendangla Imchen', 'internal')).toBeFocused()
  await page.keyboard.type('85')
  await expect(page.getByText('Marks cannot be more than 20 (the maximum).')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText(/^All marks saved at/)).toBeVisible()

  // A column copied from a spreadsheet, pasted into the third student's theory cell.
  await cell('Daniel Konyak', 'theory').click()
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', '45\r\n52.5\r\nab\r\n71\r\n')
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
  await expect(page.getByText('Pasted 4 marks.')).toBeVisible()
  await expect(cell('Esther Phom', 'theory')).toHaveValue('52.5')
  await expect(cell('Hokato Yeptho', 'theory')).toHaveValue('AB')
  await expect(page.getByText(/^All marks saved at/)).toBeVisible()
  await shoot(page, 'marks-grid', shotDir)
  const stored = await db.mark.findMany({
    where: { examSubject: { examId: exam.id, name: 'Science' } },
    select: { component: true, tenths: true, code: true },
  })
  expect(stored.map((m) => [m.component, m.tenths, m.code]).sort()).toEqual(
    [
      ['internal', 185, null],
      ['theory', 450, null],
      ['theory', 525, null],
      ['theory', 670, null],
      ['theory', 710, null],
      ['theory', null, 'AB'],
    ].sort(),
  )
})

test('the demo student opens the published report card, which names the subjects and the attendance', async ({
  page,
  context,
  db,
  baseURL,
  now,
  axe,
}) => {
  const student = await signInAs(context, db, baseURL!, now, 'student')
  await page.goto('/dashboard')
  const results = page.getByRole('region', { name: 'My results' })
  await expect(results.getByRole('heading', { name: /First Periodic Test/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'My attendance' })).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'student-dashboard', shotDir)
  const href = await results.getByRole('link', { name: 'Report card (PDF)' }).getAttribute('href')
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const text = await pdfText(new Uint8Array(await response.body()))
  const [days, of] = await Promise.all([
    db.attendanceMark.count({
      where: {
        studentId: student.id,
        date: { gte: '2026-04-01', lte: '2026-05-22' },
        status: { in: ['present', 'late'] },
      },
    }),
    db.attendanceMark.count({ where: { studentId: student.id, date: { gte: '2026-04-01', lte: '2026-05-22' } } }),
  ])
  expect(text).toContain('Vikato Sumi')
  expect(text).toMatch(/Science \d+(\.5)? \/ 40 \d+(\.5)? \/ 10 \d+(\.5)? \/ 50/)
  expect(text).toMatch(/Mathematics \d+(\.5)? \/ 40/)
  expect(text).toContain(
    `Attendance (01/04/2026 to 22/05/2026): ${of > 0 ? `${days} of ${of} school days` : 'No register taken in this period'}`,
  )
})

/** Opens each screen, waits for its heading, checks axe and the phone's width, and saves screenshots when asked. */
async function tour(
  page: Page,
  axe: { expectNoSeriousViolations: () => Promise<void> },
  who: string,
  screens: [string, string | RegExp][],
) {
  for (const [path, heading] of screens) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await axe.expectNoSeriousViolations()
    await fitsPhone(page)
    await shoot(page, `${who}${path.replace(/[/?=&]+/g, '-')}`, shotDir)
  }
}

test('@phone the teacher’s screens pass axe and fit a phone', async ({ page, context, db, baseURL, now, axe }) => {
  await signInAs(context, db, baseURL!, now, 'teacher')
  await tour(page, axe, 'teacher', [
    ['/teaching', 'My classes'],
    ['/teaching/register?class=class9&section=A', 'Below 75% attendance'],
    ['/teaching/class-list?class=class9&section=A', 'Class 9 A'],
    ['/teaching/marks?class=class9&section=A', 'Marks'],
    ['/teaching/results?class=class9&section=A', 'Results'],
  ])
})

test('@phone the admin’s teaching and set-up screens pass axe and fit a phone', async ({
  page,
  context,
  db,
  baseURL,
  now,
  axe,
}) => {
  await signInAs(context, db, baseURL!, now, 'admin')
  await tour(page, axe, 'admin', [
    ['/teaching', 'Classes today'],
    ['/admin/academics?tab=assignments', /^Who teaches what/],
    ['/admin/academics?tab=subjects', 'Subjects of Class 9'],
    ['/admin/academics?tab=exams', 'Exams of 2026-27'],
  ])
})
