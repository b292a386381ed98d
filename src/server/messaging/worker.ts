// Server-only: the worker that sends queued messages, never inside the request that queued them. Each row is taken
// by one conditional update (queued -> sending), so two workers never send the same row; each provider is paced to
// its rate; a provider that is down gets retries with back-off; a message that cannot go on its channel falls back
// (WhatsApp, then SMS, then e-mail), each step a row and an event of its own.
import { randomUUID } from 'node:crypto'
import type { PrismaClient } from '~/server/db'
import type { Clock } from '~/server/clock'
import type { HiddenPart, MailRebuild } from '~/server/mail'
import { logError } from '~/server/request-log'
import type { Channel } from '~/shared/messaging'
import { unsubscribeHeaders } from './footer'
import type { ChannelSender } from './providers'
import { channelsToTry, channelWords, firstRows, insertRows, type QueueItem } from './queue'
import { earliestSend } from './quiet-hours'
import { templateOf, templates, type TemplateId } from './templates'

export type Senders = { email: ChannelSender; sms: ChannelSender | null; whatsapp: ChannelSender | null }

export type WorkerDeps = {
  db: PrismaClient
  now: Clock
  senders: Senders
  /** Waits between sends to keep to a provider's rate (real time; tests may pass a recorder). */
  sleep?: (ms: number) => Promise<void>
  /**
   * Makes the parts of an e-mail that are never stored (a password link) from the row's rebuild spec, as it is
   * sent; throws with a clear message when it cannot (the account is gone). Rows with a spec fail without it.
   */
  reveal?: (spec: MailRebuild) => Promise<readonly HiddenPart[]>
}

/** An e-mail's headers: the one-click unsubscribe of a kind the person can turn off, and the template's Reply-To. */
function emailHeaders(row: {
  recipientUserId: string | null
  kind: string | null
  template: string | null
  variables: string | null
}) {
  const template = row.template && row.template in templates ? templateOf(row.template as TemplateId) : null
  const replyTo =
    template?.replyTo && row.variables ? template.replyTo((JSON.parse(row.variables) as Stored).values) : null
  const headers = { ...unsubscribeHeaders(row.recipientUserId, row.kind), ...(replyTo ? { 'Reply-To': replyTo } : {}) }
  return Object.keys(headers).length > 0 ? headers : undefined
}

/** The text the provider gets: each hidden part's label replaced by the part itself (never written back). */
function withRevealed(text: string, parts: readonly HiddenPart[]) {
  return parts.reduce((out, part) => out.split(part.label).join(part.text), text)
}

