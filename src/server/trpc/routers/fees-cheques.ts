// Cheques and drafts after the counter (src/server/fees/instruments.ts): an administrator clears or bounces them
// and sets the bounce charge; counter staff see the uncleared ones by age.
import { getBounceRule, setBounceRule, settleCheque, tellBounce, unclearedCheques } from '~/server/fees/instruments'
import { bounceRuleSchema, chequeListSchema, settleChequeSchema } from '~/shared/fee-cheques'
import { createTRPCRouter, procedureFor } from '../init'

const admin = ['admin'] as const
const counterStaff = ['admin', 'cashier'] as const

export const feeChequesRouter = createTRPCRouter({
  uncleared: procedureFor(counterStaff)
    .input(chequeListSchema)
    .query(({ ctx, input }) => unclearedCheques(ctx, input)),
  settle: procedureFor(admin)
    .input(settleChequeSchema)
    .mutation(async ({ ctx, input }) => {
      const settled = await settleCheque(ctx, input, ctx.user)
      if (settled.outcome === 'bounced') await tellBounce(ctx, { ...settled, reason: input.reason ?? '' })
      return settled
    }),
  bounceRule: procedureFor(admin).query(({ ctx }) => getBounceRule(ctx.db)),
  setBounceRule: procedureFor(admin)
    .input(bounceRuleSchema)
    .mutation(({ ctx, input }) => setBounceRule(ctx, input, ctx.user)),
})
