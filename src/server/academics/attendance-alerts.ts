// Server-only: the guardians of a student marked absent today are told once: in the bell, and by a message queued
// on each guardian's chosen channels (the message worker sends it). The alert row, keyed by
// student and day, is written first: a second save, a correction or two devices at once never tell them twice.
// A marked leave sends nothing (the caller leaves those students out).
import { school } from '#app-config'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import type { Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import { configuredAppOrigin } from '~/server/auth/request-info'
import { queueMessages, type QueueItem } from '~/server/messaging/queue'
import { notify } from '~/server/notifications'
import { logError } from '~/server/request-log'
import { formatDateKey } from '~/shared/dates'
import { absoluteUrl } from '~/shared/site-origin'

type AlertDeps = { db: PrismaClient; now: Clock; appOrigin?: string }

/** Returns how many students' guardians were told (those not already told today). */
export async function sendAbsenceAlerts(
  deps: AlertDeps,
  register: { registerId: string; date: string; label: string },
  students: readonly { studentId: string; name: string }[],
): Promise<number> {
  const claimed: { studentId: string; name: string }[] = []
  // Those already told today are skipped without a write; the key still settles two saves racing for the same one.
  const told = new Set(
    (
      await deps.db.attendanceAlert.findMany({
        where: { date: register.date, studentId: { in: students.map((s) => s.studentId) } },
        select: { studentId: true },
      })
    ).map((row) => row.studentId),
  )
  for (const student of students.filter((s) => !told.has(s.studentId))) {
    try {
      await deps.db.attendanceAlert.create({
        data: {
          studentId: student.studentId,
          date: register.date,
          registerId: register.registerId,
          createdAt: deps.now(),
        },
      })
      claimed.push(student)
    } catch (error) {
      if (!isUniqueViolationOn(error, 'student_id', 'studentId', 'attendance_alerts')) throw error
    }
  }
  if (claimed.length === 0) return 0
  const [links, records] = await Promise.all([
    deps.db.guardian.findMany({
      where: { studentId: { in: claimed.map((s) => s.studentId) }, parent: { isActive: true } },
      select: {
        studentId: true,
        parentId: true,
        parent: { select: { email: true, phone: true, firstName: true, lastName: true } },
      },
    }),
    deps.db.student.findMany({
      where: { userId: { in: claimed.map((s) => s.studentId) } },
      select: { userId: true, parentEmail: true, parentName: true, parentPhone: true },
    }),
  ])
  const day = formatDateKey(register.date)
  const origin = deps.appOrigin ?? configuredAppOrigin()
  const items: QueueItem<'absence_alert'>[] = []
  for (const student of claimed) {
    const guardians = links.filter((link) => link.studentId === student.studentId)
    const body = `${student.name} was marked absent in ${register.label} today, ${day}. If you did not expect this, please call the school office on ${school.phones[0]}.`
    await notify(
      deps.db,
      guardians.map((link) => link.parentId),
      {
        kind: 'absence',
        title: `${student.name} is absent today`,
        body,
        link: `/dashboard/children/${student.studentId}`,
      },
      deps.now(),
    )
    // A message to each linked guardian, by name, on their own channels; else an e-mail to the parent on record.
    const values = {
      child: student.name,
      register: register.label,
      date: day,
      link: absoluteUrl(`/dashboard/children/${student.studentId}`, origin),
    }
    const about = (who: string) => `absence:${student.studentId}:${register.date}:${who}`
    const reachable = guardians.filter((link) => link.parent.email || link.parent.phone)
    const record = records.find((row) => row.userId === student.studentId)
    if (reachable.length > 0) {
      for (const link of reachable)
        items.push({
          recipient: { userId: link.parentId, email: link.parent.email, phone: link.parent.phone },
          template: 'absence_alert',
          about: about(link.parentId),
          values: { ...values, guardian: guardianName(link.parent) },
        })
    } else if (record?.parentEmail) {
      items.push({
        recipient: { userId: null, email: record.parentEmail, phone: record.parentPhone },
        template: 'absence_alert',
        about: about(record.parentEmail.toLowerCase()),
        values: { ...values, guardian: record.parentName?.trim() || 'Parent/Guardian' },
      })
    }
  }
  // The alert rows stand even when the messages cannot be written; the log says why.
  await queueMessages(deps, items).catch((error: unknown) =>
    logError('[attendance] could not queue absence alerts', error),
  )
  return claimed.length
}

/** How a letter greets a guardian: their name as the school has it. */
function guardianName(parent: { firstName: string; lastName: string }): string {
  return `${parent.firstName} ${parent.lastName}`.trim() || 'Parent/Guardian'
}
