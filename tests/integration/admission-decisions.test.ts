// Decisions with reasons the family sees, the e-mail preview, "under review" notifying
// the family, next steps with dates from the admissions settings, bulk decisions, streams for XI/XII, the
// applicant photo, the class range from the settings, and the admission letter PDF.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Papa from 'papaparse'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { handleDocumentRequest, handleExportRequest } from '~/server/admissions/http'
import { handleLetterRequest } from '~/server/admissions/letter'
import { submitApplication } from '~/server/admissions/submit'
import { createSession } from '~/server/auth/session'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { callerFor, makeUser } from '../support/accounts'
import { failureOf } from '../support/failures'
import { createTestDatabase } from '../support/test-db'
import {
  origin,
  pdfBytes,
  pngBytes,
  testDeps,
  upload,
  uploadRequired,
  validFields,
  type TestDeps,
} from './admissions-helpers'

const appFilesDir = mkdtempSync(join(tmpdir(), 'admission-decisions-files-'))
process.env.FILES_DIR = appFilesDir
const testDb = await createTestDatabase()
process.env.DATABASE_URL = testDb.url
const { db } = testDb
const now = fixedClock('2026-11-24T10:00:00+05:30')

let deps: TestDeps
let admin: SessionUser
const asAdmin = () => callerFor(admin, { db, now }).caller

beforeEach(async () => {
  await testDb.reset()
  rmSync(appFilesDir, { recursive: true, force: true })
  deps = testDeps(testDb, { filesDir: appFilesDir, now })
  admin = await makeUser(db, { role: 'admin', firstName: 'Temjen', lastName: 'Ao' })
})
afterAll(async () => {
  rmSync(appFilesDir, { recursive: true, force: true })
  await testDb.drop()
})

async function submit(overrides: Record<string, unknown> = {}, documents: Record<string, string | null> = {}) {
  const required = await uploadRequired(deps)
  const { reference } = await submitApplication(
    { ...validFields, documents: { ...required, ...documents }, ...overrides },
    deps,
  )
  return db.admissionApplication.findUniqueOrThrow({ where: { reference } })
}

async function underReview(overrides: Record<string, unknown> = {}) {
  const application = await submit(overrides)
  await asAdmin().admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' })
  return application
}

const lookup = (application: { reference: string; email: string }) =>
  callerFor(null, { db, now }).caller.admissions.lookupStatus({
    reference: application.reference,
    email: application.email,
  })

