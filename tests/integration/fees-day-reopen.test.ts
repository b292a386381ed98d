// After a cashier closes the day: the counter knows at once (dayClose.get says closed), the cashier's payments are
// refused, an administrator may reopen that day with a reason (audit-logged; the cashier collects again and closes
// again), or take a late payment into the next day's count.
import { TRPCError } from '@trpc/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(TRPCError)
  return error as TRPCError
}

describe('a closed day', () => {
  it('is reopened by an administrator with a reason, audit-logged, and the cashier collects again', async () => {
    const cashier = feesAs(school.cashier, db)
    const pay = () =>
      cashier.counter.collect({ mode: 'cash', students: [{ studentId: school.students.asha.id, amountPaise: 100_00 }] })
    await pay()
    await cashier.reports.dayClose.close({ countedCashPaise: 100_00 })
    expect((await cashier.reports.dayClose.get({})).closed).not.toBeNull()
    expect((await refusal(pay())).code).toBe('BAD_REQUEST')

    // The admin sees today's closed counters, and a reason is required.
    const admin = feesAs(school.admin, db)
    const closes = await admin.reports.dayClose.closes({})
    expect(closes.map((c) => [c.cashierId, c.date, c.countedCashPaise])).toEqual([
      [school.cashier.id, '2026-07-05', 100_00],
    ])
    expect(
      (await refusal(admin.reports.dayClose.reopen({ date: '2026-07-05', cashierId: school.cashier.id, reason: ' ' })))
        .code,
    ).toBe('BAD_REQUEST')
    // A cashier cannot reopen their own day.
    expect(
      (
        await refusal(
          cashier.reports.dayClose.reopen({ date: '2026-07-05', cashierId: school.cashier.id, reason: 'Late parent' }),
        )
      ).code,
    ).toBe('FORBIDDEN')

    await admin.reports.dayClose.reopen({
      date: '2026-07-05',
      cashierId: school.cashier.id,
      reason: 'A parent came at 5 pm',
    })
    const log = await db.auditLog.findFirstOrThrow({ where: { action: 'fees.day_reopen' } })
    expect(log.actorId).toBe(school.admin.id)
    expect(JSON.parse(log.details ?? '{}')).toMatchObject({
      date: '2026-07-05',
      reason: 'A parent came at 5 pm',
      countedCashPaise: 100_00,
    })
    expect((await cashier.reports.dayClose.get({})).closed).toBeNull()
    await pay()
    const again = await cashier.reports.dayClose.close({ countedCashPaise: 200_00 })
    expect(again.expectedCashPaise).toBe(200_00)

    // Reopening a day that is not closed says so.
    await admin.reports.dayClose.reopen({ date: '2026-07-05', cashierId: school.cashier.id, reason: 'Again' })
    expect(
      (await refusal(admin.reports.dayClose.reopen({ date: '2026-07-05', cashierId: school.cashier.id, reason: 'x' })))
        .message,
    ).toBe('This day is not closed.')
  })

  it('takes a late payment into the next day at an administrator’s choice, never a cashier’s', async () => {
    const cashier = feesAs(school.cashier, db)
    await cashier.reports.dayClose.close({ countedCashPaise: 0 })
    const payment = { mode: 'cash' as const, students: [{ studentId: school.students.mira.id, amountPaise: 300_00 }] }
    expect((await refusal(cashier.counter.collect({ ...payment, nextDay: true }))).code).toBe('FORBIDDEN')

    const admin = feesAs(school.admin, db)
    const receipt = await admin.counter.collect({ ...payment, nextDay: true })
    expect(receipt.date).toBe('2026-07-06')
    // Today's count is untouched; the payment is in tomorrow's collection.
    expect((await admin.reports.collection({ date: '2026-07-05' })).totalPaise).toBe(0)
    expect((await admin.reports.collection({ date: '2026-07-06' })).totalPaise).toBe(300_00)
    // nextDay and a date together are refused.
    expect((await refusal(admin.counter.collect({ ...payment, nextDay: true, date: '2026-07-01' }))).code).toBe(
      'BAD_REQUEST',
    )
  })
})
