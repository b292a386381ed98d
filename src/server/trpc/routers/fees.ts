// Fee portal (docs/product.md, Fee portal; docs/fees.md). setup: admin; counter and reports: admin and cashier;
// family: student and parent, each limited to their own family by the services (src/server/fees/access.ts).
// Receipt PDFs and CSV exports are HTTP routes that use the same services and canReadReceipt.
import { children, familyReceipt, statement } from '~/server/fees/family'
import { collectPayment, counterStudent, searchStudents } from '~/server/fees/counter'
import { counterReceipt, voidReceipt } from '~/server/fees/counter-void'
import { createConcession, listConcessions, revokeConcession, waiveFine } from '~/server/fees/concessions'
import { closeDay, getDayClose, listDayCloses, reopenDay } from '~/server/fees/day-close'
import { issuePreview, issueTerm } from '~/server/fees/issue'
import { sendReminders } from '~/server/fees/reminders'
import { createCounterRefund, creditHeld, listCounterRefunds } from '~/server/fees/credit'
import { refundableVoidedReceipts } from '~/server/fees/refundable-receipts'
import { addOneOffCharge, removeOneOffCharge } from '~/server/fees/one-off'
import { assignOptional, importOptional, listAssignments, unassignOptional } from '~/server/fees/optional'
import { familyDefaultersPage } from '~/server/fees/family-defaulters'
import { collection, defaultersPage, ledgerSummary, listReceipts } from '~/server/fees/reports'
import {
  archiveHead,
  createHead,
  createTerm,
  getStructure,
  listEnrolments,
  listHeads,
  listTerms,
  setEnrolment,
  setStructureCell,
  updateHead,
  updateTerm,
} from '~/server/fees/setup'
import { createYear, listYears, setCurrentYear } from '~/server/fees/years'
import {
  archiveHeadSchema,
  collectionSchema,
  collectSchema,
  concessionListSchema,
  counterSearchSchema,
  createConcessionSchema,
  createHeadSchema,
  createTermSchema,
  createYearSchema,
  dayCloseGetSchema,
  dayCloseSchema,
  defaultersPageSchema,
  defaulterFamiliesSchema,
  defaultersSchema,
  enrolmentListSchema,
  headListSchema,
  receiptIdSchema,
  receiptListSchema,
  revokeConcessionSchema,
  setEnrolmentSchema,
  structureGetSchema,
  structureSetSchema,
  summarySchema,
  studentIdSchema,
  termIdSchema,
  termListSchema,
  updateHeadSchema,
  updateTermSchema,
  voidSchema,
  waiveFineSchema,
  yearIdSchema,
  dayClosesSchema,
  dayReopenSchema,
} from '~/shared/fees'
import {
  assignOptionalSchema,
  counterRefundSchema,
  importOptionalSchema,
  oneOffChargeSchema,
  optionalListSchema,
  refundListSchema,
  removeOneOffSchema,
  unassignOptionalSchema,
} from '~/shared/fee-charges'
import { createTRPCRouter, procedureFor } from '../init'
import { feeChequesRouter } from './fees-cheques'
import { notifyEachFamily } from '~/server/notifications'
import { studentNames } from '~/server/fees/common'
import type { PrismaClient } from '~/server/db'
import { formatPaise } from '~/shared/money'

const admin = ['admin'] as const
const counterStaff = ['admin', 'cashier'] as const
const family = ['student', 'parent'] as const

