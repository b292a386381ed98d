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
import { createTRPCRouter, procedureFor } from '../init'

const parent = ['parent'] as const
const admin = ['admin'] as const
const counter = ['admin', 'cashier'] as const

export const paymentsRouter = createTRPCRouter({
  options: procedureFor(parent).query(({ ctx }) =>
    paymentOptions({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user),
  ),
  start: procedureFor(parent)
    .input(startPaymentSchema)
    .mutation(({ ctx, input }) =>
      startPayment({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input),
    ),
  confirm: procedureFor(parent)
    .input(confirmPaymentSchema)
    .mutation(({ ctx, input }) =>
      confirmPayment({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input),
    ),
  status: procedureFor(parent)
    .input(paymentOrderIdSchema)
    .query(({ ctx, input }) =>
      paymentStatus({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input.orderId),
    ),
  /** A UPI QR for one student's dues at the counter (cashier, administrator). */
  counterQr: createTRPCRouter({
    /** Whether a gateway is set up, so the counter offers the QR at all. */
    available: procedureFor(counter).query(({ ctx }) => ctx.paymentGateway() !== null),
    start: procedureFor(counter)
      .input(counterQrSchema)
      .mutation(({ ctx, input }) =>
        startCounterQr({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input),
      ),
    status: procedureFor(counter)
      .input(paymentOrderIdSchema)
      .query(({ ctx, input }) =>
        counterQrStatus({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input.orderId),
      ),
    check: procedureFor(counter)
      .input(paymentOrderIdSchema)
      .mutation(({ ctx, input }) =>
        checkCounterQr({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input.orderId),
      ),
    cancel: procedureFor(counter)
      .input(paymentOrderIdSchema)
      .mutation(({ ctx, input }) =>
        cancelCounterQr({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input.orderId),
      ),
  }),
  /** An administrator refunds part or all of an online payment through the gateway. */
  refund: procedureFor(admin)
    .input(refundSchema)
    .mutation(({ ctx, input }) =>
      refundPayment({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input),
    ),
  /** The day's gateway payments against the online receipts (administrator). */
  settlement: procedureFor(admin)
    .input(settlementSchema)
    .query(({ ctx, input }) => settlementDay({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, input)),
  /** Whether there is a gateway to settle with, or money kept for review (administrator). */
  settlementSetup: procedureFor(admin).query(({ ctx }) =>
    settlementSetup({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }),
  ),
  /** Online payments kept for review, with why (administrator). */
  forReview: procedureFor(admin).query(({ ctx }) => paymentsForReview(ctx.db)),
  /** Puts a payment kept for review on its students' dues, oldest first, on a receipt (administrator). */
  applyParked: procedureFor(admin)
    .input(paymentOrderIdSchema)
    .mutation(({ ctx, input }) => applyParkedPayment({ db: ctx.db, now: ctx.now }, ctx.user, input.orderId)),
  /** Refunds money kept for review (no receipt) through the gateway (administrator). */
  refundParked: procedureFor(admin)
    .input(parkedRefundSchema)
    .mutation(({ ctx, input }) =>
      refundParkedPayment({ db: ctx.db, now: ctx.now, gateway: ctx.paymentGateway }, ctx.user, input),
    ),
})
