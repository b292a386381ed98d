// Server-only: a class section's register for a day: opened by its class teacher (or an admin), everyone present
// unless marked absent or late, saved in one transaction. Saving again corrects it: the teacher on the same day, an
// admin later with a reason; each correction names the version it was made from (two devices never overwrite each
// other unseen) and is audit-logged. A retried submission (its answer lost on a flaky line) is recognised by its id
// and changes nothing. Absences of today alert the guardians once (attendance-alerts.ts).
import { badRequest, conflict, forbidden } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { academicsMessages, type SaveRegisterInput } from '~/shared/academics-schemas'
import { attendanceStatusLabels, classSectionLabel, type AttendanceStatus } from '~/shared/attendance'
import { dateKeyOf, formatDateKeyNumeric, formatTime } from '~/shared/dates'
import { sendAbsenceAlerts } from './attendance-alerts'
import {
  actorName,
  currentYear,
  sectionRoster,
  transactionOptions,
  type AcademicsDeps,
  type Actor,
  type Db,
} from './common'
import { requireClassTeacher, type Viewer } from './scope'
import { noRegisterReason } from './teaching'

type SectionDay = { className: string; section: string; date: string }

const registerSelect = {
  id: true,
  version: true,
  submissionId: true,
  takenAt: true,
  takenByName: true,
  updatedAt: true,
  updatedByName: true,
  marks: { select: { studentId: true, status: true, reason: true } },
} as const

async function findRegister(db: Db, day: SectionDay) {
  return db.attendanceRegister.findUnique({
    where: { className_section_date: { className: day.className, section: day.section, date: day.date } },
    select: registerSelect,
  })
}

/** What the attendance screen shows for a section and day, and what the caller may do there. */
export async function openRegister({ db, now }: AcademicsDeps, viewer: Viewer, day: SectionDay) {
  const year = await currentYear(db)
  const today = dateKeyOf(now())
  const [, closedReason, students, register] = await Promise.all([
    requireClassTeacher(db, viewer, year.id, day.className, day.section),
    noRegisterReason(db, year, day.date),
    sectionRoster(db, year.id, day.className, day.section),
    findRegister(db, day),
  ])
  const admin = viewer.role === 'admin'
  const future = day.date > today
  return {
    label: classSectionLabel(day.className, day.section),
    date: day.date,
    today,
    closedReason: future ? 'Attendance cannot be taken for a future date.' : closedReason,
    canEdit: !future && !closedReason && (admin || day.date === today),
    needsReason: admin && day.date < today,
    students,
    register: register && {
      version: register.version,
      takenAt: register.takenAt,
      takenByName: register.takenByName,
      updatedAt: register.updatedAt,
      updatedByName: register.updatedByName,
      marks: register.marks.filter((mark) => mark.status !== 'present'),
    },
  }
}

type SaveDeps = AcademicsDeps & { appOrigin?: string }

