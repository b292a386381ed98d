import { randomUUID } from 'node:crypto'
import { Resend } from 'resend'
import { z } from 'zod'
import { systemNow, type Clock } from '~/server/clock'
import type { db } from '~/server/db'
import { getEnv } from '~/server/env'
import { notifyAdmins } from '~/server/notifications'
import { logError } from '~/server/request-log'

/**
 * A part of a message that must never be stored readable, such as a working password link: the provider gets the
 * message as written (from memory, in the same call); the outbox row keeps `label` in its place ("reset link
 * (hidden)"), in the text and the HTML alike.
 */
export type HiddenPart = { text: string; label: string }

/** How to make a message anew when it has to be sent again and its hidden parts are gone (see outbox.ts). */
export type MailRebuild = { kind: string } & Record<string, string>

export type MailMessage = {
  to: string | string[]
  subject: string
  text: string
  html?: string
  replyTo?: string
  hidden?: readonly HiddenPart[]
  rebuild?: MailRebuild
}

export type MailProvider = 'outbox' | 'resend'

export interface Mailer {
  /** Resolves with the EmailOutbox row id; throws MailError for bad input and MailDeliveryError when the provider refuses. */
  send(message: MailMessage): Promise<{ id: string; provider: MailProvider }>
}

/** The part of the database the mailers use: the EmailOutbox table, and the admins' bell for failures. */
export type MailDb = Pick<typeof db, 'emailOutbox' | 'user' | 'notification'>

export class MailError extends Error {
  override name = 'MailError'
}

export class MailDeliveryError extends MailError {
  override name = 'MailDeliveryError'
  constructor(
    message: string,
    /** The EmailOutbox row that records the failure, when it could be written. */
    readonly outboxId: string | null,
    readonly statusCode: number | null,
  ) {
    super(message)
  }
}

const address = z.email('is not a valid e-mail address')

const messageSchema = z.object({
  to: z
    .union([address, z.array(address).min(1, 'list is empty').max(50, 'list has more than 50 addresses')])
    .transform((to) => (Array.isArray(to) ? to : [to])),
  // A line break in a subject would let text smuggle extra mail headers in.
  subject: z
    .string()
    .trim()
    .min(1, 'is empty')
    .max(300, 'is longer than 300 characters')
    .regex(/^[^\r\n]*$/, 'must be one line'),
  text: z.string().min(1, 'is empty'),
  html: z.string().min(1, 'is empty').optional(),
  replyTo: address.optional(),
})

const fieldLabels: Record<string, string> = {
  to: 'recipient',
  subject: 'subject',
  text: 'text',
  html: 'HTML body',
  replyTo: 'reply-to address',
}

type CheckedMessage = z.output<typeof messageSchema>

function checkMessage(message: MailMessage): CheckedMessage {
  const result = messageSchema.safeParse(message)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const field = fieldLabels[String(issue.path[0])] ?? 'message'
  throw new MailError(`E-mail ${field} ${issue.message}`)
}

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/** What the outbox keeps of a message's text: each hidden part replaced by its label. */
export function withoutHidden(text: string, hidden: readonly HiddenPart[] = []): string {
  return hidden.reduce((kept, part) => (part.text ? kept.split(part.text).join(part.label) : kept), text)
}

/** The parts of a message that are stored beside the checked text: what to hide, and how to rebuild it. */
type Extras = Pick<MailMessage, 'hidden' | 'rebuild'>

/**
 * Every admin's bell after a failure was recorded: one unread line however many fail in a row,
 * refreshed with the latest, pointing at the outbox where each one can be sent again.
 */
async function tellAdmins(
  db: MailDb,
  failure: { to: string; subject: string; error: string },
  now: Clock,
): Promise<void> {
  const to = failure.to.length > 120 ? `${failure.to.slice(0, 117)}...` : failure.to
  await notifyAdmins(
    db,
    {
      kind: 'mail_failed',
      title: 'An e-mail could not be sent',
      body: `Latest: "${failure.subject}" to ${to}. ${failure.error} The outbox lists every failed e-mail.`,
      link: '/admin/outbox',
    },
    now(),
    { refreshUnread: true },
  )
}

/**
 * Checks a message; a message our own code built wrong (a line break in a subject, a bad address) is
 * recorded as a failed outbox row before the MailError is thrown, so an admin sees it and it is never lost.
 */
async function checkOrRecord(
  message: MailMessage,
  provider: MailProvider,
  db: MailDb,
  now: Clock,
): Promise<CheckedMessage> {
  try {
    return checkMessage(message)
  } catch (error) {
    if (!(error instanceof MailError)) throw error
    const to = Array.isArray(message.to) ? message.to.map((item) => clip(item, 320)).join(', ') : clip(message.to, 320)
    const row = await db.emailOutbox
      .create({
        data: {
          to: to.slice(0, 2000),
          subject: clip(message.subject, 1000),
          text: clip(withoutHidden(clip(message.text, 1_000_000), message.hidden), 200_000),
          html: message.html ? clip(withoutHidden(clip(message.html, 1_000_000), message.hidden), 200_000) : null,
          rebuild: message.rebuild ? JSON.stringify(message.rebuild) : null,
          provider,
          status: 'failed',
          error: error.message,
          createdAt: now(),
        },
        select: { id: true },
      })
      .catch((dbError: unknown) => {
        logError('[mail] could not record a refused e-mail', dbError)
        return null
      })
    if (row) await tellAdmins(db, { to, subject: clip(message.subject, 300), error: error.message }, now)
    throw new MailDeliveryError(error.message, row?.id ?? null, null)
  }
}

