// Rate limits that hold under concurrency: every attempt takes a slot of a counter row in ONE atomic upsert
// (INSERT ... ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count on both SQLite and PostgreSQL), and
// goes ahead only when the count it got back is within the limit. There is no separate "check" to race: 200
// parallel requests get the counts 1..200 and exactly `limit` of them go ahead. Counters live in the database
// so the limits hold across restarts and server processes, and tests see exactly what production does.
import type { PrismaClient } from '~/server/db'

export type RateLimit = {
  /** The counter's name, e.g. `login:pair:<account>|<address>`. */
  key: string
  /** Attempts allowed in one window. */
  limit: number
  /** The window starts with the first attempt and lasts this long. */
  windowMs: number
}

export type Slot = { allowed: boolean; count: number; expiresAt: Date }

const sweepEveryMs = 10 * 60 * 1000
let lastSweep = 0

/** Takes one slot of `limit.key` in its current window; `allowed` is false once the window is full. */
export async function takeSlot(db: PrismaClient, { key, limit, windowMs }: RateLimit, now: Date): Promise<Slot> {
  // Only a finished window is removed, so a concurrent caller never loses a slot someone else took.
  await db.rateLimitCounter.deleteMany({ where: { key, expiresAt: { lte: now } } })
  const row = await db.rateLimitCounter.upsert({
    where: { key },
    create: { key, count: 1, expiresAt: new Date(now.getTime() + windowMs) },
    update: { count: { increment: 1 } },
    select: { count: true, expiresAt: true },
  })
  if (now.getTime() - lastSweep > sweepEveryMs) {
    lastSweep = now.getTime()
    await db.rateLimitCounter.deleteMany({ where: { expiresAt: { lte: now } } })
  }
  return { allowed: row.count <= limit, count: row.count, expiresAt: row.expiresAt }
}

/** Takes a slot of each limit in order, stopping at the first full one; true when every slot was within its limit. */
export async function takeSlots(db: PrismaClient, limits: readonly RateLimit[], now: Date): Promise<boolean> {
  for (const limit of limits) {
    if (!(await takeSlot(db, limit, now)).allowed) return false
  }
  return true
}

/** Returns a slot that turned out not to count (a correct password, a lookup that found its application). */
export async function giveBackSlot(db: PrismaClient, key: string): Promise<void> {
  await db.rateLimitCounter.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } })
}

/** Keeps a full window closed for `lockMs` from now (a lock that starts with the last failure, not the first). */
export async function extendWindow(db: PrismaClient, key: string, until: Date): Promise<void> {
  await db.rateLimitCounter.updateMany({ where: { key, expiresAt: { lt: until } }, data: { expiresAt: until } })
}

/** Forgets a counter (a successful sign-in forgives the typos made from that address). */
export async function clearCounter(db: PrismaClient, key: string): Promise<void> {
  await db.rateLimitCounter.deleteMany({ where: { key } })
}

export const tooManyAttemptsMessage = 'Too many attempts. Please try again later.'

const unknownAddress = 'unknown'
export const addressOrUnknown = (address: string | null) => address ?? unknownAddress

/** How many files of one kind a person may upload in a window (a slot per file). */
export type UploadPolicy = { readonly perUser: number; readonly windowMs: number }

export const tooManyUploadsMessage = 'Too many uploads at once. Please wait a few minutes and try again.'

/** The per-person limit of an upload kind: `kind` names its counter, e.g. 'gallery-upload'. */
export function uploadLimit(kind: string, policy: UploadPolicy, userId: string): RateLimit {
  return { key: `${kind}:user:${userId}`, limit: policy.perUser, windowMs: policy.windowMs }
}
