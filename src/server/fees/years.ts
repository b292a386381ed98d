// Server-only: academic years. At most one is current, and the database itself holds that rule: a unique index
// over the rows whose is_current is true (academic_years_one_current in prisma/models/fees.prisma).
import { conflict, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn, uniqueViolationText } from '~/server/auth/prisma-errors'
import { transaction, type FeeActor, type FeeDeps } from './common'
import type { Db } from './ledger'

export const currentYearRaceMessage =
  'Another administrator changed the current year at the same moment. Refresh the list and try again.'

export async function listYears(db: Db) {
  return db.academicYear.findMany({
    orderBy: { name: 'desc' },
    select: { id: true, name: true, startDate: true, endDate: true, isCurrent: true, nextReceiptNumber: true },
  })
}

/**
 * The first step of making a year current: every year's row is written, in id order, not only the current one's.
 * On PostgreSQL a second change then waits at the first row until the first change commits, and clears its result
 * too: two admins at once both succeed and the later one wins; the fixed order keeps them from deadlocking.
 * (SQLite runs one transaction at a time anyway.)
 */
async function clearCurrent(tx: Db) {
  const years = await tx.academicYear.findMany({ select: { id: true }, orderBy: { id: 'asc' } })
  for (const { id } of years) await tx.$executeRaw`UPDATE academic_years SET is_current = ${false} WHERE id = ${id}`
}

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
  const current = await db.academicYear.count({ where: { isCurrent: true } })
  const makeCurrent = input.makeCurrent === true || current === 0
  try {
    return await transaction(db, async (tx) => {
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
