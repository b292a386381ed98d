// The academics demo (docs/academics.md), so every teaching screen shows real data: each seeded class's subjects,
// a class teacher for every seeded section (the demo teacher for Class 9 A, the demo student's class) and subject
// teachers for Classes 9 A and 10 A, the registers of every school day from 4 May 2026 to yesterday (a few
// absentees, a leave, a late arrival), the First Periodic Test of Class 9 with marks, remarks and published report
// cards, and the Half-Yearly Examination set up for marks. Exams and marks go through the same services as the
// screens; registers are written directly (there are hundreds). Runs while no class teacher exists.
import { createHash, randomUUID } from 'node:crypto'
import { holidaysBetween, sectionsOfYear, type Actor } from '~/server/academics/common'
import { createExam, publishExam, setExamSubject } from '~/server/academics/exams'
import { lockMarks, marksGrid, saveMarks } from '~/server/academics/marks'
import { setRemark } from '~/server/academics/results'
import { fixedClock } from '~/server/clock'
import type { Prisma, PrismaClient } from '~/server/db'
import { syllabusSubjects } from '~/shared/syllabus'
import { addDays, dateKeyOf } from '~/shared/dates'
import { workingDays } from '~/shared/working-days'
import type { ClassOption } from '~/shared/admission-options'
import { academicsDemoTeachers, ensureClassmates, ensureDemoTeachers } from './academics-people'
import { demoAccounts } from './demo-accounts'

const extraSubjects: Partial<Record<ClassOption, string[]>> = {
  nursery: ['English', 'Numbers', 'General Awareness', 'Drawing and Colouring'],
  ukg: ['English', 'Mathematics', 'General Awareness', 'Drawing and Colouring'],
  class11: ['English', 'Physics', 'Chemistry', 'Mathematics', 'Biology'],
  class12: ['English', 'Physics', 'Chemistry', 'Mathematics', 'Biology'],
}

/** Who teaches each subject of 9 A and 10 A (teacher keys of academics-people.ts; `demo` is the demo teacher). */
const subjectTeachers: Record<string, Record<string, string>> = {
  'class9|A': {
    English: 'kire',
    'Hindi or Alternative English': 'das',
    Mathematics: 'aier',
    Science: 'demo',
    'Social Science': 'longkumer',
    'Information Technology': 'longchar',
  },
  'class10|A': { English: 'kire', Mathematics: 'aier', Science: 'demo', 'Social Science': 'longkumer' },
}

/** A stable number from 0 to 999 for a pair of strings: the demo's "random" marks and absences, the same every time. */
const dice = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest().readUInt16BE(0) % 1000

