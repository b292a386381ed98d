// Server-only: writing messages to the outbox. A message is rendered here, in the request, and queued; the worker
// (worker.ts) sends it later. Each message has a dedupe key (what it is about + channel), unique in the table, so a
// second run, or two runs at once, write nothing new.
import { randomUUID } from 'node:crypto'
import { Prisma, type PrismaClient } from '~/server/db'
import type { MailRebuild } from '~/server/mail'
import type { Clock } from '~/server/clock'
import { escapeHtml } from '~/shared/markup'
import { fallbackOrder, type Channel, type MessageKind } from '~/shared/messaging'
import { withConflictRetry } from '~/server/auth/prisma-errors'
import { channelsFor, channelsForMany } from './preferences'
import { earliestSend } from './quiet-hours'
import { footerFor } from './footer'
import {
  renderDlt,
  renderWhatsApp,
  templateOf,
  templates,
  TemplateError,
  type TemplateId,
  type TemplateValues,
} from './templates'
import { bellOf } from './bell'

export type MessageDeps = { db: PrismaClient; now: Clock }

/** Who a message is for: their account (whose choices decide the channels) and their addresses. */
export type Recipient = { userId: string | null; email: string | null; phone: string | null }

export type QueueItem<T extends TemplateId = TemplateId> = {
  recipient: Recipient
  template: T
  values: TemplateValues<T>
  /** What the message is about, e.g. "fee-reminder:<term>:<family>:<date>"; the channel is added to it. */
  about: string
  /**
   * For an e-mail with a part that is never stored (a password link): how the worker makes that part as it sends.
   * The values carry the part's label in its place.
   */
  rebuild?: MailRebuild
}

/** An Indian mobile as stored: +91 and ten digits starting 6 to 9. */
export const indianMobile = /^\+91[6-9]\d{9}$/

/** "98765 43210", "+91-98765-43210", "09876543210" -> "+919876543210"; null when it is not an Indian mobile. */
export function normaliseMobile(phone: string | null | undefined): string | null {
  if (!phone) return null
  let digits = phone.replace(/[\s\-().]/g, '')
  if (/^0[6-9]\d{9}$/.test(digits)) digits = digits.slice(1)
  if (/^[6-9]\d{9}$/.test(digits)) digits = `+91${digits}`
  if (/^91[6-9]\d{9}$/.test(digits)) digits = `+${digits}`
  return indianMobile.test(digits) ? digits : null
}

type Rendered = { to: string; subject: string; text: string; html?: string | null; variables: string[] }

/** The message on one channel, or why it cannot go there. */
export function renderFor(
  channel: Channel,
  item: QueueItem,
): { ok: true; message: Rendered } | { ok: false; reason: string } {
  const template = templateOf(item.template)
  const values = item.values
  try {
    if (channel === 'email') {
      if (!item.recipient.email) return { ok: false, reason: 'no e-mail address' }
      const email = template.email(values)
      const footer = item.recipient.userId ? footerFor(item.recipient.userId, template.kind) : ''
      return {
        ok: true,
        message: {
          to: item.recipient.email,
          subject: email.subject,
          text: footer ? `${email.text}\n\n${footer}` : email.text,
          html: email.html ? (footer ? `${email.html}\n<p>${escapeHtml(footer)}</p>` : email.html) : null,
          variables: [],
        },
      }
    }
    const phone = normaliseMobile(item.recipient.phone)
    if (channel === 'sms') {
      if (!template.sms) return { ok: false, reason: 'no SMS template' }
      if (!phone) return { ok: false, reason: 'no valid mobile number' }
      const variables = template.sms.variables(values)
      const text = renderDlt(template.sms.registered, variables)
      return { ok: true, message: { to: phone, subject: template.title, text, variables } }
    }
    if (channel === 'whatsapp') {
      if (!template.whatsapp) return { ok: false, reason: 'no approved WhatsApp template' }
      if (!phone) return { ok: false, reason: 'no valid mobile number' }
      const variables = template.whatsapp.variables(values)
      const text = renderWhatsApp(template.whatsapp.body, variables)
      return { ok: true, message: { to: phone, subject: template.title, text, variables } }
    }
    return { ok: false, reason: 'the bell is not sent through the outbox' }
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, reason: error.message }
    throw error
  }
}