const setupRouter = createTRPCRouter({
  years: createTRPCRouter({
    list: procedureFor(admin).query(({ ctx }) => listYears(ctx.db)),
    create: procedureFor(admin)
      .input(createYearSchema)
      .mutation(({ ctx, input }) => createYear(ctx, input, ctx.user)),
    setCurrent: procedureFor(admin)
      .input(yearIdSchema)
      .mutation(({ ctx, input }) => setCurrentYear(ctx, input.id, ctx.user)),
  }),
  heads: createTRPCRouter({
    list: procedureFor(admin)
      .input(headListSchema)
      .query(({ ctx, input }) => listHeads(ctx.db, input?.includeArchived)),
    create: procedureFor(admin)
      .input(createHeadSchema)
      .mutation(({ ctx, input }) => createHead(ctx.db, input)),
    update: procedureFor(admin)
      .input(updateHeadSchema)
      .mutation(({ ctx, input }) => updateHead(ctx.db, input)),
    archive: procedureFor(admin)
      .input(archiveHeadSchema)
      .mutation(({ ctx, input }) => archiveHead(ctx.db, input)),
  }),
  terms: createTRPCRouter({
    list: procedureFor(admin)
      .input(termListSchema)
      .query(({ ctx, input }) => listTerms(ctx.db, input.yearId)),
    create: procedureFor(admin)
      .input(createTermSchema)
      .mutation(({ ctx, input }) => createTerm(ctx.db, input)),
    update: procedureFor(admin)
      .input(updateTermSchema)
      .mutation(({ ctx, input }) => updateTerm(ctx, input)),
  }),
  structure: createTRPCRouter({
    get: procedureFor(admin)
      .input(structureGetSchema)
      .query(({ ctx, input }) => getStructure(ctx.db, input)),
    set: procedureFor(admin)
      .input(structureSetSchema)
      .mutation(({ ctx, input }) => setStructureCell(ctx.db, input)),
  }),
  enrolments: createTRPCRouter({
    list: procedureFor(admin)
      .input(enrolmentListSchema)
      .query(({ ctx, input }) => listEnrolments(ctx.db, input)),
    set: procedureFor(admin)
      .input(setEnrolmentSchema)
      .mutation(({ ctx, input }) => setEnrolment(ctx, input, ctx.user)),
  }),
  concessions: createTRPCRouter({
    list: procedureFor(admin)
      .input(concessionListSchema)
      .query(({ ctx, input }) => listConcessions(ctx.db, input)),
    create: procedureFor(admin)
      .input(createConcessionSchema)
      .mutation(({ ctx, input }) => createConcession(ctx, input, ctx.user)),
    revoke: procedureFor(admin)
      .input(revokeConcessionSchema)
      .mutation(({ ctx, input }) => revokeConcession(ctx, input, ctx.user)),
  }),
  optional: createTRPCRouter({
    list: procedureFor(admin)
      .input(optionalListSchema)
      .query(({ ctx, input }) => listAssignments(ctx.db, input)),
    assign: procedureFor(admin)
      .input(assignOptionalSchema)
      .mutation(({ ctx, input }) => assignOptional(ctx, input, ctx.user)),
    unassign: procedureFor(admin)
      .input(unassignOptionalSchema)
      .mutation(({ ctx, input }) => unassignOptional(ctx, input.id, ctx.user)),
    import: procedureFor(admin)
      .input(importOptionalSchema)
      .mutation(({ ctx, input }) => importOptional(ctx, input, ctx.user)),
  }),
  oneOff: createTRPCRouter({
    add: procedureFor(admin)
      .input(oneOffChargeSchema)
      .mutation(({ ctx, input }) => addOneOffCharge(ctx, input, ctx.user)),
    remove: procedureFor(admin)
      .input(removeOneOffSchema)
      .mutation(({ ctx, input }) => removeOneOffCharge(ctx, input, ctx.user)),
  }),
  refundableReceipts: procedureFor(admin)
    .input(studentIdSchema)
    .query(({ ctx, input }) => refundableVoidedReceipts(ctx.db, input.studentId)),
  refund: procedureFor(admin)
    .input(counterRefundSchema)
    .mutation(({ ctx, input }) => createCounterRefund(ctx, input, ctx.user)),
  issuePreview: procedureFor(admin)
    .input(termIdSchema)
    .query(({ ctx, input }) => issuePreview(ctx.db, input.termId)),
  issueTerm: procedureFor(admin)
    .input(termIdSchema)
    .mutation(({ ctx, input }) => issueTerm(ctx, input.termId, ctx.user)),
  waiveFine: procedureFor(admin)
    .input(waiveFineSchema)
    .mutation(({ ctx, input }) => waiveFine(ctx, input, ctx.user)),
})

/**
 * A receipt's news in the bell of each student on it and of their guardians: one line per child, naming the child
 * (a parent of two on one family receipt gets a line for each, never the same line twice).
 */
async function tellReceiptFamilies(
  ctx: { db: PrismaClient; now: () => Date },
  studentIds: readonly string[],
  title: string,
  body: (childName: string, studentId: string) => string,
) {
  const names = await studentNames(ctx.db, studentIds)
  return notifyEachFamily(
    ctx.db,
    studentIds.map((studentId) => {
      const name = names.get(studentId) ?? 'your child'
      return {
        studentId,
        notification: {
          kind: 'fee_receipt' as const,
          title: `${title} for ${name}`,
          body: body(name, studentId),
          link: `/fee-portal/student-dashboard?child=${studentId}`,
        },
      }
    }),
    ctx.now(),
  )
}

