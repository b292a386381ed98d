// Server-only: academic years. At most one is current, and the database itself holds that rule: a unique index
// over the rows whose is_current is true (academic_years_one_current in prisma/models/fees.prisma).
import { conflict, notFound } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { isUniqueViolationOn, uniqueViolationText } from '~/server/auth/prisma-errors'
import { transaction, type FeeActor, type FeeDeps } from './common'
import type { Db } from './ledger'
import { databaseKindOfClient } from '~/server/db'
import type { DatabaseKind } from '~/server/env'

export const currentYearRaceMessage =
  'Another administrator changed the current year at the same moment. Refresh the list and try again.'

export async function listYears(db: Db) {
  return db.academicYear.findMany({
    orderBy: { name: 'desc' },
    select: { id: true, name: true, startDate: true, endDate: true, isCurrent: true, nextReceiptNumber: true },
  })
}

/**
 * The first step of any change to which year is current. On PostgreSQL it takes one transaction-scoped advisory
 * lock, so such changes run one after another: each then reads every year committed before it, including one that
 * a change just before it created as current (row locks alone let a change that creates a current year wait on the
 * index for a change that waits on its rows: a deadlock). SQLite runs one transaction at a time anyway.
 */
async function lockCurrentYear(tx: Db, kind: DatabaseKind) {
  if (kind === 'postgres') await tx.$executeRaw`SELECT pg_advisory_xact_lock(${currentYearLockKey}::bigint)`
}

async function clearCurrent(tx: Db) {
  await tx.academicYear.updateMany({ where: { isCurrent: true }, data: { isCurrent: false } })
}

/** The advisory lock's key: any fixed number no other lock uses. */
const currentYearLockKey = 2_026_270_001

/** A second current year refused by the index (a year created as current while another was being made current). */
function isSecondCurrent(error: unknown) {
  return isUniqueViolationOn(error, 'one_current', 'is_current', 'isCurrent')
}

export async function createYear(
  { db, now }: FeeDeps,
  input: { name: string; makeCurrent?: boolean },
  actor: FeeActor,
) {
  const start = Number(input.name.slice(0, 4))
  try {
    return await transaction(db, async (tx) => {
      await lockCurrentYear(tx, databaseKindOfClient(db))
      const makeCurrent =
        input.makeCurrent === true || (await tx.academicYear.count({ where: { isCurrent: true } })) === 0
      if (makeCurrent) await clearCurrent(tx)
      const year = await tx.academicYear.create({
        data: {
          name: input.name,
          startDate: `${start}-04-01`,
          endDate: `${start + 1}-03-31`,
          isCurrent: makeCurrent,
          createdAt: now(),
        },
      })
      await writeAuditLog(tx, {
        actor,
        action: 'fees.year_create',
        target: { type: 'academic_year', id: year.id, label: year.name },
        details: { current: makeCurrent },
        at: now(),
      })
      return year
    })
  } catch (error) {
    if (isSecondCurrent(error)) throw conflict(currentYearRaceMessage)
    if (uniqueViolationText(error) !== null) throw conflict(`The year ${input.name} already exists.`)
    throw error
  }
}

export async function setCurrentYear({ db, now }: FeeDeps, id: string, actor: FeeActor) {
  try {
    return await transaction(db, async (tx) => {
      const year = await tx.academicYear.findUnique({ where: { id } })
      if (!year) throw notFound('Academic year not found.')
      await lockCurrentYear(tx, databaseKindOfClient(db))
      await clearCurrent(tx)
      await tx.academicYear.update({ where: { id }, data: { isCurrent: true } })
      await writeAuditLog(tx, {
        actor,
        action: 'fees.year_set_current',
        target: { type: 'academic_year', id, label: year.name },
        at: now(),
      })
      return { id, name: year.name, isCurrent: true }
    })
  } catch (error) {
    if (isSecondCurrent(error)) throw conflict(currentYearRaceMessage)
    throw error
  }
}

/**
 * The year named `name`, created as upcoming (never current) when it does not exist yet: the fee year of an
 * admission for a later session. It does not change which year is current, so it takes no current-year lock; two
 * acceptances creating it at once meet on the unique name, and the one that loses reads the winner's row.
 */
export async function ensureUpcomingYear({ db, now }: FeeDeps, name: string, actor: AuditActor) {
  const select = { id: true, name: true, isCurrent: true } as const
  const found = await db.academicYear.findUnique({ where: { name }, select })
  if (found) return found
  const start = Number(name.slice(0, 4))
  try {
    return await transaction(db, async (tx) => {
      const year = await tx.academicYear.create({
        data: {
          name,
          startDate: `${start}-04-01`,
          endDate: `${start + 1}-03-31`,
          isCurrent: false,
          createdAt: now(),
        },
        select,
      })
      await writeAuditLog(tx, {
        actor,
        action: 'fees.year_create',
        target: { type: 'academic_year', id: year.id, label: year.name },
        details: { current: false, upcoming: true },
        at: now(),
      })
      return year
    })
  } catch (error) {
    if (uniqueViolationText(error) === null) throw error
    const year = await db.academicYear.findUnique({ where: { name }, select })
    if (!year) throw error
    return year
  }
}
