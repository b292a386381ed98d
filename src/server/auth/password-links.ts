// Single-use links that let a person set their own password: "Forgot password?" (a reset, 30 minutes) and the
// welcome e-mail of a new account (7 days). The link carries a random token; the database keeps only its
// SHA-256, as sessions do (session.ts), so a leaked table opens nothing. Using a link is one conditional
// update (unused and unexpired -> used), so two tabs submitting the same link set the password once.
import { randomUUID } from 'node:crypto'
import { badRequest } from '~/server/errors'
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { TRPCError } from '@trpc/server'
import type { PrismaClient } from '~/server/db'
import type { Clock } from '~/server/clock'
import type { HiddenPart, MailMessage, MailRebuild } from '~/server/mail'
import { queueMessages, type QueueItem } from '~/server/messaging/queue'
import { templates } from '~/server/messaging/templates'
import type { MailRebuilder } from '~/server/mail/outbox'
import { displayName } from '~/shared/names'
import { writeAuditLog, type AuditActor } from './audit-log'
import { passwordPolicyMessage, meetsPasswordPolicy } from '~/shared/password-policy'
import { normalizeIdentifier } from '~/shared/identifier'
import { hashPassword, verifyPassword } from './password'
import { addressOrUnknown, takeSlots } from './rate-limit'
import { endOtherSessions } from './session'
import { logError } from '~/server/request-log'

const minute = 60 * 1000

export type PasswordLinkPurpose = 'reset' | 'welcome'

export const passwordLinkLifetimeMs: Record<PasswordLinkPurpose, number> = {
  reset: 30 * minute,
  welcome: 7 * 24 * 60 * minute,
}

export const passwordResetRateLimit = {
  windowMs: 60 * minute,
  /** Reset e-mails one account may be sent in a window: enough for a typo or a slow inbox, not a mail bomb. */
  perAccount: 3,
  /** Requests from one address in a window (a whole school network may share one). */
  perAddress: 20,
} as const

export const invalidLinkMessage = 'This link is invalid or has expired. Please ask for a new one.'

const tokenPattern = /^[a-z2-7]{52}$/

function newToken(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

/** Every unused password link of the account stops working (a new password, an admin's reset, a deactivation). */
export async function endPasswordLinks(
  db: Pick<PrismaClient, 'passwordToken'>,
  userId: string,
  now: Date,
): Promise<void> {
  await db.passwordToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } })
}

/** Creates a link token for the user; the raw token exists only in the returned URL. */
export async function issuePasswordLink(
  db: PrismaClient,
  { userId, purpose, now, origin }: { userId: string; purpose: PasswordLinkPurpose; now: Date; origin: string },
): Promise<{ url: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + passwordLinkLifetimeMs[purpose])
  await db.passwordToken.create({ data: { tokenHash: hashToken(token), userId, purpose, expiresAt, createdAt: now } })
  return { url: `${origin}/reset-password?token=${token}`, expiresAt }
}

/** What the outbox shows in place of a link, which it never keeps (mail/index.ts, HiddenPart). */
export const hiddenLinkLabels: Record<PasswordLinkPurpose, string> = {
  reset: 'reset link (hidden)',
  welcome: 'set-password link (hidden)',
}

const rebuildOf = (userId: string, purpose: PasswordLinkPurpose) => ({ kind: 'password-link', userId, purpose })

type LinkUser = { id: string; firstName: string; lastName?: string | null; uniqueId?: string | null }

/** The mail of a link as the provider gets it; the outbox keeps the link's label (HiddenPart) and how to remake it. */
function linkMessage(to: string, user: LinkUser, url: string, purpose: PasswordLinkPurpose): MailMessage {
  const values = { name: displayName(user), link: url, uniqueId: user.uniqueId ?? null }
  const email = purpose === 'welcome' ? templates.account_welcome.email(values) : templates.password_reset.email(values)
  return {
    hidden: [{ text: url, label: hiddenLinkLabels[purpose] }],
    rebuild: rebuildOf(user.id, purpose),
    to,
    subject: email.subject,
    text: email.text,
  }
}

/**
 * A password mail queued for the worker: the stored values carry the link's label, never a link; the worker makes
 * the link as it sends (passwordLinkRevealer), so no table ever holds a working one.
 */
function linkItem(
  user: LinkUser & { email: string },
  purpose: PasswordLinkPurpose,
  about: string,
): QueueItem<'password_reset' | 'account_welcome'> {
  return {
    recipient: { userId: user.id, email: user.email, phone: null },
    template: purpose === 'welcome' ? 'account_welcome' : 'password_reset',
    values: { name: displayName(user), link: hiddenLinkLabels[purpose], uniqueId: user.uniqueId ?? null },
    about,
    rebuild: rebuildOf(user.id, purpose),
  }
}

