import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { expect, test } from './auth-fixture'
import { expectNoSeriousA11yViolations } from './fixtures'

// End to end: an applicant fills /admission-form with real files, an admin reviews and accepts it.

/** A small but valid one-page PDF, padded with comment lines to `size` bytes so the upload takes a moment. */
function pdf(size = 0): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
  const head = Buffer.from(body)
  return size > head.length ? Buffer.concat([head, Buffer.alloc(size - head.length, '%')]) : head
}

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const inlineMessages = [
  'Student name must be at least 2 characters.',
  'Date of birth is required.',
  'Gender is required.',
  'Class is required.',
  "Father's name must be at least 2 characters.",
  "Mother's name must be at least 2 characters.",
  'Address must be at least 5 characters.',
  'Phone number must be at least 10 digits.',
  'Invalid email address.',
  'Birth Certificate is required',
  'Aadhaar Card is required',
  'You must accept the terms and conditions',
  'Please give your consent to the Privacy Notice to apply.',
]

async function openForm(page: Page) {
  await page.goto('/admission-form')
  // The form reacts only once React has hydrated it.
  await page.waitForLoadState('networkidle')
}

/** Fills every required field but the documents and the terms. */
async function fillApplicant(page: Page, email: string) {
  await page.getByLabel("Student's full name").fill('Asha Devi Sumi')
  await page.getByLabel('Date of birth').pressSequentially('14052016')
  await page.getByLabel('Applying for class').selectOption('class5')
  await page.getByText('Female', { exact: true }).click()
  await page.getByLabel("Father's name").fill('Kivi Sumi')
  await page.getByLabel("Mother's name").fill('Ela Sumi')
  await page.getByLabel('Residential address').fill('Circular Road, Duncan Basti, Dimapur')
  await page.getByLabel('Phone number').fill('+91 94361 00472')
  await page.getByLabel('E-mail address').fill(email)
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

test.describe('admission form', () => {
  test('passes axe, shows every inline message on an empty submit, and refuses bad files with toasts', async ({
    page,
    axe,
  }) => {
    // Two axe scans of a long form, each with colour contrast in both themes, take a while on a shared machine.
    test.setTimeout(150_000)
    await openForm(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Admission Form' })).toBeVisible()
    for (const section of [
      'Student Information',
      'Parent Information',
      'Contact Information',
      'Required Documents',
      'Previous School Information',
      'Additional Information',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    await expect(page.getByText('5-7 working days').first()).toBeVisible()
    // A DD/MM/YYYY text field, not the browser's date picker with its locale's order.
    const dob = page.getByLabel('Date of birth')
    await expect(dob).toHaveAttribute('type', 'text')
    await expect(dob).toHaveAccessibleDescription('DD/MM/YYYY')
    const classes = await page.getByLabel('Applying for class').locator('option').allTextContents()
    expect(classes).toEqual([
      'Select a class',
      'Nursery',
      'LKG',
      'UKG',
      ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
    ])
    await axe.expectNoSeriousViolations()

    await page.getByRole('button', { name: 'Submit My Application' }).click()
    for (const message of inlineMessages) await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expect(page.getByLabel("Student's full name")).toBeFocused()
    await axe.expectNoSeriousViolations()

    await page
      .locator('#birthCertificate')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') })
    await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible()
    // The toast says it, and so does the field (which is left empty).
    await expect(page.getByText('Only PDF, JPEG, and PNG files are accepted')).toHaveCount(2)
    await expect(page.locator('#birthCertificate-error')).toHaveText('Only PDF, JPEG, and PNG files are accepted')

    await page
      .locator('#birthCertificate')
      .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdf(5_242_881) })
    await expect(page.getByText('File too large', { exact: true })).toBeVisible()
    await expect(page.locator('#birthCertificate-error')).toHaveText('File size must be less than 5MB')
    // One admission toast at a time: the new one replaced the old.
    await expect(page.getByText('Invalid file type', { exact: true })).toHaveCount(0)

    await page
      .locator('#birthCertificate')
      .setInputFiles({ name: 'birth.pdf', mimeType: 'application/pdf', buffer: pdf() })
    await expect(page.getByText(/File ready for upload/)).toBeVisible()
    await expect(page.getByText('Birth Certificate is required')).toHaveCount(0)
  })

  test('an applicant applies with real files; an admin previews the documents, accepts and creates the student account', async ({
    page,
    axe,
    browser,
    login,
    db,
    baseURL,
  }) => {
    // Uploads, an admin's review and axe scans with colour contrast in both themes, on a shared machine.
    test.setTimeout(180_000)
    const email = `family-${Date.now()}@example.in`
    await openForm(page)
    await fillApplicant(page, email)
    await page
      .locator('#birthCertificate')
      .setInputFiles({ name: 'birth certificate.pdf', mimeType: 'application/pdf', buffer: pdf(2 * 1024 * 1024) })
    await page.locator('#aadhaarCard').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText(/File ready for upload/)).toHaveCount(2)
    await page.getByLabel(/I confirm that all the information provided is accurate and complete/).check()
    await page.getByLabel(/I consent to the school using the information and documents/).check()

    // Hold the uploads a moment so the in-between state can be seen.
    await page.route('**/api/admission-uploads**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Submit My Application' }).click()
    const submitting = page.getByRole('button', { name: 'Submitting...' })
    await expect(submitting).toBeDisabled()
    await expect(page.getByText('Processing your application...')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Birth Certificate upload' })).toBeVisible()

    await expect(page.getByRole('button', { name: 'Application Submitted!' })).toBeDisabled()
    await expect(page.getByText('Your application was submitted successfully!')).toBeVisible()
    const reference = page.getByTestId('application-reference')
    await expect(reference).toHaveText(/^ADM-\d{4}-\d{5}$/)
    const referenceText = (await reference.textContent())!
    const card = page.getByRole('region', { name: 'Thank you! Your application has been received.' })
    await expect(card.getByText(/replies within 5-7 working days/)).toBeVisible()
    await expect(card.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/')
    await expect(card.getByRole('link', { name: 'Explore Academics' })).toHaveAttribute('href', '/academics')

    const application = await db.admissionApplication.findUniqueOrThrow({ where: { reference: referenceText } })
    expect(application).toMatchObject({
      studentName: 'Asha Devi Sumi',
      email,
      fatherOccupation: null,
      markSheetUrl: null,
      status: 'submitted',
    })
    // The guardian's consent is kept as the Privacy Notice version the form showed.
    const notice = await db.legalDocumentVersion.findFirstOrThrow({
      where: { kind: 'privacy' },
      orderBy: { version: 'desc' },
    })
    expect(application.privacyNoticeVersion).toBe(notice.version)
    const documentPath = `/api/admissions/${application.id}/documents/birthCertificate`

    // Real HTTP: nobody but an admin reaches the documents.
    const anonymous = await page.request.get(documentPath)
    expect(anonymous.status()).toBe(401)
    const publicCopy = await page.request.get(`/files/${application.birthCertificateUrl}`)
    expect(publicCopy.status()).toBe(404)

    await login({ role: 'teacher' })
    expect((await page.request.get(documentPath)).status()).toBe(403)

    await page.context().clearCookies()
    await login({ role: 'admin' })
    const asAdmin = await page.request.get(documentPath)
    expect(asAdmin.status()).toBe(200)
    expect(asAdmin.headers()['content-type']).toBe('application/pdf')
    expect(asAdmin.headers()['x-content-type-options']).toBe('nosniff')
    expect(asAdmin.headers()['content-disposition']).toContain(
      `inline; filename="${referenceText}-birth-certificate.pdf"`,
    )

    await page.goto('/admin/admissions')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Search').fill(referenceText)
    // The search lands in the URL after a short pause; wait for it so it cannot redirect the click below.
    await expect(page).toHaveURL(new RegExp(`q=${referenceText}`))
    await expect(page.getByRole('heading', { name: '1 application' })).toBeVisible()
    await page.getByRole('link', { name: `Review ${referenceText}` }).click()
    // A client-side navigation: the page is already interactive.
    await expect(page.getByRole('heading', { level: 1, name: referenceText })).toBeVisible()

    const aadhaar = page.getByRole('img', { name: 'Aadhaar Card of Asha Devi Sumi' })
    await aadhaar.scrollIntoViewIfNeeded()
    await expect.poll(() => aadhaar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
    // A PDF's viewer opens only when asked for: the page settles without one.
    const pdfPreview = page.locator(`iframe[title="Birth Certificate of Asha Devi Sumi (PDF preview)"]`)
    await expect(pdfPreview).toHaveCount(0)
    await axe.expectNoSeriousViolations()
    await page.getByRole('button', { name: 'Show preview of Birth Certificate' }).click()
    await expect(pdfPreview).toHaveAttribute('src', documentPath)
    await expect(page.getByRole('link', { name: 'Download Birth Certificate' })).toHaveAttribute(
      'href',
      `${documentPath}?download=1`,
    )
    // The PDF preview frame holds the browser's own viewer, not our markup.
    await axe.expectNoSeriousViolations({ exclude: ['iframe'] })

    await page.getByRole('radio', { name: /Start review/ }).check()
    await page.getByLabel(/^Note/).fill('Documents checked against the originals.')
    // Each change asks for confirmation and shows the e-mail the family will get.
    await page.getByRole('button', { name: 'Start review…' }).click()
    const reviewDialog = page.getByRole('dialog', { name: /^Start review:/ })
    await expect(reviewDialog.getByTestId('email-preview')).toContainText('started reviewing')
    await reviewDialog.getByRole('button', { name: 'Start review', exact: true }).click()
    await expect(page.getByText('Status changed to Under review')).toBeVisible()
    await page.getByRole('radio', { name: /^Accept/ }).check()
    await page.getByRole('button', { name: 'Accept…' }).click()
    const acceptDialog = page.getByRole('dialog', { name: /^Accept:/ })
    await expect(acceptDialog.getByTestId('email-preview')).toContainText('Document verification')
    await acceptDialog.getByRole('button', { name: 'Accept', exact: true }).click()
    await expect(page.getByText('Status changed to Accepted')).toBeVisible()
    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByText('Under review → Accepted')).toBeVisible()
    await expect(history.getByText('Documents checked against the originals.')).toBeVisible()

    await page.getByRole('button', { name: 'Create student account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create student account' })
    await expect(dialog.getByLabel('First name')).toHaveValue('Asha Devi')
    await expect(dialog.getByLabel('Last name')).toHaveValue('Sumi')
    await dialog.getByLabel("Student's e-mail").fill(`asha-${Date.now()}@students.example.in`)
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Account created', exact: true })).toBeVisible()
    await expect(page.getByTestId('one-time-password')).toHaveText(/^.{10}$/)
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(
      page.getByRole('region', { name: 'Student account' }).getByText('Account created', { exact: true }),
    ).toBeVisible()

    const decision = await db.emailOutbox.findFirst({
      where: { to: email, subject: `Application ${referenceText}: Accepted` },
    })
    expect(decision).not.toBeNull()

    // The family sees the decision on /admission-status without an account.
    const family = await browser.newContext({ baseURL })
    const familyPage = await family.newPage()
    await familyPage.goto('/admission-status')
    await familyPage.waitForLoadState('networkidle')
    await familyPage.getByLabel('Reference number').fill(referenceText.toLowerCase())
    await familyPage.getByLabel('E-mail address').fill('wrong@example.in')
    await familyPage.getByRole('button', { name: 'Check status' }).click()
    await expect(
      familyPage.getByText('We could not find an application with that reference number and e-mail address.', {
        exact: false,
      }),
    ).toBeVisible()
    await familyPage.getByLabel('E-mail address').fill(email.toUpperCase())
    await familyPage.getByRole('button', { name: 'Check status' }).click()
    await expect(familyPage.getByRole('heading', { name: 'Asha Devi Sumi · Class 5' })).toBeVisible()
    await expect(familyPage.getByText('Accepted', { exact: true }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(familyPage)
    await family.close()
  })
})

test.describe('admissions export', () => {
  test('an admin exports the filtered list as CSV with a POST; a GET of the export URL changes nothing', async ({
    page,
    login,
    db,
  }) => {
    const admin = await login({ role: 'admin' })
    const exportsBy = () => db.auditLog.count({ where: { action: 'admission.export', actorId: admin.id } })

    // The old attack: the URL planted as an image, fetched with the admin's cookie.
    const planted = await page.request.get('/api/admissions/export.csv')
    expect(planted.status()).toBe(405)
    expect(await exportsBy()).toBe(0)

    // One submitted application to export (the button is disabled when the list is empty).
    const reference = `ADM-2026-${String((Date.now() % 90000) + 10000)}`
    await db.admissionApplication.create({
      data: {
        reference,
        studentName: 'Export Check',
        email: 'export.check@example.in',
        dob: '2016-05-14',
        gender: 'female',
        applyingForClass: 'class5',
        fatherName: 'Father',
        motherName: 'Mother',
        address: 'Circular Road, Dimapur',
        phoneNumber: '9436012345',
        birthCertificateUrl: 'x',
        aadhaarCardUrl: 'y',
      },
    })
    await page.goto('/admin/admissions?status=submitted')
    await page.waitForLoadState('networkidle')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^admission-applications-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await readFile(await download.path(), 'utf8')
    expect(text.replace(/^\uFEFF/, '')).toMatch(/^Reference,Submitted \(IST\),Status,/)
    await expect.poll(exportsBy).toBe(1)
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'admission.export', actorId: admin.id } })
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({ filters: { status: 'submitted' } })
    await expect(page).toHaveURL(/\/admin\/admissions/)

    // A filter that matches nothing: nothing to export, and the disabled button says why.
    await page.goto('/admin/admissions?q=no-such-applicant-anywhere')
    await expect(page.getByText('Try another name, or clear the filters.')).toBeVisible()
    const empty = page.getByRole('button', { name: 'Export CSV' })
    await expect(empty).toBeDisabled()
    await expect(empty).toHaveAttribute('title', 'No applications match these filters, so there is nothing to export.')
    await expect(empty).toHaveAccessibleDescription(
      'No applications match these filters, so there is nothing to export.',
    )
  })
})

// The picker reads each file's first bytes, so a file that only pretends to be a PDF is refused at
// once; a refusal by the server names the file and the reason.
test.describe('admission documents', () => {
  test('a text file renamed .pdf is refused at once and not set', async ({ page }) => {
    await openForm(page)
    const field = page.locator('#birthCertificate')
    await field.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Just some notes, not a scan.'),
    })

    await expect(toast(page, 'Invalid file type')).toBeVisible()
    await expect(toast(page, 'Invalid file type')).toContainText('Only PDF, JPEG, and PNG files are accepted')
    await expect(page.locator('#birthCertificate-error')).toHaveText('Only PDF, JPEG, and PNG files are accepted')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(/File ready for upload/)).toHaveCount(0)
    await expect(page.getByText('notes.pdf')).toHaveCount(0)
    expect(await field.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0)

    // The bytes decide, not the name: a real PNG named .pdf is fine, and the message goes.
    await field.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: png })
    await expect(page.getByText(/File ready for upload/)).toBeVisible()
    await expect(page.locator('#birthCertificate-error')).toHaveCount(0)
  })

  test("the form's checks download on the first focus, not with the page; if they cannot, a submit says so and the next one works", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|Failed to fetch dynamically imported module/)
    const checks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/admission-form-checks-[^/]+\.js$/.test(request.url())) checks.push(request.url())
    })
    // The downloads fail, as on a dropped connection, until `offline` is cleared.
    let offline = true
    await page.route(/\/assets\/admission-form-checks-[^/]+\.js$/, (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    )
    await openForm(page)
    expect(checks).toEqual([])

    await page.getByLabel("Student's full name").focus()
    await expect.poll(() => checks.length).toBe(1)
    // The submit tries the download again (so does the button's focus); it fails too.
    await page.getByRole('button', { name: 'Submit My Application' }).click()
    const unavailable = 'The form could not be checked: the connection may have dropped. Please try again.'
    await expect(toast(page, 'Submission Failed')).toContainText(unavailable)
    await expect(
      page.getByRole('alert').filter({ hasText: 'There was a problem submitting your application.' }),
    ).toBeFocused()
    await expect(page.getByText(inlineMessages[0]!, { exact: true })).toHaveCount(0)

    // Back online, the next submit downloads the checks and shows every field's message.
    offline = false
    await page.getByRole('button', { name: 'Submit My Application' }).click()
    for (const message of inlineMessages) await expect(page.getByText(message, { exact: true })).toBeVisible()
  })

  test('a file the server refuses is named in the failure message with the reason', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused upload's 415.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 415/)
    await openForm(page)
    await fillApplicant(page, `documents-${Date.now()}@example.in`)
    await page
      .locator('#birthCertificate')
      .setInputFiles({ name: 'birth certificate.pdf', mimeType: 'application/pdf', buffer: pdf() })
    await page.locator('#aadhaarCard').setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText(/File ready for upload/)).toHaveCount(2)
    await page.getByLabel(/I confirm that all the information provided is accurate and complete/).check()
    await page.getByLabel(/I consent to the school using the information and documents/).check()

    // The file changes on its way (as a faulty proxy or a file edited after choosing might): the real server refuses it.
    await page.route('**/api/admission-uploads?kind=birthCertificate*', (route) =>
      route.continue({ postData: 'no longer a PDF' }),
    )
    await page.getByRole('button', { name: 'Submit My Application' }).click()

    const reason = 'birth certificate.pdf: Only PDF, JPEG, and PNG files are accepted'
    await expect(toast(page, 'Submission Failed')).toContainText(
      `Failed to upload required documents. Birth Certificate \u2014 ${reason}`,
    )
    await expect(page.getByText('There was a problem submitting your application.')).toBeVisible()
    await expect(page.locator('#birthCertificate-error')).toHaveText(reason)
    await expect(page.getByRole('button', { name: 'Submit My Application' })).toBeEnabled()
  })
})
