// The admissions settings name the session a round admits for; an application shows the session it applied for,
// and creating the student's account says the class is that session's.
import { randomUUID } from 'node:crypto'
import { expect, test } from './auth-fixture'

test('@mobile the admin names the session of the admission round and sees it on an application', async ({
  page,
  db,
  login,
  axe,
  allowConsoleErrors,
}) => {
  // The made-up application has no document files: their previews answer 404.
  allowConsoleErrors(/Failed to load resource/)
  await login({ role: 'admin' })
  const before = await db.admissionSettings.findUnique({ where: { id: 'admissions' } })
  const tag = randomUUID().slice(0, 8)
  const application = await db.admissionApplication.create({
    data: {
      reference: `ADM-2026-${String(Math.floor(Math.random() * 90000) + 10000)}`,
      status: 'accepted',
      studentName: 'Lanu Jamir',
      dob: '2016-02-11',
      gender: 'female',
      applyingForClass: 'class4',
      fatherName: 'Imna Jamir',
      motherName: 'Sentila Jamir',
      address: 'Dimapur',
      phoneNumber: '9436088888',
      email: `jamir-${tag}@example.in`,
      birthCertificateUrl: 'admission-documents/e2e-missing/birth-certificate.pdf',
      aadhaarCardUrl: 'admission-documents/e2e-missing/aadhaar.pdf',
      session: '2027-28',
    },
  })
  try {
    await page.goto('/admin/admissions')
    await page.getByRole('button', { name: 'Edit settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Admissions settings' })
    const session = dialog.getByLabel('Session')
    await session.fill('2027')
    await dialog.getByRole('button', { name: 'Save settings' }).click()
    await expect(dialog.getByText('The year must be written like 2026-27.')).toBeVisible()
    await expect(session).toBeFocused()
    await axe.expectNoSeriousViolations()
    await session.fill('2027-28')
    await dialog.getByRole('button', { name: 'Save settings' }).click()
    await expect(dialog).toBeHidden()
    const panel = page.getByRole('region', { name: 'Admissions settings' })
    await expect(panel.getByText('2027-28')).toBeVisible()
    expect((await db.admissionSettings.findUniqueOrThrow({ where: { id: 'admissions' } })).session).toBe('2027-28')

    await page.goto(`/admin/admissions/${application.id}`)
    await expect(page.getByText('2027-28').first()).toBeVisible()
    // A click before React owns the page would reach a server-rendered button with no handler yet.
    const create = page.getByRole('button', { name: 'Create student account' })
    await expect
      .poll(() => create.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true)
    await create.click()
    await expect(
      page
        .getByRole('dialog', { name: 'Create student account' })
        .getByText('The class in the session applied for, 2027-28.'),
    ).toBeVisible()
  } finally {
    await db.admissionApplication.delete({ where: { id: application.id } })
    if (before) await db.admissionSettings.update({ where: { id: 'admissions' }, data: { session: before.session } })
    else await db.admissionSettings.deleteMany({ where: { id: 'admissions' } })
  }
})
