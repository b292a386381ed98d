// The admin view of the EmailOutbox table: list with filters, one message, and resending a failed one.
import { badRequest, conflict, notFound } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import type { Clock } from '~/server/clock'
import { containsInsensitive, type Prisma, type PrismaClient } from '~/server/db'
import { findPage } from '~/server/paging'
import { addDays, fromLocalDateTime } from '~/shared/dates'
import type { z } from 'zod'
import type { outboxListSchema } from '~/shared/outbox-schemas'
import { MailDeliveryError, MailError, type MailMessage, type MailRebuild, type Mailer } from './index'

type ListInput = z.output<typeof outboxListSchema>

export async function listOutbox(db: PrismaClient, input: ListInput) {
  const search = input.search ? containsInsensitive(input.search, db) : undefined
  const where: Prisma.EmailOutboxWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.channel ? { channel: input.channel } : {}),
    ...(search ? { OR: [{ to: search }, { subject: search }] } : {}),
    ...(input.from || input.to
      ? {
          createdAt: {
            ...(input.from ? { gte: fromLocalDateTime(`${input.from}T00:00`) } : {}),
            ...(input.to ? { lt: fromLocalDateTime(`${addDays(input.to, 1)}T00:00`) } : {}),
          },
        }
      : {}),
  }
  const select = {
    id: true,
    channel: true,
    to: true,
    subject: true,
    provider: true,
    status: true,
    error: true,
    createdAt: true,
    sentAt: true,
  } as const
  const [page, failed] = await Promise.all([
    findPage(
      input,
      () => db.emailOutbox.count({ where }),
      (window) =>
        db.emailOutbox.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...window, select }),
    ),
    db.emailOutbox.count({ where: { status: 'failed' } }),
  ])
  return { ...page, failed }
}

export const messageNotFound = 'Message not found'

async function outboxMessage(db: PrismaClient, id: string) {
  const row = await db.emailOutbox.findUnique({
    where: { id },
    include: { events: { orderBy: [{ at: 'asc' }, { id: 'asc' }], select: { at: true, status: true, detail: true } } },
  })
  if (!row) throw notFound(messageNotFound)
  return row
}

/** One message as the outbox screen shows it; every opening is in the audit log (a message is someone's mail). */
export async function viewOutboxMessage(deps: { db: PrismaClient; now: Clock; actor: AuditActor }, id: string) {
  const { rebuild, variables: _variables, ...row } = await outboxMessage(deps.db, id)
  await writeAuditLog(deps.db, {
    actor: deps.actor,
    action: 'mail.view',
    target: { type: 'email', id, label: row.subject },
    details: { to: row.to },
    at: deps.now(),
  })
  return { ...row, canRebuild: rebuild !== null }
}

/**
 * A failed SMS or WhatsApp message sent again: a new row, queued for the worker, pointing at the failed one; the
 * failed one is now "resent", so a second click finds nothing to resend.
 */
async function requeue(
  deps: { db: PrismaClient; now: Clock; actor: AuditActor },
  row: Awaited<ReturnType<typeof outboxMessage>>,
) {
  const at = deps.now()
  const { events: _events, id: _id, ...rest } = row
  const copy = await deps.db.emailOutbox.create({
    data: {
      ...rest,
      status: 'queued',
      attempts: 0,
      error: null,
      providerId: null,
      dedupeKey: null,
      notBefore: null,
      sentAt: null,
      deliveredAt: null,
      fallbackOfId: row.id,
      createdAt: at,
      events: { create: { at, status: 'queued', detail: 'Sent again by an administrator' } },
    },
    select: { id: true },
  })
  await deps.db.messageEvent.create({
    data: { messageId: row.id, at, status: 'resent', detail: `New attempt ${copy.id}` },
  })
  await writeAuditLog(deps.db, {
    actor: deps.actor,
    action: 'mail.resend',
    target: { type: 'email', id: row.id, label: row.subject },
    details: { to: row.to, result: 'queued', channel: row.channel },
    at,
  })
  return { id: copy.id, error: null }
}

/** Makes a message anew from its row's `rebuild` (a new password link, say); throws a TRPCError when it cannot. */
export type MailRebuilder = (spec: MailRebuild) => Promise<MailMessage>

function rebuildSpec(text: string): MailRebuild {
  const spec = JSON.parse(text) as unknown
  if (typeof spec !== 'object' || spec === null || typeof (spec as { kind?: unknown }).kind !== 'string')
    throw new Error(`email_outbox.rebuild is not a rebuild spec: ${text.slice(0, 100)}`)
  return spec as MailRebuild
}

/**
 * Sends a failed message again through the app's mailer. The failed row is marked "resent" first, in one
 * conditional update, so two admins clicking at once send it once; the new attempt is a new row (sent, or
 * failed with its own error). A message whose secret was never stored (a password link) is made anew by `rebuild`
 * (a new link) rather than sent as the row reads.
 */
export async function resendOutboxMessage(
  deps: { db: PrismaClient; mailer: Mailer; now: Clock; actor: AuditActor; rebuild: MailRebuilder },
  id: string,
) {
  const row = await outboxMessage(deps.db, id)
  if (row.status !== 'failed') throw badRequest('Only a failed message can be sent again.')
  const { count } = await deps.db.emailOutbox.updateMany({
    where: { id, status: 'failed' },
    data: { status: 'resent' },
  })
  if (count !== 1) throw conflict('This message has just been sent again by someone else.')
  if (row.channel !== 'email') return requeue(deps, row)

  let outcome: { id: string; error: string | null }
  try {
    const message: MailMessage = row.rebuild
      ? await deps.rebuild(rebuildSpec(row.rebuild))
      : {
          to: row.to.split(',').map((address) => address.trim()),
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        }
    const sent = await deps.mailer.send(message)
    outcome = { id: sent.id, error: null }
  } catch (error) {
    if (!(error instanceof MailError)) {
      await deps.db.emailOutbox.updateMany({ where: { id, status: 'resent' }, data: { status: 'failed' } })
      throw error
    }
    if (error instanceof MailDeliveryError && error.outboxId) {
      outcome = { id: error.outboxId, error: error.message }
    } else {
      // The attempt left no row of its own: the original stays the failed one, with the latest error.
      await deps.db.emailOutbox.updateMany({
        where: { id, status: 'resent' },
        data: { status: 'failed', error: error.message },
      })
      outcome = { id, error: error.message }
    }
  }
  await writeAuditLog(deps.db, {
    actor: deps.actor,
    action: 'mail.resend',
    target: { type: 'email', id, label: row.subject },
    details: { to: row.to, result: outcome.error ? 'failed' : 'sent', ...(row.rebuild ? { remade: true } : {}) },
    at: deps.now(),
  })
  return outcome
}
