import { listOutbox, outboxMessage, resendOutboxMessage } from '~/server/mail/outbox'
import { outboxIdSchema, outboxListSchema } from '~/shared/outbox-schemas'
import { createTRPCRouter, procedureFor } from '../init'

// /admin/outbox: every e-mail the app sent or tried to send, failures with their error, and resending.
export const outboxRouter = createTRPCRouter({
  list: procedureFor(['admin'])
    .input(outboxListSchema)
    .query(({ ctx, input }) => listOutbox(ctx.db, input)),

  byId: procedureFor(['admin'])
    .input(outboxIdSchema)
    .query(({ ctx, input }) => outboxMessage(ctx.db, input.id)),

  resend: procedureFor(['admin'])
    .input(outboxIdSchema)
    .mutation(({ ctx, input }) =>
      resendOutboxMessage({ db: ctx.db, mailer: ctx.mailer, now: ctx.now, actor: ctx.user }, input.id),
    ),
})
