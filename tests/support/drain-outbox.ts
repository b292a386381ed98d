// Runs the message worker once as the embedded default does (no SMS or WhatsApp keys, e-mail kept in the outbox),
// so a test sees the e-mail each family ends up with after the WhatsApp and SMS steps are recorded as not sent.
import type { Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import { outboxSender } from '~/server/messaging/senders'
import { drainMessages } from '~/server/messaging/worker'

export const drainOutbox = (db: PrismaClient, now: Clock) =>
  drainMessages({ db, now, senders: { email: outboxSender, sms: null, whatsapp: null } })
