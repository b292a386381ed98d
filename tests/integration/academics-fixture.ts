// A school for the academics tests, on the database under test: year 2026-27 (current), Class 9 A (five students)
// and 9 B (three), two class teachers (Asen for 9 A, Bendang for 9 B), a subject teacher (Chuba, Mathematics in
// 9 A), the syllabus subjects of Class 9, a parent linked to the first student of 9 A, and a holiday on the
// calendar. `academicsAs(user, at)` calls the academics router as anyone at a chosen instant.
import { TRPCError } from '@trpc/server'
import type { SessionUser } from '~/server/auth/session'
import { linkGuardian } from '~/server/auth/guardians'
import { fixedClock, type Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import { callerFor, makeUser } from '../support/accounts'
import { makeStudent } from './fees-fixture'

/** Monday 6 July 2026, mid-morning in Dimapur. */
export const schoolDay = '2026-07-06T09:30:00+05:30'
export const schoolDate = '2026-07-06'

export function academicsAs(user: SessionUser | null, db: PrismaClient, at: string | Clock = schoolDay) {
  const now = typeof at === 'string' ? fixedClock(at) : at
  return callerFor(user, { db, now }).caller.academics
}

export type AcademicsSchool = Awaited<ReturnType<typeof buildAcademicsSchool>>

export async function buildAcademicsSchool(db: PrismaClient) {
  const admin = await makeUser(db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' })
  const asen = await makeUser(db, { role: 'teacher', firstName: 'Asen', lastName: 'Kikon', uniqueId: 'TCH100001' })
  const bendang = await makeUser(db, { role: 'teacher', firstName: 'Bendang', lastName: 'Ao', uniqueId: 'TCH100002' })
  const chuba = await makeUser(db, { role: 'teacher', firstName: 'Chuba', lastName: 'Jamir', uniqueId: 'TCH100003' })
  const parent = await makeUser(db, {
    role: 'parent',
    firstName: 'Imli',
    lastName: 'Sumi',
    email: 'imli.sumi@example.in',
  })
  const year = await db.academicYear.create({
    data: { name: '2026-27', startDate: '2026-04-01', endDate: '2027-03-31', isCurrent: true },
  })
  const names = [
    ['Vikato', 'Sumi'],
    ['Lanu', 'Longkumer'],
    ['Neiba', 'Angami'],
    ['Tiasunep', 'Jamir'],
    ['Imkong', 'Ao'],
    ['Zhotoli', 'Sema'],
    ['Arenla', 'Pongener'],
    ['Yanbeni', 'Lotha'],
  ] as const
  const students: SessionUser[] = []
  for (const [index, [firstName, lastName]] of names.entries()) {
    const student = await makeStudent(db, {
      firstName,
      lastName,
      parentEmail: index === 0 ? 'imli.sumi@example.in' : index === 1 ? 'longkumer@example.in' : null,
    })
    await db.enrolment.create({
      data: {
        studentId: student.id,
        yearId: year.id,
        className: 'class9',
        section: index < 5 ? 'A' : 'B',
        rollNumber: index + 1,
      },
    })
    students.push(student)
  }
  await linkGuardian(db, {
    parentId: parent.id,
    studentId: students[0]!.id,
    relation: 'father',
    now: new Date(schoolDay),
  })
  await db.calendarEntry.create({
    data: { date: '2026-07-08', endDate: '2026-07-09', title: 'Monsoon break', category: 'holiday' },
  })
  const setup = academicsAs(admin, db).setup
  await setup.subjects.fromSyllabus({ className: 'class9' })
  const subjects = (await setup.subjects.list({ className: 'class9' })).subjects
  const maths = subjects.find((s) => s.name === 'Mathematics')!
  await setup.assignments.setClassTeacher({ className: 'class9', section: 'A', teacherId: asen.id })
  await setup.assignments.setClassTeacher({ className: 'class9', section: 'B', teacherId: bendang.id })
  await setup.assignments.setSubjectTeacher({
    className: 'class9',
    section: 'A',
    subjectId: maths.id,
    teacherId: chuba.id,
  })
  return {
    admin,
    asen,
    bendang,
    chuba,
    parent,
    year,
    subjects,
    maths,
    nineA: students.slice(0, 5),
    nineB: students.slice(5),
  }
}

/** "OK", or a refused call as "CODE: message" (anything else is thrown). */
export async function codeOf(promise: Promise<unknown>) {
  try {
    await promise
    return 'OK'
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`
    throw error
  }
}
