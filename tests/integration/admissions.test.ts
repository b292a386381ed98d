import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TRPCError } from '@trpc/server'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { school } from '#app-config'
import { schoolYearOf } from '~/server/admissions/deps'
import { handleDocumentRequest, handleExportRequest } from '~/server/admissions/http'
import { getApplication } from '~/server/admissions/review'
import { changeApplicationStatus } from '~/server/admissions/status-changes'
import { createStudentAccount } from '~/server/admissions/student-account'
import { lookupApplicationStatus, statusNotFoundMessage } from '~/server/admissions/status-lookup'
import { submitApplication } from '~/server/admissions/submit'
import { handleAdmissionUpload, hashUploadToken, removeStaleUploads, uploadPolicy } from '~/server/admissions/uploads'
import { createSession } from '~/server/auth/session'
import { resendSender } from '~/server/messaging/senders'
import type { Storage } from '~/server/storage'
import { dateKeyOf } from '~/shared/dates'
import { meetsPasswordPolicy } from '~/shared/password-policy'
import { callerFor, makeUser } from '../support/accounts'
import { createTestDatabase } from '../support/test-db'
import { errorOf } from '../support/failures'
import { drainOutbox } from '../support/drain-outbox'
import { startFakeResend } from '../support/fake-resend'
import {
  filesOnDisk,
  origin,
  pdfBytes,
  pngBytes,
  testDeps,
  upload,
  uploadRequest,
  uploadRequired,
  validFields,
  type TestDeps,
} from './admissions-helpers'

// The app's own singletons (used by the tRPC router and the session lookup) point at this file's database and folder.
const appFilesDir = mkdtempSync(join(tmpdir(), 'admissions-app-files-'))
process.env.FILES_DIR = appFilesDir
const testDb = await createTestDatabase()
process.env.DATABASE_URL = testDb.url

let deps: TestDeps
beforeEach(async () => {
  await testDb.reset()
  rmSync(appFilesDir, { recursive: true, force: true })
  // The same folder as the app's storage, so procedures called through tRPC find what the helpers uploaded.
  deps = testDeps(testDb, { filesDir: appFilesDir })
})
afterAll(async () => {
  rmSync(appFilesDir, { recursive: true, force: true })
  await testDb.drop()
})

async function counts() {
  const [applications, uploads, storedFiles, emails] = await Promise.all([
    testDb.db.admissionApplication.count(),
    testDb.db.admissionUpload.count(),
    testDb.db.storedFile.count(),
    testDb.db.emailOutbox.count(),
  ])
  return { applications, uploads, storedFiles, emails, files: filesOnDisk(appFilesDir).length }
}

const nothingStored = { applications: 0, uploads: 0, storedFiles: 0, emails: 0, files: 0 }

async function submitValid(overrides: Record<string, unknown> = {}) {
  const documents = await uploadRequired(deps)
  return submitApplication({ ...validFields, documents, ...overrides }, deps)
}

