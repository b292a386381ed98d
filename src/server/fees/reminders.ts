// Server-only: fee reminders by e-mail to the families of a term's defaulters, at most once per family, term and day.
import { school } from '#app-config'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import type { Mailer } from '~/server/mail'
import { absoluteUrl } from '~/shared/site-origin'
import { displayName } from '~/shared/names'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import type { FeeActor, FeeDeps } from './common'
import { defaulters } from './reports'

// ---------- reminders ----------

/**
 * One e-mail per family (parent e-mail, else the student's own) listing what each child owes for the term.
 * The reminder row (unique per family, term and day) is written before sending, so two clicks or two cashiers at
 * once send one e-mail; a family already reminded about this term today is skipped, while a reminder about
 * another overdue term still reaches it.
 */
export async function sendReminders(
  deps: FeeDeps & { mailer: Mailer; appOrigin: string },
  input: { termId: string; className?: string },
  actor: FeeActor,
) {
  const report = await defaulters(deps, input)
  const today = report.asOf
  const families = new Map<string, { to: string; children: typeof report.items }>()
  for (const item of report.items) {
    const to = item.parentEmail?.toLowerCase() || item.studentEmail
    if (!to) continue
    const key = item.parentEmail ? item.parentEmail.toLowerCase() : `student:${item.studentId}`
    const family = families.get(key) ?? { to, children: [] }
    family.children.push(item)
    families.set(key, family)
  }
  const greetings = await guardianNames(
    deps.db,
    report.items.map((item) => item.studentId),
  )
  let sent = 0
  let skipped = 0
  let failed = 0
  for (const [familyKey, family] of families) {
    try {
      await deps.db.feeReminder.create({
        data: { familyKey, date: today, termId: input.termId, sentTo: family.to, createdAt: deps.now() },
      })
    } catch (error) {
      if (isUniqueViolationOn(error, 'family_key', 'familyKey', 'fee_reminders')) {
        skipped += 1
        continue
      }
      throw error
    }
    try {
      const first = family.children[0]!
      const guardian =
        greetings.get(`${first.studentId}:${family.to}`) ?? greetings.get(first.studentId) ?? first.parentName
      await deps.mailer.send(
        reminderMessage(family.to, guardian, absoluteUrl(feePortalPath, deps.appOrigin), report.term, family.children),
      )
      sent += 1
    } catch {
      // Free the day's slot so a later attempt can reach this family.
      await deps.db.feeReminder.deleteMany({ where: { familyKey, termId: input.termId, date: today } })
      failed += 1
    }
  }
  if (sent > 0) {
    await writeAuditLog(deps.db, {
      actor,
      action: 'fees.reminders_send',
      target: { type: 'fee_term', id: input.termId, label: `${report.term.yearName} ${report.term.name}` },
      details: { sent, skipped, failed, className: input.className ?? null },
      at: deps.now(),
    })
  }
  return { families: families.size, sent, skipped, failed }
}

/** The family's page of the fee portal (a parent picks the child there). */
const feePortalPath = '/fee-portal/student-dashboard'

/**
 * The names of the students' guardians (the guardian link), keyed `studentId:email` for the guardian with that
 * e-mail and `studentId` for the first guardian.
 */
async function guardianNames(db: FeeDeps['db'], studentIds: string[]) {
  const names = new Map<string, string>()
  if (studentIds.length === 0) return names
  const links = await db.guardian.findMany({
    where: { studentId: { in: studentIds }, parent: { isActive: true } },
    orderBy: { slot: 'asc' },
    select: { studentId: true, parent: { select: { firstName: true, lastName: true, email: true } } },
  })
  for (const link of links) {
    const name = displayName(link.parent)
    if (link.parent.email) names.set(`${link.studentId}:${link.parent.email.toLowerCase()}`, name)
    if (!names.has(link.studentId)) names.set(link.studentId, name)
  }
  return names
}

function reminderMessage(
  to: string,
  guardian: string | null,
  portalUrl: string,
  term: { name: string; dueDate: string; yearName: string },
  children: { name: string; classLabel: string; outstandingPaise: number; finePaise: number }[],
) {
  const lines = children.map(
    (c) =>
      `- ${c.name} (${c.classLabel}): ${formatPaise(c.outstandingPaise)}${c.finePaise > 0 ? ` including a late fee of ${formatPaise(c.finePaise)}` : ''}`,
  )
  const total = children.reduce((sum, c) => sum + c.outstandingPaise, 0)
  return {
    to,
    subject: `Fee reminder: ${term.name} ${term.yearName} was due on ${formatDateKeyNumeric(term.dueDate)}`,
    text: [
      `Dear ${guardian?.trim() || 'Parent'},`,
      '',
      `The fees for ${term.name} (${term.yearName}) were due on ${formatDateKeyNumeric(term.dueDate)}. Our records show the following outstanding:`,
      '',
      ...lines,
      '',
      `Total outstanding: ${formatPaise(total)}`,
      '',
      'Please pay at the school fee counter, or sign in to the fee portal to see the details:',
      portalUrl,
      '',
      'If you have already paid, please ignore this message.',
      '',
      `${school.name}`,
      `${school.phones[0]} · ${school.email}`,
    ].join('\n'),
  }
}
