// The privacy notice's retention rule (src/server/admissions/retention.ts): documents of applicants not admitted are
// due N months after the session they applied for starts; an admin reviews the list and deletes them.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { dataProtection } from '#app-config'
import { handleDocumentRequest } from '~/server/admissions/http'
import { documentsDueOn, sessionStartFor } from '~/server/admissions/retention'
import { submitApplication } from '~/server/admissions/submit'
import type { SessionUser } from '~/server/auth/session'
import { callerFor, makeUser } from '../support/accounts'
import { createTestDatabase } from '../support/test-db'
import { filesOnDisk, testDeps, uploadRequired, validFields, type TestDeps } from './admissions-helpers'

const filesDir = mkdtempSync(join(tmpdir(), 'retention-files-'))
process.env.FILES_DIR = filesDir
const testDb = await createTestDatabase()
process.env.DATABASE_URL = testDb.url

let admin: SessionUser
let deps: TestDeps
beforeEach(async () => {
  await testDb.reset()
  rmSync(filesDir, { recursive: true, force: true })
  deps = testDeps(testDb, { filesDir })
  admin = await makeUser(testDb.db, { role: 'admin' })
})
afterAll(async () => {
  rmSync(filesDir, { recursive: true, force: true })
  await testDb.drop()
})

const asAdminAt = (at: string) => callerFor(admin, { db: testDb.db, now: () => new Date(at) }).caller

/** An application made on `createdAt` with its two documents, then moved to `status`. */
async function application(createdAt: string, status: 'rejected' | 'waitlisted' | 'accepted' | 'submitted') {
  const documents = await uploadRequired(deps)
  const { reference } = await submitApplication({ ...validFields, documents }, deps)
  return testDb.db.admissionApplication.update({
    where: { reference },
    data: { createdAt: new Date(createdAt), status },
    select: { id: true, reference: true, birthCertificateUrl: true },
  })
}

describe('when documents are due', () => {
  it('the session an application is for starts on the first 1 April on or after it; due N months later', () => {
    expect(sessionStartFor('2025-11-10')).toBe('2026-04-01')
    expect(sessionStartFor('2026-04-01')).toBe('2026-04-01')
    expect(sessionStartFor('2026-04-02')).toBe('2027-04-01')
    expect(dataProtection.unadmittedDocumentsMonths).toBe(6)
    // 10 November 2025 in Dimapur (UTC+5:30) is still the 10th at 23:00.
    expect(documentsDueOn(new Date('2025-11-10T17:30:00Z'))).toBe('2026-10-01')
  })
})

describe('the review', () => {
  it('lists the applications not admitted whose documents are due, and an admin deletes them; the rest stay', async () => {
    const rejected = await application('2025-11-10T06:00:00Z', 'rejected')
    const waitlisted = await application('2025-12-01T06:00:00Z', 'waitlisted')
    const accepted = await application('2025-11-12T06:00:00Z', 'accepted')
    // Applied for the session starting 1 April 2027: due on 1 October 2027.
    const recent = await application('2026-06-01T06:00:00Z', 'rejected')

    // The day before: nothing is due.
    expect(await asAdminAt('2026-09-30T12:00:00Z').admissions.retentionDue()).toMatchObject({ count: 0 })
    const due = await asAdminAt('2026-10-01T06:00:00Z').admissions.retentionDue()
    expect(due.items.map((item) => [item.reference, item.dueOn])).toEqual([
      [rejected.reference, '2026-10-01'],
      [waitlisted.reference, '2026-10-01'],
    ])

    const filesBefore = filesOnDisk(filesDir).length
    const result = await asAdminAt('2026-10-01T06:00:00Z').admissions.deleteDueDocuments({
      ids: [rejected.id, waitlisted.id, accepted.id, recent.id],
    })
    // The accepted and the recent application were not due: only the two due ones lost their files.
    expect(result).toEqual({ deleted: 2 })
    expect(filesOnDisk(filesDir)).toHaveLength(filesBefore - 4)
    const rows = await testDb.db.admissionApplication.findMany({
      where: { id: { in: [rejected.id, accepted.id] } },
      select: { id: true, documentsDeletedAt: true },
    })
    expect(rows.find((row) => row.id === rejected.id)!.documentsDeletedAt).not.toBeNull()
    expect(rows.find((row) => row.id === accepted.id)!.documentsDeletedAt).toBeNull()
    expect(await testDb.db.auditLog.count({ where: { action: 'admission.documents_delete' } })).toBe(1)
    expect(await asAdminAt('2026-10-01T06:00:00Z').admissions.retentionDue()).toMatchObject({ count: 0 })

    // The admin's detail page says the document is gone, and its download answers 410 Gone.
    const detail = await asAdminAt('2026-10-01T06:00:00Z').admissions.byId({ id: rejected.id })
    expect(detail.documents.find((document) => document.kind === 'birthCertificate')?.present).toBe(false)
    const download = await handleDocumentRequest(
      new Request(`http://school.test/api/admissions/${rejected.id}/documents/birthCertificate`),
      { id: rejected.id, kind: 'birthCertificate' },
      { db: testDb.db, storage: deps.storage, resolveUser: async () => admin },
    )
    expect(download.status).toBe(410)
  })

  it('two admins deleting at once delete each application once', async () => {
    const rejected = await application('2025-11-10T06:00:00Z', 'rejected')
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        asAdminAt('2026-10-02T06:00:00Z').admissions.deleteDueDocuments({ ids: [rejected.id] }),
      ),
    )
    const deleted = results.map((result) => (result.status === 'fulfilled' ? result.value.deleted : 0))
    expect(deleted.reduce((sum, n) => sum + n, 0)).toBe(1)
    expect(await testDb.db.auditLog.count({ where: { action: 'admission.documents_delete' } })).toBe(1)
  })
})