describe('POST /api/admission-uploads', () => {
  it('stores a PDF under birth-certificates/<timestamp>-<random>.pdf with its sniffed type and returns a token', async () => {
    const { status, json } = await upload(deps, 'birthCertificate', 'Birth Certificate.pdf', pdfBytes())
    expect(status).toBe(201)
    expect(json).toMatchObject({
      kind: 'birthCertificate',
      name: 'Birth Certificate.pdf',
      contentType: 'application/pdf',
      size: pdfBytes().byteLength,
    })
    expect(json.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const row = await testDb.db.admissionUpload.findUniqueOrThrow({ where: { id: hashUploadToken(json.token) } })
    expect(row.storageKey).toMatch(/^admission-documents\/birth-certificates\/\d{13}-\d{6}\.pdf$/)
    expect(row.contentType).toBe('application/pdf')
    expect(filesOnDisk(appFilesDir)).toEqual([row.storageKey])
    // Only the hash of the token is kept.
    expect(JSON.stringify(row)).not.toContain(json.token)
  })

  it('trusts the bytes, not the name: PNG content named .pdf is stored as a .png image', async () => {
    const { status, json } = await upload(deps, 'aadhaarCard', 'aadhaar.pdf', pngBytes)
    expect(status).toBe(201)
    expect(json).toMatchObject({ contentType: 'image/png', name: 'aadhaar.png' })
    const row = await testDb.db.admissionUpload.findFirstOrThrow()
    expect(row.storageKey).toMatch(/^admission-documents\/aadhaar-cards\/\d{13}-\d{6}\.png$/)
  })

  it('refuses a file that is not a PDF, JPEG or PNG whatever its name, and stores nothing', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const { status, json } = await upload(deps, 'birthCertificate', 'birth.pdf', html)
    expect(status).toBe(415)
    // The refusal names the file and the reason (the form's message).
    expect(json.error).toBe('birth.pdf: Only PDF, JPEG, and PNG files are accepted')
    expect(await counts()).toEqual(nothingStored)
  })

  it('accepts exactly 5 MB and refuses one byte more, declared or streamed', async () => {
    expect((await upload(deps, 'markSheet', 'marks.pdf', pdfBytes(5_242_880))).status).toBe(201)
    await testDb.reset()
    rmSync(appFilesDir, { recursive: true, force: true })

    const tooBig = await upload(deps, 'markSheet', 'marks.pdf', pdfBytes(5_242_881))
    expect(tooBig).toEqual({ status: 413, json: { error: 'marks.pdf: File size must be less than 5MB' } })

    // A chunked body has no Content-Length: the limit is enforced while reading.
    const chunk = pdfBytes(1024 * 1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6) return controller.close()
        sent++
        controller.enqueue(chunk)
      },
    })
    const response = await handleAdmissionUpload(uploadRequest('markSheet', 'marks.pdf', stream), deps, {
      clientAddress: '203.0.113.10',
    })
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(7)
    expect(await counts()).toEqual(nothingStored)
  })

  it('refuses empty files, unknown kinds, nameless files and cross-site posts', async () => {
    expect((await upload(deps, 'birthCertificate', 'empty.pdf', new Uint8Array(0))).status).toBe(400)
    expect((await upload(deps, 'passport', 'p.pdf', pdfBytes())).status).toBe(400)
    expect((await upload(deps, 'birthCertificate', '', pdfBytes())).status).toBe(400)
    const crossSite = await handleAdmissionUpload(
      uploadRequest('birthCertificate', 'b.pdf', pdfBytes(), { origin: 'https://evil.example' }),
      deps,
      {
        clientAddress: '203.0.113.10',
      },
    )
    expect(crossSite.status).toBe(403)
    expect(await counts()).toEqual(nothingStored)
  })

  it('rate-limits uploads per client address', async () => {
    const options = { clientAddress: '198.51.100.7', perAddress: 3 }
    for (let i = 0; i < 3; i++) expect((await upload(deps, 'markSheet', 'm.pdf', pdfBytes(), options)).status).toBe(201)
    const refused = await upload(deps, 'markSheet', 'm.pdf', pdfBytes(), options)
    expect(refused).toEqual({ status: 429, json: { error: 'm.pdf: Too many attempts. Please try again later.' } })
    // Another address is not affected.
    expect(
      (await upload(deps, 'markSheet', 'm.pdf', pdfBytes(), { clientAddress: '198.51.100.8', perAddress: 3 })).status,
    ).toBe(201)
  })

  it('answers 503 and keeps nothing when storage fails', async () => {
    const failing: Storage = { ...deps.storage, put: () => Promise.reject(new Error('disk full')) }
    const { status, json } = await upload({ ...deps, storage: failing }, 'birthCertificate', 'b.pdf', pdfBytes())
    expect(status).toBe(503)
    expect(json.error).toBe('b.pdf: The document could not be stored. Please try again.')
    expect(await counts()).toEqual(nothingStored)
    expect(deps.errors.join('\n')).toContain('storing an uploaded birthCertificate failed')
  })
})

