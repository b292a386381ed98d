// Single-use links that let a person set their own password: "Forgot password?" (a reset, 30 minutes) and the
// welcome e-mail of a new account (7 days). The link carries a random token; the database keeps only its
// SHA-256, as sessions do (session.ts), so a leaked table opens nothing. Using a link is one conditional
// update (unused and unexpired -> used), so two tabs submitting the same link set the password once.
import { badRequest } from '~/server/errors'
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { TRPCError } from '@trpc/server'
import { school } from '#app-config'
import type { PrismaClient } from '~/server/db'
import type { MailMessage, Mailer } from '~/server/mail'
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

const signature = ['With regards,', 'The School Office', school.name, school.email].join('\n')

/** What the outbox shows in place of a link, which it never keeps (mail/index.ts, HiddenPart). */
export const hiddenLinkLabels: Record<PasswordLinkPurpose, string> = {
  reset: 'reset link (hidden)',
  welcome: 'set-password link (hidden)',
}

/** A password mail's link is hidden from the outbox, and a resend makes a new one for the same account. */
function linkParts(url: string, userId: string, purpose: PasswordLinkPurpose) {
  return {
    hidden: [{ text: url, label: hiddenLinkLabels[purpose] }],
    rebuild: { kind: 'password-link', userId, purpose },
  }
}

export function resetMessage(to: string, user: { id: string; firstName: string }, url: string): MailMessage {
  const firstName = user.firstName
  return {
    ...linkParts(url, user.id, 'reset'),
    to,
    subject: `Reset your ${school.shortName} password`,
    text: [
      `Dear ${firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your school account. To choose a new password, open this link within 30 minutes:',
      '',
      url,
      '',
      'The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
      '',
      signature,
    ].join('\n'),
  }
}

export function welcomeMessage(
  to: string,
  user: { id: string; firstName: string; uniqueId: string | null },
  url: string,
): MailMessage {
  return {
    ...linkParts(url, user.id, 'welcome'),
    to,
    subject: `Your ${school.shortName} account`,
    text: [
      `Dear ${user.firstName},`,
      '',
      `An account has been created for you at ${school.name}.`,
      ...(user.uniqueId ? [`Your school ID is ${user.uniqueId}; you can also sign in with this e-mail address.`] : []),
      '',
      'To choose your password, open this link within 7 days:',
      '',
      url,
      '',
      'If the link has expired, use "Forgot password?" on the sign-in page, or contact the school office.',
      '',
      signature,
    ].join('\n'),
  }
}

/** Reset e-mails being made and sent after their request was answered (see requestPasswordReset). */
const pendingResetMail = new Set<Promise<void>>()

/** Resolves once every reset e-mail already asked for has been sent or has failed (tests, and a stopping server). */
export async function resetMailSettled(): Promise<void> {
  while (pendingResetMail.size > 0) await Promise.allSettled(pendingResetMail)
}

/**
 * "Forgot password?": e-mails a reset link when the identifier names an active account with an e-mail. The
 * caller tells the person the same thing either way; only the rate limit (counted per identifier, existing
 * or not) is ever refused. The link is made and sent after the answer (the same lookups run either way), so the
 * answer takes as long for an unknown account as for a known one. A signed-in `requester` asking for someone
 * else's account is written to the audit log.
 */
export async function requestPasswordReset(
  deps: {
    db: PrismaClient
    mailer: Mailer
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
      const { url } = await issuePasswordLink(db, { userId: user.id, purpose: 'reset', now, origin: deps.origin })
      await deps.mailer.send(resetMessage(email, user, url))
    } catch (error) {
      // The outbox keeps the failed message for an admin; the person sees the same answer as everyone.
      logError('[auth] reset e-mail failed', error)
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
      select: { id: true, email: true, firstName: true, uniqueId: true, isActive: true },
    })
    if (spec.kind !== 'password-link' || !user || !user.isActive || !user.email)
      throw badRequest('The account this link was for is gone, inactive or has no e-mail address; nothing was sent.')
    await endPasswordLinks(deps.db, user.id, deps.now)
    const { url } = await issuePasswordLink(deps.db, { userId: user.id, purpose, now: deps.now, origin: deps.origin })
    return purpose === 'welcome' ? welcomeMessage(user.email, user, url) : resetMessage(user.email, user, url)
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

export type WelcomeDeps = { db: PrismaClient; mailer: Mailer; now: Date; origin: string }

/**
 * New accounts (registration, CSV import, an accepted admission): each one with an e-mail gets a welcome
 * e-mail with a 7-day set-password link. Returns the ids that were e-mailed; a failed e-mail stays in the
 * outbox for an admin and never undoes the account.
 */
export async function sendWelcomeEmails(
  deps: WelcomeDeps,
  users: readonly { id: string; email: string | null; firstName: string; uniqueId: string | null }[],
): Promise<Set<string>> {
  const emailed = new Set<string>()
  for (const user of users) {
    if (!user.email) continue
    try {
      const { url } = await issuePasswordLink(deps.db, {
        userId: user.id,
        purpose: 'welcome',
        now: deps.now,
        origin: deps.origin,
      })
      await deps.mailer.send(welcomeMessage(user.email, user, url))
      emailed.add(user.id)
    } catch (error) {
      logError('[auth] welcome e-mail failed', error)
    }
  }
  return emailed
}

/** A procedure's welcome deps. */
export function welcomeDepsOf(ctx: {
  db: PrismaClient
  mailer: Mailer
  now: () => Date
  appOrigin: string
}): WelcomeDeps {
  return { db: ctx.db, mailer: ctx.mailer, now: ctx.now(), origin: ctx.appOrigin }
}
