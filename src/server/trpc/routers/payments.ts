// Online fee payments (docs/product.md, Online payments): a parent pays their own children's dues. Amounts come
// from the ledger; the services scope every order to its payer and every child to the guardian link.
import { cancelCounterQr, checkCounterQr, counterQrStatus, startCounterQr } from '~/server/payments/counter-qr'
import { confirmPayment, paymentOptions, paymentStatus, startPayment } from '~/server/payments/orders'
import { refundParkedPayment, refundPayment } from '~/server/payments/refunds'
import { applyParkedPayment, paymentsForReview } from '~/server/payments/review'
import { settlementDay, settlementSetup } from '~/server/payments/settlement'
import { parkedRefundSchema, refundSchema } from '~/shared/fees'
import {
  confirmPaymentSchema,
  counterQrSchema,
  paymentOrderIdSchema,
  settlementSchema,
  startPaymentSchema,
} from '~/shared/payments'
import type { Context } from '../context'
import { createTRPCRouter, procedureFor } from '../init'

const parent = ['parent'] as const
const admin = ['admin'] as const
const counter = ['admin', 'cashier'] as const

/** What the payment services need from a request: the database, the clock and the gateway. */
const paymentDeps = (ctx: Pick<Context, 'db' | 'now' | 'paymentGateway'>) => ({
  db: ctx.db,
  now: ctx.now,
  gateway: ctx.paymentGateway,
})

export const paymentsRouter = createTRPCRouter({
  options: procedureFor(parent).query(({ ctx }) => paymentOptions(paymentDeps(ctx), ctx.user)),
  start: procedureFor(parent)
    .input(startPaymentSchema)
    .mutation(({ ctx, input }) => startPayment(paymentDeps(ctx), ctx.user, input)),
  confirm: procedureFor(parent)
    .input(confirmPaymentSchema)
    .mutation(({ ctx, input }) => confirmPayment(paymentDeps(ctx), ctx.user, input)),
  status: procedureFor(parent)
    .input(paymentOrderIdSchema)
    .query(({ ctx, input }) => paymentStatus(paymentDeps(ctx), ctx.user, input.orderId)),
  /** A UPI QR for one student's dues at the counter (cashier, administrator). */
  counterQr: createTRPCRouter({
    /** Whether a gateway is set up, so the counter offers the QR at all. */
    available: procedureFor(counter).query(({ ctx }) => ctx.paymentGateway() !== null),
    start: procedureFor(counter)
      .input(counterQrSchema)
      .mutation(({ ctx, input }) => startCounterQr(paymentDeps(ctx), ctx.user, input)),
    status: procedureFor(counter)
      .input(paymentOrderIdSchema)
      .query(({ ctx, input }) => counterQrStatus(paymentDeps(ctx), ctx.user, input.orderId)),
    check: procedureFor(counter)
      .input(paymentOrderIdSchema)
      .mutation(({ ctx, input }) => checkCounterQr(paymentDeps(ctx), ctx.user, input.orderId)),
    cancel: procedureFor(counter)
      .input(paymentOrderIdSchema)
      .mutation(({ ctx, input }) => cancelCounterQr(paymentDeps(ctx), ctx.user, input.orderId)),
  }),
  /** An administrator refunds part or all of an online payment through the gateway. */
  refund: procedureFor(admin)
    .input(refundSchema)
    .mutation(({ ctx, input }) => refundPayment(paymentDeps(ctx), ctx.user, input)),
  /** The day's gateway payments against the online receipts (administrator). */
  settlement: procedureFor(admin)
    .input(settlementSchema)
    .query(({ ctx, input }) => settlementDay(paymentDeps(ctx), input)),
  /** Whether there is a gateway to settle with, or money kept for review (administrator). */
  settlementSetup: procedureFor(admin).query(({ ctx }) => settlementSetup(paymentDeps(ctx))),
  /** Online payments kept for review, with why (administrator). */
  forReview: procedureFor(admin).query(({ ctx }) => paymentsForReview(ctx.db)),
  /** Puts a payment kept for review on its students' dues, oldest first, on a receipt (administrator). */
  applyParked: procedureFor(admin)
    .input(paymentOrderIdSchema)
    .mutation(({ ctx, input }) => applyParkedPayment({ db: ctx.db, now: ctx.now }, ctx.user, input.orderId)),
  /** Refunds money kept for review (no receipt) through the gateway (administrator). */
  refundParked: procedureFor(admin)
    .input(parkedRefundSchema)
    .mutation(({ ctx, input }) => refundParkedPayment(paymentDeps(ctx), ctx.user, input)),
})
