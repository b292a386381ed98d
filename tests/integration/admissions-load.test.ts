// 50 applicants submitting at once, each with two 1 MB documents, all land complete with
// distinct references; run with TEST_DATABASE_URL=postgres://... for PostgreSQL.
import { afterAll, expect, it } from 'vitest'
import { submitApplication } from '~/server/admissions/submit'
import { createTestDatabase } from '../support/test-db'
import { filesOnDisk, testDeps, uploadRequired, validFields } from './admissions-helpers'

const testDb = await createTestDatabase()
const deps = testDeps(testDb)
afterAll(async () => {
  deps.cleanup()
  await testDb.drop()
})

const applicants = 50
const megabyte = 1024 * 1024

it(
  `${applicants} concurrent submissions with two 1 MB documents each all land with their files and distinct references`,
  { timeout: 120_000 },
  async () => {
    const results = await Promise.all(
      Array.from({ length: applicants }, async (_, i) => {
        // Each applicant has its own address, as real families do; the per-address upload limit is not the subject here.
        const documents = await uploadRequired(
          deps,
          { clientAddress: `10.0.${Math.floor(i / 250)}.${i % 250}` },
          megabyte,
        )
        return submitApplication(
          { ...validFields, studentName: `Applicant ${i}`, email: `family${i}@example.in`, documents },
          deps,
        )
      }),
    )

    const references = results.map((result) => result.reference)
    expect(new Set(references).size).toBe(applicants)
    for (const reference of references) expect(reference).toMatch(/^ADM-\d{4}-\d{5}$/)

    const rows = await testDb.db.admissionApplication.findMany({
      select: { reference: true, studentName: true, birthCertificateUrl: true, aadhaarCardUrl: true },
    })
    expect(rows).toHaveLength(applicants)
    expect(new Set(rows.map((row) => row.studentName)).size).toBe(applicants)

    const keys = rows.flatMap((row) => [row.birthCertificateUrl, row.aadhaarCardUrl])
    expect(new Set(keys).size).toBe(applicants * 2)
    expect(filesOnDisk(deps.filesDir)).toEqual([...keys].sort())
    for (const key of keys.slice(0, 4)) expect((await deps.storage.get(key))?.size).toBe(megabyte)

    expect(await testDb.db.admissionUpload.count()).toBe(0)
    expect(await testDb.db.storedFile.count()).toBe(applicants * 2)
    expect(await testDb.db.admissionStatusChange.count()).toBe(applicants)
    // Office notice + applicant confirmation per application.
    expect(await testDb.db.emailOutbox.count()).toBe(applicants * 2)
    expect(deps.errors).toEqual([])
  },
)
