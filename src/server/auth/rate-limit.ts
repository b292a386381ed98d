// Sign-in throttling. Failures live in the database rather than in memory so that the limit holds across
// restarts and across server processes, and so tests see exactly what production does.
import { db as appDb, type PrismaClient } from '~/server/db'

export const loginRateLimit = {
  windowMs: 15 * 60 * 1000,
  /** Guessing one account's password. */
  perIdentifier: 5,
  /**
   * Spraying many accounts from one address. Higher than per account: a whole school network shares
   * one NAT address, and a class signing in at once must not lock itself out.
   */
  perAddress: 50,
} as const

export const tooManyAttemptsMessage = 'Too many attempts. Please try again later.'

type Attempt = { identifier: string; ip: string | null; now?: Date; db?: PrismaClient }

const unknownAddress = 'unknown'

export async function isLoginThrottled({ identifier, ip, now = new Date(), db = appDb }: Attempt): Promise<boolean> {
  const since = new Date(now.getTime() - loginRateLimit.windowMs)
  const [byIdentifier, byAddress] = await Promise.all([
    db.loginFailure.count({ where: { identifier, createdAt: { gt: since } } }),
    db.loginFailure.count({ where: { ip: ip ?? unknownAddress, createdAt: { gt: since } } }),
  ])
  return byIdentifier >= loginRateLimit.perIdentifier || byAddress >= loginRateLimit.perAddress
}

export async function recordLoginFailure({ identifier, ip, now = new Date(), db = appDb }: Attempt): Promise<void> {
  const expired = new Date(now.getTime() - loginRateLimit.windowMs)
  await db.$transaction([
    db.loginFailure.deleteMany({ where: { createdAt: { lte: expired } } }),
    db.loginFailure.create({ data: { identifier, ip: ip ?? unknownAddress, createdAt: now } }),
  ])
}

/** A successful sign-in forgives the account's earlier typos (not the address's). */
export async function clearLoginFailures({ identifier, db = appDb }: Pick<Attempt, 'identifier' | 'db'>): Promise<void> {
  await db.loginFailure.deleteMany({ where: { identifier } })
}
