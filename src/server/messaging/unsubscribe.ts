// Leaving a kind of message from the message itself: a signed link in every e-mail (one click opens a page that
// asks to confirm, so a mail scanner that follows links changes nothing; mail apps' one-click POST works too), and
// an SMS "STOP" from a mobile. Both turn a channel off through preferences.ts; the person can turn it on again
// under Profile, Notifications.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { configuredAppOrigin } from '~/server/auth/request-info'
import type { PrismaClient } from '~/server/db'
import { getEnv } from '~/server/env'
import {
  kindLabels,
  unsubscribeBadLinkMessage,
  unsubscribeLinkSchema,
  type UnsubscribeLink,
} from '~/shared/message-choices'
import { choosableKinds, type ChoosableKind } from '~/shared/messaging'
import { normalizeIndianMobile } from '~/shared/phone'
import { mobileOf, turnOff } from './preferences'

let cachedSecret: string | undefined

/**
 * The key that signs links: APP_SECRET, or (the embedded set-up, where it is unset) a random one generated once and
 * kept in FILES_DIR/.app-secret, which no storage key can name, so /files never serves it.
 */
function appSecret(): string {
  if (cachedSecret) return cachedSecret
  const env = getEnv()
  if (env.APP_SECRET) return (cachedSecret = env.APP_SECRET)
  cachedSecret = readOrCreateSecretFile(path.join(path.resolve(env.FILES_DIR), '.app-secret'))
  return cachedSecret
}

/** Reads the secret file, or writes a new one (exclusive create: two instances starting at once agree on one). */
export function readOrCreateSecretFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}

/** The next appSecret() reads the environment again (tests pointing the app at their own files). */
export function forgetAppSecret() {
  cachedSecret = undefined
}

export function unsubscribeSignature(secret: string, userId: string, kind: ChoosableKind): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${kind}`).digest('base64url')
}

function query(userId: string, kind: ChoosableKind): string {
  const params = new URLSearchParams({ u: userId, k: kind, s: unsubscribeSignature(appSecret(), userId, kind) })
  return params.toString()
}

/** The link an e-mail of this kind carries: it opens a page that turns this kind's e-mail off for this user. */
export function unsubscribeUrl(userId: string, kind: ChoosableKind): string {
  return `${configuredAppOrigin()}/unsubscribe?${query(userId, kind)}`
}

/**
 * For the List-Unsubscribe header with List-Unsubscribe-Post: List-Unsubscribe=One-Click. A mail app POSTs to it
 * (never a scanner's GET), and the kind's e-mail is off at once.
 */
export function oneClickUnsubscribeUrl(userId: string, kind: ChoosableKind): string {
  return `${configuredAppOrigin()}/api/unsubscribe?${query(userId, kind)}`
}

/** True when the link was signed by this site for this user and kind. */
export function isValidUnsubscribeLink(link: UnsubscribeLink): boolean {
  const expected = Buffer.from(unsubscribeSignature(appSecret(), link.u, link.k))
  const given = Buffer.from(link.s)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export type UnsubscribeState = { valid: false } | { valid: true; kind: ChoosableKind; label: string; off: boolean }

/** What the unsubscribe page shows before the button: which kind, and whether its e-mail is already off. */
export async function unsubscribeState(db: PrismaClient, raw: unknown): Promise<UnsubscribeState> {
  const parsed = unsubscribeLinkSchema.safeParse(raw)
  if (!parsed.success || !isValidUnsubscribeLink(parsed.data)) return { valid: false }
  const { u: userId, k: kind } = parsed.data
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { messageChoices: { where: { kind, channel: 'email' }, select: { enabled: true } } },
  })
  if (!user) return { valid: false }
  return { valid: true, kind, label: kindLabels[kind], off: user.messageChoices[0]?.enabled === false }
}

/** The confirm button (and the one-click POST): turns the link's kind's e-mail off. */
export async function unsubscribeByLink(db: PrismaClient, raw: unknown, now: Date): Promise<UnsubscribeState> {
  const state = await unsubscribeState(db, raw)
  if (!state.valid) return state
  const { u: userId } = unsubscribeLinkSchema.parse(raw)
  await turnOff(db, { userIds: [userId], kinds: [state.kind], channel: 'email' }, 'unsubscribe_link', now)
  return { ...state, off: true }
}

/**
 * An SMS "STOP" from `phone`: SMS off for every choosable kind of every account whose mobile it is. Returns how
 * many accounts that was (0 for a number we do not know, or one that is not an Indian mobile).
 */
export async function optOutByPhone(db: PrismaClient, phone: string, now: Date): Promise<number> {
  const mobile = normalizeIndianMobile(phone)
  if (!mobile) return 0
  // Older rows may hold the number as typed ("+91 94361 22810"): match on the last ten digits, then check exactly.
  const [head, tail] = [mobile.slice(3, 8), mobile.slice(8)]
  const candidates = await db.user.findMany({
    where: {
      OR: [head, tail].flatMap((part) => [{ phone: { contains: part } }, { teacher: { phone: { contains: part } } }]),
    },
    select: { id: true, phone: true, teacher: { select: { phone: true } } },
  })
  const userIds = candidates.filter((user) => mobileOf({ ...user, email: null }) === mobile).map((user) => user.id)
  await turnOff(db, { userIds, kinds: choosableKinds, channel: 'sms' }, 'sms_stop', now)
  return userIds.length
}

/**
 * POST /api/unsubscribe?u=&k=&s= : a mail app's one-click unsubscribe (RFC 8058; the body says
 * List-Unsubscribe=One-Click). No cookies and no page: 200 when the kind's e-mail is off, 400 for a bad link.
 */
export async function handleOneClickUnsubscribe(
  request: Request,
  deps: { db: PrismaClient; now: () => Date },
): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const state = await unsubscribeByLink(deps.db, params, deps.now())
  const text = state.valid ? `Unsubscribed from ${state.label.toLowerCase()} e-mails.` : unsubscribeBadLinkMessage
  return new Response(text, {
    status: state.valid ? 200 : 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
