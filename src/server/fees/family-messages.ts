// Server-only: the fee office's messages to families (receipts, cancelled receipts, returned cheques), queued in the
// outbox on each family's channels as the fee reminder is: one message per family and child, addressed to the
// guardian by name, keyed by what it is about so a retried request queues it once.
import { configuredAppOrigin } from '~/server/auth/request-info'
import type { PrismaClient } from '~/server/db'
import { queueMessages, type QueueItem, type Recipient } from '~/server/messaging/queue'
import { absoluteUrl } from '~/shared/site-origin'
import type { FeeDeps } from './common'
import { childDuesPath, guardiansOf } from './reminders'

/** A family as a fee message reaches it: the guardian (their account's choices decide the channels) and the children. */
export type FeeFamily = { key: string; recipient: Recipient; guardian: string; studentIds: string[] }

/**
 * The families of the students, one per mailing address as the reminders have them (the parent e-mail, else the
 * student's own): the linked guardian with that e-mail (else the first one) is the recipient; a family without any
 * address or account is left out.
 */
export async function familiesOf(db: FeeDeps['db'], studentIds: readonly string[]): Promise<FeeFamily[]> {
  const ids = [...new Set(studentIds)]
  const [students, guardians] = await Promise.all([
    db.student.findMany({
      where: { userId: { in: ids } },
      select: {
        userId: true,
        parentEmail: true,
        parentName: true,
        parentPhone: true,
        user: { select: { email: true } },
      },
    }),
    guardiansOf(db, ids),
  ])
  const families = new Map<string, FeeFamily>()
  for (const id of ids) {
    const student = students.find((row) => row.userId === id)
    if (!student) continue
    const to = student.parentEmail?.toLowerCase() || student.user.email?.toLowerCase() || null
    const guardian = (to ? guardians.get(`${id}:${to}`) : undefined) ?? guardians.get(id) ?? null
    if (!to && !guardian) continue
    const key = student.parentEmail ? student.parentEmail.toLowerCase() : (guardian?.userId ?? `student:${id}`)
    const family = families.get(key)
    if (family) {
      family.studentIds.push(id)
      continue
    }
    families.set(key, {
      key,
      recipient: { userId: guardian?.userId ?? null, email: to, phone: guardian?.phone ?? student.parentPhone ?? null },
      guardian: guardian?.name ?? (student.parentName?.trim() || 'Parent'),
      studentIds: [id],
    })
  }
  return [...families.values()]
}

/** The page with a child's dues, as a whole link for a message. */
export const duesLink = (studentId: string, appOrigin: string) => absoluteUrl(childDuesPath(studentId), appOrigin)

/**
 * Queues one message per family and child of a receipt: paid (`fee_receipt`) or cancelled (`fee_receipt_void`).
 * Runs on the request's client or inside its transaction; the key (receipt, what happened, family, child) makes a
 * second run queue nothing.
 */
export async function queueReceiptMessages(
  deps: Pick<FeeDeps, 'db' | 'now'> & { appOrigin?: string },
  receipt: { id: string; numberText: string; date: string },
  /** "paid" or "void"; each child with their name and the amount shown (a void shows the receipt's total). */
  event: 'paid' | 'void',
  children: readonly { studentId: string; name: string; amount: string }[],
  how: string,
) {
  const families = await familiesOf(
    deps.db,
    children.map((child) => child.studentId),
  )
  const items: QueueItem<'fee_receipt' | 'fee_receipt_void'>[] = []
  for (const family of families) {
    for (const child of children.filter((c) => family.studentIds.includes(c.studentId))) {
      const about = `fee-${event === 'paid' ? 'receipt' : 'void'}:${receipt.id}:${family.key}:${child.studentId}`
      const link = duesLink(child.studentId, deps.appOrigin ?? configuredAppOrigin())
      const base = { guardian: family.guardian, amount: child.amount, child: child.name, receiptNo: receipt.numberText }
      items.push(
        event === 'paid'
          ? {
              recipient: family.recipient,
              template: 'fee_receipt',
              about,
              values: { ...base, date: receipt.date, how, link },
            }
          : { recipient: family.recipient, template: 'fee_receipt_void', about, values: { ...base, link } },
      )
    }
  }
  if (items.length > 0) await queueMessages({ db: deps.db as PrismaClient, now: deps.now }, items)
}
