// An application belongs to the session its admission round was for: accepting it enrols the child in that fee
// year (created as upcoming when new, never made current), and the letter, class lists and fee issue follow it.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { admissionLetterOf } from '~/server/admissions/letter'
import { submitApplication } from '~/server/admissions/submit'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { callerFor } from '../support/accounts'
import { createTestDatabase } from '../support/test-db'
import { testDeps, uploadRequired, validFields, type TestDeps } from './admissions-helpers'
import { buildFeeSchool, type FeeSchool } from './fees-fixture'

const testDb = await createTestDatabase()
const { db } = testDb
const now = fixedClock('2026-11-24T10:00:00+05:30')

let deps: TestDeps
let school: FeeSchool
let admin: SessionUser
const asAdmin = () => callerFor(admin, { db, now }).caller

beforeEach(async () => {
  await testDb.reset()
  deps = testDeps(testDb, { now })
  school = await buildFeeSchool(db)
  admin = school.admin
})
afterAll(async () => {
  deps.cleanup()
  await testDb.drop()
})

async function openRound(session: string | null) {
  await asAdmin().admissionSettings.update({ lowestClass: 'nursery', highestClass: 'class12', session })
}

/** Submitted through the public form's path, taken to accepted by the admin. */
async function acceptedApplication(studentName: string, email: string) {
  const documents = await uploadRequired(deps)
  const { reference } = await submitApplication({ ...validFields, studentName, email, documents }, deps)
  const application = await db.admissionApplication.findUniqueOrThrow({ where: { reference } })
  await asAdmin().admissions.changeStatus({ id: application.id, from: 'submitted', to: 'under_review' })
  await asAdmin().admissions.changeStatus({ id: application.id, from: 'under_review', to: 'accepted' })
  return application
}

const createAccount = (id: string, firstName: string) =>
  asAdmin().admissions.createStudentAccount({
    id,
    firstName,
    lastName: 'Rio',
    email: `${firstName}@student.example.in`,
  })

const enrolmentsOf = (studentId: string) =>
  db.enrolment.findMany({ where: { studentId }, select: { className: true, year: { select: { name: true } } } })

describe('admissions for the next session', () => {
  it('enrols a 2027-28 application in 2027-28, created upcoming; the letter, class list and issue follow it', async () => {
    await openRound('2027-28')
    const application = await acceptedApplication('Kevi Rio', 'rio.parents@example.in')
    expect(application.session).toBe('2027-28')

    const { account } = await createAccount(application.id, 'kevi')
    expect(await enrolmentsOf(account.id)).toEqual([{ className: 'class5', year: { name: '2027-28' } }])
    const years = await db.academicYear.findMany({ orderBy: { name: 'asc' }, select: { name: true, isCurrent: true } })
    expect(years).toEqual([
      { name: '2026-27', isCurrent: true },
      { name: '2027-28', isCurrent: false },
    ])
    expect(await db.auditLog.count({ where: { action: 'fees.year_create', targetLabel: '2027-28' } })).toBe(1)

    const letter = await admissionLetterOf(application.id, deps)
    expect(letter).toMatchObject({ session: '2027-28', admittedTo: 'Class V' })

    // This year's Class 5 list and Term 3 issue do not include the child.
    const list = await asAdmin().classLists.get({ className: 'class5' })
    expect(list.year?.name).toBe('2026-27')
    expect(list.students.map((s) => s.name)).not.toContain('kevi Rio')
    expect(list.students.some((s) => s.schoolId === account.uniqueId)).toBe(false)
    await asAdmin().fees.setup.issueTerm({ termId: school.terms.term3.id })
    expect(await db.feeCharge.count({ where: { studentId: account.id } })).toBe(0)

    // 2027-28's first term, once set up, charges the child.
    const setup = asAdmin().fees.setup
    const next = await db.academicYear.findUniqueOrThrow({ where: { name: '2027-28' } })
    const term = await setup.terms.create({
      yearId: next.id,
      name: 'Term 1',
      dueDate: '2027-04-25',
      graceDays: 0,
      fineKind: 'none',
      fineAmountPaise: 0,
    })
    await setup.structure.set({
      termId: term.id,
      className: 'class5',
      headId: school.heads.tuition.id,
      amountPaise: 5_500_00,
    })
    expect(await setup.issuePreview({ termId: term.id })).toMatchObject({ students: 1, totalPaise: 5_500_00 })
    await setup.issueTerm({ termId: term.id })
    expect(await db.feeCharge.findMany({ where: { studentId: account.id }, select: { termId: true } })).toEqual([
      { termId: term.id },
    ])
  })

  it('an application of the current session (or of a round that named none) enrols in the current year as before', async () => {
    await openRound('2026-27')
    const named = await acceptedApplication('Vini Rio', 'rio.parents@example.in')
    await openRound(null)
    const unnamed = await acceptedApplication('Nei Rio', 'rio.family@example.in')
    expect([named.session, unnamed.session]).toEqual(['2026-27', null])

    const ids: string[] = []
    for (const [application, name] of [
      [named, 'vini'],
      [unnamed, 'nei'],
    ] as const) {
      const { account } = await createAccount(application.id, name)
      ids.push(account.id)
      expect(await enrolmentsOf(account.id)).toEqual([{ className: 'class5', year: { name: '2026-27' } }])
      expect((await admissionLetterOf(application.id, deps)) as { session: string }).toMatchObject({
        session: '2026-27',
      })
      const list = await asAdmin().classLists.get({ className: 'class5' })
      expect(list.students.some((s) => s.schoolId === account.uniqueId)).toBe(true)
    }
    expect(await db.academicYear.count()).toBe(1)
    await asAdmin().fees.setup.issueTerm({ termId: school.terms.term3.id })
    const charged = await db.feeCharge.findMany({
      where: { termId: school.terms.term3.id, studentId: { in: ids } },
      distinct: ['studentId'],
      select: { studentId: true },
    })
    expect(charged).toHaveLength(2)
  })

  it('two acceptances at once that both need the upcoming year create it once', async () => {
    await openRound('2027-28')
    const first = await acceptedApplication('Kevi Rio', 'rio.parents@example.in')
    const second = await acceptedApplication('Ato Sema', 'sema.parents@example.in')

    const [a, b] = await Promise.all([createAccount(first.id, 'kevi'), createAccount(second.id, 'ato')])
    const upcoming = await db.academicYear.findMany({ where: { name: '2027-28' } })
    expect(upcoming).toHaveLength(1)
    expect(upcoming[0]!.isCurrent).toBe(false)
    for (const account of [a.account, b.account]) {
      expect(await enrolmentsOf(account.id)).toEqual([{ className: 'class5', year: { name: '2027-28' } }])
    }
    expect(await db.auditLog.count({ where: { action: 'fees.year_create', targetLabel: '2027-28' } })).toBe(1)
    expect((await db.academicYear.findFirstOrThrow({ where: { isCurrent: true } })).name).toBe('2026-27')
  })

  it('refuses a session that is not a year name and writes nothing', async () => {
    await expect(
      asAdmin().admissionSettings.update({ lowestClass: 'nursery', highestClass: 'class12', session: '2027' }),
    ).rejects.toThrow('The year must be written like 2026-27.')
    expect(await db.admissionSettings.count()).toBe(0)
  })
})