export async function saveRegister(deps: SaveDeps, actor: Actor, input: SaveRegisterInput & { section: string }) {
  const { db, now } = deps
  const year = await currentYear(db)
  const label = classSectionLabel(input.className, input.section)
  const today = dateKeyOf(now())
  const [, closedReason, roster] = await Promise.all([
    requireClassTeacher(db, actor, year.id, input.className, input.section),
    noRegisterReason(db, year, input.date),
    sectionRoster(db, year.id, input.className, input.section),
  ])
  if (input.date > today) throw badRequest('Attendance cannot be taken for a future date.')
  if (closedReason) throw badRequest(`${closedReason} No attendance is taken that day.`)
  const admin = actor.role === 'admin'
  if (input.date < today && !admin)
    throw forbidden(
      `Only an administrator can correct the register of an earlier day (${formatDateKeyNumeric(input.date)}).`,
    )
  const reason = input.reason?.trim() ?? ''
  if (input.date < today && reason.length < 3) throw badRequest(academicsMessages.reasonRequired)

  if (roster.length === 0) throw badRequest(`No students are enrolled in ${label}.`)
  const onRoster = new Map(roster.map((student) => [student.studentId, student]))
  const marked = new Map<string, { status: AttendanceStatus; reason: string | null }>()
  for (const entry of input.entries) {
    if (!onRoster.has(entry.studentId)) throw badRequest(`A student in the list is not on the class list of ${label}.`)
    if (marked.has(entry.studentId)) throw badRequest('A student is listed twice.')
    marked.set(entry.studentId, { status: entry.status, reason: entry.reason ?? null })
  }
  const statusOf = (studentId: string) => marked.get(studentId) ?? { status: 'present' as const, reason: null }
  const counts = { presentCount: 0, absentCount: 0, lateCount: 0 }
  for (const student of roster) counts[`${statusOf(student.studentId).status}Count`] += 1

  const at = now()
  const who = actorName(actor)
  const day = { className: input.className, section: input.section, date: input.date }
  const outcome = await db
    .$transaction(async (tx) => {
      const existing = await findRegister(tx, day)
      if (existing && existing.submissionId === input.submissionId)
        return { repeated: true as const, version: existing.version }
      if (!existing && input.expectedVersion !== 0)
        throw conflict(`The register of ${label} is no longer there. Reload the page.`)
      if (existing && existing.version !== input.expectedVersion)
        throw conflict(
          `${existing.updatedByName} saved the register of ${label} at ${formatTime(existing.updatedAt)} after you opened it. Reload the page to see their marks before you change them.`,
        )
      const marks = roster.map((student) => ({
        studentId: student.studentId,
        date: input.date,
        ...statusOf(student.studentId),
      }))
      if (!existing) {
        const register = await tx.attendanceRegister.create({
          data: {
            yearId: year.id,
            ...day,
            submissionId: input.submissionId,
            ...counts,
            takenById: actor.id,
            takenByName: who,
            takenAt: at,
            updatedById: actor.id,
            updatedByName: who,
            updatedAt: at,
          },
          select: { id: true, version: true },
        })
        await tx.attendanceMark.createMany({ data: marks.map((mark) => ({ ...mark, registerId: register.id })) })
        return { repeated: false as const, version: register.version, registerId: register.id, changes: [] }
      }
      const before = new Map(existing.marks.map((mark) => [mark.studentId, mark]))
      const changed = marks.filter((mark) => {
        const old = before.get(mark.studentId)
        return !old || old.status !== mark.status || (old.reason ?? null) !== mark.reason
      })
      const changes = changed.map((mark) => ({
        student: onRoster.get(mark.studentId)!.name,
        from: before.get(mark.studentId) ? describe(before.get(mark.studentId)!) : 'not on the register',
        to: describe(mark),
      }))
      const { count } = await tx.attendanceRegister.updateMany({
        where: { id: existing.id, version: existing.version },
        data: {
          submissionId: input.submissionId,
          ...(changes.length > 0
            ? { ...counts, version: { increment: 1 }, updatedById: actor.id, updatedByName: who, updatedAt: at }
            : {}),
        },
      })
      if (count === 0)
        throw conflict(`The register of ${label} was saved by someone else a moment ago. Reload the page.`)
      if (changes.length > 0) {
        // Only the marks that changed are rewritten: a correction is usually one or two taps.
        await tx.attendanceMark.deleteMany({
          where: { registerId: existing.id, studentId: { in: changed.map((mark) => mark.studentId) } },
        })
        await tx.attendanceMark.createMany({ data: changed.map((mark) => ({ ...mark, registerId: existing.id })) })
        await writeAuditLog(tx, {
          actor,
          action: 'attendance.correct',
          target: {
            type: 'attendance_register',
            id: existing.id,
            label: `${label}, ${formatDateKeyNumeric(input.date)}`,
          },
          details: { reason: reason || null, changes },
          at,
        })
      }
      return {
        repeated: false as const,
        version: existing.version + (changes.length > 0 ? 1 : 0),
        registerId: existing.id,
        changes,
      }
    }, transactionOptions)
    .catch(async (error: unknown) => {
      // Two first saves at once: the other one created the register. Ours is a repeat only if it was this submission.
      if (!isUniqueViolationOn(error, 'class_name', 'className', 'date')) throw error
      const winner = await findRegister(db, day)
      if (winner?.submissionId === input.submissionId) return { repeated: true as const, version: winner.version }
      throw conflict(
        `${winner?.takenByName ?? 'Someone'} took the register of ${label} a moment ago. Reload the page to see it before you change it.`,
      )
    })

  let alerted = 0
  if (!outcome.repeated && input.date === today) {
    const absent = roster.filter((student) => {
      const mark = statusOf(student.studentId)
      return mark.status === 'absent' && mark.reason !== 'leave'
    })
    alerted = await sendAbsenceAlerts(deps, { registerId: outcome.registerId, date: input.date, label }, absent)
  }
  return { version: outcome.version, repeated: outcome.repeated, alerted, ...counts }
}

function describe(mark: { status: string; reason: string | null }): string {
  const status = attendanceStatusLabels[mark.status as AttendanceStatus] ?? mark.status
  return mark.reason ? `${status} (${mark.reason})` : status
}
