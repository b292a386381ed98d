// Procedures that scope rows to the caller, each tested with two families, so that dropping the
// filter (a parent seeing every child, a student another's record) fails a test. Elsewhere, with two owners each:
// the fee portal's statement, receipt and receipt PDF (fees.test.ts "students and parents", "the receipt file URL"),
// a cashier's own receipts to void, own day close and own share of today's collection (fees.test.ts), one's own
// notifications (notifications.test.ts) and one's own sessions (sessions.test.ts). News, events, notices and the
// calendar are not owned: every staff member manages all of them, so there is no teacher scope to test.
import { afterAll, describe, expect, it } from 'vitest'
import { linkGuardian } from '~/server/auth/guardians'
import { fixedClock } from '~/server/clock'
import type { SessionUser } from '~/server/auth/session'
import { statusNotFoundMessage } from '~/server/admissions/status-lookup'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

const now = fixedClock('2026-06-20T10:00:00+05:30')

async function child(firstName: string, parentEmail: string, dateOfBirth: string): Promise<SessionUser> {
  const user = await makeUser(db, { role: 'student', firstName, lastName: 'Family' })
  await db.student.create({
    data: {
      userId: user.id,
      firstName,
      lastName: 'Family',
      parentEmail,
      parentName: `Parent of ${firstName}`,
      dateOfBirth,
    },
  })
  return user
}

// Family A: one parent, one child. Family B: one parent, two children. Nothing links the families.
const parentA = await makeUser(db, { role: 'parent', email: 'a.parent@example.in' })
const parentB = await makeUser(db, { role: 'parent', email: 'b.parent@example.in' })
const asha = await child('Asha', 'a.parent@example.in', '2012-01-05')
const bendang = await child('Bendang', 'b.parent@example.in', '2011-03-09')
const chubala = await child('Chubala', 'b.parent@example.in', '2014-07-21')
await linkGuardian(db, { parentId: parentA.id, studentId: asha.id, relation: 'mother', now: now() })
await linkGuardian(db, { parentId: parentB.id, studentId: bendang.id, relation: 'father', now: now() })
await linkGuardian(db, { parentId: parentB.id, studentId: chubala.id, relation: 'father', now: now() })

describe('a parent sees only their own children', () => {
  it('on the dashboard: family A sees one child, family B its two, neither sees the other', async () => {
    const a = await callerFor(parentA, { db, now }).caller.dashboard.summary()
    const b = await callerFor(parentB, { db, now }).caller.dashboard.summary()
    expect(a.role === 'parent' && a.children.map((c) => c.id)).toEqual([asha.id])
    expect(b.role === 'parent' && b.children.map((c) => c.id).sort()).toEqual([bendang.id, chubala.id].sort())
  })

  it('in the fee portal: the children list is the same scope', async () => {
    expect((await callerFor(parentA, { db, now }).caller.fees.family.children()).map((c) => c.studentId)).toEqual([
      asha.id,
    ])
    expect(
      (await callerFor(parentB, { db, now }).caller.fees.family.children()).map((c) => c.studentId).sort(),
    ).toEqual([bendang.id, chubala.id].sort())
  })
})

describe('a student sees only their own record', () => {
  it("each student's dashboard shows their own details, not another's", async () => {
    for (const [student, parentEmail, dateOfBirth] of [
      [asha, 'a.parent@example.in', '2012-01-05'],
      [bendang, 'b.parent@example.in', '2011-03-09'],
      [chubala, 'b.parent@example.in', '2014-07-21'],
    ] as const) {
      const { caller } = callerFor(student, { db, now })
      const summary = await caller.dashboard.summary()
      expect(summary.role === 'student' && summary.student).toEqual({
        parentName: `Parent of ${student.firstName}`,
        parentEmail,
        dateOfBirth,
      })
      // The profile page: one's own account and student row.
      expect(await caller.auth.profile()).toMatchObject({
        id: student.id,
        email: student.email,
        student: { parentEmail, dateOfBirth },
      })
    }
  })
})

describe('a teacher sees only their own record', () => {
  it("two teachers' dashboards each show their own subjects and employee number", async () => {
    const teachers = []
    for (const [firstName, employeeId, subjects] of [
      ['Temjen', 'EMP-101', 'Mathematics'],
      ['Vilhou', 'EMP-102', 'English, History'],
    ] as const) {
      const user = await makeUser(db, { role: 'teacher', firstName, lastName: 'Teacher' })
      await db.teacher.create({
        data: {
          userId: user.id,
          firstName,
          lastName: 'Teacher',
          email: user.email ?? `${employeeId}@staff.example`,
          employeeId,
          subjects,
          joiningDate: '2020-06-01',
        },
      })
      teachers.push({ user, employeeId, subjects })
    }
    for (const { user, employeeId, subjects } of teachers) {
      const summary = await callerFor(user, { db, now }).caller.dashboard.summary()
      expect(summary.role === 'teacher' && summary.teacher).toMatchObject({ employeeId, subjects })
    }
  })
})

describe('an admission status lookup finds only the application of that reference and e-mail', () => {
  const application = (reference: string, studentName: string, email: string) =>
    db.admissionApplication.create({
      data: {
        reference,
        studentName,
        email,
        dob: '2015-03-02',
        gender: 'female',
        applyingForClass: 'class4',
        fatherName: 'Father',
        motherName: 'Mother',
        address: 'Dimapur',
        phoneNumber: '9436012345',
        birthCertificateUrl: 'x',
        aadhaarCardUrl: 'y',
      },
    })

  it("one family's e-mail with the other's reference finds nothing; each pair finds its own", async () => {
    await application('ADM-2026-00101', 'Asha Family', 'a.parent@example.in')
    await application('ADM-2026-00102', 'Bendang Family', 'b.parent@example.in')
    const lookup = (reference: string, email: string) =>
      callerFor(null, { db, now, clientAddress: '203.0.113.77' }).caller.admissions.lookupStatus({ reference, email })
    await expect(lookup('ADM-2026-00101', 'b.parent@example.in')).rejects.toThrow(statusNotFoundMessage)
    await expect(lookup('ADM-2026-00102', 'a.parent@example.in')).rejects.toThrow(statusNotFoundMessage)
    expect(await lookup('ADM-2026-00101', 'a.parent@example.in')).toMatchObject({
      reference: 'ADM-2026-00101',
      studentName: 'Asha Family',
    })
    expect(await lookup('ADM-2026-00102', 'B.Parent@example.in')).toMatchObject({
      reference: 'ADM-2026-00102',
      studentName: 'Bendang Family',
    })
  })
})