describe('decisions with reasons', () => {
  it('waitlisting and rejecting require a reason; refused requests write nothing', async () => {
    const application = await underReview()
    const before = {
      changes: await db.admissionStatusChange.count(),
      emails: await db.emailOutbox.count(),
      audit: await db.auditLog.count(),
    }
    for (const reason of [undefined, null, '', '   ']) {
      const error = await failureOf(
        asAdmin().admissions.changeStatus({ id: application.id, from: 'under_review', to: 'rejected', reason }),
      )
      expect(error.code).toBe('BAD_REQUEST')
      expect(error.message).toContain('Please give the reason the family will read.')
    }
    expect(
      (
        await failureOf(
          asAdmin().admissions.changeStatus({ id: application.id, from: 'under_review', to: 'waitlisted' }),
        )
      ).code,
    ).toBe('BAD_REQUEST')
    expect(
      (
        await failureOf(
          asAdmin().admissions.changeStatus({
            id: application.id,
            from: 'under_review',
            to: 'rejected',
            reason: 'x'.repeat(1001),
          }),
        )
      ).code,
    ).toBe('BAD_REQUEST')
    expect(await db.admissionApplication.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({
      status: 'under_review',
    })
    expect({
      changes: await db.admissionStatusChange.count(),
      emails: await db.emailOutbox.count(),
      audit: await db.auditLog.count(),
    }).toEqual(before)
  })

  it('the rejection reason reaches /admission-status, the e-mail, the history and the audit log', async () => {
    const application = await underReview()
    await db.emailOutbox.deleteMany()
    await asAdmin().admissions.changeStatus({
      id: application.id,
      from: 'under_review',
      to: 'rejected',
      reason: 'Class 5 has no seat left this year.',
      note: 'Internal: sibling policy',
    })
    const status = await lookup(application)
    expect(status).toMatchObject({ status: 'rejected', reason: 'Class 5 has no seat left this year.', nextSteps: null })
    const email = await db.emailOutbox.findFirstOrThrow()
    expect(email.text).toContain('Reason: Class 5 has no seat left this year.')
    expect(email.text).not.toContain('Internal')
    const detail = await asAdmin().admissions.byId({ id: application.id })
    expect(detail.history.at(-1)).toMatchObject({
      to: 'rejected',
      reason: 'Class 5 has no seat left this year.',
      note: 'Internal: sibling policy',
    })
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: 'admission.status_change', targetId: application.id },
      orderBy: { createdAt: 'desc' },
    })
    expect(JSON.parse(audit.details!)).toMatchObject({
      from: 'under_review',
      to: 'rejected',
      reason: 'Class 5 has no seat left this year.',
    })
  })

  it('a reason sent with Accept or Start review is not kept or told', async () => {
    const application = await submit()
    await asAdmin().admissions.changeStatus({
      id: application.id,
      from: 'submitted',
      to: 'under_review',
      reason: 'ignored',
    })
    await asAdmin().admissions.changeStatus({
      id: application.id,
      from: 'under_review',
      to: 'accepted',
      reason: 'ignored too',
    })
    const changes = await db.admissionStatusChange.findMany({ where: { applicationId: application.id } })
    expect(changes.every((change) => change.reason === null)).toBe(true)
    expect((await lookup(application)).reason).toBeNull()
  })

  it('"Under review" e-mails the family and notifies their account; a decision does too', async () => {
    const parent = await makeUser(db, { role: 'parent', email: validFields.email.toLowerCase() })
    const application = await submit()
    await db.emailOutbox.deleteMany()
    expect(
      await asAdmin().admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' }),
    ).toEqual({ status: 'under_review', emailed: true })
    const email = await db.emailOutbox.findFirstOrThrow()
    expect(email).toMatchObject({
      to: application.email,
      subject: `Application ${application.reference}: Under review`,
    })
    expect(email.text).toContain('started reviewing')
    await asAdmin().admissions.changeStatus({
      id: application.id,
      from: 'under_review',
      to: 'waitlisted',
      reason: 'The class is full.',
    })
    const notifications = await db.notification.findMany({
      where: { userId: parent.id },
      orderBy: { createdAt: 'asc' },
    })
    expect(notifications.map((n) => [n.kind, n.title])).toEqual([
      ['admission_decision', `Application ${application.reference}: Under review`],
      ['admission_decision', `Application ${application.reference}: Waitlisted`],
    ])
    expect(notifications[1]!.body).toContain('Reason: The class is full.')
    // Nobody else's bell.
    expect(await db.notification.count({ where: { userId: { not: parent.id }, kind: 'admission_decision' } })).toBe(0)
  })

  it('the preview is the e-mail that goes, reason included; admins only', async () => {
    const application = await underReview()
    const preview = await asAdmin().admissions.previewStatusEmail({
      id: application.id,
      to: 'rejected',
      reason: 'No seat in Class 5.',
    })
    expect(preview).toMatchObject({
      to: application.email,
      subject: `Application ${application.reference}: Not accepted`,
    })
    expect(preview!.text).toContain('Reason: No seat in Class 5.')
    await db.emailOutbox.deleteMany()
    await asAdmin().admissions.changeStatus({
      id: application.id,
      from: 'under_review',
      to: 'rejected',
      reason: 'No seat in Class 5.',
    })
    expect((await db.emailOutbox.findFirstOrThrow()).text).toBe(preview!.text)
    expect(await asAdmin().admissions.previewStatusEmail({ id: application.id, to: 'submitted' })).toBeNull()
    expect((await failureOf(asAdmin().admissions.previewStatusEmail({ id: 'missing', to: 'accepted' }))).code).toBe(
      'NOT_FOUND',
    )
  })
})

