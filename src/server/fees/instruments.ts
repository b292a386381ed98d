// Server-only: cheques and demand drafts after the counter. Taken at the counter they are "received"; an
// administrator marks each one cleared, or bounced: a bounce reverses the receipt as a void does (the dues are owed
// again, the receipt stays, marked), may add the bounce charge an administrator set to the term it paid, and tells
// the family. The uncleared ones are listed by age. The balance a receipt prints is recorded here too.
import { randomUUID } from 'node:crypto'
import { badRequest, conflict, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import type { PrismaClient } from '~/server/db'
import { queueMessages, type QueueItem } from '~/server/messaging/queue'
import { logError } from '~/server/request-log'
import { notifyEachFamily } from '~/server/notifications'
import { findPage } from '~/server/paging'
import { toPaise } from '~/server/paise'
import { absoluteUrl } from '~/shared/site-origin'
import { addMonths, formatDateKeyNumeric } from '~/shared/dates'
import { dateKeyOf } from '~/shared/date-key'
import { chequeAgeBand, chequeMessages, type ChequeOutcome } from '~/shared/fee-cheques'
import { daysBetween } from '~/shared/fees-ledger'
import { chequeStatusLabels, isInstrumentMode, paymentModeLabels, type ChequeStatus } from '~/shared/fees'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import { lockStudents, schoolToday, studentNames, transaction, type FeeActor, type FeeDeps } from './common'
import { reverseReceipt } from './counter-void'
import { computeLedgers, type Db } from './ledger'
import { childDuesPath } from './reminders'
import { duesLink, familiesOf } from './family-messages'

/** A cheque dated more than three months before it is paid in is stale: a bank in India will not pay it. */
export function isStaleInstrument(instrumentDate: string, paymentDate: string): boolean {
  return instrumentDate < addMonths(paymentDate, -3)
}

/** Each student's outstanding balance right after a payment (as of its date), kept on the receipt to print. */
export async function recordBalanceAfter(tx: Db, receiptId: string, studentIds: readonly string[], date: string) {
  const ledgers = await computeLedgers(tx, { studentIds: [...studentIds], asOf: date })
  const balances = Object.fromEntries(
    studentIds.map((id) => [id, Math.max(0, ledgers.get(id)?.totals.outstandingPaise ?? 0)]),
  )
  await tx.feeReceipt.update({ where: { id: receiptId }, data: { balanceAfter: JSON.stringify(balances) } })
}

// ---------- the bounce charge (set by an administrator) ----------

export async function getBounceRule(db: Db) {
  const rule = await db.feeBounceRule.findUnique({ where: { id: 'default' } })
  if (!rule) return null
  const head = await db.feeHead.findUnique({ where: { id: rule.headId }, select: { name: true } })
  return { headId: rule.headId, headName: head?.name ?? 'Fee', amountPaise: toPaise(rule.amountPaise) }
}

export async function setBounceRule(
  { db, now }: FeeDeps,
  input: { headId: string; amountPaise: number },
  actor: FeeActor,
) {
  const head = await db.feeHead.findUnique({ where: { id: input.headId }, select: { name: true, archived: true } })
  if (!head || head.archived) throw notFound('Fee head not found.')
  await db.feeBounceRule.upsert({
    where: { id: 'default' },
    create: { id: 'default', headId: input.headId, amountPaise: input.amountPaise },
    update: { headId: input.headId, amountPaise: input.amountPaise },
  })
  await writeAuditLog(db, {
    actor,
    action: 'fees.bounce_rule',
    target: { type: 'fee_head', id: input.headId, label: head.name },
    details: { amountPaise: input.amountPaise },
    at: now(),
  })
  return getBounceRule(db)
}

// ---------- clearing and bouncing ----------

type SettleInput = { receiptId: string; outcome: ChequeOutcome; date: string; reason?: string; addCharge: boolean }

export type SettledCheque = {
  receiptId: string
  numberText: string
  outcome: ChequeOutcome
  totalPaise: number
  studentIds: string[]
  charge: { studentId: string; termName: string; headName: string; amountPaise: number } | null
}

/**
 * Marks a received cheque or draft cleared or bounced. The status changes only from "received", in one conditional
 * update, so two administrators marking the same cheque at once change it once: the second is told what it is now.
 */
export async function settleCheque({ db, now }: FeeDeps, input: SettleInput, actor: FeeActor): Promise<SettledCheque> {
  const today = schoolToday(now)
  if (input.date > today) throw badRequest(chequeMessages.future)
  const found = await db.feeReceipt.findUnique({
    where: { id: input.receiptId },
    select: { id: true, mode: true, date: true, voidedAt: true },
  })
  if (!found) throw notFound('Receipt not found.')
  if (!isInstrumentMode(found.mode)) throw badRequest(chequeMessages.notCheque)
  if (input.date < found.date) throw badRequest(chequeMessages.beforeReceipt)
  const rule = input.outcome === 'bounced' && input.addCharge ? await getBounceRule(db) : null
  if (input.outcome === 'bounced' && input.addCharge && (!rule || rule.amountPaise === 0))
    throw badRequest(chequeMessages.noRule)
  const at = now()
  const byName = displayName(actor)

  return transaction(db, async (tx) => {
    const allocations = await tx.feeAllocation.findMany({
      where: { receiptId: input.receiptId },
      select: { studentId: true, termId: true, amountPaise: true },
    })
    // A bounce changes what the students owe: ordered with their payments, as a payment is.
    if (input.outcome === 'bounced') await lockStudents(tx, [...new Set(allocations.map((a) => a.studentId))])
    const settled = { chequeSettledOn: input.date, chequeSettledByName: byName }
    let studentIds: string[] | null
    if (input.outcome === 'cleared') {
      const { count } = await tx.feeReceipt.updateMany({
        where: { id: input.receiptId, chequeStatus: 'received', voidedAt: null },
        data: { chequeStatus: 'cleared', ...settled },
      })
      studentIds = count === 0 ? null : [...new Set(allocations.map((a) => a.studentId))]
    } else {
      studentIds = await reverseReceipt(
        tx,
        input.receiptId,
        { at, actor, reason: `Cheque bounced: ${input.reason}`, date: input.date, bounce: true },
        { chequeStatus: 'received' },
        { chequeStatus: 'bounced', bounceReason: input.reason ?? null, ...settled },
      )
    }
    const receipt = await tx.feeReceipt.findUniqueOrThrow({ where: { id: input.receiptId } })
    if (!studentIds) {
      if (receipt.voidedAt && receipt.chequeStatus !== 'bounced') throw badRequest(chequeMessages.voided)
      throw conflict(chequeMessages.notReceived(statusWord(receipt.chequeStatus)))
    }
    const charge = rule
      ? await addBounceCharge(tx, allocations, rule, {
          at,
          actor,
          reason: `Cheque ${receipt.reference ?? ''} bounced`.replace('  ', ' '),
        })
      : null
    await writeAuditLog(tx, {
      actor,
      action: input.outcome === 'cleared' ? 'fees.cheque_cleared' : 'fees.cheque_bounced',
      target: { type: 'fee_receipt', id: receipt.id, label: receipt.numberText },
      details: {
        date: input.date,
        bank: receipt.bank,
        chequeNumber: receipt.reference,
        totalPaise: toPaise(receipt.totalPaise),
        reason: input.reason ?? null,
        chargePaise: charge?.amountPaise ?? null,
      },
      at,
    })
    return {
      receiptId: receipt.id,
      numberText: receipt.numberText,
      outcome: input.outcome,
      totalPaise: toPaise(receipt.totalPaise),
      studentIds,
      charge,
    }
  })
}

function statusWord(status: string | null): string {
  return status ? chequeStatusLabels[status as ChequeStatus].toLowerCase() : 'settled'
}

/**
 * The bounce charge, on the student the cheque paid most for, in the latest term it paid (by due date): a one-off
 * charge of that term under the head the administrator chose (its own line, "Bounce charge: Cheque 123456 bounced";
 * a second bounce is a second line), following the term's late-fee rule as every charge does.
 */
async function addBounceCharge(
  tx: Db,
  allocations: readonly { studentId: string; termId: string; amountPaise: bigint }[],
  rule: { headId: string; headName: string; amountPaise: number },
  made: { at: Date; actor: FeeActor; reason: string },
) {
  if (allocations.length === 0) return null
  const byStudent = new Map<string, number>()
  for (const a of allocations) byStudent.set(a.studentId, (byStudent.get(a.studentId) ?? 0) + toPaise(a.amountPaise))
  const studentId = [...byStudent.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0]
  const terms = await tx.feeTerm.findMany({
    where: { id: { in: allocations.filter((a) => a.studentId === studentId).map((a) => a.termId) } },
    select: { id: true, name: true, dueDate: true, yearId: true },
    orderBy: [{ dueDate: 'desc' }, { sortOrder: 'desc' }],
  })
  const term = terms[0]!
  const enrolment = await tx.enrolment.findUnique({
    where: { studentId_yearId: { studentId, yearId: term.yearId } },
    select: { className: true },
  })
  const charged = await tx.feeCharge.findFirst({ where: { studentId, termId: term.id }, select: { className: true } })
  const id = randomUUID()
  await tx.feeCharge.create({
    data: {
      id,
      studentId,
      termId: term.id,
      headId: rule.headId,
      className: enrolment?.className ?? charged?.className ?? '',
      amountPaise: rule.amountPaise,
      kind: 'one_off',
      slot: id,
      reason: made.reason,
      dueDate: dateKeyOf(made.at),
      createdById: made.actor.id,
      createdByName: displayName(made.actor),
      createdAt: made.at,
    },
  })
  return { studentId, termName: term.name, headName: rule.headName, amountPaise: rule.amountPaise }
}

/**
 * Tells each family on a bounced cheque: a bell line per child (as a void does) and one message to the guardian,
 * queued on the family's channels, with what is owed again and the charge, if any; once per receipt and family.
 */
export async function tellBounce(deps: FeeDeps & { appOrigin: string }, bounced: SettledCheque & { reason: string }) {
  const receipt = await deps.db.feeReceipt.findUniqueOrThrow({
    where: { id: bounced.receiptId },
    select: { reference: true, bank: true, chequeSettledOn: true, mode: true },
  })
  const names = await studentNames(deps.db, bounced.studentIds)
  const what = `${receipt.mode === 'dd' ? 'Demand draft' : 'Cheque'} ${receipt.reference ?? ''}`.trim()
  const chargeLine = (studentId: string) =>
    bounced.charge?.studentId === studentId
      ? ` A bounce charge of ${formatPaise(bounced.charge.amountPaise)} is added to ${bounced.charge.termName}.`
      : ''
  await notifyEachFamily(
    deps.db,
    bounced.studentIds.map((studentId) => ({
      studentId,
      notification: {
        kind: 'fee_receipt' as const,
        title: `${what} returned unpaid for ${names.get(studentId) ?? 'your child'}`,
        body: `The bank returned the ${formatPaise(bounced.totalPaise)} payment of receipt ${bounced.numberText}: the fees it paid are due again.${chargeLine(studentId)}`,
        link: childDuesPath(studentId),
      },
    })),
    deps.now(),
  )
  const families = await familiesOf(deps.db, bounced.studentIds)
  const items: QueueItem<'cheque_returned'>[] = families.map((family) => ({
    recipient: family.recipient,
    template: 'cheque_returned',
    about: `cheque-returned:${bounced.receiptId}:${family.key}`,
    values: {
      guardian: family.guardian,
      what,
      bank: receipt.bank,
      amount: formatPaise(bounced.totalPaise),
      receiptNo: bounced.numberText,
      returnedOn: formatDateKeyNumeric(receipt.chequeSettledOn ?? ''),
      reason: bounced.reason,
      children: family.studentIds.map((id) => names.get(id) ?? 'your child').join(' and '),
      charges: family.studentIds
        .map(chargeLine)
        .filter(Boolean)
        .map((line) => line.trim()),
      links: family.studentIds.map((id) => ({
        name: names.get(id) ?? 'your child',
        link: duesLink(id, deps.appOrigin),
      })),
      portalLink: absoluteUrl('/fee-portal', deps.appOrigin),
    },
  }))
  // A failed write never undoes the bounce; the log says what went wrong.
  await queueMessages({ db: deps.db as PrismaClient, now: deps.now }, items).catch((error: unknown) =>
    logError('[fees] could not queue the returned-cheque messages', error),
  )
}

// ---------- the uncleared cheques ----------

/** Cheques and drafts still waiting for the bank, oldest first, with their age in days since the school took them. */
export async function unclearedCheques({ db, now }: FeeDeps, input: { page: number; pageSize: number }) {
  const today = schoolToday(now)
  const where = { chequeStatus: 'received', voidedAt: null }
  const [page, totals] = await Promise.all([
    findPage(
      input,
      () => db.feeReceipt.count({ where }),
      (window) =>
        db.feeReceipt.findMany({
          where,
          orderBy: [{ date: 'asc' }, { number: 'asc' }],
          ...window,
          select: {
            id: true,
            numberText: true,
            date: true,
            mode: true,
            reference: true,
            bank: true,
            instrumentDate: true,
            totalPaise: true,
            cashierName: true,
            allocations: { select: { studentId: true }, distinct: ['studentId'] },
          },
        }),
    ),
    db.feeReceipt.aggregate({ where, _sum: { totalPaise: true } }),
  ])
  const names = await studentNames(db, [...new Set(page.items.flatMap((r) => r.allocations.map((a) => a.studentId)))])
  return {
    ...page,
    asOf: today,
    totalPaise: toPaise(totals._sum.totalPaise ?? 0),
    items: page.items.map((row) => {
      const ageDays = daysBetween(row.date, today)
      return {
        receiptId: row.id,
        numberText: row.numberText,
        date: row.date,
        modeLabel: paymentModeLabels[row.mode as 'cheque'] ?? row.mode,
        chequeNumber: row.reference,
        bank: row.bank,
        instrumentDate: row.instrumentDate,
        amountPaise: toPaise(row.totalPaise),
        cashierName: row.cashierName,
        students: row.allocations.map((a) => names.get(a.studentId) ?? 'Former student'),
        ageDays,
        ageBand: chequeAgeBand(ageDays),
      }
    }),
  }
}
