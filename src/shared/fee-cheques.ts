// Cheques and demand drafts after the counter: an administrator marks each one cleared or bounced on the day the bank
// says so; a bounce can add the bounce charge set under Fees set-up. The schemas of those procedures and forms.
import { z } from 'zod'
import { feeFields } from './fees'
import { parseRupeesToPaise } from './money'
import { multiLine } from './text'

const { id, dateKey, paise } = feeFields

export const chequeOutcomes = ['cleared', 'bounced'] as const
export type ChequeOutcome = (typeof chequeOutcomes)[number]

export const chequeMessages = {
  notReceived: (status: string) => `This cheque is already marked ${status}.`,
  notCheque: 'Only a cheque or a demand draft is cleared or bounced.',
  voided: 'This receipt is void: there is nothing to clear or bounce.',
  beforeReceipt: 'The bank cannot have cleared or returned it before the school received it.',
  future: 'That date is still to come.',
  noRule: 'No bounce charge is set: an administrator sets one on the Cheques tab.',
  bounceReason: 'Say why the bank returned it.',
} as const

/** Marking one cheque or draft: cleared, or bounced with the bank's reason and, if chosen, the bounce charge. */
export const settleChequeSchema = z
  .object({
    receiptId: id,
    outcome: z.enum(chequeOutcomes),
    /** The day the bank cleared or returned it. */
    date: dateKey,
    reason: multiLine(z.string().trim().max(500), 'The reason').optional(),
    addCharge: z.boolean().default(false),
  })
  .refine((value) => value.outcome !== 'bounced' || !!value.reason, {
    message: chequeMessages.bounceReason,
    path: ['reason'],
  })
export type SettleChequeInput = z.input<typeof settleChequeSchema>

export const chequeListSchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
})

/** The bounce charge: the fee head it is charged under and its amount (zero: no charge is offered). */
export const bounceRuleSchema = z.object({ headId: id, amountPaise: paise('fee', 'notNegative') })

/** The set-up form: the amount typed in rupees. */
export const bounceRuleFormSchema = z
  .object({ headId: z.string().min(1, 'Choose the fee head the charge is recorded under.'), amount: z.string() })
  .transform((value, ctx) => {
    const parsed = parseRupeesToPaise(value.amount.trim() === '' ? '0' : value.amount)
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.message })
      return z.NEVER
    }
    const checked = bounceRuleSchema.safeParse({ headId: value.headId, amountPaise: parsed.paise })
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: issue.path[0] === 'amountPaise' ? ['amount'] : ['headId'],
          message: issue.message,
        })
      return z.NEVER
    }
    return checked.data
  })
export type BounceRuleFormInput = z.input<typeof bounceRuleFormSchema>

/** How long a cheque has waited since the school received it: the report's age bands. */
export function chequeAgeBand(days: number): string {
  if (days <= 3) return '0-3 days'
  if (days <= 7) return '4-7 days'
  if (days <= 15) return '8-15 days'
  return 'Over 15 days'
}