describe('next steps from the admissions settings', () => {
  it('with no dates set, the status page and e-mail say so plainly; with dates, they name them (DD/MM/YYYY)', async () => {
    const first = await underReview()
    await db.emailOutbox.deleteMany()
    await asAdmin().admissions.changeStatus({ id: first.id, from: 'under_review', to: 'accepted' })
    const unset = await lookup(first)
    expect(unset.nextSteps!.map((step) => step.date)).toEqual([null, null, null])
    expect(unset.nextSteps!.every((step) => step.detail.includes('has not fixed'))).toBe(true)
    expect((await db.emailOutbox.findFirstOrThrow()).text).toContain('The school has not fixed this date yet')

    await asAdmin().admissionSettings.update({
      lowestClass: 'nursery',
      highestClass: 'class12',
      documentsDueBy: '2027-01-15',
      feesDueBy: '2027-01-31',
      classesBeginOn: '2027-04-01',
    })
    const second = await underReview({ studentName: 'Bendang Ao', email: 'bendang@example.in' })
    await db.emailOutbox.deleteMany()
    await asAdmin().admissions.changeStatus({ id: second.id, from: 'under_review', to: 'accepted' })
    const text = (await db.emailOutbox.findFirstOrThrow()).text
    expect(text).toContain('by 15/01/2027')
    expect(text).toContain('by 31/01/2027')
    expect(text).toContain('Classes begin on 01/04/2027')
    expect((await lookup(second)).nextSteps!.map((step) => step.date)).toEqual([
      '2027-01-15',
      '2027-01-31',
      '2027-04-01',
    ])
  })
})

describe('admissions settings', () => {
  it('public read with defaults; admin update is validated, audit-logged and narrows the form', async () => {
    const anonymous = callerFor(null, { db, now }).caller
    expect(await anonymous.admissionSettings.get()).toEqual({
      lowestClass: 'nursery',
      highestClass: 'class12',
      documentsDueBy: null,
      feesDueBy: null,
      classesBeginOn: null,
      session: null,
    })
    const backwards = await failureOf(
      asAdmin().admissionSettings.update({ lowestClass: 'class5', highestClass: 'class2' }),
    )
    expect(backwards.message).toContain('The highest class cannot be below the lowest class.')
    expect(
      (
        await failureOf(
          asAdmin().admissionSettings.update({
            lowestClass: 'nursery',
            highestClass: 'class12',
            feesDueBy: '31/02/2027',
          }),
        )
      ).code,
    ).toBe('BAD_REQUEST')
    expect(
      (
        await failureOf(
          asAdmin().admissionSettings.update({ lowestClass: 'class0' as 'nursery', highestClass: 'class12' }),
        )
      ).code,
    ).toBe('BAD_REQUEST')
    expect(await db.admissionSettings.count()).toBe(0)

    await asAdmin().admissionSettings.update({
      lowestClass: 'nursery',
      highestClass: 'class11',
      feesDueBy: '2027-01-31',
    })
    expect(await anonymous.admissionSettings.get()).toMatchObject({
      highestClass: 'class11',
      feesDueBy: '2027-01-31',
      documentsDueBy: null,
    })
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'admission.settings_change' } })
    expect(JSON.parse(audit.details!)).toEqual({
      highestClass: { from: 'class12', to: 'class11' },
      feesDueBy: { from: null, to: '2027-01-31' },
    })

    // The server refuses a class the settings do not open, and keeps nothing of that submission.
    const documents = await uploadRequired(deps)
    await expect(
      submitApplication({ ...validFields, applyingForClass: 'class12', stream: 'science', documents }, deps),
    ).rejects.toThrow('Admissions are open from Nursery to Class XI only.')
    expect(await db.admissionApplication.count()).toBe(0)
    expect(await db.admissionUpload.count()).toBe(0)
  })
})