/** The EmailOutbox columns every provider writes for a checked message: never a hidden part. */
function outboxRow(checked: CheckedMessage, extras: Extras, provider: MailProvider, now: Clock) {
  return {
    to: checked.to.join(', '),
    subject: checked.subject,
    text: withoutHidden(checked.text, extras.hidden),
    html: checked.html ? withoutHidden(checked.html, extras.hidden) : null,
    rebuild: extras.rebuild ? JSON.stringify(extras.rebuild) : null,
    provider,
    createdAt: now(),
  }
}

function lazyDb(db: MailDb | undefined): () => Promise<MailDb> {
  let resolved = db
  return async () => {
    resolved ??= (await import('~/server/db')).db
    return resolved
  }
}

type SendResult = Awaited<ReturnType<Mailer['send']>>

/** A mailer of `provider`: each message is checked (a refused one recorded) before `deliver` sends or keeps it. */
function checkingMailer(
  provider: MailProvider,
  options: { db?: MailDb; now?: Clock },
  deliver: (checked: CheckedMessage, extras: Extras, db: MailDb, now: Clock) => Promise<SendResult>,
): Mailer {
  const getDb = lazyDb(options.db)
  const now = options.now ?? systemNow
  return {
    async send(message) {
      const db = await getDb()
      const extras = { hidden: message.hidden, rebuild: message.rebuild }
      return deliver(await checkOrRecord(message, provider, db, now), extras, db, now)
    },
  }
}

/**
 * Keeps every message in the EmailOutbox table; nothing leaves the server. Hidden parts are not kept either: a
 * password link sent here is lost by design (an admin gives a new password on the Users screen instead).
 */
export function createOutboxMailer(options: { db?: MailDb; now?: Clock } = {}): Mailer {
  return checkingMailer('outbox', options, async (checked, extras, db, now) => {
    const row = await db.emailOutbox.create({
      data: { ...outboxRow(checked, extras, 'outbox', now), status: 'stored' },
      select: { id: true },
    })
    return { id: row.id, provider: 'outbox' }
  })
}

export type ResendMailerOptions = {
  apiKey: string
  /** The sender, e.g. "Lightridge HSS <no-reply@lightridge-hss.edu.in>" (MAIL_FROM). */
  from: string
  /** RESEND_BASE_URL; the SDK's default API when absent. */
  baseUrl?: string
  db?: MailDb
  now?: Clock
}

/** Sends through Resend and records each attempt, sent or failed, in EmailOutbox. */
export function createResendMailer(options: ResendMailerOptions): Mailer {
  const resend = new Resend(
    options.apiKey,
    options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/+$/, '') } : undefined,
  )
  return checkingMailer('resend', options, async (checked, extras, db, now) => {
    // The row id doubles as Resend's idempotency key, so a retried call cannot send twice.
    const id = randomUUID()
    const outcome = await resend.emails
      .send(
        {
          from: options.from,
          to: checked.to,
          subject: checked.subject,
          text: checked.text,
          ...(checked.html ? { html: checked.html } : {}),
          ...(checked.replyTo ? { replyTo: checked.replyTo } : {}),
        },
        { idempotencyKey: id },
      )
      .catch((error: unknown) => ({
        data: null,
        error: { message: error instanceof Error ? error.message : String(error), statusCode: null },
      }))

    const base = { id, ...outboxRow(checked, extras, 'resend', now) }

    if (outcome.error || !outcome.data) {
      const statusCode = outcome.error?.statusCode ?? null
      const reason = outcome.error?.message ?? 'Resend returned no message id'
      const error = `Resend refused the e-mail${statusCode ? ` (HTTP ${statusCode})` : ''}: ${reason}`
      const recorded = await db.emailOutbox
        .create({ data: { ...base, status: 'failed', error }, select: { id: true } })
        .then(() => true)
        .catch((dbError: unknown) => {
          logError('[mail] could not record a failed e-mail', dbError)
          return false
        })
      if (recorded) await tellAdmins(db, { to: base.to, subject: checked.subject, error }, now)
      throw new MailDeliveryError(error, recorded ? id : null, statusCode)
    }

    // The e-mail is already on its way; a failed record must not make the caller think it was not sent.
    await db.emailOutbox
      .create({ data: { ...base, status: 'sent', providerId: outcome.data.id, sentAt: now() }, select: { id: true } })
      .catch((dbError: unknown) => logError(`[mail] sent ${outcome.data.id} but could not record it`, dbError))
    return { id, provider: 'resend' }
  })
}

let mailer: Mailer | undefined

/** The app's mailer: the outbox table by default, Resend when RESEND_API_KEY is set. */
export function getMailer(): Mailer {
  if (!mailer) {
    const env = getEnv()
    mailer = env.RESEND_API_KEY
      ? createResendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.RESEND_BASE_URL })
      : createOutboxMailer()
  }
  return mailer
}

/** The next getMailer() is made from the settings then (a test file with its own database). */
export function forgetMailer() {
  mailer = undefined
}
