// Teachers' daily work at scale:
//   node --import tsx --import ./scripts/lib/inline-assets.mjs scripts/bench-academics.ts [--students 2000] [--days 60] [--runs 40]
// Seeds a fresh migrated database (a temp SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set) with
// the students in class sections of 40, their class and subject teachers, the registers of the last school days and
// an exam with every mark given, then times each step in-process through its tRPC procedure as the teacher calls it
// (answer serialized as the HTTP link sends it): opening today's register and saving it, opening a 40 x 10 marks
// grid and saving a cell, and a section's report cards as one PDF (the file route's work). Prints p50/p95/max and
// writes bench/results/academics.json. Targets: under 100 ms at p95 for the first four, under 5 s for the PDF.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import superjson from 'superjson'
import { renderReportCards } from '~/server/academics/report-card-pdf'
import { buildResults } from '~/server/academics/results'
import { fixedClock } from '~/server/clock'
import { createOutboxMailer } from '~/server/mail'
import { createInnerContext } from '~/server/trpc/context'
import { createCaller } from '~/server/trpc/root'
import { classOptions } from '~/shared/admission-options'
import { addDays, dateKeyOf } from '~/shared/dates'
import { syllabusSubjects } from '~/shared/syllabus'
import { workingDays } from '~/shared/working-days'
import { createTestDatabase } from '../tests/support/test-db'
import { printSteps, timeStep } from './lib/bench-steps'

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '2000' },
    days: { type: 'string', default: '60' },
    runs: { type: 'string', default: '40' },
  },
})
const studentCount = Number(values.students)
const dayCount = Number(values.days)
const runs = Number(values.runs)
const perSection = 40

