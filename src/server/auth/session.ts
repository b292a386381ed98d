// Sessions on Lucia's recipe (lucia-auth.com "Basic session implementation"): the cookie holds
// "<id>.<secret>", the database keeps only SHA-256(secret), and the secret is compared in constant time,
// so a leaked sessions table cannot be replayed. See docs/decisions/0006-sessions-lucia-recipe.md.
import { systemNow } from '~/server/clock'
import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { PrismaClient } from '~/server/db'
import { userIdentitySelect } from './user-selects'
import type { Role } from '~/shared/roles'

const day = 24 * 60 * 60 * 1000
export const sessionLifetimeMs = 30 * day
/** However often it is used, a session ends this long after sign-in. */
export const sessionAbsoluteLifetimeMs = 90 * day
/** Sliding expiry: a session used when less than half its life remains gets a fresh 30 days. */
export const sessionRefreshThresholdMs = sessionLifetimeMs / 2
/** lastVerifiedAt ("last active" in user management) is written at most this often. */
const activityWriteIntervalMs = 60 * 60 * 1000

// 15 random bytes = 120 bits, 24 base32 characters; the id and the secret each get their own.
const tokenPartPattern = /^[a-z2-7]{24}$/

export type SessionUser = {
  id: string
  email: string | null
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

export const sessionUserSelect = { ...userIdentitySelect, avatarUrl: true } as const

/** `db` is the caller's client (ctx.db); the session code never reaches for a global one. */
type Options = { db: PrismaClient; now?: Date }

/** The sliding expiry from `now`, never past the absolute end of a session created at `createdAt`. */
function expiryFrom(now: Date, createdAt: Date): Date {
  return new Date(Math.min(now.getTime() + sessionLifetimeMs, createdAt.getTime() + sessionAbsoluteLifetimeMs))
}

function randomTokenPart(): string {
  const bytes = new Uint8Array(15)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

function hashSecret(secret: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(sha256(new TextEncoder().encode(secret)))
}

export async function createSession(
  userId: string,
  { db, now = systemNow(), userAgent = null }: Options & { userAgent?: string | null },
) {
  const id = randomTokenPart()
  const secret = randomTokenPart()
  const expiresAt = expiryFrom(now, now)
  await db.session.create({
    data: {
      id,
      secretHash: hashSecret(secret),
      userId,
      createdAt: now,
      lastVerifiedAt: now,
      expiresAt,
      userAgent: userAgent?.slice(0, 500) ?? null,
    },
  })
  return { token: `${id}.${secret}`, session: { id, userId, expiresAt } satisfies ValidSession }
}

/** The session and its user for a cookie token, or null when it is malformed, unknown, expired or its user is inactive. */
export async function validateSessionToken(
  token: string,
  { db, now = systemNow() }: Options,
): Promise<SessionValidation | null> {
  const [id, secret, ...rest] = token.split('.')
  if (!id || !secret || rest.length > 0 || !tokenPartPattern.test(id) || !tokenPartPattern.test(secret)) return null

  const row = await db.session.findUnique({
    where: { id },
    select: {
      id: true,
      userId: true,
      secretHash: true,
      createdAt: true,
      expiresAt: true,
      lastVerifiedAt: true,
      user: { select: { ...sessionUserSelect, isActive: true } },
    },
  })
  if (!row) return null
  if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secretHash))) return null
  if (
    row.expiresAt.getTime() <= now.getTime() ||
    now.getTime() - row.createdAt.getTime() >= sessionAbsoluteLifetimeMs
  ) {
    await db.session.deleteMany({ where: { id: row.id } })
    return null
  }
  const { isActive, ...user } = row.user
  // Deactivation deletes sessions too; this also covers a row flipped by hand in the database.
  if (!isActive) return null

  let expiresAt = row.expiresAt
  let refreshed = false
  const renewed = expiryFrom(now, row.createdAt)
  if (expiresAt.getTime() - now.getTime() < sessionRefreshThresholdMs && renewed.getTime() > expiresAt.getTime()) {
    expiresAt = renewed
    refreshed = true
    await db.session.updateMany({ where: { id: row.id }, data: { expiresAt, lastVerifiedAt: now } })
  } else if (now.getTime() - row.lastVerifiedAt.getTime() >= activityWriteIntervalMs) {
    await db.session.updateMany({ where: { id: row.id }, data: { lastVerifiedAt: now } })
  }
  return { session: { id: row.id, userId: row.userId, expiresAt }, user, refreshed }
}

export async function invalidateSession(sessionId: string, { db }: Options): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } })
}

/** Expired rows are harmless but pile up; sign-in sweeps them. */
export async function deleteExpiredSessions({ db, now = systemNow() }: Options): Promise<number> {
  const { count } = await db.session.deleteMany({
    where: {
      OR: [{ expiresAt: { lte: now } }, { createdAt: { lte: new Date(now.getTime() - sessionAbsoluteLifetimeMs) } }],
    },
  })
  return count
}

/** Ends every session of the user except `keepSessionId` (after a password change; "sign out everywhere else"). */
export async function endOtherSessions(userId: string, keepSessionId: string | null, { db }: Options): Promise<number> {
  const { count } = await db.session.deleteMany({
    where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
  })
  return count
}

/** Ends one of the user's own sessions; false when it is not theirs or already gone. */
export async function endOwnSession(userId: string, sessionId: string, { db }: Options): Promise<boolean> {
  const { count } = await db.session.deleteMany({ where: { id: sessionId, userId } })
  return count === 1
}

export type SessionSummary = { id: string; device: string; signedInAt: Date; lastActiveAt: Date; current: boolean }

/** The user's live sessions for the profile page, the current one first, then the most recently active. */
export async function listSessions(
  userId: string,
  currentSessionId: string | null,
  { db, now = systemNow() }: Options,
): Promise<SessionSummary[]> {
  const rows = await db.session.findMany({
    where: { userId, expiresAt: { gt: now }, createdAt: { gt: new Date(now.getTime() - sessionAbsoluteLifetimeMs) } },
    orderBy: { lastVerifiedAt: 'desc' },
    take: 100,
    select: { id: true, userAgent: true, createdAt: true, lastVerifiedAt: true },
  })
  return rows
    .map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      signedInAt: row.createdAt,
      lastActiveAt: row.lastVerifiedAt,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** "Chrome on Windows" from a User-Agent string; enough for a person to recognise their own devices. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}
