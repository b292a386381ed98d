// Sessions on Lucia's recipe (lucia-auth.com "Basic session implementation"): the cookie holds
// "<id>.<secret>", the database keeps only SHA-256(secret), and the secret is compared in constant time,
// so a leaked sessions table cannot be replayed. See docs/decisions/0006-sessions-lucia-recipe.md.
import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import { db as appDb, type PrismaClient } from '~/server/db'
import type { Role } from '~/shared/roles'

const day = 24 * 60 * 60 * 1000
export const sessionLifetimeMs = 30 * day
/** Sliding expiry: a session used when less than half its life remains gets a fresh 30 days. */
export const sessionRefreshThresholdMs = sessionLifetimeMs / 2
/** lastVerifiedAt ("last active" in user management) is written at most this often. */
const activityWriteIntervalMs = 60 * 60 * 1000

// 15 random bytes = 120 bits, 24 base32 characters; the id and the secret each get their own.
const tokenPartPattern = /^[a-z2-7]{24}$/

export type SessionUser = {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
  uniqueId: string | null
  avatarUrl: string | null
}

export type ValidSession = { id: string; userId: string; expiresAt: Date }

export type SessionValidation = {
  session: ValidSession
  user: SessionUser
  /** True when the expiry moved: the caller must re-set the cookie with the new expiry. */
  refreshed: boolean
}

export const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  uniqueId: true,
  avatarUrl: true,
} as const

type Options = { db?: PrismaClient; now?: Date }

function randomTokenPart(): string {
  const bytes = new Uint8Array(15)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

function hashSecret(secret: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(sha256(new TextEncoder().encode(secret)))
}

export async function createSession(userId: string, { db = appDb, now = new Date() }: Options = {}) {
  const id = randomTokenPart()
  const secret = randomTokenPart()
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs)
  await db.session.create({
    data: { id, secretHash: hashSecret(secret), userId, createdAt: now, lastVerifiedAt: now, expiresAt },
  })
  return { token: `${id}.${secret}`, session: { id, userId, expiresAt } satisfies ValidSession }
}

/** The session and its user for a cookie token, or null when it is malformed, unknown, expired or its user is inactive. */
export async function validateSessionToken(token: string, { db = appDb, now = new Date() }: Options = {}): Promise<SessionValidation | null> {
  const [id, secret, ...rest] = token.split('.')
  if (!id || !secret || rest.length > 0 || !tokenPartPattern.test(id) || !tokenPartPattern.test(secret)) return null

  const row = await db.session.findUnique({
    where: { id },
    select: {
      id: true,
      userId: true,
      secretHash: true,
      expiresAt: true,
      lastVerifiedAt: true,
      user: { select: { ...sessionUserSelect, isActive: true } },
    },
  })
  if (!row) return null
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secretHash))) return null
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.session.deleteMany({ where: { id: row.id } })
    return null
  }
  const { isActive, ...user } = row.user
  // Deactivation deletes sessions too; this also covers a row flipped by hand in the database.
  if (!isActive) return null

  let expiresAt = row.expiresAt
  let refreshed = false
  if (expiresAt.getTime() - now.getTime() < sessionRefreshThresholdMs) {
    expiresAt = new Date(now.getTime() + sessionLifetimeMs)
    refreshed = true
    await db.session.updateMany({ where: { id: row.id }, data: { expiresAt, lastVerifiedAt: now } })
  } else if (now.getTime() - row.lastVerifiedAt.getTime() >= activityWriteIntervalMs) {
    await db.session.updateMany({ where: { id: row.id }, data: { lastVerifiedAt: now } })
  }
  return { session: { id: row.id, userId: row.userId, expiresAt }, user, refreshed }
}

export async function invalidateSession(sessionId: string, { db = appDb }: Options = {}): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } })
}

/** Signs a user out everywhere: after deactivation, a password reset or a role change. */
export async function invalidateUserSessions(userId: string, { db = appDb }: Options = {}): Promise<void> {
  await db.session.deleteMany({ where: { userId } })
}

/** Expired rows are harmless but pile up; sign-in sweeps them. */
export async function deleteExpiredSessions({ db = appDb, now = new Date() }: Options = {}): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: now } } })
  return count
}
