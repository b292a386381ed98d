// Server-only: fee reminders by e-mail to the families of a term's defaulters, at most once per family, term and day.
import { school } from '#app-config'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import type { Mailer } from '~/server/mail'
import { absoluteUrl } from '~/shared/site-origin'
import { displayName } from '~/shared/names'
import { formatDateKeyNumeric } from '~/shared/dates'
import { escapeHtml } from '~/shared/markup'
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
  deps: FeeDeps & { mailer: Mailer; appOrigin: string; paymentGateway: () => unknown },
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
  const payOnline = deps.paymentGateway() !== null
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
        reminderMessage(
          { to: family.to, guardian, origin: deps.appOrigin, payOnline, term: report.term },
          family.children,
        ),
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

/** The fee portal's page with one child's dues (a parent sees that child; a student their own). */
export function childDuesPath(studentId: string) {
  return `/fee-portal/student-dashboard?child=${encodeURIComponent(studentId)}`
}

/**
 * The names of the students' guardians (the guardian link), keyed `studentId:email` for the guardian with that
 * e-mail and `studentId` for the first guardian.
 */
export async function guardianNames(db: FeeDeps['db'], studentIds: string[]) {
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

type ReminderChild = {
  studentId: string
  name: string
  classLabel: string
  outstandingPaise: number
  finePaise: number
}

/**
 * The reminder: the guardian by name, then per child the amount owed for the term after concessions (with the
 * late fee still owed in it) and a link to that child's dues, "Pay online" when online payment is on.
 */
function reminderMessage(
  mail: {
    to: string
    guardian: string | null
    origin: string
    payOnline: boolean
    term: { name: string; dueDate: string; yearName: string }
  },
  children: ReminderChild[],
) {
  const { term } = mail
  const greeting = `Dear ${mail.guardian?.trim() || 'Parent'},`
  const due = formatDateKeyNumeric(term.dueDate)
  const intro = `The fees for ${term.name} (${term.yearName}) were due on ${due}. Our records show the following outstanding, after any concessions:`
  const linkText = mail.payOnline ? 'Pay online' : 'See the dues'
  const owed = (c: ReminderChild) =>
    `${c.name} (${c.classLabel}): ${formatPaise(c.outstandingPaise)}${c.finePaise > 0 ? ` including a late fee of ${formatPaise(c.finePaise)}` : ''}`
  const link = (c: ReminderChild) => absoluteUrl(childDuesPath(c.studentId), mail.origin)
  const total = `Total outstanding: ${formatPaise(children.reduce((sum, c) => sum + c.outstandingPaise, 0))}`
  const how = mail.payOnline
    ? 'Please pay online through the fee portal, or at the school fee counter.'
    : 'Please pay at the school fee counter; the fee portal shows the details.'
  const ignore = 'If you have already paid, please ignore this message.'
  const contact = `${school.phones[0]} · ${school.email}`
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...children.map((c) => `<li>${escapeHtml(owed(c))}. <a href="${escapeHtml(link(c))}">${linkText}</a></li>`),
    '</ul>',
    `<p>${escapeHtml(total)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(school.name)}<br>${escapeHtml(contact)}</p>`,
  ].join('\n')
  return {
    to: mail.to,
    subject: `Fee reminder: ${term.name} ${term.yearName} was due on ${due}`,
    text: [
      greeting,
      '',
      intro,
      '',
      ...children.flatMap((c) => [`- ${owed(c)}`, `  ${linkText}: ${link(c)}`]),
      '',
      total,
      '',
      how,
      '',
      ignore,
      '',
      school.name,
      contact,
    ].join('\n'),
    html,
  }
}