describe('admissions.submit', () => {
  it('inserts the row (blank optionals as null), claims the documents, records the history and sends both e-mails', async () => {
    const documents = await uploadRequired(deps)
    const markSheet = await upload(deps, 'markSheet', 'marks.jpg', pdfBytes())
    const result = await submitApplication(
      { ...validFields, documents: { ...documents, markSheet: markSheet.json.token } },
      deps,
    )

    const year = schoolYearOf(deps.now())
    expect(result.reference).toBe(`ADM-${year}-00001`)
    expect(result.markSheetStored).toBe(true)
    expect(result.notified).toEqual({ office: true, applicant: true })

    const row = await testDb.db.admissionApplication.findUniqueOrThrow({
      where: { reference: result.reference },
      include: { statusChanges: true },
    })
    expect(row).toMatchObject({
      status: 'submitted',
      studentName: 'Asha Sumi',
      dob: '2016-05-14',
      gender: 'female',
      applyingForClass: 'class5',
      fatherOccupation: null,
      motherOccupation: 'Teacher',
      previousSchool: null,
      previousClass: null,
      additionalInfo: null,
      email: 'Parent.Sumi@example.in',
    })
    expect(row.birthCertificateUrl).toMatch(/^admission-documents\/birth-certificates\//)
    expect(row.aadhaarCardUrl).toMatch(/^admission-documents\/aadhaar-cards\/.*\.png$/)
    expect(row.markSheetUrl).toMatch(/^admission-documents\/mark-sheets\/.*\.pdf$/)
    expect(row.statusChanges).toMatchObject([
      { fromStatus: null, toStatus: 'submitted', actorName: 'Applicant (online form)' },
    ])
    expect(filesOnDisk(appFilesDir)).toEqual([row.aadhaarCardUrl, row.birthCertificateUrl, row.markSheetUrl].sort())
    expect(await testDb.db.admissionUpload.count()).toBe(0)

    const emails = await testDb.db.emailOutbox.findMany({ orderBy: { to: 'asc' } })
    const office = emails.find((e) => e.to === school.admissionsEmail)!
    const applicant = emails.find((e) => e.to === 'Parent.Sumi@example.in')!
    // The office notice's payload, every field.
    for (const line of [
      'Student name: Asha Sumi',
      'Date of birth: 2016-05-14',
      'Gender: Female',
      'Applying for class: Class 5 (class5)',
      "Father's name: Kivi Sumi",
      "Father's occupation: (not given)",
      "Mother's name: Ela Sumi",
      "Mother's occupation: Teacher",
      'Address: Circular Road, Duncan Basti, Dimapur',
      'Phone number: +91 94361 00472',
      'E-mail: Parent.Sumi@example.in',
      'Previous school: (not given)',
      'Previous class: (not given)',
      'Additional information: (not given)',
    ]) {
      expect(office.text).toContain(line)
    }
    expect(office.subject).toContain(result.reference)
    expect(office.text).toContain(`${origin}/admin/admissions/${row.id}`)
    expect(applicant.subject).toBe(`Application received: ${result.reference}`)
    expect(applicant.text).toContain(`Your application reference number is ${result.reference}`)
    expect(applicant.text).toContain('5-7 working days')
  })

  it('rejects an invalid field with its message and keeps nothing, not even the uploaded documents', async () => {
    const documents = await uploadRequired(deps)
    const error = await errorOf(submitApplication({ ...validFields, phoneNumber: '12345', documents }, deps))
    expect(error.message).toBe('Phone number must be at least 10 digits.')
    expect(await counts()).toEqual(nothingStored)
  })

  it('through tRPC, an invalid submission is BAD_REQUEST with field errors for the form', async () => {
    const documents = await uploadRequired(deps)
    const { caller } = callerFor(null)
    const error = await errorOf(
      caller.admissions.submit({ ...validFields, studentName: 'A', email: 'nope', documents }),
    )
    expect(error).toBeInstanceOf(TRPCError)
    expect((error as TRPCError).code).toBe('BAD_REQUEST')
    const zod = (error as TRPCError).cause as unknown as { flatten: () => { fieldErrors: Record<string, string[]> } }
    expect(zod.flatten().fieldErrors).toMatchObject({
      studentName: ['Student name must be at least 2 characters.'],
      email: ['Invalid email address.'],
    })
    expect(await counts()).toEqual(nothingStored)
  })

  it('fails with "Failed to upload required documents" when a required document is missing or unknown', async () => {
    const birth = await upload(deps, 'birthCertificate', 'b.pdf', pdfBytes())
    const error = await errorOf(
      submitApplication(
        { ...validFields, documents: { birthCertificate: birth.json.token, aadhaarCard: 'x'.repeat(43) } },
        deps,
      ),
    )
    expect(error.message).toBe('Failed to upload required documents')
    expect(await counts()).toEqual(nothingStored)
  })

  it('refuses a token used for the wrong document kind', async () => {
    const birth = await upload(deps, 'birthCertificate', 'b.pdf', pdfBytes())
    const error = await errorOf(
      submitApplication(
        { ...validFields, documents: { birthCertificate: birth.json.token, aadhaarCard: birth.json.token } },
        deps,
      ),
    )
    expect(error.message).toBe('Failed to upload required documents')
    expect(await counts()).toEqual(nothingStored)
  })

  it('refuses uploads older than the claim window', async () => {
    const documents = await uploadRequired(deps)
    const later = { ...deps, now: () => new Date(deps.now().getTime() + uploadPolicy.claimWithinMs + 1000) }
    const error = await errorOf(submitApplication({ ...validFields, documents }, later))
    expect(error.message).toBe('Failed to upload required documents')
    expect(await counts()).toEqual(nothingStored)
  })

  it('a token works once: a replayed submission fails and the first keeps its files', async () => {
    const documents = await uploadRequired(deps)
    const first = await submitApplication({ ...validFields, documents }, deps)
    const error = await errorOf(submitApplication({ ...validFields, documents }, deps))
    expect(error.message).toBe('Failed to upload required documents')
    const row = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference: first.reference } })
    expect(filesOnDisk(appFilesDir)).toEqual([row.aadhaarCardUrl, row.birthCertificateUrl].sort())
  })

  it('an insert failure reports "Error submitting admission form" and removes the claimed files', async () => {
    // Occupy the next reference so the real insert hits the unique index.
    const year = schoolYearOf(deps.now())
    const first = await submitValid()
    await testDb.db.admissionReferenceCounter.update({ where: { year }, data: { value: 0 } })
    const filesBefore = filesOnDisk(appFilesDir)

    const documents = await uploadRequired(deps)
    const error = await errorOf(submitApplication({ ...validFields, documents }, deps))
    expect(error.message).toBe('Error submitting admission form')
    expect(await testDb.db.admissionApplication.count()).toBe(1)
    expect(await testDb.db.admissionUpload.count()).toBe(0)
    expect(filesOnDisk(appFilesDir)).toEqual(filesBefore)
    expect(first.reference).toBe(`ADM-${year}-00001`)
  })

  it('sends nothing in the request: the two e-mails are queued and the worker sends them, replies going back', async () => {
    const documents = await uploadRequired(deps)
    const result = await submitApplication({ ...validFields, documents }, deps)
    expect(result.notified).toEqual({ office: true, applicant: true })
    const queued = await testDb.db.emailOutbox.findMany({ orderBy: { template: 'asc' } })
    expect(queued.map((row) => [row.template, row.channel, row.status, row.to])).toEqual([
      ['admission_update', 'email', 'queued', 'Parent.Sumi@example.in'],
      ['application_new', 'email', 'queued', school.admissionsEmail],
    ])
    expect(queued[0]!.text.startsWith('Dear Kivi Sumi and Ela Sumi,')).toBe(true)
    const fake = await startFakeResend()
    try {
      await drainOutbox(testDb.db, deps.now, {
        email: resendSender({ apiKey: 're_test_1', from: 'School <no-reply@example.com>', baseUrl: fake.url }),
      })
      // Each reply goes where it is useful: the family's to the admissions office, the office's to the family.
      const replyTo = Object.fromEntries(
        fake.requests.map((request) => [String(request.body.to), request.body.reply_to]),
      )
      expect(replyTo).toEqual({
        'Parent.Sumi@example.in': school.admissionsEmail,
        [school.admissionsEmail]: 'Parent.Sumi@example.in',
      })
    } finally {
      await fake.close()
    }
    expect(await testDb.db.emailOutbox.count({ where: { status: 'sent' } })).toBe(2)
  })

  it('a mark sheet that cannot be used is dropped and reported; the application still goes in', async () => {
    const documents = await uploadRequired(deps)
    const result = await submitApplication(
      { ...validFields, documents: { ...documents, markSheet: 'z'.repeat(43) } },
      deps,
    )
    expect(result.markSheetStored).toBe(false)
    expect((await testDb.db.admissionApplication.findFirstOrThrow()).markSheetUrl).toBeNull()
  })

  it('stale unclaimed uploads are removed with their files', async () => {
    await uploadRequired(deps)
    expect(await removeStaleUploads(deps)).toBe(0)
    const later = { ...deps, now: () => new Date(deps.now().getTime() + uploadPolicy.staleAfterMs + 1000) }
    expect(await removeStaleUploads(later)).toBe(2)
    expect(await counts()).toEqual(nothingStored)
  })
})