/**
 * The worker's maker of password links (messaging/worker.ts, `reveal`): a new link for the account of the spec, as
 * the e-mail leaves; refused for an account that is gone, inactive or without an e-mail address.
 */
export function passwordLinkRevealer(deps: { db: PrismaClient; now: Clock; origin: string }) {
  return async (spec: MailRebuild): Promise<HiddenPart[]> => {
    const purpose = spec.purpose === 'welcome' ? 'welcome' : 'reset'
    const user = await deps.db.user.findUnique({
      where: { id: spec.userId ?? '' },
      select: { isActive: true, email: true },
    })
    if (spec.kind !== 'password-link' || !user || !user.isActive || !user.email)
      throw new Error('The account this link was for is gone, inactive or has no e-mail address; nothing was sent.')
    const { url } = await issuePasswordLink(deps.db, {
      userId: spec.userId!,
      purpose,
      now: deps.now(),
      origin: deps.origin,
    })
    return [{ text: url, label: hiddenLinkLabels[purpose] }]
  }
}

/** Reset e-mails being queued after their request was answered (see requestPasswordReset). */
const pendingResetMail = new Set<Promise<void>>()

/** Resolves once every reset e-mail already asked for has been queued or has failed (tests, and a stopping server). */
export async function resetMailSettled(): Promise<void> {
  while (pendingResetMail.size > 0) await Promise.allSettled(pendingResetMail)
}

/**
 * "Forgot password?": queues a reset e-mail when the identifier names an active account with an e-mail (the
 * worker makes the link as it sends it). The caller tells the person the same thing either way; only the rate
 * limit (counted per identifier, existing or not) is ever refused. The message is queued after the answer (the
 * same lookups run either way), so the answer takes as long for an unknown account as for a known one. A signed-in `requester` asking for someone
 * else's account is written to the audit log.
 */
export async function requestPasswordReset(
  deps: {
    db: PrismaClient
    now: Date
    origin: string
    clientAddress: string | null
    requester?: AuditActor | null
  },
  identifierText: string,
): Promise<void> {
  const { db, now } = deps
  const identifier = normalizeIdentifier(identifierText)
  const { windowMs } = passwordResetRateLimit
  const allowed = await takeSlots(
    db,
    [
      {
        key: `reset:address:${addressOrUnknown(deps.clientAddress)}`,
        limit: passwordResetRateLimit.perAddress,
        windowMs,
      },
      { key: `reset:account:${identifier.value}`, limit: passwordResetRateLimit.perAccount, windowMs },
    ],
    now,
  )
  if (!allowed)
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' })

  const user = await db.user.findUnique({
    where: identifier.kind === 'email' ? { email: identifier.value } : { uniqueId: identifier.value },
    select: { id: true, email: true, firstName: true, lastName: true, uniqueId: true, isActive: true },
  })
  if (!user || !user.isActive || !user.email) return
  const email = user.email
  if (deps.requester && deps.requester.id !== user.id)
    await writeAuditLog(db, {
      actor: deps.requester,
      action: 'user.password_reset_request',
      target: { type: 'user', id: user.id, label: user.uniqueId ? `${email} (${user.uniqueId})` : email },
      details: { name: displayName(user) },
      at: now,
    })
  const sending = (async () => {
    try {
      // Each allowed request is one e-mail (the rate limit above bounds them): it has no id a retry would repeat.
      await queueMessages({ db, now: () => now }, [
        linkItem({ ...user, email }, 'reset', `password-reset:${user.id}:${randomUUID()}`),
      ])
    } catch (error) {
      // The person sees the same answer as everyone; the log says what went wrong.
      logError('[auth] reset e-mail could not be queued', error)
    }
  })()
  pendingResetMail.add(sending)
  void sending.finally(() => pendingResetMail.delete(sending))
}

/**
 * The outbox's resend of a password e-mail (mail/outbox.ts): its link was never stored, so the account gets a new
 * one (every older unused link of it ends) in a new e-mail to its current address.
 */
export function passwordMailRebuilder(deps: { db: PrismaClient; now: Date; origin: string }): MailRebuilder {
  return async (spec) => {
    const purpose = spec.purpose === 'welcome' ? 'welcome' : 'reset'
    const user = await deps.db.user.findUnique({
      where: { id: spec.userId ?? '' },
      select: { id: true, email: true, firstName: true, lastName: true, uniqueId: true, isActive: true },
    })
    if (spec.kind !== 'password-link' || !user || !user.isActive || !user.email)
      throw badRequest('The account this link was for is gone, inactive or has no e-mail address; nothing was sent.')
    await endPasswordLinks(deps.db, user.id, deps.now)
    const { url } = await issuePasswordLink(deps.db, { userId: user.id, purpose, now: deps.now, origin: deps.origin })
    return linkMessage(user.email, user, url, purpose)
  }
}

