// The privacy notice and the terms of use (src/server/legal/): the built-in first version, versions an admin
// publishes, two admins publishing at once, and the admission form's consent stored with the notice's version.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TRPCError } from '@trpc/server'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { dataProtection } from '#app-config'
import { submitApplication } from '~/server/admissions/submit'
import type { SessionUser } from '~/server/auth/session'
import { staleVersionMessage } from '~/server/legal/documents'
import { publicContentVersion } from '~/server/public-cache/versions'
import { privacyNoticeChangedMessage } from '~/shared/legal'
import { callerFor, makeUser } from '../support/accounts'
import { errorOf } from '../support/failures'
import { createTestDatabase } from '../support/test-db'
import { filesOnDisk, testDeps, uploadRequired, validFields, type TestDeps } from './admissions-helpers'

const filesDir = mkdtempSync(join(tmpdir(), 'legal-files-'))
process.env.FILES_DIR = filesDir
const testDb = await createTestDatabase()
process.env.DATABASE_URL = testDb.url

const now = new Date('2026-11-28T06:30:00Z')
let admin: SessionUser
let deps: TestDeps
beforeEach(async () => {
  await testDb.reset()
  rmSync(filesDir, { recursive: true, force: true })
  deps = testDeps(testDb, { filesDir })
  admin = await makeUser(testDb.db, { role: 'admin', firstName: 'Temjen', lastName: 'Ao' })
})
afterAll(async () => {
  rmSync(filesDir, { recursive: true, force: true })
  await testDb.drop()
})

const asAdmin = () => callerFor(admin, { db: testDb.db, now: () => now }).caller
const anyone = () => callerFor(null, { db: testDb.db, now: () => now }).caller

describe('the legal pages', () => {
  it('start as the built-in text written for this school (version 1), with sections the footer can link to', async () => {
    const privacy = await anyone().legal.page({ kind: 'privacy' })
    expect(privacy).toMatchObject({ version: 1, latest: 1 })
    expect(privacy.html).toContain('Aadhaar')
    expect(privacy.html).toContain(dataProtection.grievanceOfficer.email)
    expect(privacy.html).toContain(`${dataProtection.unadmittedDocumentsMonths} months`)
    expect(privacy.html).toContain('<h2 id="cookies">Cookies</h2>')
    expect(privacy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['what-we-collect', 'why-we-collect-it', 'who-sees-it', 'how-long-we-keep-it', 'cookies']),
    )
    const terms = await anyone().legal.page({ kind: 'terms' })
    expect(terms.version).toBe(1)
    // Read twice, stored once.
    await anyone().legal.page({ kind: 'privacy' })
    expect(await testDb.db.legalDocumentVersion.count()).toBe(2)
  })

  it('an admin publishes a new version (sanitized, audit-logged, dropping the cached pages); the old one stays readable', async () => {
    const before = publicContentVersion()
    const { version } = await asAdmin().legal.publish({
      kind: 'privacy',
      baseVersion: 1,
      content: '<h2>What we collect</h2><p>Names.</p><script>alert(1)</script><h2>Cookies</h2><p>One.</p>',
      summary: 'Shorter',
    })
    expect(version).toBe(2)
    expect(publicContentVersion()).toBeGreaterThan(before)
    const current = await anyone().legal.page({ kind: 'privacy' })
    expect(current).toMatchObject({ version: 2, latest: 2 })
    expect(current.html).not.toContain('script')
    expect(current.html).toContain('<h2 id="cookies">Cookies</h2>')
    const first = await anyone().legal.page({ kind: 'privacy', version: 1 })
    expect(first).toMatchObject({ version: 1, latest: 2 })
    expect(first.html).toContain('Aadhaar')
    await expect(anyone().legal.page({ kind: 'privacy', version: 9 })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const history = await asAdmin().legal.history({ kind: 'privacy' })
    expect(history.map((row) => [row.version, row.summary, row.createdByName])).toEqual([
      [2, 'Shorter', 'Temjen Ao'],
      [1, null, 'The school'],
    ])
    const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'legal.publish' } })
    expect(audit.targetLabel).toBe('Privacy Notice, version 2')
  })

  it('refuses an empty text and a summary-less save, writing nothing', async () => {
    await anyone().legal.page({ kind: 'terms' })
    const empty = await errorOf(
      asAdmin().legal.publish({ kind: 'terms', baseVersion: 1, content: '<script>x</script>', summary: 'x' }),
    )
    expect((empty as TRPCError).code).toBe('BAD_REQUEST')
    const noSummary = await errorOf(
      asAdmin().legal.publish({ kind: 'terms', baseVersion: 1, content: 'Text', summary: ' ' }),
    )
    expect((noSummary as TRPCError).message).toContain('Say in a few words what changed.')
    expect(await testDb.db.legalDocumentVersion.count({ where: { kind: 'terms' } })).toBe(1)
  })

  it('of ten admins publishing on the same version at once, exactly one gets in; the others are told to reload', async () => {
    await anyone().legal.page({ kind: 'terms' })
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        asAdmin().legal.publish({ kind: 'terms', baseVersion: 1, content: `<p>Text ${n}</p>`, summary: `Edit ${n}` }),
      ),
    )
    const won = results.filter((result) => result.status === 'fulfilled')
    expect(won).toHaveLength(1)
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'CONFLICT', message: staleVersionMessage })
      }
    }
    expect(await testDb.db.legalDocumentVersion.count({ where: { kind: 'terms' } })).toBe(2)
    expect(await testDb.db.auditLog.count({ where: { action: 'legal.publish' } })).toBe(1)
  })
})

describe("the admission form's consent", () => {
  it('is stored with the version of the Privacy Notice the form showed', async () => {
    const documents = await uploadRequired(deps)
    const { reference } = await submitApplication({ ...validFields, privacyNoticeVersion: 1, documents }, deps)
    const stored = await testDb.db.admissionApplication.findUniqueOrThrow({ where: { reference } })
    expect(stored.privacyNoticeVersion).toBe(1)
  })

  it('given to a notice that has changed since, is refused at the box and keeps nothing', async () => {
    await anyone().legal.page({ kind: 'privacy' })
    await asAdmin().legal.publish({ kind: 'privacy', baseVersion: 1, content: '<p>New text</p>', summary: 'New' })
    const documents = await uploadRequired(deps)
    const error = await errorOf(submitApplication({ ...validFields, privacyNoticeVersion: 1, documents }, deps))
    expect(error.message).toBe(privacyNoticeChangedMessage)
    expect(await testDb.db.admissionApplication.count()).toBe(0)
    expect(await testDb.db.admissionUpload.count()).toBe(0)
    expect(filesOnDisk(filesDir)).toEqual([])
  })
})