/** The hidden parts of a row, or why they cannot be made. */
async function revealFor(deps: WorkerDeps, rebuild: string): Promise<readonly HiddenPart[] | { error: string }> {
  if (!deps.reveal)
    return { error: 'This message has a part that is made as it is sent, and this worker cannot make it.' }
  try {
    return await deps.reveal(JSON.parse(rebuild) as MailRebuild)
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

export const maxAttempts = 4
/** A row left "sending" this long was taken by a worker that stopped (a crash, a restart). */
export const sendingTimeoutMs = 5 * 60_000
const backoffMs = (attempt: number) => 30_000 * 2 ** (attempt - 1)

export const notConfigured = 'not sent: channel not configured'

const sleepReal = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function event(db: PrismaClient, messageId: string, at: Date, status: string, detail: string | null = null) {
  await db.messageEvent.create({ data: { id: randomUUID(), messageId, at, status, detail } })
}

type Stored = { values: unknown; recipient: QueueItem['recipient']; about: string; params?: string[] }

/** Writes the next channel's row after `failed` could not go: the fallback, recorded on both. */
async function fallBack(
  deps: WorkerDeps,
  failed: { id: string; channel: string; template: string | null; kind: string | null; variables: string | null },
) {
  if (!failed.template || !failed.variables || !failed.kind) return
  const stored = JSON.parse(failed.variables) as Stored
  const item = {
    recipient: stored.recipient,
    template: failed.template as TemplateId,
    values: stored.values,
    about: stored.about,
  } as QueueItem
  const channels = await channelsToTry(deps.db, stored.recipient, failed.kind as never)
  const after = channels.slice(channels.indexOf(failed.channel as Channel) + 1)
  if (after.length === 0) return
  const rows = firstRows(item, after, deps.now(), failed.id)
  const { written } = await insertRows(deps, rows)
  if (written > 0)
    await event(deps.db, failed.id, deps.now(), 'fallback', `Next: ${channelWords[rows.at(-1)!.channel as Channel]}`)
}

/**
 * Rows a stopped worker left "sending": one that has a provider id went out and is marked sent; an e-mail is queued
 * again (its provider takes our row id as an idempotency key, so it cannot arrive twice); an SMS or WhatsApp without
 * a provider id is never sent again by itself: it waits as "unconfirmed" for the provider's delivery report, which
 * names it by our id.
 */
/**
 * Whether a run would do anything: a queued message that is due, or one left "sending" past its time. A read only,
 * so an idle worker writes nothing (on SQLite any write to the file drops the public page cache).
 */
export async function hasWork(deps: Pick<WorkerDeps, 'db' | 'now'>): Promise<boolean> {
  const now = deps.now()
  const row = await deps.db.emailOutbox.findFirst({
    where: {
      OR: [
        { status: 'queued', OR: [{ notBefore: null }, { notBefore: { lte: now } }] },
        { status: 'sending', notBefore: { lte: now } },
      ],
    },
    select: { id: true },
  })
  return row !== null
}

export async function settleStuck(deps: Pick<WorkerDeps, 'db' | 'now'>) {
  const now = deps.now()
  const stuck = await deps.db.emailOutbox.findMany({
    where: { status: 'sending', notBefore: { lte: now } },
    select: { id: true, channel: true, providerId: true },
  })
  for (const row of stuck) {
    const next = row.providerId
      ? { status: 'sent', sentAt: now }
      : row.channel === 'email'
        ? { status: 'queued', notBefore: null }
        : {
            status: 'unconfirmed',
            error:
              'The worker stopped before the provider answered; it is not sent again, so it cannot arrive twice. A delivery report settles it.',
          }
    const { count } = await deps.db.emailOutbox.updateMany({ where: { id: row.id, status: 'sending' }, data: next })
    if (count === 1) await event(deps.db, row.id, now, next.status, 'Found unfinished after a worker stopped')
  }
}

/**
 * Sends what is due, at most `limit` messages, and returns the counts. Safe to run in several instances at once:
 * each row is sent by whichever worker takes it first.
 */
export async function drainMessages(deps: WorkerDeps, options: { limit?: number } = {}) {
  const sleep = deps.sleep ?? sleepReal
  const counts = { sent: 0, stored: 0, failed: 0, skipped: 0, retried: 0, waiting: 0 }
  const lastSend = new Map<string, number>()
  await settleStuck(deps)
  let remaining = options.limit ?? 10_000
  while (remaining > 0) {
    const now = deps.now()
    const due = await deps.db.emailOutbox.findMany({
      where: { status: 'queued', OR: [{ notBefore: null }, { notBefore: { lte: now } }] },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: Math.min(remaining, 100),
    })
    if (due.length === 0) break
    for (const row of due) {
      remaining -= 1
      const at = deps.now()
      const wait = earliestSend(row.channel as Channel, row.kind as never, at)
      if (wait.getTime() > at.getTime()) {
        await deps.db.emailOutbox.updateMany({ where: { id: row.id, status: 'queued' }, data: { notBefore: wait } })
        counts.waiting += 1
        continue
      }
      const { count } = await deps.db.emailOutbox.updateMany({
        where: { id: row.id, status: 'queued' },
        data: { status: 'sending', attempts: { increment: 1 }, notBefore: new Date(at.getTime() + sendingTimeoutMs) },
      })
      if (count !== 1) continue
      const attempt = row.attempts + 1
      const sender = deps.senders[row.channel as keyof Senders] ?? null
      if (!sender) {
        await deps.db.emailOutbox.update({
          where: { id: row.id },
          data: { status: 'skipped', provider: 'none', error: notConfigured, notBefore: null },
        })
        await event(deps.db, row.id, at, 'skipped', notConfigured)
        counts.skipped += 1
        await fallBack(deps, row)
        continue
      }
      // Keep to the provider's rate across this run.
      const gap = 1000 / sender.perSecond
      const previous = lastSend.get(sender.provider)
      if (previous !== undefined) {
        const waitMs = previous + gap - performance.now()
        if (waitMs > 0) await sleep(waitMs)
      }
      lastSend.set(sender.provider, performance.now())
      const params = row.variables ? ((JSON.parse(row.variables) as Stored).params ?? []) : []
      let text = row.text
      let html = row.html
      if (row.rebuild && row.channel === 'email') {
        const parts = await revealFor(deps, row.rebuild)
        if ('error' in parts) {
          await deps.db.emailOutbox.update({
            where: { id: row.id },
            data: { status: 'failed', provider: sender.provider, error: parts.error, notBefore: null },
          })
          await event(deps.db, row.id, at, 'failed', parts.error)
          counts.failed += 1
          continue
        }
        text = withRevealed(text, parts)
        html = html ? withRevealed(html, parts) : html
      }
      const outcome = await sender
        .send({
          id: row.id,
          to: row.to,
          template: row.template as TemplateId,
          variables: params,
          text,
          subject: row.subject,
          html,
          headers: row.channel === 'email' ? emailHeaders(row) : undefined,
        })
        .catch((error: unknown) => ({
          ok: false as const,
          retry: true,
          error: error instanceof Error ? error.message : String(error),
        }))
      const done = deps.now()
      if (outcome.ok) {
        const status = sender.provider === 'outbox' ? 'stored' : 'sent'
        // The send and its event in one statement: a crash leaves the row "sending" (settleStuck), never half-marked.
        await deps.db.emailOutbox
          .update({
            where: { id: row.id },
            data: {
              status,
              provider: sender.provider,
              providerId: outcome.providerId || null,
              sentAt: done,
              error: null,
              notBefore: null,
              events: {
                create: {
                  id: randomUUID(),
                  at: done,
                  status,
                  detail: outcome.providerId ? `Provider id ${outcome.providerId}` : null,
                },
              },
            },
          })
          .catch((error: unknown) => logError(`[messages] sent ${row.id} but could not record it`, error))
        counts[status] += 1
      } else if (outcome.retry && attempt < maxAttempts) {
        const next = new Date(done.getTime() + backoffMs(attempt))
        await deps.db.emailOutbox.update({
          where: { id: row.id },
          data: { status: 'queued', provider: sender.provider, error: outcome.error, notBefore: next },
        })
        await event(deps.db, row.id, done, 'retry', `${outcome.error} Next attempt at ${next.toISOString()}.`)
        counts.retried += 1
      } else {
        await deps.db.emailOutbox.update({
          where: { id: row.id },
          data: { status: 'failed', provider: sender.provider, error: outcome.error, notBefore: null },
        })
        await event(deps.db, row.id, done, 'failed', outcome.error)
        counts.failed += 1
        await fallBack(deps, row)
      }
    }
  }
  return counts
}
