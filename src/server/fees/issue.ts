// Server-only: issuing a term: the structure copied into charges for every enrolled student who has none in the
// term yet, with a bell line for each family, in one transaction.
import { conflict } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { uniqueViolationText } from '~/server/auth/prisma-errors'
import { notifyEachFamily } from '~/server/notifications'
import { toPaise } from '~/server/paise'
import { formatDateKeyNumeric } from '~/shared/dates'
import { classLabel } from '~/shared/fees'
import { formatPaise } from '~/shared/money'
import { lockStudents, schoolToday, studentNames, transaction, type FeeActor, type FeeDeps } from './common'
import { computeLedgers, type Db } from './ledger'
import { findTerm } from './setup'
import { applyCredit, creditBalances } from './credit'
import { optionalAmount, optionalAssignmentsOf, type PendingCharge } from './optional'

// ---------- issuing a term ----------

async function pendingCharges(db: Db, termId: string) {
  const term = await findTerm(db, termId)
  const enrolments = await db.enrolment.findMany({
    where: { yearId: term.yearId, student: { user: { isActive: true } } },
    select: { studentId: true, className: true },
  })
  // A student already issued this term (one-off charges added to one student do not count).
  const charged = await db.feeCharge.findMany({
    where: { termId, kind: { in: ['term', 'optional'] } },
    distinct: ['studentId'],
    select: { studentId: true },
  })
  const already = new Set(charged.map((row) => row.studentId))
  const items = (
    await db.feeStructureItem.findMany({
      where: { termId, head: { archived: false } },
      select: { className: true, headId: true, amountPaise: true, head: { select: { optional: true } } },
    })
  ).map((item) => ({ ...item, amountPaise: toPaise(item.amountPaise) }))
  const byClass = new Map<string, typeof items>()
  for (const item of items) byClass.set(item.className, [...(byClass.get(item.className) ?? []), item])
  const assignments = await optionalAssignmentsOf(db, term.yearId)
  const charges: PendingCharge[] = []
  const students = new Set<string>()
  const classesWithoutStructure = new Set<string>()
  let skipped = 0
  let optionalCharges = 0
  for (const enrolment of enrolments) {
    if (already.has(enrolment.studentId)) continue
    const classItems = (byClass.get(enrolment.className) ?? []).filter((item) => !item.head.optional)
    if (classItems.length === 0) {
      skipped += 1
      classesWithoutStructure.add(enrolment.className)
      continue
    }
    students.add(enrolment.studentId)
    for (const item of classItems)
      charges.push({
        studentId: enrolment.studentId,
        termId,
        headId: item.headId,
        className: enrolment.className,
        amountPaise: item.amountPaise,
        kind: 'term',
      })
    for (const assignment of assignments.get(enrolment.studentId) ?? []) {
      const amount = optionalAmount(assignment, byClass.get(enrolment.className) ?? [])
      if (amount === null) continue
      optionalCharges += 1
      charges.push({
        studentId: enrolment.studentId,
        termId,
        headId: assignment.headId,
        className: enrolment.className,
        amountPaise: amount,
        kind: 'optional',
      })
    }
  }
  const credit = await creditBalances(db, [...students])
  const creditStudentIds = [...credit].filter(([, value]) => value > 0).map(([id]) => id)
  const withCredit = creditStudentIds.map((id) => credit.get(id)!)
  return {
    term,
    charges,
    creditStudentIds,
    preview: {
      termId,
      termName: term.name,
      students: students.size,
      charges: charges.length,
      optionalCharges,
      totalPaise: charges.reduce((sum, charge) => sum + charge.amountPaise, 0),
      alreadyIssued: already.size,
      skippedWithoutStructure: skipped,
      classesWithoutStructure: [...classesWithoutStructure].map(classLabel),
      /** Students about to be charged who hold credit: it is applied to their dues, oldest first, at issue. */
      creditStudents: withCredit.length,
      creditPaise: withCredit.reduce((sum, value) => sum + value, 0),
    },
  }
}

/**
 * "Asha Sharma: Term 2 fees due": one bell line per student charged in this issue, naming the child, with the
 * amount after concessions (from the ledger) and the due date.
 */
async function dueNotifications(
  db: Db,
  term: { id: string; name: string; dueDate: string; year: { name: string } },
  charges: readonly { studentId: string }[],
  asOf: string,
) {
  const studentIds = [...new Set(charges.map((charge) => charge.studentId))]
  if (studentIds.length === 0) return []
  // The term's ledger without a student filter: an issue charges most of the school, and a list of every id
  // could pass the database's limit on query parameters.
  const [ledgers, names] = await Promise.all([
    computeLedgers(db, { termIds: [term.id], asOf }),
    studentNames(db, studentIds),
  ])
  return studentIds.map((studentId) => {
    const totals = ledgers.get(studentId)?.totals
    const duePaise = totals ? totals.chargedPaise - totals.concessionPaise : 0
    const concession =
      totals && totals.concessionPaise > 0 ? `, after a concession of ${formatPaise(totals.concessionPaise)}` : ''
    return {
      studentId,
      notification: {
        kind: 'fee_due' as const,
        title: `${names.get(studentId) ?? 'Your child'}: ${term.name} fees due by ${formatDateKeyNumeric(term.dueDate)}`,
        body: `${formatPaise(duePaise)} for ${term.name} ${term.year.name}${concession}. See the fee portal for what is due.`,
        link: `/fee-portal/student-dashboard?child=${studentId}`,
      },
    }
  })
}

export async function issuePreview(db: Db, termId: string) {
  return (await pendingCharges(db, termId)).preview
}

/** Adds charges for enrolled students who have none in the term yet; issuing again adds only the newcomers. */
export async function issueTerm({ db, now }: FeeDeps, termId: string, actor: FeeActor) {
  try {
    return await transaction(db, async (tx) => {
      const { term, charges, preview, creditStudentIds } = await pendingCharges(tx, termId)
      // Students whose credit this issue spends are locked before the term's row (a payment or refund takes the
      // student first too), so the two never wait on each other.
      await lockStudents(tx, creditStudentIds)
      if (charges.length > 0)
        await tx.feeCharge.createMany({ data: charges.map((charge) => ({ ...charge, createdAt: now() })) })
      if (!term.issuedAt) await tx.feeTerm.update({ where: { id: termId }, data: { issuedAt: now() } })
      // Credit held by the students charged now pays their dues, oldest first: recorded, audit-logged, shown.
      const applied = await applyCredit(tx, {
        studentIds: [...new Set(charges.map((charge) => charge.studentId))],
        termId,
        date: schoolToday(now),
        actor,
        at: now(),
      })
      // Each newly charged student and their guardians hear once (issuing again reaches only the newcomers).
      await notifyEachFamily(tx, await dueNotifications(tx, term, charges, schoolToday(now)), now())
      await writeAuditLog(tx, {
        actor,
        action: 'fees.term_issue',
        target: { type: 'fee_term', id: termId, label: `${term.year.name} ${term.name}` },
        details: { students: preview.students, charges: preview.charges, totalPaise: preview.totalPaise },
        at: now(),
      })
      return {
        ...preview,
        creditApplied: applied.length,
        creditAppliedPaise: applied.reduce((sum, row) => sum + row.amountPaise, 0),
      }
    })
  } catch (error) {
    if (uniqueViolationText(error) !== null)
      throw conflict('This term is being issued by someone else right now. Refresh and try again.')
    throw error
  }
}
