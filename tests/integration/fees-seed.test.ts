// The fee part of the demo seed (prisma/seed/fees.ts): real data for every fee screen, written through the
// ledger's own services, and a second run that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { computeLedgers } from '~/server/fees/ledger'
import { demoAccounts } from '../../prisma/seed/demo-accounts'
import { feeDemoStudents, seedFees } from '../../prisma/seed/fees'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

// The seed's payments are dated up to 15 June 2026; the views are read at the test instant (TEST_NOW when set).
const testNowIso = process.env.TEST_NOW?.trim() || '2026-06-15T10:00:00+05:30'
const account = (role: 'admin' | 'cashier' | 'student' | 'parent') => demoAccounts.find((a) => a.role === role)!
let seeded: boolean

beforeAll(async () => {
  for (const role of ['admin', 'cashier', 'student', 'parent'] as const) {
    const { email, uniqueId, firstName, lastName } = account(role)
    const user = await makeUser(db, { role, email, uniqueId, firstName, lastName })
    if (role === 'student')
      await db.student.create({
        data: {
          userId: user.id,
          firstName,
          lastName,
          parentEmail: account('parent').email,
          parentPhone: '+91 94361 22810',
        },
      })
  }
  seeded = await seedFees(db)
}, 120_000)

const as = async (role: 'admin' | 'cashier' | 'student' | 'parent') => {
  const user = await db.user.findUniqueOrThrow({
    where: { email: account(role).email },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, uniqueId: true, avatarUrl: true },
  })
  return callerFor(user, { db, now: fixedClock(testNowIso) }).caller.fees
}

describe('fee seed', () => {
  it('sets up 2026-27 with three terms, Term 2 due 25 June, and a structure for every class', async () => {
    expect(seeded).toBe(true)
    const admin = await as('admin')
    const years = await admin.setup.years.list()
    expect(years.map((y) => [y.name, y.isCurrent])).toEqual([['2026-27', true]])
    const { terms } = await admin.setup.terms.list({})
    expect(terms.map((t) => [t.name, t.dueDate])).toEqual([
      ['Term 1', '2026-04-25'],
      ['Term 2', '2026-06-25'],
      ['Term 3', '2026-10-25'],
    ])
    expect(terms.every((t) => t.issuedAt !== null && t.chargeCount > 0)).toBe(true)
    const classes = await db.feeStructureItem.groupBy({ by: ['className'] })
    expect(classes).toHaveLength(15)
    expect(await db.enrolment.count()).toBe(feeDemoStudents.length + 1)
  })

  it('gives the demo parent two children and the demo student overdue dues with a late fee', async () => {
    const parent = await as('parent')
    const children = await parent.family.children()
    expect(children.map((c) => c.name).sort()).toEqual(['Akum Sumi', 'Vikato Sumi'])
    const student = await as('student')
    const [self] = await student.family.children()
    const statement = await student.family.statement({ studentId: self!.studentId })
    expect(statement.totals.outstandingPaise).toBeGreaterThan(0)
    const term1 = statement.terms.find((t) => t.name === 'Term 1')!
    expect(term1.lines.find((l) => l.kind === 'fine')?.finePaise).toBe(200_00)
    expect(statement.payments).toHaveLength(1)
  })

  it('has a family receipt, a void, a concession and consecutive receipt numbers', async () => {
    const receipts = await db.feeReceipt.findMany({
      orderBy: { number: 'asc' },
      include: { allocations: { distinct: ['studentId'], select: { studentId: true } } },
    })
    expect(receipts.map((r) => r.number)).toEqual(receipts.map((_, i) => i + 1))
    expect(receipts.some((r) => r.allocations.length === 2)).toBe(true)
    expect(receipts.filter((r) => r.voidedAt !== null)).toHaveLength(1)
    expect(await db.feeConcession.count()).toBeGreaterThanOrEqual(1)
    // The ledger balances for the whole school.
    const ledgers = await computeLedgers(db, { asOf: testNowIso.slice(0, 10) })
    let paid = 0
    for (const ledger of ledgers.values()) {
      const t = ledger.totals
      expect(t.chargedPaise - t.concessionPaise + t.finePaise - t.waivedPaise).toBe(t.paidPaise + t.outstandingPaise)
      paid += t.paidPaise
    }
    const collected = await db.feeReceipt.aggregate({ where: { voidedAt: null }, _sum: { totalPaise: true } })
    expect(paid).toBe(Number(collected._sum.totalPaise))
    const defaulters = await (
      await as('cashier')
    ).reports.defaulters({ termId: (await db.feeTerm.findFirstOrThrow({ where: { name: 'Term 1' } })).id })
    expect(defaulters.items.length).toBeGreaterThan(2)
  })

  it('changes nothing on a second run', async () => {
    const before = await db.feeReceipt.count()
    expect(await seedFees(db)).toBe(false)
    expect(await db.feeReceipt.count()).toBe(before)
  })
})
