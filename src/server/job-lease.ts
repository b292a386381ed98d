// Server-only: a lease so that a background job runs on one instance at a time (the `job_leases` table). Taking it
// is one statement that succeeds for one caller only: the insert of a first lease (a second insert meets the
// primary key), or the update of an expired one (the WHERE is re-checked on the row after a concurrent update, so
// two instances cannot both take it). A crashed holder's lease simply expires. Times come from the given clock.
import { Prisma, type PrismaClient } from '~/server/db'
import type { Clock } from '~/server/clock'

export type LeaseDeps = { db: PrismaClient | Prisma.TransactionClient; now: Clock }

/** True when `holder` now holds the lease `name` for `ttlMs`. */
export async function takeLease({ db, now }: LeaseDeps, name: string, holder: string, ttlMs: number) {
  const at = now()
  const expiresAt = new Date(at.getTime() + ttlMs)
  try {
    await db.jobLease.create({ data: { name, holder, expiresAt } })
    return true
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error
  }
  const { count } = await db.jobLease.updateMany({
    where: { name, OR: [{ expiresAt: { lte: at } }, { holder }] },
    data: { holder, expiresAt },
  })
  return count === 1
}

/** Gives the lease back (only if `holder` still holds it). */
export async function releaseLease({ db }: LeaseDeps, name: string, holder: string) {
  await db.jobLease.deleteMany({ where: { name, holder } })
}
