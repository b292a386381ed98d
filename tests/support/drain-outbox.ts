// Runs the message worker once as the embedded default does (no SMS or WhatsApp keys, e-mail kept in the outbox),
// so a test sees the e-mail each family ends up with after the WhatsApp and SMS steps are recorded as not sent.
// A password e-mail's link is made as it is sent (for `origin`), as the server's worker does.
import { passwordLinkRevealer } from '~/server/auth/password-links'
import type { Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import { outboxSender } from '~/server/messaging/senders'
import type { ChannelSender } from '~/server/messaging/providers'
import { drainMessages } from '~/server/messaging/worker'

export const drainOutbox = (db: PrismaClient, now: Clock, options: { email?: ChannelSender; origin?: string } = {}) =>
  drainMessages({
    db,
    now,
    senders: { email: options.email ?? outboxSender, sms: null, whatsapp: null },
    reveal: passwordLinkRevealer({ db, now, origin: options.origin ?? 'https://school.example' }),
  })
