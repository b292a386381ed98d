import { readChoices, saveChoices } from '~/server/messaging/preferences'
import { unsubscribeByLink, unsubscribeState } from '~/server/messaging/unsubscribe'
import { messageChoicesSchema, unsubscribeLinkInputSchema } from '~/shared/message-choices'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

/** A person's channels per kind of message: each acts on the caller's own choices only. */
export const messageChoicesRouter = createTRPCRouter({
  mine: procedureFor('signed-in').query(({ ctx }) => readChoices(ctx.db, ctx.user.id)),

  save: procedureFor('signed-in')
    .input(messageChoicesSchema)
    .mutation(({ ctx, input }) => saveChoices(ctx.db, ctx.user.id, input, ctx.now())),

  /** The unsubscribe page, opened from an e-mail without signing in: the signature is the permission. */
  unsubscribeLink: publicProcedure
    .input(unsubscribeLinkInputSchema)
    .query(({ ctx, input }) => unsubscribeState(ctx.db, input)),

  unsubscribe: publicProcedure
    .input(unsubscribeLinkInputSchema)
    .mutation(({ ctx, input }) => unsubscribeByLink(ctx.db, input, ctx.now())),
})