describe('admin procedures: access', () => {
  it('anonymous callers are UNAUTHORIZED and non-admins FORBIDDEN on every admin procedure', async () => {
    const { reference } = await submitValid()
    const application = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })
    const calls = (caller: ReturnType<typeof callerFor>['caller']) => [
      caller.admissions.list({}),
      caller.admissions.byId({ id: application.id }),
      caller.admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' }),
      caller.admissions.createStudentAccount({
        id: application.id,
        firstName: 'Asha',
        lastName: 'Sumi',
        email: 'asha@example.in',
      }),
    ]
    for (const error of await Promise.all(calls(callerFor(null).caller).map(errorOf)))
      expect((error as TRPCError).code).toBe('UNAUTHORIZED')
    for (const role of ['teacher', 'student', 'cashier', 'parent'] as const) {
      const user = await makeUser(testDb.db, { role })
      for (const error of await Promise.all(calls(callerFor(user).caller).map(errorOf)))
        expect((error as TRPCError).code).toBe('FORBIDDEN')
    }
    expect((await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })).status).toBe('submitted')
  })
})

describe('documents route', () => {
  async function cookieFor(role: 'admin' | 'teacher' | 'student') {
    const user = await makeUser(testDb.db, { role })
    const { token } = await createSession(user.id, { db: testDb.db })
    return `session=${token}`
  }

  const get = (id: string, kind: string, cookie?: string, query = '') =>
    handleDocumentRequest(
      new Request(`${origin}/api/admissions/${id}/documents/${kind}${query}`, { headers: cookie ? { cookie } : {} }),
      { id, kind },
      deps,
    )

  it('is 401 anonymously and 403 for teachers and students; admins get the file with safe headers', async () => {
    const { reference } = await submitValid()
    const { id } = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })

    expect((await get(id, 'birthCertificate')).status).toBe(401)
    expect((await get(id, 'birthCertificate', await cookieFor('teacher'))).status).toBe(403)
    expect((await get(id, 'birthCertificate', await cookieFor('student'))).status).toBe(403)
    expect((await get(id, 'birthCertificate', 'session=forged.token')).status).toBe(401)

    const admin = await cookieFor('admin')
    const pdf = await get(id, 'birthCertificate', admin)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="${reference}-birth-certificate.pdf"; filename*=UTF-8''${reference}-birth-certificate.pdf`,
    )
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(pdfBytes())

    const png = await get(id, 'aadhaarCard', admin, '?download=1')
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('content-disposition')).toMatch(/^attachment; filename=".*-aadhaar-card\.png"/)
    expect(png.headers.get('content-security-policy')).toContain('sandbox')

    expect((await get(id, 'markSheet', admin)).status).toBe(404)
    expect((await get(id, 'passport', admin)).status).toBe(404)
    expect((await get('no-such-id', 'birthCertificate', admin)).status).toBe(404)
  })

  it('never serves admission documents through the public /files route', async () => {
    const { reference } = await submitValid()
    const row = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })
    const { serveStoredFile } = await import('~/server/storage')
    const response = await serveStoredFile(
      new Request(`${origin}/files/${row.birthCertificateUrl}`),
      row.birthCertificateUrl,
      { storage: deps.storage, db: testDb.db },
    )
    expect(response.status).toBe(404)
    expect(deps.storage.publicUrl(row.birthCertificateUrl)).toBeNull()
  })

  it('CSV export: admins only, same filters as the list, formulas neutralised, audit-logged', async () => {
    await submitValid({ studentName: '=HYPERLINK("http://evil")', additionalInfo: 'Needs "bus", route 4' })
    await submitValid({ studentName: 'Bendang Ao', applyingForClass: 'nursery' })
    // The list's form posts its filters (status, class, from, to, search) from our own origin.
    const exportCsv = (query: string, cookie?: string) =>
      handleExportRequest(
        new Request(`${origin}/api/admissions/export.csv`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
          body: query.replace(/^\?/, ''),
        }),
        deps,
      )

    expect((await exportCsv('')).status).toBe(401)
    expect((await exportCsv('', await cookieFor('teacher'))).status).toBe(403)
    const admin = await cookieFor('admin')
    expect((await exportCsv('?status=bogus', admin)).status).toBe(400)

    const all = await exportCsv('', admin)
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(all.headers.get('content-disposition')).toMatch(
      /^attachment; filename="admission-applications-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const text = await all.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^Reference,Submitted \(IST\),Status,Student name,/)
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(text).toContain('"Needs ""bus"", route 4"')
    expect(text).toContain('+91 94361 00472')
    // Submitted on the school clock and the date of birth, both DD/MM/YYYY.
    expect(lines[1]).toMatch(/^ADM-\d{4}-\d{5},\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},Submitted,.*,14\/05\/2016,Female,/)

    const nursery = (await (await exportCsv('?class=nursery', admin)).text()).trim().split('\r\n')
    expect(nursery).toHaveLength(2)
    expect(nursery[1]).toContain('Bendang Ao')
    // The refused (400) export is not logged; the two that ran are.
    expect(await testDb.db.auditLog.count({ where: { action: 'admission.export' } })).toBe(2)
  })

  it('CSV export: a GET (e.g. planted as a news image) changes nothing, and a cross-site post is refused', async () => {
    await submitValid({ studentName: 'Bendang Ao' })
    const admin = await cookieFor('admin')
    const url = `${origin}/api/admissions/export.csv`
    for (const method of ['GET', 'HEAD']) {
      const response = await handleExportRequest(new Request(url, { method, headers: { cookie: admin } }), deps)
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    const crossSite = await handleExportRequest(
      new Request(url, { method: 'POST', headers: { cookie: admin, origin: 'https://evil.example' }, body: '' }),
      deps,
    )
    expect(crossSite.status).toBe(403)
    const noOrigin = await handleExportRequest(
      new Request(url, { method: 'POST', headers: { cookie: admin }, body: '' }),
      deps,
    )
    expect(noOrigin.status).toBe(403)
    expect(await testDb.db.auditLog.count({ where: { action: 'admission.export' } })).toBe(0)

    const tooBig = await handleExportRequest(
      new Request(url, { method: 'POST', headers: { cookie: admin, origin }, body: `search=${'a'.repeat(5000)}` }),
      deps,
    )
    expect(tooBig.status).toBe(413)
    expect(await testDb.db.auditLog.count({ where: { action: 'admission.export' } })).toBe(0)
  })
})

describe('admin list', () => {
  it('filters by status, class and date, searches name / reference / phone, and paginates', async () => {
    const a = await submitValid({ studentName: 'Asha Sumi' })
    await submitValid({ studentName: 'Bendang Ao', applyingForClass: 'nursery', phoneNumber: '9876543210' })
    await submitValid({ studentName: 'Chuba Jamir' })
    const admin = await makeUser(testDb.db, { role: 'admin' })
    const { caller } = callerFor(admin)
    const idA = (await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference: a.reference } })).id
    await caller.admissions.changeStatus({ id: idA, from: 'submitted', to: 'under_review' })

    const names = async (input: Parameters<typeof caller.admissions.list>[0]) =>
      (await caller.admissions.list(input)).items.map((item) => item.studentName)
    expect(await names({})).toEqual(['Chuba Jamir', 'Bendang Ao', 'Asha Sumi'])
    expect(await names({ status: 'under_review' })).toEqual(['Asha Sumi'])
    expect(await names({ applyingForClass: 'nursery' })).toEqual(['Bendang Ao'])
    expect(await names({ search: 'bendang' })).toEqual(['Bendang Ao'])
    expect(await names({ search: a.reference.toLowerCase() })).toEqual(['Asha Sumi'])
    expect(await names({ search: '98765' })).toEqual(['Bendang Ao'])
    const today = dateKeyOf(deps.now())
    expect(await names({ from: today, to: today })).toHaveLength(3)
    expect(await names({ to: '2000-01-01' })).toEqual([])

    // A page past the last (a stale link after deletions) gives the last page, not an empty list.
    const page2 = await caller.admissions.list({ page: 2, pageSize: 5 })
    expect(page2).toMatchObject({ total: 3, page: 1, pageCount: 1 })
    expect(page2.items).toHaveLength(3)
    const small = await caller.admissions.list({ page: 1, pageSize: 5 })
    expect(small.items).toHaveLength(3)
  })
})

describe('status workflow', () => {
  async function setup() {
    const { reference } = await submitValid()
    const application = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })
    const admin = await makeUser(testDb.db, { role: 'admin', firstName: 'Temjen', lastName: 'Ao' })
    await testDb.db.emailOutbox.deleteMany()
    return { application, admin, caller: callerFor(admin).caller }
  }

  it('moves submitted -> under_review -> waitlisted -> accepted with notes, history, audit entries and e-mails', async () => {
    const { application, caller } = await setup()
    expect(
      await caller.admissions.changeStatus({
        id: application.id,
        from: 'submitted',
        to: 'under_review',
        note: 'Documents look complete',
      }),
    ).toEqual({
      status: 'under_review',
      emailed: true,
    })
    expect(
      await caller.admissions.changeStatus({
        id: application.id,
        from: 'under_review',
        to: 'waitlisted',
        note: '',
        reason: 'Class 5 is full this year.',
      }),
    ).toEqual({
      status: 'waitlisted',
      emailed: true,
    })
    expect(await caller.admissions.changeStatus({ id: application.id, from: 'waitlisted', to: 'accepted' })).toEqual({
      status: 'accepted',
      emailed: true,
    })

    const detail = await caller.admissions.byId({ id: application.id })
    expect(detail.status).toBe('accepted')
    expect(detail.history.map((h) => [h.from, h.to, h.note, h.actorName])).toEqual([
      [null, 'submitted', null, 'Applicant (online form)'],
      ['submitted', 'under_review', 'Documents look complete', 'Temjen Ao'],
      ['under_review', 'waitlisted', null, 'Temjen Ao'],
      ['waitlisted', 'accepted', null, 'Temjen Ao'],
    ])
    expect(detail.nextStatuses).toEqual([])
    expect(
      await testDb.db.auditLog.count({ where: { action: 'admission.status_change', targetId: application.id } }),
    ).toBe(3)

    const emails = await testDb.db.emailOutbox.findMany({ orderBy: { createdAt: 'asc' } })
    expect(emails.map((e) => e.subject)).toEqual([
      `Application ${application.reference}: Under review`,
      `Application ${application.reference}: Waitlisted`,
      `Application ${application.reference}: Accepted`,
    ])
    expect(emails[1]!.text).toContain('Reason: Class 5 is full this year.')
    expect(detail.history[2]!.reason).toBe('Class 5 is full this year.')
    expect(emails.every((e) => e.to === application.email)).toBe(true)
  })

  it('sends the rejection letter', async () => {
    const { application, caller } = await setup()
    await caller.admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' })
    await testDb.db.emailOutbox.deleteMany()
    await caller.admissions.changeStatus({
      id: application.id,
      from: 'under_review',
      to: 'rejected',
      reason: 'The entrance test was not passed.',
    })
    const email = await testDb.db.emailOutbox.findFirstOrThrow()
    expect(email.text).toContain('Reason: The entrance test was not passed.')
    expect(email.subject).toBe(`Application ${application.reference}: Not accepted`)
    expect(email.text).toContain('cannot offer a seat')
  })

  it('refuses transitions the workflow does not allow, and writes nothing', async () => {
    const { application, caller } = await setup()
    const skip = await errorOf(
      caller.admissions.changeStatus({ id: application.id, from: 'submitted', to: 'accepted' }),
    )
    expect((skip as TRPCError).code).toBe('BAD_REQUEST')
    expect(skip.message).toBe('An application that is submitted cannot be moved to accepted.')
    await caller.admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' })
    await caller.admissions.changeStatus({
      id: application.id,
      from: 'under_review',
      to: 'rejected',
      reason: 'No seat.',
    })
    for (const to of ['accepted', 'waitlisted', 'under_review'] as const) {
      expect(
        (await errorOf(caller.admissions.changeStatus({ id: application.id, from: 'rejected', to, reason: 'x' })))
          .message,
      ).toContain('cannot be moved')
    }
    expect(await testDb.db.admissionStatusChange.count()).toBe(3)
  })

  it('a stale "from" (someone else decided first) is a CONFLICT and changes nothing', async () => {
    const { application, caller } = await setup()
    await caller.admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' })
    const results = await Promise.allSettled([
      caller.admissions.changeStatus({ id: application.id, from: 'under_review', to: 'accepted' }),
      caller.admissions.changeStatus({ id: application.id, from: 'under_review', to: 'rejected', reason: 'No seat.' }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect((rejected.reason as TRPCError).code).toBe('CONFLICT')
    expect(await testDb.db.admissionStatusChange.count()).toBe(3)
    // The under-review e-mail and the winner's decision; the loser sends none.
    expect(await testDb.db.emailOutbox.count()).toBe(2)

    const missing = await errorOf(
      changeApplicationStatus(
        { id: 'nope', from: 'submitted', to: 'under_review' },
        await makeUser(testDb.db, { role: 'admin' }),
        deps,
      ),
    )
    expect((missing as TRPCError).code).toBe('NOT_FOUND')
  })

  it('queues the decision letter with the decision (never sent in the request), once per change', async () => {
    const { application, admin } = await setup()
    await changeApplicationStatus({ id: application.id, from: 'submitted', to: 'under_review' }, admin, deps)
    await testDb.db.emailOutbox.deleteMany()
    expect(
      await changeApplicationStatus({ id: application.id, from: 'under_review', to: 'accepted' }, admin, deps),
    ).toEqual({ status: 'accepted', emailed: true })
    const change = await testDb.db.admissionStatusChange.findFirstOrThrow({ where: { toStatus: 'accepted' } })
    const letter = await testDb.db.emailOutbox.findFirstOrThrow()
    expect(letter).toMatchObject({
      template: 'admission_update',
      kind: 'admissions',
      channel: 'email',
      status: 'queued',
      to: application.email,
      dedupeKey: `admission-status:${application.id}:${change.id}:email`,
    })
    await drainOutbox(testDb.db, deps.now)
    expect(await testDb.db.emailOutbox.findFirstOrThrow()).toMatchObject({ id: letter.id, status: 'stored' })
  })
})

describe('create student account', () => {
  it('only for an accepted application; creates user, students row, school ID and a one-time password, once', async () => {
    const { reference } = await submitValid({ studentName: 'Asha Devi Sumi' })
    const application = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })
    const admin = await makeUser(testDb.db, { role: 'admin' })
    const { caller } = callerFor(admin)
    const input = {
      id: application.id,
      firstName: 'Asha Devi',
      lastName: 'Sumi',
      email: 'Asha.Sumi@students.example.in',
    }

    const early = await errorOf(caller.admissions.createStudentAccount(input))
    expect(early.message).toBe('Only an accepted application can get a student account.')

    await caller.admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' })
    await caller.admissions.changeStatus({ id: application.id, from: 'under_review', to: 'accepted' })
    const { account, password } = await caller.admissions.createStudentAccount(input)
    expect(account).toMatchObject({
      email: 'asha.sumi@students.example.in',
      firstName: 'Asha Devi',
      lastName: 'Sumi',
      role: 'student',
    })
    expect(account.uniqueId).toMatch(/^STU\d{6}$/)
    expect(password).toHaveLength(10)
    expect(meetsPasswordPolicy(password)).toBe(true)

    const student = await testDb.db.student.findUniqueOrThrow({ where: { userId: account.id } })
    expect(student).toMatchObject({
      firstName: 'Asha Devi',
      lastName: 'Sumi',
      parentEmail: 'parent.sumi@example.in',
      dateOfBirth: '2016-05-14',
      gender: 'female',
      parentName: 'Kivi Sumi / Ela Sumi',
      // The application's mobile, kept as every other account phone is.
      parentPhone: '+919436100472',
    })
    const detail = await caller.admissions.byId({ id: application.id })
    expect(detail.account).toMatchObject({ id: account.id, uniqueId: account.uniqueId })
    expect(await testDb.db.auditLog.count({ where: { action: 'admission.account_create' } })).toBe(1)
    // The student and the family's parent account.
    expect(await testDb.db.auditLog.count({ where: { action: 'user.create' } })).toBe(2)

    const again = await errorOf(caller.admissions.createStudentAccount({ ...input, email: 'other@example.in' }))
    expect((again as TRPCError).code).toBe('CONFLICT')
    expect(await testDb.db.user.count({ where: { role: 'student' } })).toBe(1)
  })

  it('a taken e-mail fails with its message and leaves the application free to retry', async () => {
    const { reference } = await submitValid()
    const application = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })
    const admin = await makeUser(testDb.db, { role: 'admin', email: 'taken@example.in' })
    await testDb.db.admissionApplication.update({ where: { id: application.id }, data: { status: 'accepted' } })
    const input = { id: application.id, firstName: 'Asha', lastName: 'Sumi', email: 'taken@example.in' }
    const error = await errorOf(createStudentAccount(input, admin, deps))
    expect(error.message).toBe('This email is already registered')
    expect(await testDb.db.admissionEnrollment.count()).toBe(0)
    const { account } = await createStudentAccount({ ...input, email: 'asha@example.in' }, admin, deps)
    expect((await getApplication(application.id, deps)).account?.id).toBe(account.id)
  })
})

describe('/admission-status lookup', () => {
  it('shows the status for the right pair (e-mail in any case) and one generic message otherwise', async () => {
    const { reference } = await submitValid()
    const ok = await lookupApplicationStatus(
      { reference: reference.toLowerCase(), email: 'parent.sumi@EXAMPLE.in' },
      '203.0.113.5',
      deps,
    )
    expect(ok).toMatchObject({ reference, studentName: 'Asha Sumi', status: 'submitted', applyingForClass: 'class5' })

    const wrongEmail = await errorOf(
      lookupApplicationStatus({ reference, email: 'someone@example.in' }, '203.0.113.5', deps),
    )
    const wrongReference = await errorOf(
      lookupApplicationStatus({ reference: 'ADM-2020-99999', email: 'parent.sumi@example.in' }, '203.0.113.5', deps),
    )
    expect(wrongEmail.message).toBe(statusNotFoundMessage)
    expect(wrongReference.message).toBe(statusNotFoundMessage)
    expect((wrongEmail as TRPCError).code).toBe((wrongReference as TRPCError).code)
  })

  it('stops guessing: 5 misses on one reference lock it for everyone, 10 misses lock an address', async () => {
    const { reference } = await submitValid()
    for (let i = 0; i < 5; i++)
      await errorOf(lookupApplicationStatus({ reference, email: `guess${i}@example.in` }, `198.51.100.${i}`, deps))
    const locked = await errorOf(
      lookupApplicationStatus({ reference, email: 'parent.sumi@example.in' }, '198.51.100.200', deps),
    )
    expect((locked as TRPCError).code).toBe('TOO_MANY_REQUESTS')
    expect(locked.message).toBe('Too many attempts. Please try again later.')

    for (let i = 0; i < 10; i++)
      await errorOf(
        lookupApplicationStatus(
          { reference: `ADM-2020-${String(i).padStart(5, '0')}`, email: 'x@example.in' },
          '192.0.2.1',
          deps,
        ),
      )
    const byAddress = await errorOf(
      lookupApplicationStatus({ reference: 'ADM-2020-00042', email: 'x@example.in' }, '192.0.2.1', deps),
    )
    expect((byAddress as TRPCError).code).toBe('TOO_MANY_REQUESTS')
  })
})
