// Isomorphic: the inputs of online fee payments (docs/product.md, Online payments). Amounts are never part of them:
// the server takes them from the ledger.
import { z } from 'zod'
import { isDateKey } from './date-key'
import { limitMessage, moneyLimits } from './money'
import { recordIdWith } from './ids'

const id = recordIdWith('A required choice is missing.', 'Not a known record.')

/** All that is due for the child, or only their oldest term that is still due. */
export const payScopes = ['all', 'oldest'] as const
export type PayScope = (typeof payScopes)[number]

export const startPaymentSchema = z.object({
  students: z
    .array(z.object({ studentId: id, scope: z.enum(payScopes) }))
    .min(1, 'Choose at least one child to pay for.')
    .max(10, 'At most ten children on one payment.'),
})

const gatewayId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,64}$/, 'Not a payment reference.')

export const confirmPaymentSchema = z.object({
  orderId: id,
  /** The gateway's return: present after a payment, absent when it failed or was closed. */
  paymentId: gatewayId.optional(),
  signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Not a payment signature.')
    .optional(),
})

export const paymentOrderIdSchema = z.object({ orderId: id })

export type PaymentOrderStatus = 'created' | 'paid' | 'failed' | 'expired' | 'review'

/** The day's settlement: a school date (YYYY-MM-DD), today by default. */
export const settlementSchema = z.object({
  date: z.string().trim().refine(isDateKey, 'Enter a date as YYYY-MM-DD.').optional(),
})

/** The amount rules of a counter UPI QR, in the words the form and the server both use. */
export const counterQrAmountMessages = {
  tooSmall: 'A UPI QR is for at least ₹1.00.',
  tooMuch: (due: string) => `Only ${due} is due: a UPI QR cannot be for more.`,
}

/**
 * A UPI QR at the counter: one student, an amount the cashier chose (at most what is due; the server checks it
 * against the ledger).
 */
export const counterQrSchema = z.object({
  studentId: id,
  amountPaise: z
    .number({ error: 'Enter the amount.' })
    .int('Amounts must be whole paise.')
    .min(100, counterQrAmountMessages.tooSmall)
    .max(moneyLimits.payment, limitMessage('payment')),
})

export type CounterQrStatus = 'waiting' | 'paid' | 'closed' | 'review'