/**
 * The channels to try, in order: the recipient's choices (WhatsApp only when they opted in) in fallback order,
 * then e-mail as the last resort for a message that is not promotional.
 */
export async function channelsToTry(db: PrismaClient, recipient: Recipient, kind: MessageKind): Promise<Channel[]> {
  return inOrder(recipient.userId ? await channelsFor(db, recipient.userId, kind) : ['email'], kind)
}

function inOrder(chosen: readonly Channel[], kind: MessageKind): Channel[] {
  const ordered = fallbackOrder.filter((channel) => chosen.includes(channel))
  if (!ordered.includes('email') && kind !== 'news') ordered.push('email')
  return ordered
}

type Row = Prisma.EmailOutboxCreateManyInput

/** The row for `channel`, or a skipped row saying why not when the message cannot go there. */
function rowFor(item: QueueItem, channel: Channel, now: Date, fallbackOfId: string | null): Row & { ok: boolean } {
  const kind = templates[item.template].kind
  const rendered = renderFor(channel, item)
  const base = {
    id: randomUUID(),
    channel,
    recipientUserId: item.recipient.userId,
    kind,
    template: item.template,
    dedupeKey: `${item.about}:${channel}`,
    fallbackOfId,
    rebuild: item.rebuild ? JSON.stringify(item.rebuild) : null,
    createdAt: now,
    provider: channel === 'email' ? 'outbox' : channel === 'sms' ? 'msg91' : 'whatsapp',
  }
  if (!rendered.ok)
    return {
      ...base,
      ok: false,
      to: (channel === 'email' ? item.recipient.email : item.recipient.phone) ?? '(none)',
      subject: templates[item.template].title,
      text: '',
      status: 'skipped',
      error: `Not sent by ${channelWords[channel]}: ${rendered.reason}.`,
      variables: JSON.stringify({ values: item.values, recipient: item.recipient, about: item.about }),
    }
  const notBefore = earliestSend(channel, kind, now)
  return {
    ...base,
    ok: true,
    to: rendered.message.to,
    subject: rendered.message.subject,
    text: rendered.message.text,
    html: rendered.message.html ?? null,
    status: 'queued',
    notBefore: notBefore.getTime() > now.getTime() ? notBefore : null,
    variables: JSON.stringify({
      values: item.values,
      recipient: item.recipient,
      about: item.about,
      params: rendered.message.variables,
    }),
  }
}

