// Server-only: fee reminders, queued in the outbox on each family's channels, to the families of a term's defaulters, at most once per family, term and day.
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import type { PrismaClient } from '~/server/db'
import { queueMessages, type QueueItem } from '~/server/messaging/queue'
import { logError } from '~/server/request-log'
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
  deps: FeeDeps & { appOrigin: string; paymentGateway: () => unknown },
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
  const guardians = await guardiansOf(
    deps.db,
    report.items.map((item) => item.studentId),
  )
  const payOnline = deps.paymentGateway() !== null
  const due = formatDateKeyNumeric(report.term.dueDate)
  const items: QueueItem<'fee_reminder'>[] = []
  // The fee services' client type allows a transaction's; reminders always run on the request's own client.
  const db = deps.db as PrismaClient
  const claimed = await claimFamilies(
    db,
    [...families].map(([familyKey, family]) => ({ familyKey, sentTo: family.to })),
    { termId: input.termId, date: today, at: deps.now() },
  )
  const skipped = families.size - claimed.length
  for (const familyKey of claimed) {
    const family = families.get(familyKey)!
    const first = family.children[0]!
    const guardian = guardians.get(`${first.studentId}:${family.to}`) ?? guardians.get(first.studentId) ?? null
    const link = (studentId: string) => absoluteUrl(childDuesPath(studentId), deps.appOrigin)
    items.push({
      recipient: {
        userId: guardian?.userId ?? null,
        email: family.to,
        phone: guardian?.phone ?? first.parentPhone ?? null,
      },
      template: 'fee_reminder',
      about: `fee-reminder:${input.termId}:${familyKey}:${today}`,
      values: {
        guardian: guardian?.name ?? (first.parentName?.trim() || 'Parent'),
        children: family.children.map((c) => ({
          name: c.name,
          firstName: c.name.split(' ')[0] ?? c.name,
          classLabel: c.classLabel,
          owed: `${formatPaise(c.outstandingPaise)}${c.finePaise > 0 ? ` including a late fee of ${formatPaise(c.finePaise)}` : ''}`,
          link: link(c.studentId),
        })),
        term: { name: report.term.name, yearName: report.term.yearName, dueDate: due },
        total: formatPaise(family.children.reduce((sum, c) => sum + c.outstandingPaise, 0)),
        payOnline,
        portalLink: absoluteUrl('/fee-portal', deps.appOrigin),
      },
    })
  }
  let sent = 0
  let failed = 0
  try {
    await queueMessages({ db, now: deps.now }, items)
    sent = items.length
  } catch (error) {
    // Free the day's slots so a later attempt can reach these families.
    await deps.db.feeReminder.deleteMany({ where: { familyKey: { in: claimed }, termId: input.termId, date: today } })
    failed = items.length
    logError('[fees] could not queue reminders', error)
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

/**
 * Takes the day's reminder slot of each family that has none for this term yet and returns their keys: the taken
 * ones are read first, the rest written in chunks. A slot another run takes meanwhile meets the unique key; that
 * chunk is then written one by one, so each family is claimed by one run only.
 */
async function claimFamilies(
  db: PrismaClient,
  families: { familyKey: string; sentTo: string }[],
  slot: { termId: string; date: string; at: Date },
) {
  const claimed: string[] = []
  for (let start = 0; start < families.length; start += 500) {
    const chunk = families.slice(start, start + 500)
    const taken = new Set(
      (
        await db.feeReminder.findMany({
          where: { termId: slot.termId, date: slot.date, familyKey: { in: chunk.map((f) => f.familyKey) } },
          select: { familyKey: true },
        })
      ).map((row) => row.familyKey),
    )
    const rows = chunk
      .filter((family) => !taken.has(family.familyKey))
      .map((family) => ({ ...family, termId: slot.termId, date: slot.date, createdAt: slot.at }))
    if (rows.length === 0) continue
    try {
      await db.$transaction([db.feeReminder.createMany({ data: rows })])
      claimed.push(...rows.map((row) => row.familyKey))
    } catch (error) {
      if (!isUniqueViolationOn(error, 'family_key', 'familyKey', 'fee_reminders')) throw error
      for (const row of rows) {
        try {
          await db.feeReminder.create({ data: row })
          claimed.push(row.familyKey)
        } catch (rowError) {
          if (!isUniqueViolationOn(rowError, 'family_key', 'familyKey', 'fee_reminders')) throw rowError
        }
      }
    }
  }
  return claimed
}

/** The fee portal's page with one child's dues (a parent sees that child; a student their own). */
export function childDuesPath(studentId: string) {
  return `/fee-portal/student-dashboard?child=${encodeURIComponent(studentId)}`
}

type GuardianContact = { userId: string; name: string; phone: string | null }

/**
 * The students' guardians (the guardian link) with their account and mobile, keyed `studentId:email` for the
 * guardian with that e-mail and `studentId` for the first guardian.
 */
export async function guardiansOf(db: FeeDeps['db'], studentIds: string[]) {
  const found = new Map<string, GuardianContact>()
  if (studentIds.length === 0) return found
  // In slices (a database limits the values one query may carry), as two plain reads: the links in slot order, then
  // the active parents they name (a relation filter and a nested read of the parent cost a third of a second more
  // for 2,000 students).
  const links: { studentId: string; parentId: string }[] = []
  for (let start = 0; start < studentIds.length; start += 500)
    links.push(
      ...(await db.guardian.findMany({
        where: { studentId: { in: studentIds.slice(start, start + 500) } },
        orderBy: { slot: 'asc' },
        select: { studentId: true, parentId: true },
      })),
    )
  const parentIds = [...new Set(links.map((link) => link.parentId))]
  const parents = new Map<
    string,
    { id: string; firstName: string; lastName: string; email: string | null; phone: string | null }
  >()
  for (let start = 0; start < parentIds.length; start += 500)
    for (const parent of await db.user.findMany({
      where: { id: { in: parentIds.slice(start, start + 500) }, isActive: true },
      select: { id: true, firstName: true, lastName: true, email: true, phone: true },
    }))
      parents.set(parent.id, parent)
  for (const link of links) {
    const parent = parents.get(link.parentId)
    if (!parent) continue
    const contact = { userId: parent.id, name: displayName(parent), phone: parent.phone }
    if (parent.email) found.set(`${link.studentId}:${parent.email.toLowerCase()}`, contact)
    if (!found.has(link.studentId)) found.set(link.studentId, contact)
  }
  return found
}
