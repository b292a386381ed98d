import { recordIdInputSchema } from '~/shared/ids'
import { passwordMailRebuilder } from '~/server/auth/password-links'
import { getEnv } from '~/server/env'
import { listOutbox, resendOutboxMessage, viewOutboxMessage } from '~/server/mail/outbox'
import { parseFlows } from '~/server/messaging/senders'
import { templatePreviews } from '~/server/messaging/template-preview'
import { outboxListSchema } from '~/shared/outbox-schemas'
import { createTRPCRouter, procedureFor } from '../init'

// /admin/outbox: every e-mail the app sent or tried to send, failures with their error, and resending. A password
// link is never in a stored message; resending a password e-mail sends a new link.
export const outboxRouter = createTRPCRouter({
  list: procedureFor(['admin'])
    .input(outboxListSchema)
    .query(({ ctx, input }) => listOutbox(ctx.db, input)),

  /** One message; each opening is written to the audit log. */
  byId: procedureFor(['admin'])
    .input(recordIdInputSchema)
    .query(({ ctx, input }) => viewOutboxMessage({ db: ctx.db, now: ctx.now, actor: ctx.user }, input.id)),

  resend: procedureFor(['admin'])
    .input(recordIdInputSchema)
    .mutation(({ ctx, input }) =>
      resendOutboxMessage(
        {
          db: ctx.db,
          mailer: ctx.mailer,
          now: ctx.now,
          actor: ctx.user,
          rebuild: passwordMailRebuilder({ db: ctx.db, now: ctx.now(), origin: ctx.appOrigin }),
        },
        input.id,
      ),
    ),

  /** Every message template with its channels, DLT template id and a preview rendered with its sample values. */
  templates: procedureFor(['admin']).query(() => templatePreviews(parseFlows(getEnv().MSG91_FLOWS))),
})
