// Server-only: what a student, or a guardian of theirs, sees of school work: attendance (the term and the year so
// far, this month's absences with their dates) and the results of exams the admin has published, with the report
// card. Anyone else asking about the student is told the student does not exist (the fee portal's rule).
import { academics } from '#app-config'
import { assertCanSeeStudent } from '~/server/fees/access'
import { attendancePercentText, classSectionLabel, isBelowThreshold } from '~/shared/attendance'
import { dateKeyOf } from '~/shared/dates'
import { periodsToDate, attendanceCounts } from './attendance-reports'
import type { AcademicsDeps } from './common'
import { examClasses } from './exams'
import { buildResults } from './results'
import type { Viewer } from './scope'

export async function familyOverview({ db, now }: AcademicsDeps, viewer: Viewer, studentId: string) {
  await assertCanSeeStudent(db, viewer, studentId)
  const year = await db.academicYear.findFirst({ where: { isCurrent: true } })
  const enrolment = year
    ? await db.enrolment.findUnique({
        where: { studentId_yearId: { studentId, yearId: year.id } },
        select: { className: true, section: true },
      })
    : null
  if (!year || !enrolment) return { studentId, enrolled: false as const }
  const section = enrolment.section ?? ''
  const today = dateKeyOf(now())
  const periods = periodsToDate(year, today)
  const monthStart = `${today.slice(0, 7)}-01`
  const [termCounts, yearCounts, monthMarks, exams] = await Promise.all([
    attendanceCounts(db, [studentId], periods.term.from, periods.term.to),
    attendanceCounts(db, [studentId], periods.year.from, periods.year.to),
    db.attendanceMark.findMany({
      where: { studentId, date: { gte: monthStart, lte: today }, status: { in: ['absent', 'late'] } },
      orderBy: { date: 'desc' },
      select: { date: true, status: true, reason: true },
    }),
    db.exam.findMany({ where: { yearId: year.id, publishedAt: { not: null } }, orderBy: { startDate: 'desc' } }),
  ])
  const term = termCounts.get(studentId)!
  const whole = yearCounts.get(studentId)!
  const results = []
  for (const exam of exams.filter((e) => (examClasses(e) as string[]).includes(enrolment.className))) {
    const built = await buildResults(db, exam, enrolment.className, section, today)
    const mine = built.students.find((s) => s.studentId === studentId)
    if (!mine) continue
    results.push({
      examId: exam.id,
      name: exam.name,
      termName: built.exam.termName,
      publishedAt: exam.publishedAt!,
      percent: mine.percent,
      grade: mine.grade?.grade ?? null,
      resultLabel: mine.resultLabel,
      result: mine.result,
      rank: mine.rank,
      classSize: built.students.length,
      subjects: mine.subjects.map((s) => ({
        name: s.name,
        obtained: s.obtained,
        max: s.max,
        grade: s.grade,
        status: s.status,
        absent: s.absent,
      })),
    })
  }
  return {
    studentId,
    enrolled: true as const,
    label: classSectionLabel(enrolment.className, section),
    yearName: year.name,
    threshold: academics.attendanceThresholdPercent,
    attendance: {
      term: { name: periods.term.name, ...term, percent: attendancePercentText(term), below: isBelowThreshold(term) },
      year: { ...whole, percent: attendancePercentText(whole), below: isBelowThreshold(whole) },
      month: today.slice(0, 7),
      absences: monthMarks,
    },
    results,
  }
}
