// The academics part of the demo seed (prisma/seed/academics.ts) on the fee seed's school: the demo teacher is the
// class teacher of the demo student's class, every seeded section has a class teacher and registers up to
// yesterday (absences, a leave), the First Periodic Test of Class 9 is published with marks, remarks and a report
// card the demo student can open, and a second run changes nothing. Read at the test instant (TEST_NOW when set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleReportCardRequest } from '~/server/academics/report-card-http'
import { fixedClock } from '~/server/clock'
import { addDays, dateKeyOf } from '~/shared/dates'
import { seedAcademics } from '../../prisma/seed/academics'
import { demoClassmates } from '../../prisma/seed/academics-people'
import { demoAccounts } from '../../prisma/seed/demo-accounts'
import { seedFees } from '../../prisma/seed/fees'
import { seedGuardians } from '../../prisma/seed/guardians'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { pdfText } from '../support/pdf'
import { testNow } from '../support/test-now'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

const now = testNow()
const account = (role: 'admin' | 'teacher' | 'cashier' | 'student' | 'parent') =>
  demoAccounts.find((a) => a.role === role)!
const userOf = (role: 'admin' | 'teacher' | 'student' | 'parent') =>
  db.user.findUniqueOrThrow({
    where: { email: account(role).email },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, uniqueId: true, avatarUrl: true },
  })
let seeded: boolean

beforeAll(async () => {
  for (const role of ['admin', 'teacher', 'cashier', 'student', 'parent'] as const) {
    const { email, uniqueId, firstName, lastName } = account(role)
    const user = await makeUser(db, { role, email, uniqueId, firstName, lastName })
    if (role === 'student')
      await db.student.create({ data: { userId: user.id, firstName, lastName, parentEmail: account('parent').email } })
    if (role === 'teacher') await db.teacher.create({ data: { userId: user.id, firstName, lastName, email } })
  }
  await seedFees(db)
  await seedGuardians(db, now)
  seeded = await seedAcademics(db, { now, log: () => {} })
}, 180_000)

describe('academics seed', () => {
  it('makes the demo teacher the class teacher of Class 9 A, with its subject teachers and classmates', async () => {
    expect(seeded).toBe(true)
    const teacher = await userOf('teacher')
    const overview = await callerFor(teacher, { db, now: fixedClock(now) }).caller.academics.teaching.overview()
    const nineA = overview.sections.find((s) => s.label === 'Class 9 A')!
    expect(nineA).toMatchObject({ isClassTeacher: true, students: 1 + demoClassmates.length, subjects: ['Science'] })
    expect(overview.sections.map((s) => s.label)).toEqual(['Class 9 A', 'Class 10 A'])
    // No register today: the demo teacher takes it.
    expect(nineA.today).toBeNull()
    const assignments = await callerFor(await userOf('admin'), {
      db,
      now: fixedClock(now),
    }).caller.academics.setup.assignments.list()
    expect(assignments.sections.every((s) => s.classTeacherId !== null)).toBe(true)
  })

  it('keeps registers up to yesterday with absences and a leave', async () => {
    const yesterday = addDays(dateKeyOf(now), -1)
    const registers = await db.attendanceRegister.count({ where: { className: 'class9', section: 'A' } })
    expect(registers).toBeGreaterThanOrEqual(20)
    expect(await db.attendanceRegister.count({ where: { date: { gt: yesterday } } })).toBe(0)
    expect(await db.attendanceMark.count({ where: { reason: 'leave' } })).toBeGreaterThanOrEqual(3)
    const student = await userOf('student')
    const family = await callerFor(await userOf('parent'), {
      db,
      now: fixedClock(now),
    }).caller.academics.family.overview({ studentId: student.id })
    expect(family.enrolled && family.attendance.year.absent).toBeGreaterThanOrEqual(2)
    expect(await db.notification.count({ where: { kind: 'absence' } })).toBeGreaterThanOrEqual(1)
  })

  it('publishes the First Periodic Test of Class 9 with a report card the demo student opens', async () => {
    const student = await userOf('student')
    const family = await callerFor(student, { db, now: fixedClock(now) }).caller.academics.family.overview({
      studentId: student.id,
    })
    expect(family.enrolled && family.results.map((r) => [r.name, r.result !== 'pending'])).toEqual([
      ['First Periodic Test', true],
    ])
    const examId = family.enrolled ? family.results[0]!.examId : ''
    const response = await handleReportCardRequest(
      new Request(`http://school.test/api/academics/report-cards/${examId}/${student.id}/pdf`),
      { examId, studentId: student.id },
      { db, now: fixedClock(now), resolveUser: async () => student },
    )
    expect(response.status).toBe(200)
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('First Periodic Test · Term 1 · Academic year 2026-27')
    expect(text).toContain('Vikato Sumi')
    expect(text).toMatch(/Science \d+(\.5)? \/ 40 \d+(\.5)? \/ 10/)
    expect(text).toMatch(/Attendance \(01\/04\/2026 to 22\/05\/2026\): \d+ of \d+ school days/)
    expect(await db.exam.findFirst({ where: { name: 'Half-Yearly Examination', publishedAt: null } })).not.toBeNull()
  })

  it('changes nothing when run again', async () => {
    const before = await db.attendanceMark.count()
    expect(await seedAcademics(db, { now, log: () => {} })).toBe(false)
    expect(await db.attendanceMark.count()).toBe(before)
  })
})
