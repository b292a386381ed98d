// Server-only: attendance reports. A class section's month (school days x students, P/A/L, totals) with each
// student's percentage for the term and the year so far; the students below the threshold (a class, or the whole
// school for an admin). Percentages count the days a student was on a register taken (late counts as present).
import { forbidden } from '~/server/errors'
import { academics } from '#app-config'
import { termOn, termsOfYear } from '~/shared/academic-terms'
import type { AttendancePeriod } from '~/shared/academics-schemas'
import {
  attendanceLetters,
  attendancePercentText,
  classSectionLabel,
  isBelowThreshold,
  type AttendanceCount,
  type AttendanceStatus,
} from '~/shared/attendance'
import { daysInMonth } from '~/shared/date-key'
import { dateKeyOf, weekdayOf } from '~/shared/dates'
import { displayName } from '~/shared/names'
import { workingDays } from '~/shared/working-days'
import {
  compareSections,
  currentYear,
  holidaysBetween,
  sectionRoster,
  sectionWhere,
  type AcademicsDeps,
  type Db,
} from './common'
import { requireClassTeacher, teachingOf, type Viewer } from './scope'

const zero = (): AttendanceCount => ({ present: 0, absent: 0, late: 0 })

/** Each student's counts of present, absent and late days from `from` to `to`. */
export async function attendanceCounts(db: Db, studentIds: readonly string[], from: string, to: string) {
  const counts = new Map<string, AttendanceCount>(studentIds.map((id) => [id, zero()]))
  if (studentIds.length === 0 || from > to) return counts
  const groups = await db.attendanceMark.groupBy({
    by: ['studentId', 'status'],
    where: { studentId: { in: [...studentIds] }, date: { gte: from, lte: to } },
    _count: { _all: true },
  })
  for (const group of groups) {
    const count = counts.get(group.studentId)
    if (count && group.status in count) count[group.status as AttendanceStatus] += group._count._all
  }
  return counts
}

/** The year's span up to today, and the current term's (or the last term begun). */
export function periodsToDate(year: { startDate: string; endDate: string }, today: string) {
  const end = today < year.endDate ? today : year.endDate
  const terms = termsOfYear(year)
  const term = termOn(end, year) ?? terms[0]!
  return {
    year: { from: year.startDate, to: end },
    term: { key: term.key, name: term.name, from: term.from, to: end < term.to ? end : term.to },
  }
}

const percentOf = (count: AttendanceCount) => ({
  ...count,
  percent: attendancePercentText(count),
  below: isBelowThreshold(count),
})

export async function monthRegister(
  { db, now }: AcademicsDeps,
  viewer: Viewer,
  input: { className: string; section: string; month: string },
) {
  const year = await currentYear(db)
  await requireClassTeacher(db, viewer, year.id, input.className, input.section)
  const today = dateKeyOf(now())
  const first = `${input.month}-01`
  const last = `${input.month}-${String(daysInMonth(Number(input.month.slice(0, 4)), Number(input.month.slice(5, 7)))).padStart(2, '0')}`
  const from = first < year.startDate ? year.startDate : first
  const to = [last, today, year.endDate].sort()[0]!
  const [roster, holidays, registers] = await Promise.all([
    sectionRoster(db, year.id, input.className, input.section),
    holidaysBetween(db, from, to),
    db.attendanceRegister.findMany({
      where: { className: input.className, section: input.section, date: { gte: first, lte: last } },
      orderBy: { date: 'asc' },
      select: {
        date: true,
        presentCount: true,
        absentCount: true,
        lateCount: true,
        marks: { select: { studentId: true, status: true, reason: true } },
      },
    }),
  ])
  const dates = [
    ...new Set([...(from <= to ? workingDays(from, to, holidays) : []), ...registers.map((r) => r.date)]),
  ].sort()
  const periods = periodsToDate(year, today)
  const ids = roster.map((s) => s.studentId)
  const [termCounts, yearCounts] = await Promise.all([
    attendanceCounts(db, ids, periods.term.from, periods.term.to),
    attendanceCounts(db, ids, periods.year.from, periods.year.to),
  ])
  const registerOn = new Map(registers.map((r) => [r.date, r]))
  return {
    label: classSectionLabel(input.className, input.section),
    month: input.month,
    yearName: year.name,
    threshold: academics.attendanceThresholdPercent,
    term: periods.term,
    days: dates.map((date) => {
      const register = registerOn.get(date)
      return {
        date,
        weekday: weekdayOf(date),
        taken: !!register,
        attended: register ? register.presentCount + register.lateCount : null,
        onRegister: register ? register.presentCount + register.absentCount + register.lateCount : null,
      }
    }),
    students: roster.map((student) => {
      const month = zero()
      const cells = dates.map((date) => {
        const mark = registerOn.get(date)?.marks.find((m) => m.studentId === student.studentId)
        if (!mark) return null
        month[mark.status as AttendanceStatus] += 1
        return { letter: attendanceLetters[mark.status as AttendanceStatus], status: mark.status, reason: mark.reason }
      })
      return {
        ...student,
        cells,
        month: percentOf(month),
        term: percentOf(termCounts.get(student.studentId)!),
        year: percentOf(yearCounts.get(student.studentId)!),
      }
    }),
  }
}

/** Students under the threshold for the term or the year so far: a teacher's own class section, or (admin) any scope. */
export async function belowThreshold(
  { db, now }: AcademicsDeps,
  viewer: Viewer,
  input: { period: AttendancePeriod; className?: string; section?: string },
) {
  const year = await currentYear(db)
  if (viewer.role !== 'admin') {
    if (!input.className) {
      const teaching = await teachingOf(db, viewer.id, year.id)
      const own = teaching.classTeacherOf[0]
      if (!own) throw forbidden('Only class teachers and administrators see this list.')
      input = { ...input, className: own.className, section: own.section }
    }
    await requireClassTeacher(db, viewer, year.id, input.className!, input.section ?? '')
  }
  const periods = periodsToDate(year, dateKeyOf(now()))
  const span = periods[input.period]
  const enrolments = await db.enrolment.findMany({
    where: {
      yearId: year.id,
      student: { user: { isActive: true } },
      ...(input.className ? { className: input.className } : {}),
      ...(input.className && input.section !== undefined ? sectionWhere(input.section) : {}),
    },
    select: {
      className: true,
      section: true,
      rollNumber: true,
      student: { select: { userId: true, firstName: true, lastName: true, user: { select: { uniqueId: true } } } },
    },
  })
  const counts = await attendanceCounts(
    db,
    enrolments.map((e) => e.student.userId),
    span.from,
    span.to,
  )
  const students = enrolments
    .map((e) => ({
      studentId: e.student.userId,
      name: displayName(e.student),
      schoolId: e.student.user.uniqueId,
      className: e.className,
      section: e.section ?? '',
      label: classSectionLabel(e.className, e.section ?? ''),
      rollNumber: e.rollNumber,
      ...percentOf(counts.get(e.student.userId)!),
    }))
    .filter((s) => s.below)
    .sort(
      (a, b) =>
        (a.present + a.late) * (b.present + b.absent + b.late) -
          (b.present + b.late) * (a.present + a.absent + a.late) || compareSections(a, b),
    )
  return {
    period: input.period,
    span,
    periodName: input.period === 'term' ? `${periods.term.name} so far` : `${year.name} so far`,
    threshold: academics.attendanceThresholdPercent,
    scopeLabel: input.className ? classSectionLabel(input.className, input.section ?? '') : 'the whole school',
    students,
  }
}
