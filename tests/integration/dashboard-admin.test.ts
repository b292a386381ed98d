// The admin's /dashboard: today's collection (the same figures as the day's collection report) and the low-stock
// count (the same as the inventory dashboard's), each from the service its report uses.
import { fixedClock } from '~/server/clock'
import { emptyItemForm, type ItemFormValues } from '~/shared/inventory'
import { describe, expect, it } from 'vitest'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, today } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

const item = (fields: Partial<ItemFormValues>): ItemFormValues => ({
  ...emptyItemForm,
  category: 'lab',
  unit: 'pcs',
  ...fields,
})

describe("the admin's dashboard", () => {
  it("shows today's collection and the low-stock count, as their reports give them", async () => {
    const school = await buildFeeSchool(db)
    await issueTerms(db, school)
    const now = fixedClock(today)
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.asha.id, amountPaise: 1_000_00 }],
    })
    await feesAs(school.cashier2, db).counter.collect({
      mode: 'upi',
      reference: 'UPI-1',
      students: [{ studentId: school.students.mira.id, amountPaise: 250_00 }],
    })
    const admin = callerFor(school.admin, { db, now }).caller
    // Two items at or below their reorder level, one above it, one without a level.
    for (const [name, reorderLevel] of [
      ['Beaker', '5'],
      ['Flask', '3'],
      ['Burette', '2'],
      ['Pipette', '0'],
    ] as const) {
      const created = await admin.inventory.create(item({ name, reorderLevel }))
      if (name === 'Burette')
        await admin.inventory.recordMovement({
          itemId: created.id,
          kind: 'receive',
          quantity: '4',
          occurredOn: '2026-07-05',
          reference: '',
          party: '',
          note: '',
        })
    }

    const summary = await admin.dashboard.summary()
    expect(summary.role).toBe('admin')
    if (summary.role !== 'admin') return
    const report = await admin.fees.reports.collection({})
    expect(summary.admin.today.collection).toEqual({
      date: '2026-07-05',
      totalPaise: report.totalPaise,
      count: report.count,
    })
    expect(summary.admin.today.collection.totalPaise).toBe(1_250_00)
    const inventory = await admin.inventory.dashboard()
    expect(summary.admin.today.lowStockCount).toBe(inventory.lowStockCount)
    expect(summary.admin.today.lowStockCount).toBe(2)
  })
})
