// Server-only: the results of a class section in an exam, computed from the marks each time (src/shared/results.ts):
// each subject's total and grade, each student's total, percentage, grade, result and rank, the class teacher's
// remark and the attendance of the exam's period. The results screen, the report cards and the family's view read
// them from here.
import { badRequest } from '~/server/errors'
import { academics } from '#app-config'
import { termsOfYear } from '~/shared/academic-terms'
import { attendancePercentText, classSectionLabel, type AttendanceCount } from '~/shared/attendance'
import { dateKeyOf } from '~/shared/dates'
import { markComponents, markText, type MarkComponent } from '~/shared/marks'
import { overallResult, percentText, ranks, resultLabels, subjectResult, type CellValue } from '~/shared/results'
import { attendanceCounts } from './attendance-reports'
import { sectionRoster, type AcademicsDeps, type Actor, type Db } from './common'
import { examClasses, examSummary, findExam } from './exams'
import { findLock } from './marks'
import { requireClassTeacher, type Viewer } from './scope'

type Exam = Awaited<ReturnType<typeof findExam>>

/** The attendance a report card shows: from the start of the exam's term to its last day (or today, if earlier). */
export async function examAttendanceSpan(db: Db, exam: Exam, today: string) {
  const year = await db.academicYear.findUniqueOrThrow({
    where: { id: exam.yearId },
    select: { startDate: true, endDate: true },
  })
  const term = termsOfYear(year).find((t) => t.key === exam.term) ?? termsOfYear(year)[0]!
  const end = [exam.endDate, term.to, today].sort()[0]!
  return { from: term.from, to: end }
}

/** Every result of a class section (or of the given students in it). */
export async function buildResults(db: Db, exam: Exam, className: string, section: string, today: string) {
  const [subjects, roster, remarks, span] = await Promise.all([
    db.examSubject.findMany({
      where: { examId: exam.id, className },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    }),
    sectionRoster(db, exam.yearId, className, section),
    db.reportRemark.findMany({ where: { examId: exam.id }, select: { studentId: true, remark: true } }),
    examAttendanceSpan(db, exam, today),
  ])
  const ids = roster.map((s) => s.studentId)
  const [marks, attendance] = await Promise.all([
    db.mark.findMany({
      where: { examSubjectId: { in: subjects.map((s) => s.id) }, studentId: { in: ids } },
      select: { examSubjectId: true, studentId: true, component: true, tenths: true, code: true },
    }),
    attendanceCounts(db, ids, span.from, span.to),
  ])
  const cellsOf = new Map<string, Partial<Record<MarkComponent, CellValue>>>()
  for (const mark of marks) {
    const key = `${mark.studentId}|${mark.examSubjectId}`
    const cells = cellsOf.get(key) ?? {}
    cells[mark.component as MarkComponent] = { tenths: mark.tenths, code: mark.code }
    cellsOf.set(key, cells)
  }
  const students = roster.map((student) => {
    const rows = subjects.map((subject) => {
      const cells = cellsOf.get(`${student.studentId}|${subject.id}`) ?? {}
      const max = { theory: subject.theoryMax, practical: subject.practicalMax, internal: subject.internalMax }
      return {
        name: subject.name,
        parts: markComponents
          .filter((component) => max[component] > 0)
          .map((component) => ({
            component,
            max: max[component],
            text: cells[component] ? markText(cells[component]) : '',
          })),
        result: subjectResult(max, cells),
      }
    })
    const overall = overallResult(rows)
    const count: AttendanceCount = attendance.get(student.studentId)!
    return {
      ...student,
      subjects: rows.map((row) => ({
        name: row.name,
        parts: row.parts,
        status: row.result.status,
        obtained: row.result.obtained,
        max: row.result.max,
        absent: row.result.absent,
        grade: row.result.grade?.grade ?? null,
        passed: row.result.passed,
      })),
      obtained: overall.obtained,
      max: overall.max,
      percent: overall.result !== 'pending' && overall.max > 0 ? percentText(overall.obtained, overall.max) : null,
      grade: overall.grade,
      result: overall.result,
      resultLabel: resultLabels[overall.result],
      failedSubjects: overall.failedSubjects,
      remark: remarks.find((r) => r.studentId === student.studentId)?.remark ?? '',
      attendance: { ...count, percent: attendancePercentText(count) },
      rank: null as number | null,
    }
  })
  if (academics.showRank) {
    const rankOf = ranks(students.map((s) => ({ id: s.studentId, obtained: s.obtained, max: s.max, result: s.result })))
    for (const student of students) student.rank = rankOf.get(student.studentId) ?? null
  }
  return {
    exam: examSummary(exam),
    label: classSectionLabel(className, section),
    attendanceSpan: span,
    subjects: subjects.map((s) => ({
      name: s.name,
      theoryMax: s.theoryMax,
      practicalMax: s.practicalMax,
      internalMax: s.internalMax,
    })),
    students,
  }
}

export type SectionResults = Awaited<ReturnType<typeof buildResults>>

export async function sectionResults(
  { db, now }: AcademicsDeps,
  viewer: Viewer,
  input: { examId: string; className: string; section: string },
) {
  const exam = await findExam(db, input.examId)
  if (!(examClasses(exam) as string[]).includes(input.className))
    throw badRequest(`${classSectionLabel(input.className, input.section)} does not sit ${exam.name}.`)
  await requireClassTeacher(db, viewer, exam.yearId, input.className, input.section)
  const [results, lock] = await Promise.all([
    buildResults(db, exam, input.className, input.section, dateKeyOf(now())),
    findLock(db, input),
  ])
  return { ...results, locked: lock, showRank: academics.showRank }
}

/** The class teacher's remark (or an admin's); once the results are out only an admin may change it. */
export async function setRemark(
  { db, now }: AcademicsDeps,
  actor: Actor,
  input: { examId: string; studentId: string; remark: string },
) {
  const exam = await findExam(db, input.examId)
  const enrolment = await db.enrolment.findUnique({
    where: { studentId_yearId: { studentId: input.studentId, yearId: exam.yearId } },
    select: { className: true, section: true },
  })
  if (!enrolment || !(examClasses(exam) as string[]).includes(enrolment.className))
    throw badRequest('That student does not sit this exam.')
  await requireClassTeacher(db, actor, exam.yearId, enrolment.className, enrolment.section ?? '')
  if (exam.publishedAt && actor.role !== 'admin')
    throw badRequest(`The results of ${exam.name} are published: only an administrator can change a remark now.`)
  if (input.remark === '') await db.reportRemark.deleteMany({ where: { examId: exam.id, studentId: input.studentId } })
  else
    await db.reportRemark.upsert({
      where: { examId_studentId: { examId: exam.id, studentId: input.studentId } },
      create: { examId: exam.id, studentId: input.studentId, remark: input.remark, updatedAt: now() },
      update: { remark: input.remark, updatedAt: now() },
    })
  return { remark: input.remark }
}
