// One current academic year, held by the database (a unique index over the rows whose is_current is true), on the
// database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): concurrent changes of the current year queue
// behind each other and always leave exactly one.
import { TRPCError } from '@trpc/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { currentYearRaceMessage } from '~/server/fees/years'
import { useFreshDatabasePerTest } from '../support/accounts'
import { errorOf } from '../support/failures'
import { buildFeeSchool, feesAs, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
let years: { id: string; name: string }[]
beforeEach(async () => {
  school = await buildFeeSchool(db)
  const setup = feesAs(school.admin, db).setup
  years = [school.year]
  for (const name of ['2027-28', '2028-29', '2029-30']) years.push(await setup.years.create({ name }))
})

const currentNames = async () =>
  (await db.academicYear.findMany({ where: { isCurrent: true }, select: { name: true } })).map((y) => y.name)

/** Every call either succeeded or was told, in words, that another change won. */
function expectSettled(results: PromiseSettledResult<unknown>[]) {
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
  for (const { reason } of refused) {
    expect(reason).toBeInstanceOf(TRPCError)
    expect((reason as TRPCError).message).toBe(currentYearRaceMessage)
  }
  return results.length - refused.length
}

describe('the current academic year', () => {
  it('stays one after rounds of 20 concurrent changes of the current year', async () => {
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          feesAs(school.admin, db).setup.years.setCurrent({ id: years[(i + round) % years.length]!.id }),
        ),
      )
      // Making a year current only waits for the change before it: none of them fails.
      expect(results.filter((r) => r.status === 'rejected')).toEqual([])
      expect(await currentNames(), `round ${round}`).toHaveLength(1)
    }
    expect(await db.auditLog.count({ where: { action: 'fees.year_set_current' } })).toBe(100)
  })

  it('stays one when years are created as current while others are made current', async () => {
    const setup = feesAs(school.admin, db).setup
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => setup.years.setCurrent({ id: years[i % years.length]!.id })),
      ...['2030-31', '2031-32', '2032-33', '2033-34', '2034-35'].map((name) =>
        setup.years.create({ name, makeCurrent: true }),
      ),
    ])
    expect(expectSettled(results)).toBeGreaterThan(0)
    expect(await currentNames()).toHaveLength(1)
  })

  it('is a rule of the database: a second current year is refused whoever writes it', async () => {
    const other = years[1]!
    const error = await errorOf(db.academicYear.update({ where: { id: other.id }, data: { isCurrent: true } }))
    expect(isUniqueViolationOn(error, 'one_current', 'is_current', 'isCurrent')).toBe(true)
    const inserted = await errorOf(
      db.academicYear.create({
        data: { name: '2040-41', startDate: '2040-04-01', endDate: '2041-03-31', isCurrent: true },
      }),
    )
    expect(isUniqueViolationOn(inserted, 'one_current', 'is_current', 'isCurrent')).toBe(true)
    expect(await currentNames()).toEqual(['2026-27'])
    // Years that are not current are unlimited.
    expect(await db.academicYear.count({ where: { isCurrent: false } })).toBe(3)
  })
})
