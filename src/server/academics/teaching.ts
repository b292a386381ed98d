// Server-only: "My classes" (a teacher's class sections, with today's register) and the admin's view of every
// section (which have not taken today's attendance, and whether the school day's deadline has passed), and a
// teacher's class list, which shows guardians only as far as app.config.ts allows.
import { academics } from '#app-config'
import { classList } from '~/server/auth/class-lists'
import { classLabel, type ClassOption } from '~/shared/admission-options'
import { classSectionLabel } from '~/shared/attendance'
import { dateKeyOf, zonedParts } from '~/shared/dates'
import { displayName } from '~/shared/names'
import { nonWorkingDayReason } from '~/shared/working-days'
import { compareSections, currentYear, holidaysBetween, sectionsOfYear, type AcademicsDeps, type Db } from './common'
import { requireSectionTeacher, teachingOf, type Viewer } from './scope'

/** Whether the school clock has passed the time every register should be taken by. */
export function pastAttendanceDeadline(now: Date): boolean {
  const { hour, minute } = zonedParts(now)
  const [dueHour, dueMinute] = academics.attendanceDueBy.split(':').map(Number) as [number, number]
  return hour * 60 + minute >= dueHour * 60 + dueMinute
}

/** Why `date` takes no register: a Sunday, a holiday, or a day outside the academic year; null on a school day. */
export async function noRegisterReason(
  db: Db,
  year: { name: string; startDate: string; endDate: string },
  date: string,
) {
  if (date < year.startDate || date > year.endDate) return `The academic year ${year.name} does not include this day.`
  return nonWorkingDayReason(date, await holidaysBetween(db, date, date))
}

export async function usersById(db: Db, ids: readonly string[]) {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, firstName: true, lastName: true, email: true },
  })
  return new Map(users.map((user) => [user.id, displayName(user)]))
}

export async function teachingOverview({ db, now }: AcademicsDeps, viewer: Viewer) {
  const year = await currentYear(db)
  const at = now()
  const today = dateKeyOf(at)
  const [sections, classTeachers, subjectTeachers, registers, closedReason] = await Promise.all([
    sectionsOfYear(db, year.id),
    db.classTeacher.findMany({
      where: { yearId: year.id },
      select: { className: true, section: true, teacherId: true },
    }),
    db.subjectTeacher.findMany({
      where: { yearId: year.id, ...(viewer.role === 'admin' ? {} : { teacherId: viewer.id }) },
      select: { className: true, section: true, teacherId: true, subject: { select: { name: true, sortOrder: true } } },
    }),
    db.attendanceRegister.findMany({
      where: { date: today, yearId: year.id },
      select: { className: true, section: true, takenAt: true, takenByName: true, absentCount: true, lateCount: true },
    }),
    noRegisterReason(db, year, today),
  ])
  const names = await usersById(
    db,
    classTeachers.map((row) => row.teacherId),
  )
  const key = (row: { className: string; section: string }) => `${row.className}|${row.section}`
  const all = new Map(sections.map((s) => [key(s), s]))
  const teaching = viewer.role === 'teacher' ? await teachingOf(db, viewer.id, year.id) : null
  // A teacher's own sections, even one with no students enrolled yet.
  if (teaching) {
    for (const row of [...teaching.classTeacherOf, ...teaching.subjects])
      if (!all.has(key(row))) all.set(key(row), { className: row.className, section: row.section, students: 0 })
  }
  const visible = [...all.values()]
    .filter(
      (s) =>
        !teaching ||
        teaching.classTeacherOf.some((row) => key(row) === key(s)) ||
        teaching.subjects.some((row) => key(row) === key(s)),
    )
    .sort(compareSections)
  return {
    year: { id: year.id, name: year.name },
    today,
    closedReason,
    dueBy: academics.attendanceDueBy,
    pastDue: pastAttendanceDeadline(at),
    sections: visible.map((s) => {
      const classTeacher = classTeachers.find((row) => key(row) === key(s))
      const register = registers.find((row) => key(row) === key(s))
      return {
        className: s.className,
        section: s.section,
        label: classSectionLabel(s.className, s.section),
        classLabel: classLabel(s.className),
        students: s.students,
        classTeacher: classTeacher
          ? { id: classTeacher.teacherId, name: names.get(classTeacher.teacherId) ?? 'Account removed' }
          : null,
        isClassTeacher: classTeacher?.teacherId === viewer.id,
        subjects: subjectTeachers
          .filter((row) => key(row) === key(s) && (viewer.role === 'admin' ? false : row.teacherId === viewer.id))
          .sort((a, b) => a.subject.sortOrder - b.subject.sortOrder)
          .map((row) => row.subject.name),
        today: register
          ? {
              takenAt: register.takenAt,
              takenBy: register.takenByName,
              absent: register.absentCount,
              late: register.lateCount,
            }
          : null,
      }
    }),
  }
}

/** A class section's list for one of its teachers: guardians' phones and e-mails only as app.config.ts allows. */
export async function teacherClassList(db: Db, viewer: Viewer, input: { className: ClassOption; section: string }) {
  const year = await currentYear(db)
  await requireSectionTeacher(db, viewer, year.id, input.className, input.section)
  const list = await classList(db, { className: input.className, ...(input.section ? { section: input.section } : {}) })
  const { guardianPhones, guardianEmails } = academics.teacherClassList
  const admin = viewer.role === 'admin'
  return {
    label: classSectionLabel(input.className, input.section),
    yearName: year.name,
    showsPhones: admin || guardianPhones,
    showsEmails: admin || guardianEmails,
    students: list.students
      .filter((student) => (student.section ?? '') === input.section && student.active)
      .map((student) => ({
        studentId: student.studentId,
        name: student.name,
        rollNumber: student.rollNumber,
        schoolId: student.schoolId,
        guardians: student.guardians.map((guardian) => ({
          name: guardian.name,
          relationLabel: guardian.relationLabel,
          phone: admin || guardianPhones ? guardian.phone : null,
          email: admin || guardianEmails ? guardian.email : null,
        })),
      })),
  }
}