const istAt = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`)

export async function seedAcademics(db: PrismaClient, { now, log }: { now: Date; log: (line: string) => void }) {
  const year = await db.academicYear.findFirst({ where: { isCurrent: true } })
  if (!year) return (log('  academics: no current academic year, skipped'), false)
  if ((await db.classTeacher.count()) > 0) return (log('  academics: already set up, left as it is'), false)
  const account = (role: string) =>
    db.user.findUniqueOrThrow({
      where: { email: demoAccounts.find((a) => a.role === role)!.email },
      select: { id: true, email: true, firstName: true, lastName: true },
    })
  const [demoTeacher, admin, demoStudent] = await Promise.all([
    account('teacher'),
    account('admin'),
    account('student'),
  ])
  const teachers = await ensureDemoTeachers(db, demoTeacher.id)
  await ensureClassmates(db, year.id)
  const setupAt = istAt('2026-04-02', '10:00')

  // Subjects of every class with students, and who teaches them.
  const sections = await sectionsOfYear(db, year.id)
  for (const className of new Set(sections.map((s) => s.className as ClassOption))) {
    const names = syllabusSubjects(className).length ? syllabusSubjects(className) : (extraSubjects[className] ?? [])
    await db.classSubject.createMany({
      data: names.map((name, i) => ({ yearId: year.id, className, name, sortOrder: (i + 1) * 10, createdAt: setupAt })),
    })
  }
  const classTeacherOf = new Map([
    ['class9|A', 'demo'],
    ...academicsDemoTeachers.map(
      (t) => [`${t.classTeacherOf.className}|${t.classTeacherOf.section}`, t.key] as [string, string],
    ),
  ])
  for (const section of sections) {
    const key = classTeacherOf.get(`${section.className}|${section.section}`)
    if (key)
      await db.classTeacher.create({
        data: {
          yearId: year.id,
          className: section.className,
          section: section.section,
          teacherId: teachers.get(key)!,
          assignedAt: setupAt,
        },
      })
  }
  for (const [slot, bySubject] of Object.entries(subjectTeachers)) {
    const [className, section] = slot.split('|') as [string, string]
    for (const subject of await db.classSubject.findMany({ where: { yearId: year.id, className } })) {
      const key = bySubject[subject.name]
      if (key)
        await db.subjectTeacher.create({
          data: {
            yearId: year.id,
            className,
            section,
            subjectId: subject.id,
            teacherId: teachers.get(key)!,
            assignedAt: setupAt,
          },
        })
    }
  }

  const registers = await seedRegisters(db, {
    yearId: year.id,
    from: '2026-05-04',
    to: [addDays(dateKeyOf(now), -1), year.endDate].sort()[0]!,
    teachers,
    classTeacherOf,
    demoStudentId: demoStudent.id,
  })
  await seedExams(db, { teachers, admin, demoTeacher })
  log(
    `  academics: ${academicsDemoTeachers.length + 1} teachers, ${sections.length} sections, ${registers} registers, a published periodic test`,
  )
  return true
}

type RegisterOptions = {
  yearId: string
  from: string
  to: string
  teachers: Map<string, string>
  classTeacherOf: Map<string, string>
  demoStudentId: string
}

/** Every section's register on each school day; a few absences and late arrivals, one leave, and the demo student away twice. */
async function seedRegisters(db: PrismaClient, o: RegisterOptions) {
  if (o.from > o.to) return 0
  const days = workingDays(o.from, o.to, await holidaysBetween(db, o.from, o.to))
  const names = new Map(
    (
      await db.user.findMany({
        where: { id: { in: [...o.teachers.values()] } },
        select: { id: true, firstName: true, lastName: true },
      })
    ).map((u) => [u.id, `${u.firstName} ${u.lastName}`]),
  )
  const enrolments = await db.enrolment.findMany({
    where: { yearId: o.yearId },
    select: { studentId: true, className: true, section: true, student: { select: { firstName: true } } },
  })
  const leaveStudent = enrolments.find((e) => e.className === 'class9' && e.student.firstName === 'Abeni')?.studentId
  const leaveDays = new Set(days.slice(-12, -9))
  const demoAbsent = new Map([
    [days.at(-6), 'sick'],
    [days.at(-2), null],
  ])
  // Built in memory and written in a few large statements in one transaction: one statement per register (there
  // are about two thousand) took a quarter of the whole demo seed.
  const registers: Prisma.AttendanceRegisterCreateManyInput[] = []
  const marksRows: Prisma.AttendanceMarkCreateManyInput[] = []
  const alerts: Prisma.AttendanceAlertCreateManyInput[] = []
  const parents = await db.guardian.findMany({ where: { studentId: o.demoStudentId }, select: { parentId: true } })
  const bell: Prisma.NotificationCreateManyInput[] = []
  for (const [slot, teacherKey] of o.classTeacherOf) {
    const [className, section] = slot.split('|') as [string, string]
    const students = enrolments
      .filter((e) => e.className === className && (e.section ?? '') === section)
      .map((e) => e.studentId)
    if (students.length === 0) continue
    const teacherId = o.teachers.get(teacherKey)!
    for (const date of days) {
      const marks = students.map((studentId) => {
        const roll = dice(studentId, date)
        if (studentId === leaveStudent && leaveDays.has(date)) return { studentId, status: 'absent', reason: 'leave' }
        if (studentId === o.demoStudentId) {
          const reason = demoAbsent.get(date)
          return demoAbsent.has(date)
            ? { studentId, status: 'absent', reason: reason ?? null }
            : { studentId, status: roll < 15 ? 'late' : 'present', reason: null }
        }
        return {
          studentId,
          status: roll < 25 ? 'absent' : roll < 45 ? 'late' : 'present',
          reason: roll < 10 ? 'sick' : null,
        }
      })
      const takenAt = istAt(date, `09:${String(5 + (dice(slot, date) % 20)).padStart(2, '0')}`)
      const registerId = randomUUID()
      registers.push({
        id: registerId,
        yearId: o.yearId,
        className,
        section,
        date,
        presentCount: marks.filter((m) => m.status === 'present').length,
        absentCount: marks.filter((m) => m.status === 'absent').length,
        lateCount: marks.filter((m) => m.status === 'late').length,
        takenById: teacherId,
        takenByName: names.get(teacherId)!,
        takenAt,
        updatedById: teacherId,
        updatedByName: names.get(teacherId)!,
        updatedAt: takenAt,
      })
      for (const m of marks) marksRows.push({ ...m, registerId, date })
      // The demo student's unexplained absence reached the demo parent's bell that morning.
      const demoMark = marks.find((m) => m.studentId === o.demoStudentId)
      if (demoMark?.status === 'absent' && demoMark.reason === null) {
        alerts.push({ studentId: o.demoStudentId, date, registerId, createdAt: takenAt })
        for (const { parentId } of parents)
          bell.push({
            userId: parentId,
            kind: 'absence',
            title: 'Vikato Sumi is absent today',
            body: `Vikato Sumi was marked absent in Class 9 A today. If you did not expect this, please call the school office.`,
            link: `/dashboard/children/${o.demoStudentId}`,
            createdAt: takenAt,
          })
      }
    }
  }
  const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500))
  }
  await db.$transaction(
    async (tx) => {
      await inChunks(registers, (data) => tx.attendanceRegister.createMany({ data }))
      await inChunks(marksRows, (data) => tx.attendanceMark.createMany({ data }))
      await inChunks(alerts, (data) => tx.attendanceAlert.createMany({ data }))
      await inChunks(bell, (data) => tx.notification.createMany({ data }))
    },
    { timeout: 120_000 },
  )
  const count = registers.length
  return count
}

type Person = { id: string; email: string | null; firstName: string; lastName: string }

const remarks = [
  'An outstanding term: keep reading beyond the syllabus.',
  'Works steadily and helps classmates; aim higher in written answers.',
  'Good progress; more practice with problem sums will help.',
  'Capable but needs to revise regularly and complete homework on time.',
  'Needs support: please meet the class teacher to plan extra practice.',
]

async function seedExams(
  db: PrismaClient,
  { teachers, admin, demoTeacher }: { teachers: Map<string, string>; admin: Person; demoTeacher: Person },
) {
  const adminActor: Actor = { ...admin, role: 'admin' }
  const at = (date: string, time = '10:00') => ({ db, now: fixedClock(istAt(date, time)) })
  const test = await createExam(
    at('2026-05-04'),
    { name: 'First Periodic Test', term: 'term1', startDate: '2026-05-18', endDate: '2026-05-22', classes: ['class9'] },
    adminActor,
  )
  for (const subject of await db.classSubject.findMany({ where: { className: 'class9' } }))
    await setExamSubject(
      at('2026-05-04'),
      { examId: test.id, className: 'class9', subjectId: subject.id, theoryMax: 40, practicalMax: 0, internalMax: 10 },
      adminActor,
    )
  const grid = await marksGrid(db, adminActor, { examId: test.id, className: 'class9', section: 'A' })
  const teacherBy = new Map(
    (
      await db.subjectTeacher.findMany({
        where: { className: 'class9', section: 'A' },
        select: { subject: { select: { name: true } }, teacherId: true },
      })
    ).map((row) => [row.subject.name, row.teacherId]),
  )
  const accounts = new Map(
    (
      await db.user.findMany({
        where: { id: { in: [...teachers.values()] } },
        select: { id: true, email: true, firstName: true, lastName: true },
      })
    ).map((u) => [u.id, u]),
  )
  for (const subject of new Set(grid.columns.map((c) => c.subject))) {
    const teacher = accounts.get(teacherBy.get(subject)!)!
    const cells = grid.students.flatMap((student, row) =>
      grid.columns
        .filter((column) => column.subject === subject)
        .map((column) => {
          const ability = 0.45 + (dice(student.studentId, 'ability') % 500) / 1000
          const share = Math.min(1, ability + ((dice(student.studentId, subject) % 200) - 100) / 1000)
          const tenths = Math.round((column.max * 10 * share) / 5) * 5
          const entry =
            row === 3 && subject === 'Hindi or Alternative English' && column.component === 'theory'
              ? 'AB'
              : (tenths / 10).toString()
          return {
            examSubjectId: column.examSubjectId,
            studentId: student.studentId,
            component: column.component,
            entry,
            version: 0,
          }
        }),
    )
    await saveMarks(
      at('2026-05-25', '16:00'),
      { ...teacher, role: 'teacher' },
      { examId: test.id, className: 'class9', section: 'A', cells },
    )
  }
  const teacherActor: Actor = { ...demoTeacher, role: 'teacher' }
  for (const [index, student] of grid.students.entries())
    await setRemark(at('2026-05-26', '15:00'), teacherActor, {
      examId: test.id,
      studentId: student.studentId,
      remark: remarks[dice(student.studentId, 'remark', String(index)) % remarks.length]!,
    })
  await lockMarks(at('2026-05-27', '11:00'), teacherActor, { examId: test.id, className: 'class9', section: 'A' })
  await publishExam(at('2026-05-29', '10:00'), test.id, adminActor)
  await createExam(
    at('2026-08-20'),
    {
      name: 'Half-Yearly Examination',
      term: 'term1',
      startDate: '2026-09-14',
      endDate: '2026-09-25',
      classes: ['class9', 'class10'],
    },
    adminActor,
  )
}