export const channelWords: Record<Channel, string> = { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp', bell: 'bell' }

/**
 * The rows one message starts as: a skipped row for each channel it cannot go on (no number, a value too long for
 * the registered SMS), then the first channel it can go on, queued.
 */
export function firstRows(item: QueueItem, channels: Channel[], now: Date, fallbackOfId: string | null = null) {
  const rows: Row[] = []
  for (const channel of channels) {
    const { ok, ...row } = rowFor(item, channel, now, fallbackOfId)
    rows.push(row)
    if (ok) break
  }
  return rows
}

/** A bell line to write with the outbox row of the same id. */
type BellLine = Prisma.NotificationCreateManyInput

/**
 * The bell's copy of a message for an account whose channels include the bell: an outbox row (channel "bell",
 * delivered at once, under the message's key with ":bell") and the notification itself, written together.
 */
function bellRows(item: QueueItem, now: Date): { row: Row; line: BellLine } | null {
  const userId = item.recipient.userId
  if (!userId) return null
  const template = templates[item.template]
  const bell = bellOf(item.template, item.values)
  if (!bell) return null
  const id = randomUUID()
  return {
    row: {
      id,
      channel: 'bell',
      recipientUserId: userId,
      kind: template.kind,
      template: item.template,
      dedupeKey: `${item.about}:bell`,
      createdAt: now,
      sentAt: now,
      deliveredAt: now,
      provider: 'bell',
      to: item.recipient.email ? `Portal bell (${item.recipient.email})` : 'Portal bell',
      subject: bell.title.slice(0, 200),
      text: bell.body.slice(0, 1000),
      status: 'delivered',
      variables: JSON.stringify({ about: item.about, link: bell.link }),
    },
    line: {
      userId,
      kind: bell.kind,
      title: bell.title.slice(0, 200),
      body: bell.body.slice(0, 1000),
      link: bell.link,
      createdAt: now,
    },
  }
}

/**
 * Queues each item on its recipient's first channel, and writes the bell's line at once for a recipient whose
 * channels include the bell. Every recipient's choices are read in a query per 500 accounts; rows go in chunks.
 * Items whose key is already in the outbox are left alone; two runs at once meet the unique key and the second
 * writes nothing for it (nor a second bell line). Returns the counts; `written` leaves out the bell's rows.
 */
export async function queueMessages(deps: MessageDeps, items: QueueItem[]) {
  const now = deps.now()
  const kinds = [...new Set(items.map((item) => templates[item.template].kind))]
  const userIds = items.flatMap((item) => (item.recipient.userId ? [item.recipient.userId] : []))
  const chosenBy = await channelsForMany(deps.db, userIds, kinds)
  const rows: Row[] = []
  const bells = new Map<string, BellLine>()
  for (const item of items) {
    const kind = templates[item.template].kind
    const chosen = item.recipient.userId ? (chosenBy.get(`${item.recipient.userId}:${kind}`) ?? []) : ['email' as const]
    rows.push(...firstRows(item, inOrder(chosen, kind), now))
    const bell = chosen.includes('bell') ? bellRows(item, now) : null
    if (bell) {
      rows.push(bell.row)
      bells.set(bell.row.id!, bell.line)
    }
  }
  return insertRows(deps, rows, bells)
}
/**
 * Inserts rows whose dedupe key is new, with a "queued"/"skipped"/"delivered" event each, and the bell line of each
 * new bell row (`bells`, by row id). Returns how many messages were new (`written`, bell rows apart), how many bell
 * lines, and how many rows were asked for (`total`, bell rows apart).
 */
export async function insertRows(deps: MessageDeps, rows: Row[], bells: ReadonlyMap<string, BellLine> = new Map()) {
  const now = deps.now()
  const counts = { written: 0, bells: 0, total: rows.filter((row) => !bells.has(row.id!)).length }
  const count = (list: Row[]) => {
    for (const row of list) counts[bells.has(row.id!) ? 'bells' : 'written'] += 1
  }
  const events = (list: Row[]) =>
    list.map((row) => ({
      id: randomUUID(),
      messageId: row.id!,
      at: now,
      status: row.status,
      detail: bells.has(row.id!)
        ? 'In the portal bell'
        : (row.error ??
          (row.notBefore
            ? `Waits until ${new Date(row.notBefore).toISOString()} (no promotional SMS at night)`
            : null)),
    }))
  const lines = (list: Row[]) => list.flatMap((row) => bells.get(row.id!) ?? [])
  // The rows, their events and their bell lines in one transaction: all of them, or (a key taken meanwhile) none.
  const write = (list: Row[]) =>
    withConflictRetry(() =>
      deps.db.$transaction([
        deps.db.emailOutbox.createMany({ data: list }),
        deps.db.messageEvent.createMany({ data: events(list) }),
        deps.db.notification.createMany({ data: lines(list) }),
      ]),
    )
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500)
    const keys = chunk.map((row) => row.dedupeKey!).filter(Boolean)
    const seen = new Set(
      (await deps.db.emailOutbox.findMany({ where: { dedupeKey: { in: keys } }, select: { dedupeKey: true } })).map(
        (row) => row.dedupeKey,
      ),
    )
    // Each key once, in the table or in this chunk.
    const fresh = chunk.filter((row) => {
      if (!row.dedupeKey) return true
      if (seen.has(row.dedupeKey)) return false
      seen.add(row.dedupeKey)
      return true
    })
    if (fresh.length === 0) continue
    try {
      await write(fresh)
      count(fresh)
    } catch (error) {
      if (!isKeyTaken(error)) throw error
      // Another run wrote one of the keys since the read: one by one, so each of the others is written once.
      for (const row of fresh) {
        try {
          await write([row])
          count([row])
        } catch (rowError) {
          if (!isKeyTaken(rowError)) throw rowError
        }
      }
    }
  }
  return counts
}

const isKeyTaken = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'