describe('streams for Classes XI and XII', () => {
  it('required for XI and XII, refused when unknown, dropped below XI', async () => {
    const documents = await uploadRequired(deps)
    await expect(submitApplication({ ...validFields, applyingForClass: 'class11', documents }, deps)).rejects.toThrow(
      'Stream is required for Classes XI and XII.',
    )
    const again = await uploadRequired(deps)
    await expect(
      submitApplication({ ...validFields, applyingForClass: 'class12', stream: 'biology', documents: again }, deps),
    ).rejects.toThrow('Choose Science, Commerce or Arts.')
    expect(await db.admissionApplication.count()).toBe(0)

    const senior = await submit({ applyingForClass: 'class12', stream: 'commerce' })
    expect(senior.stream).toBe('commerce')
    const junior = await submit({ applyingForClass: 'class5', stream: 'arts', email: 'other@example.in' })
    expect(junior.stream).toBeNull()
    expect((await asAdmin().admissions.list({})).items.find((item) => item.id === senior.id)?.stream).toBe('commerce')
  })

  it('the enrolment created on acceptance carries the stream; the CSV export has a Stream column', async () => {
    await asAdmin().fees.setup.years.create({ name: '2026-27' })
    const application = await underReview({ applyingForClass: 'class11', stream: 'science' })
    await asAdmin().admissions.changeStatus({ id: application.id, from: 'under_review', to: 'accepted' })
    const { account } = await asAdmin().admissions.createStudentAccount({
      id: application.id,
      firstName: 'Asha',
      lastName: 'Sumi',
    })
    expect(await db.enrolment.findFirstOrThrow({ where: { studentId: account.id } })).toMatchObject({
      className: 'class11',
      stream: 'science',
    })

    const cookie = `session=${(await createSession(admin.id, { db })).token}`
    const response = await handleExportRequest(
      new Request(`${origin}/api/admissions/export.csv`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
      deps,
    )
    const [row] = Papa.parse<Record<string, string>>((await response.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(row).toMatchObject({ 'Applying for class': 'Class 11', Stream: 'Science', 'Photo uploaded': 'No' })
  })

  it('an account made from an application and then deleted can be made again', async () => {
    const application = await underReview({ applyingForClass: 'class5' })
    await asAdmin().admissions.changeStatus({ id: application.id, from: 'under_review', to: 'accepted' })
    const first = await asAdmin().admissions.createStudentAccount({
      id: application.id,
      firstName: 'Asha',
      lastName: 'Sumi',
    })
    await asAdmin().users.delete({ id: first.account.id })
    expect((await asAdmin().admissions.byId({ id: application.id })).account).toBeNull()
    const second = await asAdmin().admissions.createStudentAccount({
      id: application.id,
      firstName: 'Asha',
      lastName: 'Sumi',
    })
    expect(second.account.id).not.toBe(first.account.id)
    expect((await asAdmin().admissions.byId({ id: application.id })).account).toMatchObject({ id: second.account.id })
  })
})

describe('applicant photo', () => {
  it('a PNG photo is stored privately and shown to admins only; a PDF as photo is refused and nothing kept', async () => {
    const photo = await upload(deps, 'photo', 'asha.png', pngBytes)
    expect(photo.status).toBe(201)
    const application = await submit({}, { photo: photo.json.token })
    expect(application.photoUrl).toMatch(/^admission-documents\/photos\//)
    const detail = await asAdmin().admissions.byId({ id: application.id })
    expect(detail.documents.find((document) => document.kind === 'photo')).toMatchObject({
      present: true,
      contentType: 'image/png',
    })
    expect(deps.storage.publicUrl(application.photoUrl!)).toBeNull()

    const get = async (cookie?: string) =>
      handleDocumentRequest(
        new Request(`${origin}/api/admissions/${application.id}/documents/photo`, {
          headers: cookie ? { cookie } : {},
        }),
        { id: application.id, kind: 'photo' },
        deps,
      )
    expect((await get()).status).toBe(401)
    const teacher = await makeUser(db, { role: 'teacher' })
    expect((await get(`session=${(await createSession(teacher.id, { db })).token}`)).status).toBe(403)
    const served = await get(`session=${(await createSession(admin.id, { db })).token}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')

    const applications = await db.admissionApplication.count()
    const pdfAsPhoto = await upload(deps, 'photo', 'photo.pdf', pdfBytes())
    expect(pdfAsPhoto.status).toBe(201)
    const documents = await uploadRequired(deps)
    await expect(
      submitApplication(
        { ...validFields, email: 'x@example.in', documents: { ...documents, photo: pdfAsPhoto.json.token } },
        deps,
      ),
    ).rejects.toThrow('Only JPEG and PNG photos are accepted')
    expect(await db.admissionApplication.count()).toBe(applications)
    expect(await db.admissionUpload.count()).toBe(0)
  })

  it('an oversized photo is refused at upload like a document', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(pngBytes)
    const refused = await upload(deps, 'photo', 'big.png', big)
    expect(refused.status).toBe(413)
    expect(await db.admissionUpload.count()).toBe(0)
  })
})

describe('bulk decisions', () => {
  it('one decision for several applications: each moves on its own, the rest are reported, each is audit-logged', async () => {
    const a = await underReview({ studentName: 'Asha Sumi' })
    const b = await underReview({ studentName: 'Bendang Ao', email: 'bendang@example.in' })
    const c = await submit({ studentName: 'Chuba Jamir', email: 'chuba@example.in' })
    await db.emailOutbox.deleteMany()
    const result = await asAdmin().admissions.changeStatusBulk({
      ids: [a.id, b.id, c.id, 'missing-id', a.id],
      to: 'accepted',
    })
    expect(result.moved).toBe(2)
    expect(result.results.map((row) => [row.reference, row.ok, row.message])).toEqual([
      [a.reference, true, null],
      [b.reference, true, null],
      [c.reference, false, 'Submitted: cannot be moved to accepted.'],
      [null, false, 'Application not found'],
    ])
    expect(result.results.slice(0, 2).every((row) => row.emailed === true)).toBe(true)
    expect((await db.admissionApplication.findUniqueOrThrow({ where: { id: c.id } })).status).toBe('submitted')
    expect(await db.emailOutbox.count()).toBe(2)
    const audits = await db.auditLog.findMany({
      where: { action: 'admission.status_change', targetId: { in: [a.id, b.id, c.id] } },
      select: { targetId: true, details: true },
    })
    const bulkAudits = audits.filter((entry) => JSON.parse(entry.details!).bulk === true)
    expect(bulkAudits.map((entry) => entry.targetId).sort()).toEqual([a.id, b.id].sort())
  })

  it('a bulk rejection needs a reason, which each family sees; bad input writes nothing', async () => {
    const a = await underReview()
    const b = await underReview({ email: 'bendang@example.in' })
    const before = await db.admissionStatusChange.count()
    expect(
      (await failureOf(asAdmin().admissions.changeStatusBulk({ ids: [a.id, b.id], to: 'rejected' }))).message,
    ).toContain('Please give the reason the family will read.')
    expect((await failureOf(asAdmin().admissions.changeStatusBulk({ ids: [], to: 'accepted' }))).message).toContain(
      'Choose at least one application.',
    )
    expect(
      (
        await failureOf(
          asAdmin().admissions.changeStatusBulk({
            ids: Array.from({ length: 101 }, (_, i) => `id-${i}`),
            to: 'accepted',
          }),
        )
      ).code,
    ).toBe('BAD_REQUEST')
    expect(await db.admissionStatusChange.count()).toBe(before)

    await asAdmin().admissions.changeStatusBulk({
      ids: [a.id, b.id],
      to: 'rejected',
      reason: 'All seats in Class 5 are taken.',
    })
    expect((await lookup(a)).reason).toBe('All seats in Class 5 are taken.')
    expect((await lookup(b)).reason).toBe('All seats in Class 5 are taken.')
  })
})

describe('admission letter', () => {
  const post = async (id: string, cookie?: string, init: { method?: string; origin?: string | null } = {}) =>
    handleLetterRequest(
      new Request(`${origin}/api/admissions/${id}/letter.pdf`, {
        method: init.method ?? 'POST',
        headers: { ...(init.origin === null ? {} : { origin: init.origin ?? origin }), ...(cookie ? { cookie } : {}) },
      }),
      { id },
      deps,
    )
  const cookieOf = async (user: SessionUser) => `session=${(await createSession(user.id, { db })).token}`

  it('a one-page PDF for an accepted applicant, admins only, POST only, audit-logged', async () => {
    await asAdmin().admissionSettings.update({
      lowestClass: 'nursery',
      highestClass: 'class12',
      feesDueBy: '2027-01-31',
    })
    const application = await underReview({ applyingForClass: 'class12', stream: 'arts' })
    const adminCookie = await cookieOf(admin)
    expect((await post(application.id, adminCookie)).status).toBe(409)
    await asAdmin().admissions.changeStatus({ id: application.id, from: 'under_review', to: 'accepted' })

    expect((await post(application.id)).status).toBe(401)
    expect((await post(application.id, await cookieOf(await makeUser(db, { role: 'teacher' })))).status).toBe(403)
    expect((await post(application.id, await cookieOf(await makeUser(db, { role: 'parent' })))).status).toBe(403)
    expect((await post(application.id, adminCookie, { method: 'GET' })).status).toBe(405)
    expect((await post(application.id, adminCookie, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post('no-such-application', adminCookie)).status).toBe(404)
    expect(await db.auditLog.count({ where: { action: 'admission.letter_download' } })).toBe(0)

    const response = await post(application.id, adminCookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain(`admission-letter-${application.reference}.pdf`)
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe(`Admission letter ${application.reference}`)
    expect(await db.auditLog.count({ where: { action: 'admission.letter_download', targetId: application.id } })).toBe(
      1,
    )
  })
})
