// Sign-in throttling. Wrong passwords lock one account for one address only, so a
// stranger elsewhere cannot lock the principal out; a slower back-off per account caps guessing from many
// addresses without shutting the owner out. Every limit takes its slot atomically (rate-limit.ts) BEFORE the
// password is checked, so a tRPC batch or 200 parallel requests never get more than the limit evaluated.
import type { PrismaClient } from '~/server/db'
import { addressOrUnknown, clearCounter, extendWindow, giveBackSlot, takeSlot, type RateLimit } from './rate-limit'

const minute = 60 * 1000

export const loginRateLimit = {
  windowMs: 15 * minute,
  /** Wrong passwords for one account from one address; the pair is then locked for lockMs after the last. */
  perPair: 5,
  lockMs: 15 * minute,
  /**
   * Spraying many accounts from one address. Higher than per pair: a whole school network shares one NAT
   * address, and a class signing in at once must not lock itself out. Successful sign-ins do not count.
   */
  perAddress: 50,
  /** Failures on one account from anywhere in a window before its slower global back-off starts. */
  perAccount: 20,
  /** Beyond perAccount, the whole account takes one attempt per this long, from any address. */
  backOffMs: 30 * 1000,
  /** Failed attempts are kept this long, to tell the owner about them at their next sign-in. */
  keepFailuresMs: 90 * 24 * 60 * minute,
} as const

export type LoginAttempt = {
  /** The account's id when the identifier names one, else the identifier itself (guesses count the same). */
  account: string
  address: string
  /** Keys whose slots this attempt holds: pair, address, account. */
  pairKey: string
  heldKeys: string[]
}

function limitsFor(
  account: string,
  address: string,
): { pair: RateLimit; byAddress: RateLimit; byAccount: RateLimit; backOff: RateLimit } {
  const { windowMs } = loginRateLimit
  return {
    pair: { key: `login:pair:${account}|${address}`, limit: loginRateLimit.perPair, windowMs },
    byAddress: { key: `login:address:${address}`, limit: loginRateLimit.perAddress, windowMs },
    byAccount: { key: `login:account:${account}`, limit: loginRateLimit.perAccount, windowMs },
    backOff: { key: `login:backoff:${account}`, limit: 1, windowMs: loginRateLimit.backOffMs },
  }
}

/**
 * Takes the attempt's slots; null when any limit is full (the password must then not be checked). Slots
 * taken before the full one are given back, so being refused never tightens another limit.
 */
export async function beginLoginAttempt(
  db: PrismaClient,
  { account, clientAddress }: { account: string; clientAddress: string | null },
  now: Date,
): Promise<LoginAttempt | null> {
  const address = addressOrUnknown(clientAddress)
  const limits = limitsFor(account, address)
  const held: string[] = []
  const refuse = async () => {
    for (const key of held) await giveBackSlot(db, key)
    return null
  }
  for (const limit of [limits.pair, limits.byAddress]) {
    if (!(await takeSlot(db, limit, now)).allowed) return refuse()
    held.push(limit.key)
  }
  const byAccount = await takeSlot(db, limits.byAccount, now)
  held.push(limits.byAccount.key)
  if (!byAccount.allowed && !(await takeSlot(db, limits.backOff, now)).allowed) return refuse()
  return { account, address, pairKey: limits.pair.key, heldKeys: held }
}

/** A wrong password (or a deactivated account): the slots stay taken and the owner will hear of it. */
export async function failLoginAttempt(
  db: PrismaClient,
  attempt: LoginAttempt,
  failure: { identifier: string; userId: string | null },
  now: Date,
): Promise<void> {
  const pair = await db.rateLimitCounter.findUnique({ where: { key: attempt.pairKey }, select: { count: true } })
  if (pair && pair.count >= loginRateLimit.perPair)
    await extendWindow(db, attempt.pairKey, new Date(now.getTime() + loginRateLimit.lockMs))
  await db.$transaction([
    db.loginFailure.deleteMany({
      where: { createdAt: { lte: new Date(now.getTime() - loginRateLimit.keepFailuresMs) } },
    }),
    db.loginFailure.create({
      data: { identifier: failure.identifier, ip: attempt.address, userId: failure.userId, createdAt: now },
    }),
  ])
}

/** The right password: this address's typos for the account are forgiven and the other slots given back. */
export async function succeedLoginAttempt(db: PrismaClient, attempt: LoginAttempt): Promise<void> {
  await clearCounter(db, attempt.pairKey)
  for (const key of attempt.heldKeys) if (key !== attempt.pairKey) await giveBackSlot(db, key)
}

/**
 * Records this sign-in and counts the failed attempts on the account since the previous one (from any
 * address), for the "N failed sign-in attempts since your last visit" notice.
 */
export async function recordSignIn(db: PrismaClient, userId: string, now: Date): Promise<number> {
  const before = await db.user.findUnique({ where: { id: userId }, select: { lastSignInAt: true } })
  const since = before?.lastSignInAt ?? new Date(now.getTime() - loginRateLimit.keepFailuresMs)
  const failures = await db.loginFailure.count({ where: { userId, createdAt: { gt: since, lte: now } } })
  await db.user.update({ where: { id: userId }, data: { lastSignInAt: now } })
  return failures
}