const counterRouter = createTRPCRouter({
  search: procedureFor(counterStaff)
    .input(counterSearchSchema)
    .query(({ ctx, input }) => searchStudents(ctx.db, input.q)),
  student: procedureFor(counterStaff)
    .input(studentIdSchema)
    .query(({ ctx, input }) => counterStudent(ctx, input.studentId)),
  collect: procedureFor(counterStaff)
    .input(collectSchema)
    .mutation(async ({ ctx, input }) => {
      const receipt = await collectPayment(ctx, input, ctx.user)
      const amounts = new Map(input.students.map((s) => [s.studentId, s.amountPaise]))
      await tellReceiptFamilies(
        ctx,
        input.students.map((s) => s.studentId),
        `Fee receipt ${receipt.numberText}`,
        (name, studentId) =>
          `${formatPaise(amounts.get(studentId) ?? 0)} for ${name} received at the school counter${input.students.length > 1 ? ` (receipt total ${formatPaise(receipt.totalPaise)})` : ''}.`,
      )
      return receipt
    }),
  void: procedureFor(counterStaff)
    .input(voidSchema)
    .mutation(async ({ ctx, input }) => {
      const { studentIds, ...voided } = await voidReceipt(ctx, input, ctx.user)
      // The families told of the payment are told it no longer counts (the reason stays with the office).
      await tellReceiptFamilies(
        ctx,
        studentIds,
        `Fee receipt ${voided.numberText} cancelled`,
        (name) =>
          `The school office cancelled this ${formatPaise(voided.totalPaise)} receipt: the fees it paid for ${name} are due again.`,
      )
      return voided
    }),
  receipt: procedureFor(counterStaff)
    .input(receiptIdSchema)
    .query(({ ctx, input }) => counterReceipt(ctx, input.id, ctx.user)),
  /** The terms of the current year, for the reports' filters. */
  terms: procedureFor(counterStaff)
    .input(termListSchema)
    .query(({ ctx, input }) => listTerms(ctx.db, input.yearId)),
})

const reportsRouter = createTRPCRouter({
  collection: procedureFor(counterStaff)
    .input(collectionSchema)
    .query(({ ctx, input }) => collection(ctx, input.date)),
  receipts: procedureFor(counterStaff)
    .input(receiptListSchema)
    .query(({ ctx, input }) => listReceipts(ctx.db, input)),
  defaulters: procedureFor(counterStaff)
    .input(defaultersPageSchema)
    .query(({ ctx, input }) => defaultersPage(ctx, input)),
  defaulterFamilies: procedureFor(counterStaff)
    .input(defaulterFamiliesSchema)
    .query(({ ctx, input }) => familyDefaultersPage(ctx, input)),
  summary: procedureFor(counterStaff)
    .input(summarySchema)
    .query(({ ctx, input }) => ledgerSummary(ctx, input)),
  sendReminders: procedureFor(counterStaff)
    .input(defaultersSchema)
    .mutation(({ ctx, input }) => sendReminders(ctx, input, ctx.user)),
  refunds: procedureFor(counterStaff)
    .input(refundListSchema)
    .query(({ ctx, input }) => listCounterRefunds(ctx.db, input)),
  creditHeld: procedureFor(counterStaff).query(({ ctx }) => creditHeld(ctx.db)),
  dayClose: createTRPCRouter({
    get: procedureFor(counterStaff)
      .input(dayCloseGetSchema)
      .query(({ ctx, input }) => getDayClose(ctx, input, ctx.user)),
    close: procedureFor(counterStaff)
      .input(dayCloseSchema)
      .mutation(({ ctx, input }) => closeDay(ctx, input, ctx.user)),
    /** The day closes of a date, for an administrator to reopen one. */
    closes: procedureFor(admin)
      .input(dayClosesSchema)
      .query(({ ctx, input }) => listDayCloses(ctx, input)),
    reopen: procedureFor(admin)
      .input(dayReopenSchema)
      .mutation(({ ctx, input }) => reopenDay(ctx, input, ctx.user)),
  }),
})

const familyRouter = createTRPCRouter({
  children: procedureFor(family).query(({ ctx }) => children(ctx.db, ctx.user)),
  statement: procedureFor(family)
    .input(studentIdSchema)
    .query(({ ctx, input }) => statement(ctx, ctx.user, input.studentId)),
  receipt: procedureFor(family)
    .input(receiptIdSchema)
    .query(({ ctx, input }) => familyReceipt(ctx.db, ctx.user, input.id)),
})

export const feesRouter = createTRPCRouter({
  setup: setupRouter,
  counter: counterRouter,
  reports: reportsRouter,
  family: familyRouter,
  cheques: feeChequesRouter,
})