const clock = fixedClock('2026-11-10T09:30:00+05:30')
const today = dateKeyOf(clock())
const t0 = performance.now()
const testDb = await createTestDatabase()
const { db } = testDb
process.env.DATABASE_URL ??= testDb.url
const log = (line: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${line}`)
const bulk = async <T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size))
}

try {
  const year = await db.academicYear.create({
    data: { name: '2026-27', startDate: '2026-04-01', endDate: '2027-03-31', isCurrent: true },
  })
  const admin = await db.user.create({
    data: {
      email: 'bench.admin@example.in',
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
      passwordHash: 'no-login',
    },
  })
  const classes = classOptions.slice(classOptions.indexOf('class1'), classOptions.indexOf('class10') + 1)
  const sectionNames = ['A', 'B', 'C', 'D', 'E']
  const sections = Array.from({ length: Math.ceil(studentCount / perSection) }, (_, i) => ({
    className: classes[i % classes.length]!,
    section: sectionNames[Math.floor(i / classes.length) % sectionNames.length]!,
    teacherId: `bench-teacher-${i}`,
  }))
  await db.user.createMany({
    data: sections.map((s, i) => ({
      id: s.teacherId,
      email: `teacher${i}@bench.example.in`,
      firstName: 'Teacher',
      lastName: String(i),
      role: 'teacher' as const,
      passwordHash: 'no-login',
    })),
  })
  const students = Array.from({ length: studentCount }, (_, i) => ({
    id: `bench-student-${String(i).padStart(5, '0')}`,
    section: sections[Math.floor(i / perSection)]!,
    roll: (i % perSection) + 1,
  }))
  await bulk(students, 1000, (chunk) =>
    db.user.createMany({
      data: chunk.map((s) => ({
        id: s.id,
        email: `${s.id}@bench.example.in`,
        firstName: 'Student',
        lastName: s.id.slice(-5),
        role: 'student' as const,
        passwordHash: 'no-login',
      })),
    }),
  )
  await bulk(students, 1000, (chunk) =>
    db.student.createMany({
      data: chunk.map((s) => ({
        userId: s.id,
        firstName: 'Student',
        lastName: s.id.slice(-5),
        parentEmail: `family-${s.id}@bench.example.in`,
      })),
    }),
  )
  await bulk(students, 1000, (chunk) =>
    db.enrolment.createMany({
      data: chunk.map((s) => ({
        studentId: s.id,
        yearId: year.id,
        className: s.section.className,
        section: s.section.section,
        rollNumber: s.roll,
      })),
    }),
  )
  await db.classTeacher.createMany({
    data: sections.map((s) => ({
      yearId: year.id,
      className: s.className,
      section: s.section,
      teacherId: s.teacherId,
      assignedAt: clock(),
    })),
  })
  for (const className of classes)
    await db.classSubject.createMany({
      data: syllabusSubjects(className)
        .slice(0, 5)
        .map((name, i) => ({ yearId: year.id, className, name, sortOrder: i })),
    })
  const subjects = await db.classSubject.findMany({ select: { id: true, className: true } })
  await bulk(
    sections.flatMap((s) =>
      subjects
        .filter((x) => x.className === s.className)
        .map((x) => ({
          yearId: year.id,
          className: s.className,
          section: s.section,
          subjectId: x.id,
          teacherId: s.teacherId,
          assignedAt: clock(),
        })),
    ),
    1000,
    (chunk) => db.subjectTeacher.createMany({ data: chunk }),
  )
  log(`${studentCount} students in ${sections.length} sections of ${perSection}, 5 subjects each`)

  // The registers of the last `days` school days before today.
  const days = workingDays(addDays(today, -Math.ceil(dayCount * 1.2)), addDays(today, -1), []).slice(-dayCount)
  for (const s of sections) {
    const ids = students.filter((st) => st.section === s).map((st) => st.id)
    const registers = days.map((date) => ({
      id: `reg-${s.className}-${s.section}-${date}`,
      yearId: year.id,
      className: s.className,
      section: s.section,
      date,
      presentCount: ids.length - 1,
      absentCount: 1,
      lateCount: 0,
      takenById: s.teacherId,
      takenByName: 'Teacher',
      takenAt: clock(),
      updatedById: s.teacherId,
      updatedByName: 'Teacher',
      updatedAt: clock(),
    }))
    await db.attendanceRegister.createMany({ data: registers })
    await bulk(
      registers.flatMap((r, d) =>
        ids.map((studentId, i) => ({
          registerId: r.id,
          studentId,
          date: r.date,
          status: i === d % ids.length ? 'absent' : 'present',
        })),
      ),
      2000,
      (chunk) => db.attendanceMark.createMany({ data: chunk }),
    )
  }
  log(`${sections.length * days.length} registers, ${await db.attendanceMark.count()} marks`)

  const adminCaller = createCaller(
    createInnerContext({
      user: { ...admin, role: 'admin', uniqueId: null, avatarUrl: null },
      db,
      now: clock,
      mailer: createOutboxMailer({ db, now: clock }),
    }),
  )
  const exam = await adminCaller.academics.setup.exams.create({
    name: 'Half-Yearly Examination',
    term: 'term1',
    startDate: '2026-09-14',
    endDate: '2026-09-25',
    classes: [...classes],
  })
  const examSubjects = await db.examSubject.findMany({ where: { examId: exam.id } })
  await bulk(
    students.flatMap((s) =>
      examSubjects
        .filter((x) => x.className === s.section.className)
        .flatMap((x) => [
          {
            examSubjectId: x.id,
            studentId: s.id,
            component: 'theory',
            tenths: 400 + ((s.roll * 37) % 400),
            updatedById: admin.id,
            updatedByName: 'Bench Admin',
            updatedAt: clock(),
          },
          {
            examSubjectId: x.id,
            studentId: s.id,
            component: 'internal',
            tenths: 100 + ((s.roll * 13) % 100),
            updatedById: admin.id,
            updatedByName: 'Bench Admin',
            updatedAt: clock(),
          },
        ]),
    ),
    2000,
    (chunk) => db.mark.createMany({ data: chunk }),
  )
  log(`${await db.mark.count()} exam marks (10 columns per student)`)

  const teacherCaller = (s: (typeof sections)[number]) =>
    createCaller(
      createInnerContext({
        user: {
          id: s.teacherId,
          email: null,
          firstName: 'Teacher',
          lastName: 'Bench',
          role: 'teacher',
          uniqueId: null,
          avatarUrl: null,
        },
        db,
        now: clock,
        mailer: createOutboxMailer({ db, now: clock }),
      }),
    ).academics
  const pick = (i: number) => sections[(i * 7) % sections.length]!
  const answer = async (result: Promise<unknown>) => superjson.stringify(await result)
  const time = timeStep
  const versions = new Map<string, number>()
  const cellVersions = new Map<string, number>()
  const results = [
    await time('open a register', runs, (i) => {
      const s = pick(i)
      return answer(teacherCaller(s).attendance.register({ className: s.className, section: s.section, date: today }))
    }),
    await time('save a register', runs, async (i) => {
      const s = pick(i)
      const key = `${s.className}|${s.section}`
      const absent = students.filter((st) => st.section === s)[i % perSection]!
      const saved = await teacherCaller(s).attendance.save({
        className: s.className,
        section: s.section,
        date: today,
        expectedVersion: versions.get(key) ?? 0,
        submissionId: `bench-${i}-${Math.random()}`,
        entries: [{ studentId: absent.id, status: 'absent', reason: null }],
      })
      versions.set(key, saved.version)
    }),
    await time('open a 40 x 10 marks grid', runs, (i) => {
      const s = pick(i)
      return answer(teacherCaller(s).exams.grid({ examId: exam.id, className: s.className, section: s.section }))
    }),
    await time('save a mark', runs, async (i) => {
      const s = pick(i)
      const student = students.filter((st) => st.section === s)[i % perSection]!
      const column = examSubjects.find((x) => x.className === s.className)!
      const key = `${column.id}|${student.id}`
      const version = cellVersions.get(key) ?? 1
      await teacherCaller(s).exams.saveMarks({
        examId: exam.id,
        className: s.className,
        section: s.section,
        cells: [
          {
            examSubjectId: column.id,
            studentId: student.id,
            component: 'theory',
            entry: String(40 + (i % 40)),
            version,
          },
        ],
      })
      cellVersions.set(key, version + 1)
    }),
    await time('class report cards PDF (40 pages)', Math.min(runs, 12), async (i) => {
      const s = pick(i)
      const full = await db.exam.findUniqueOrThrow({ where: { id: exam.id } })
      return renderReportCards(await buildResults(db, full, s.className, s.section, today), {
        now: clock(),
        yearName: year.name,
      })
    }),
  ]
  console.log(
    `\n${testDb.kind}, ${studentCount} students, ${sections.length} sections, ${days.length} school days of registers (ms)\n`,
  )
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores\n`,
  )
  printSteps(results, (r) => (r.name.includes('PDF') ? 5000 : 100), 34)
  const dir = join(import.meta.dirname, '..', 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'academics.json'),
    `${JSON.stringify({ database: testDb.kind, students: studentCount, sections: sections.length, schoolDays: days.length, loadAverage: loadavg(), results }, null, 2)}\n`,
  )
} finally {
  if (process.env.BENCH_KEEP === '1') {
    console.log(`kept: ${testDb.url}`)
    await db.$disconnect()
  } else await testDb.drop()
}