/** Whether a link can still be used (the reset page checks before showing the form). */
export async function passwordLinkStatus(
  db: PrismaClient,
  token: string,
  now: Date,
): Promise<{ valid: boolean; purpose: PasswordLinkPurpose | null }> {
  if (!tokenPattern.test(token)) return { valid: false, purpose: null }
  const row = await db.passwordToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { purpose: true, usedAt: true, expiresAt: true, user: { select: { isActive: true } } },
  })
  if (!row || row.usedAt || row.expiresAt <= now || !row.user.isActive) return { valid: false, purpose: null }
  return { valid: true, purpose: row.purpose as PasswordLinkPurpose }
}

/** Sets the password through a link: used once, within its time, policy applied; every session of the account ends. */
export async function setPasswordWithLink(
  db: PrismaClient,
  { token, password, now }: { token: string; password: string; now: Date },
): Promise<{ userId: string }> {
  if (!meetsPasswordPolicy(password)) throw badRequest(passwordPolicyMessage)
  const invalid = () => badRequest(invalidLinkMessage)
  if (!tokenPattern.test(token)) throw invalid()
  const row = await db.passwordToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      userId: true,
      purpose: true,
      user: { select: { isActive: true, email: true, firstName: true, lastName: true, uniqueId: true } },
    },
  })
  if (!row || !row.user.isActive) throw invalid()
  const passwordHash = await hashPassword(password)
  // The claim is the one atomic step: of two submissions of the same link, exactly one gets count 1.
  const { count } = await db.passwordToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  })
  if (count !== 1) throw invalid()
  await db.user.update({ where: { id: row.userId }, data: { passwordHash } })
  // Any other link of this account stops working, and so does every session.
  await endPasswordLinks(db, row.userId, now)
  await endOtherSessions(row.userId, null, { db })
  const { user } = row
  await writeAuditLog(db, {
    actor: { id: row.userId, email: user.email, firstName: user.firstName, lastName: user.lastName },
    action: 'user.password_link_used',
    target: { type: 'user', id: row.userId, label: user.email ?? user.uniqueId ?? displayName(user) },
    details: { name: displayName(user), purpose: row.purpose },
    at: now,
  })
  return { userId: row.userId }
}

export const wrongCurrentPasswordMessage = 'Your current password is not correct'

/** /profile: a signed-in person changes their own password; the current one is required, other sessions end. */
export async function changeOwnPassword(
  db: PrismaClient,
  {
    userId,
    sessionId,
    currentPassword,
    newPassword,
    now,
  }: { userId: string; sessionId: string | null; currentPassword: string; newPassword: string; now: Date },
): Promise<{ endedSessions: number }> {
  // Guessing the current password from a stolen session is throttled like sign-in.
  const allowed = await takeSlots(db, [{ key: `password-change:${userId}`, limit: 5, windowMs: 15 * minute }], now)
  if (!allowed)
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again later.' })
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } })
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(wrongCurrentPasswordMessage)
  }
  if (!meetsPasswordPolicy(newPassword)) throw badRequest(passwordPolicyMessage)
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(newPassword) } })
  await endPasswordLinks(db, userId, now)
  return { endedSessions: await endOtherSessions(userId, sessionId, { db }) }
}

export type WelcomeDeps = { db: PrismaClient; now: Date }

/**
 * New accounts (registration, CSV import, an accepted admission): each one with an e-mail gets a welcome e-mail
 * with a 7-day set-password link, queued for the worker (which makes the link as it sends). Returns the ids that
 * were queued; an account is welcomed once however often this runs for it, and a failure never undoes the account.
 */
export async function queueWelcomeEmails(
  deps: WelcomeDeps,
  users: readonly {
    id: string
    email: string | null
    firstName: string
    lastName?: string | null
    uniqueId: string | null
  }[],
): Promise<Set<string>> {
  const items = users.flatMap((user) =>
    user.email ? [linkItem({ ...user, email: user.email }, 'welcome', `welcome:${user.id}`)] : [],
  )
  if (items.length === 0) return new Set()
  try {
    await queueMessages({ db: deps.db, now: () => deps.now }, items)
    return new Set(items.map((item) => item.recipient.userId!))
  } catch (error) {
    logError('[auth] welcome e-mails could not be queued', error)
    return new Set()
  }
}

/** A procedure's welcome deps. */
export function welcomeDepsOf(ctx: { db: PrismaClient; now: () => Date }): WelcomeDeps {
  return { db: ctx.db, now: ctx.now() }
}
