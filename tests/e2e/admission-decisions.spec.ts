// Decisions with confirmation, a reason the family reads on /admission-status, the e-mail preview,
// bulk decisions, and the stream field of Classes XI and XII. SHOTS_DIR=<folder> also saves screenshots at 1280
// and 390 px.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { PrismaClient } from '~/server/db'
import { expect, test } from './auth-fixture'
import { expectNoSeriousA11yViolations } from './fixtures'
import { shoot } from './portal-helpers'

async function madeUpApplication(
  db: PrismaClient,
  overrides: {
    status?: 'submitted' | 'under_review'
    studentName?: string
    applyingForClass?: string
    stream?: string | null
  } = {},
) {
  const tag = randomUUID().slice(0, 8)
  return db.admissionApplication.create({
    data: {
      reference: `ADM-2026-${String(Math.floor(Math.random() * 900000) + 100000)}`,
      status: overrides.status ?? 'under_review',
      studentName: overrides.studentName ?? 'Lanu Imchen',
      dob: '2011-03-02',
      gender: 'female',
      applyingForClass: overrides.applyingForClass ?? 'class9',
      stream: overrides.stream ?? null,
      fatherName: 'Sashi Imchen',
      motherName: 'Alemla Imchen',
      address: 'Mokokchung',
      phoneNumber: '9436011111',
      email: `family-${tag}@example.in`,
      birthCertificateUrl: 'admission-documents/e2e-missing/birth-certificate.pdf',
      aadhaarCardUrl: 'admission-documents/e2e-missing/aadhaar.pdf',
    },
  })
}

async function openDetail(page: Page, id: string) {
  await page.goto(`/admin/admissions/${id}`)
  await page.waitForLoadState('networkidle')
}

test('a rejection needs a reason, which the family reads on /admission-status', async ({
  page,
  browser,
  baseURL,
  db,
  login,
  axe,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000)
  // The made-up application has no document files: their previews answer 404.
  allowConsoleErrors(/Failed to load resource/)
  await login({ role: 'admin' })
  const application = await madeUpApplication(db)
  await openDetail(page, application.id)

  await page.getByRole('radio', { name: /^Reject/ }).check()
  await page.getByRole('button', { name: 'Reject…' }).click()
  const dialog = page.getByRole('alertdialog', { name: /^Reject:/ })
  await expect(dialog.getByTestId('email-preview')).toContainText('cannot offer a seat')
  // Confirming without a reason is refused in place.
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(dialog.getByText('Please give the reason the family will read.')).toBeVisible()
  const reason = 'All seats in Class 9 are taken for this session.'
  await dialog.getByLabel('Reason (the family reads this)').fill(reason)
  // The preview is the server's e-mail, with the reason in it.
  await expect(dialog.getByTestId('email-preview')).toContainText(`Reason: ${reason}`)
  await axe.expectNoSeriousViolations()
  await shoot(page, 'reject-dialog', process.env.SHOTS_DIR)
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(page.getByText('Status changed to Not accepted')).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' }).getByText(reason)).toBeVisible()
  await expect
    .poll(() => db.emailOutbox.count({ where: { to: application.email, text: { contains: `Reason: ${reason}` } } }))
    .toBe(1)

  const family = await browser.newContext({ baseURL })
  const familyPage = await family.newPage()
  try {
    await familyPage.goto('/admission-status')
    await familyPage.waitForLoadState('networkidle')
    await familyPage.getByLabel('Reference number').fill(application.reference)
    await familyPage.getByLabel('E-mail address').fill(application.email)
    await familyPage.getByRole('button', { name: 'Check status' }).click()
    await expect(familyPage.getByTestId('status-reason')).toHaveText(reason)
    await expect(familyPage.getByText('Not accepted').first()).toBeVisible()
    await expectNoSeriousA11yViolations(familyPage)
    await shoot(familyPage, 'admission-status-rejected', process.env.SHOTS_DIR)
  } finally {
    await family.close()
  }
})

test('bulk: selected applications are waitlisted with one confirmation and a reason; each row reports', async ({
  page,
  db,
  login,
  axe,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000)
  allowConsoleErrors(/Failed to load resource/)
  await login({ role: 'admin' })
  const tag = randomUUID().slice(0, 6)
  const a = await madeUpApplication(db, { studentName: `Bulk Alpha ${tag}` })
  const b = await madeUpApplication(db, { studentName: `Bulk Beta ${tag}`, status: 'submitted' })
  await page.goto(`/admin/admissions?q=${encodeURIComponent(`Bulk`)}`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('checkbox', { name: `Select ${a.reference} (${a.studentName})` }).check()
  await page.getByRole('checkbox', { name: `Select ${b.reference} (${b.studentName})` }).check()
  const bar = page.getByRole('region', { name: 'Decide the selected applications' })
  await expect(bar).toContainText('2 applications selected')
  await shoot(page, 'admissions-bulk-selection', process.env.SHOTS_DIR)
  await bar.getByRole('button', { name: 'Waitlist…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Waitlist: 2 selected applications?' })
  await dialog.getByLabel('Reason (the family reads this)').fill('The class is full; we will call when a seat opens.')
  await expect(dialog.getByTestId('email-preview')).toContainText('Reason: The class is full')
  await axe.expectNoSeriousViolations()
  await dialog.getByRole('button', { name: 'Waitlist 2 applications' }).click()
  const results = page.getByRole('region', { name: '1 of 2 moved to Waitlisted' })
  await expect(results).toBeVisible()
  await expect(results.getByText('Submitted: cannot be moved to waitlisted.')).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'admissions-bulk-results', process.env.SHOTS_DIR)
  expect((await db.admissionApplication.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('waitlisted')
  expect((await db.admissionApplication.findUniqueOrThrow({ where: { id: b.id } })).status).toBe('submitted')
})

test('@mobile the stream field appears for Classes XI and XII only and is required there', async ({ page, axe }) => {
  test.setTimeout(90_000)
  await page.goto('/admission-form')
  await page.waitForLoadState('networkidle')
  const klass = page.getByLabel('Applying for class')
  // The class options come from the admissions settings (default Nursery to Class XII).
  await expect(klass.locator('option')).toHaveText([
    'Select a class',
    'Nursery',
    'LKG',
    'UKG',
    ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
  ])
  await klass.selectOption('class5')
  await expect(page.getByLabel('Stream')).toHaveCount(0)
  await klass.selectOption('class11')
  const stream = page.getByLabel('Stream')
  await expect(stream).toBeVisible()
  await page.getByRole('button', { name: 'Submit My Application' }).click()
  await expect(page.locator('#stream-error')).toHaveText('Stream is required for Classes XI and XII.')
  await expect(stream).toHaveAttribute('aria-invalid', 'true')
  await stream.selectOption('science')
  await expect(page.locator('#stream-error')).toHaveCount(0)
  await expect(page.getByText('Applicant photo')).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'admission-form-stream', process.env.SHOTS_DIR)
})
