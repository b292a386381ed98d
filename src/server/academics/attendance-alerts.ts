// Server-only: the guardians of a student marked absent today are told once: in the bell and by e-mail, through
// the app's notification path (src/server/notifications.ts, the mailer and its outbox). The alert row, keyed by
// student and day, is written first: a second save, a correction or two devices at once never tell them twice.
// A marked leave sends nothing (the caller leaves those students out).
import { school } from '#app-config'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import type { Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import type { Mailer } from '~/server/mail'
import { notify } from '~/server/notifications'
import { logError } from '~/server/request-log'
import { formatDateKey } from '~/shared/dates'

type AlertDeps = { db: PrismaClient; now: Clock; mailer: Mailer }

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
        parent: { select: { email: true, firstName: true, lastName: true } },
      },
    }),
    deps.db.student.findMany({
      where: { userId: { in: claimed.map((s) => s.studentId) } },
      select: { userId: true, parentEmail: true },
    }),
  ])
  const day = formatDateKey(register.date)
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
    // An e-mail to each linked guardian, by name; else one to the parent e-mail on the student's record.
    const linked = guardians.filter((link) => !!link.parent.email)
    const recordEmail = records.find((record) => record.userId === student.studentId)?.parentEmail
    const letters =
      linked.length > 0
        ? [...new Map(linked.map((link) => [link.parent.email!, guardianName(link.parent)])).entries()]
        : recordEmail
          ? [[recordEmail, 'Parent/Guardian'] as const]
          : []
    for (const [to, name] of letters) {
      try {
        await deps.mailer.send({
          to,
          subject: `${student.name} was absent from school today (${day})`,
          text: [
            `Dear ${name},`,
            '',
            body,
            '',
            'Attendance and results are on your dashboard when you sign in to the school website.',
            '',
            `${school.name}`,
          ].join('\n'),
        })
      } catch (error) {
        // The mailer has recorded the failed e-mail in the outbox (an admin can send it again); the bell line stands.
        logError(`[attendance] absence e-mail for ${student.studentId} failed`, error)
      }
    }
  }
  return claimed.length
}

/** How a letter greets a guardian: their name as the school has it. */
function guardianName(parent: { firstName: string; lastName: string }): string {
  return `${parent.firstName} ${parent.lastName}`.trim() || 'Parent/Guardian'
}
