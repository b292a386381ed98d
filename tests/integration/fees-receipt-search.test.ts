// Finding a receipt again, on the database under test: by its number or a student's name or school ID (every
// date, a page at a time), and one student's earlier receipts for the counter's reprint.
import { beforeEach, describe, expect, it } from 'vitest'
import { useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

describe('receipt search', () => {
  it('finds receipts by number or student across every date, and lists one student’s receipts', async () => {
    const { asha, mira } = school.students
    const pay = (studentId: string, at: string) =>
      feesAs(school.admin, db, at).counter.collect({
        mode: 'cash',
        date: at.slice(0, 10),
        students: [{ studentId, amountPaise: 100_00 }],
      })
    const old = await pay(mira.id, '2026-04-20T10:00:00+05:30')
    await pay(asha.id, '2026-06-01T10:00:00+05:30')
    await pay(mira.id, '2026-07-05T10:00:00+05:30')
    const reports = feesAs(school.cashier, db).reports
    const range = { from: '2026-07-01', to: '2026-07-05', page: 1, pageSize: 20 }
    expect((await reports.receipts(range)).total).toBe(1)
    const byNumber = await reports.receipts({ ...range, q: old.numberText.slice(-4) })
    expect(byNumber.items.map((r) => r.numberText)).toEqual([old.numberText])
    const byName = await reports.receipts({ ...range, q: 'mira roy' })
    expect(byName.items.map((r) => r.date)).toEqual(['2026-07-05', '2026-04-20'])
    const paged = await reports.receipts({ ...range, q: 'Roy', pageSize: 1, page: 2 })
    expect([paged.total, paged.pageCount, paged.items[0]?.date]).toEqual([2, 2, '2026-04-20'])
    const mine = await reports.receipts({ ...range, studentId: asha.id })
    expect(mine.items.map((r) => r.date)).toEqual(['2026-06-01'])
  })
})
