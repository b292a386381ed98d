// "Create student account" on an accepted application creates the student (no e-mail of
// their own here) and the parent account from the family's e-mail, linked as guardian; the parent signs in
// and sees the child on the dashboard. SHOTS_DIR=<folder> also saves screenshots.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'

async function shot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR
  if (!folder) return
  await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true })
}

test('@mobile acceptance creates the student and the parent, and the parent sees the child', async ({
  page,
  browser,
  baseURL,
  db,
  login,
  axe,
  now,
  allowConsoleErrors,
}) => {
  // The made-up application has no document files: their previews answer 404.
  allowConsoleErrors(/Failed to load resource/)
  await login({ role: 'admin' })
  const tag = randomUUID().slice(0, 8)
  const familyEmail = `family-${tag}@example.in`
  const reference = `ADM-2026-${String(Math.floor(Math.random() * 90000) + 10000)}`
  const application = await db.admissionApplication.create({
    data: {
      reference,
      status: 'accepted',
      studentName: 'Temsu Longchar',
      dob: '2016-01-15',
      gender: 'male',
      applyingForClass: 'class4',
      fatherName: 'Imti Longchar',
      motherName: 'Ayangla Longchar',
      address: 'Mokokchung',
      phoneNumber: '9436099999',
      email: familyEmail,
      birthCertificateUrl: 'admission-documents/e2e-missing/birth-certificate.pdf',
      aadhaarCardUrl: 'admission-documents/e2e-missing/aadhaar.pdf',
    },
  })
  const cleanUp: string[] = []
  try {
    await page.goto(`/admin/admissions/${application.id}`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Create student account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create student account' })
    await expect(dialog.getByText(`The family's ${familyEmail} becomes the parent account`)).toBeVisible()
    await shot(page, 'create-student-account')
    await dialog.getByRole('button', { name: 'Create account' }).click()
    const done = page.getByRole('dialog', { name: 'Account created' })
    await expect(done.getByRole('heading', { name: 'New parent account' })).toBeVisible()
    await expect(done.getByText('None (signs in with the school ID)')).toBeVisible()
    await shot(page, 'account-created-with-parent')
    await axe.expectNoSeriousViolations()
    const parentPassword = (await done.getByTestId('parent-one-time-password').textContent())!.trim()

    const parent = await db.user.findUniqueOrThrow({
      where: { email: familyEmail },
      select: { id: true, uniqueId: true, wards: { select: { studentId: true } } },
    })
    cleanUp.push(parent.id, ...parent.wards.map((ward) => ward.studentId))
    expect(parent.wards).toHaveLength(1)
    expect(await db.emailOutbox.count({ where: { to: familyEmail, subject: { contains: 'account' } } })).toBe(1)

    // The parent signs in with the family e-mail and sees the child.
    const family = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined })
    const familyPage = await family.newPage()
    await familyPage.clock.install({ time: now })
    await familyPage.goto('/login')
    await familyPage.waitForLoadState('networkidle')
    await familyPage.getByLabel('School ID or Email').fill(familyEmail)
    await familyPage.getByLabel('Password', { exact: true }).fill(parentPassword)
    await familyPage.getByRole('button', { name: 'Sign In' }).click()
    await expect(familyPage).toHaveURL(/\/dashboard$/)
    await expect(familyPage.getByText('Temsu Longchar').first()).toBeVisible()
    await shot(familyPage, 'parent-dashboard-child')
    await family.close()
  } finally {
    await db.admissionEnrollment.deleteMany({ where: { applicationId: application.id } })
    await db.admissionApplication.delete({ where: { id: application.id } })
    await db.user.deleteMany({ where: { id: { in: cleanUp } } }).catch(() => undefined)
  }
})
