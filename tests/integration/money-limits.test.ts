// Amounts at their documented limits (moneyLimits in src/shared/money.ts, docs/fees.md "Limits") on the database
// under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): the columns are 64-bit, so a fee, a payment, a day's
// count and an inventory unit cost at the limit are stored and summed exactly, also where the sums pass what a
// 32-bit column holds (₹2,14,74,836.47); one paisa more is refused with the limit in the message and writes nothing.
import { TRPCError } from '@trpc/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { fixedClock } from '~/server/clock'
import { handleReceiptPdfRequest } from '~/server/fees/receipt-http'
import { createOutboxMailer } from '~/server/mail'
import { createLocalStorage } from '~/server/storage'
import { emptyItemForm, inventoryLimits, inventoryMessages, type ItemFormValues } from '~/shared/inventory'
import { limitMessage, moneyLimits } from '~/shared/money'
import { callerFor, makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { failureOf } from '../support/failures'
import { buildFeeSchool, feesAs, issueTerms, makeStudent, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()
const int32Max = 2 ** 31 - 1

/** What a person is told: the schema's first message, else the error's own. */
function messageOf(error: TRPCError): string {
  return error.cause instanceof ZodError ? error.cause.issues[0]!.message : error.message
}

const counts = async () => ({
  structure: await db.feeStructureItem.count(),
  terms: await db.feeTerm.count(),
  receipts: await db.feeReceipt.count(),
  concessions: await db.feeConcession.count(),
  waivers: await db.feeFineWaiver.count(),
  closes: await db.feeDayClose.count(),
})

describe('fees at the limits', () => {
  let school: FeeSchool
  beforeEach(async () => {
    school = await buildFeeSchool(db)
  })

  it('stores, collects and sums fees, payments and a day count at their limits beyond 32 bits', async () => {
    const setup = feesAs(school.admin, db).setup
    const { term1 } = school.terms
    // 22 heads at the largest fee each: ₹2.2 crore for Term 1 per student, more than a 32-bit column holds.
    const heads = [school.heads.tuition, school.heads.exam]
    for (let i = 1; i <= 20; i++) heads.push(await setup.heads.create({ name: `Head ${String(i).padStart(2, '0')}` }))
    for (const className of ['class5', 'class8'] as const)
      for (const head of heads)
        await setup.structure.set({ termId: term1.id, className, headId: head.id, amountPaise: moneyLimits.fee })
    const term1Fees = 22 * moneyLimits.fee
    expect(term1Fees).toBeGreaterThan(int32Max)
    expect((await setup.structure.get({ className: 'class5' })).termTotals[0]!.totalPaise).toBe(term1Fees)
    // A third Sharma child, so one family receipt at the largest payments passes 32 bits too.
    const anu = await makeStudent(db, { firstName: 'Anu', lastName: 'Sharma' })
    await db.guardian.create({
      data: {
        parentId: school.parents.sharmaParent.id,
        studentId: anu.id,
        relation: 'father',
        slot: 1,
        createdAt: new Date(),
      },
    })
    await setup.enrolments.set({ studentId: anu.id, className: 'class5' })
    await issueTerms(db, school)
    const { asha, ravi, mira } = school.students
    const cashier = feesAs(school.cashier, db)

    const before = await cashier.counter.student({ studentId: asha.id })
    expect(before.terms[0]).toMatchObject({ name: 'Term 1' })
    expect(before.terms[0]!.totals).toMatchObject({ chargedPaise: term1Fees, outstandingPaise: term1Fees + 100_00 })

    // The largest payment per student, alone and on a family receipt of three siblings: ₹5 crore in one day.
    const single = await cashier.counter.collect({
      mode: 'cash',
      students: [{ studentId: asha.id, amountPaise: moneyLimits.payment }],
    })
    const family = await cashier.counter.collect({
      mode: 'cash',
      students: [
        { studentId: asha.id, amountPaise: moneyLimits.payment },
        { studentId: ravi.id, amountPaise: moneyLimits.payment },
        { studentId: anu.id, amountPaise: moneyLimits.payment },
      ],
    })
    await cashier.counter.collect({
      mode: 'cash',
      students: [{ studentId: mira.id, amountPaise: moneyLimits.payment }],
    })
    expect(single.totalPaise).toBe(moneyLimits.payment)
    expect(family.totalPaise).toBe(3 * moneyLimits.payment)
    expect(family.totalPaise).toBeGreaterThan(int32Max)
    const dayTotal = 5 * moneyLimits.payment

    const receipt = await cashier.counter.receipt({ id: family.id })
    expect(receipt).toMatchObject({ totalPaise: 3 * moneyLimits.payment, amountInWords: 'Rupees Three Crore Only' })
    expect(receipt.students.map((s) => s.amountPaise)).toEqual([
      moneyLimits.payment,
      moneyLimits.payment,
      moneyLimits.payment,
    ])
    const pdf = await handleReceiptPdfRequest(
      new Request(`http://school.test/api/fees/receipts/${family.id}/pdf`),
      { id: family.id },
      { db, now: fixedClock(today), resolveUser: async () => school.cashier },
    )
    expect(pdf.status).toBe(200)

    expect(await cashier.reports.collection({})).toMatchObject({ totalPaise: dayTotal, count: 3 })
    expect((await db.feeReceipt.findUniqueOrThrow({ where: { id: family.id } })).totalPaise).toBe(
      BigInt(3 * moneyLimits.payment),
    )
    const listed = await cashier.reports.receipts({ from: '2026-07-05', to: '2026-07-05', page: 1, pageSize: 10 })
    expect(listed.collectedPaise).toBe(dayTotal)
    expect(listed.items.map((r) => r.totalPaise).sort()).toEqual(
      [moneyLimits.payment, moneyLimits.payment, 3 * moneyLimits.payment].sort(),
    )

    // Term 1 per student: 22 fees, the ₹100 late fee, what each paid (oldest dues first, so all of it to Term 1).
    const term1Outstanding = [term1Fees - 2 * moneyLimits.payment, term1Fees - moneyLimits.payment]
    const defaulters = await cashier.reports.defaulters({ termId: term1.id })
    expect(defaulters.items.map((i) => [i.name, i.duePaise, i.finePaise])).toEqual([
      ['Anu Sharma', term1Outstanding[1], 100_00],
      ['Asha Sharma', term1Outstanding[0], 100_00],
      ['Mira Roy', term1Outstanding[1], 100_00],
      ['Ravi Sharma', term1Outstanding[1], 100_00],
    ])
    expect(defaulters.totals.outstandingPaise).toBe(term1Outstanding[0]! + 3 * term1Outstanding[1]! + 4 * 100_00)

    const summary = await cashier.reports.summary({ termId: term1.id })
    expect(summary.total).toMatchObject({ chargedPaise: 4 * term1Fees, paidPaise: dayTotal, finePaise: 4 * 100_00 })
    expect(summary.total.chargedPaise - summary.total.paidPaise + summary.total.finePaise).toBe(
      summary.total.outstandingPaise,
    )

    // The count of a day at the limit; the difference from the ₹5 crore expected is exact too.
    const close = await cashier.reports.dayClose.close({ countedCashPaise: moneyLimits.dayCount })
    expect(close).toMatchObject({
      countedCashPaise: moneyLimits.dayCount,
      expectedCashPaise: dayTotal,
      differencePaise: moneyLimits.dayCount - dayTotal,
    })
    expect((await cashier.reports.dayClose.get({})).closed).toMatchObject({
      countedCashPaise: moneyLimits.dayCount,
      differencePaise: moneyLimits.dayCount - dayTotal,
    })
    expect((await db.feeDayClose.findFirstOrThrow()).countedCashPaise).toBe(BigInt(moneyLimits.dayCount))

    // A fixed concession of the largest amount, on the last head (which Mira's payment, oldest head first, left unpaid).
    const lastHead = heads.at(-1)!
    const concession = await setup.concessions.create({
      studentId: mira.id,
      type: 'need_based',
      kind: 'fixed',
      amountPaise: moneyLimits.concession,
      headId: lastHead.id,
      reason: 'Hardship',
    })
    expect(concession.summary).toBe('₹10,00,000.00 per term of Head 20')
    const miraView = await cashier.counter.student({ studentId: mira.id })
    expect(miraView.terms.map((t) => t.totals.concessionPaise)).toEqual([moneyLimits.concession, 0])
    expect(miraView.terms[0]!.lines.find((line) => line.headId === lastHead.id)).toMatchObject({
      chargedPaise: moneyLimits.fee,
      concessionPaise: moneyLimits.concession,
      outstandingPaise: 0,
    })
  })

  it('refuses one paisa above each limit with the limit in the message and writes nothing', async () => {
    await issueTerms(db, school)
    const admin = feesAs(school.admin, db)
    const cashier = feesAs(school.cashier, db)
    const { term1 } = school.terms
    const { asha } = school.students
    const before = await counts()
    const cases: [Promise<unknown>, string][] = [
      [
        admin.setup.structure.set({
          termId: term1.id,
          className: 'class5',
          headId: school.heads.tuition.id,
          amountPaise: moneyLimits.fee + 1,
        }),
        limitMessage('fee'),
      ],
      [
        admin.setup.terms.create({
          yearId: school.year.id,
          name: 'Term 4',
          dueDate: '2027-01-25',
          graceDays: 0,
          fineKind: 'per_day',
          fineAmountPaise: moneyLimits.fee + 1,
        }),
        limitMessage('fee'),
      ],
      [
        admin.setup.terms.update({ ...term1, fineKind: 'flat', fineCapPaise: moneyLimits.fee + 1 }),
        limitMessage('fee'),
      ],
      [
        admin.setup.waiveFine({
          studentId: asha.id,
          termId: term1.id,
          amountPaise: moneyLimits.fee + 1,
          reason: 'Too much',
        }),
        limitMessage('fee'),
      ],
      [
        admin.setup.concessions.create({
          studentId: asha.id,
          type: 'merit',
          kind: 'fixed',
          amountPaise: moneyLimits.concession + 1,
          reason: 'Too much',
        }),
        limitMessage('concession'),
      ],
      [
        cashier.counter.collect({
          mode: 'cash',
          students: [{ studentId: asha.id, amountPaise: moneyLimits.payment + 1 }],
        }),
        limitMessage('payment'),
      ],
      [cashier.reports.dayClose.close({ countedCashPaise: moneyLimits.dayCount + 1 }), limitMessage('dayCount')],
    ]
    for (const [call, message] of cases) {
      const error = await failureOf(call)
      expect(error.code).toBe('BAD_REQUEST')
      expect(messageOf(error)).toBe(message)
    }
    expect(limitMessage('fee')).toBe('A fee amount can be at most ₹10,00,000.00.')
    expect(limitMessage('payment')).toBe("One student's payment can be at most ₹1,00,00,000.00.")
    expect(await counts()).toEqual(before)
  })
})

describe('inventory at the limits', () => {
  const filesDir = mkdtempSync(join(tmpdir(), 'money-limits-files-'))
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }))
  const now = fixedClock('2026-06-20T10:00:00+05:30')

  async function inventoryAdmin() {
    const admin = await makeUser(db, { role: 'admin' })
    const mailer = createOutboxMailer({ db })
    return callerFor(admin, { db, now, mailer, storage: createLocalStorage(filesDir) }).caller.inventory
  }
  type Inventory = Awaited<ReturnType<typeof inventoryAdmin>>

  const form = (fields: Partial<ItemFormValues>): ItemFormValues => ({
    ...emptyItemForm,
    name: 'Item',
    category: 'lab',
    unit: 'pcs',
    ...fields,
  })
  const receive = (inventory: Inventory, itemId: string, quantity: number) =>
    inventory.recordMovement({
      itemId,
      kind: 'receive',
      quantity: String(quantity),
      occurredOn: '2026-06-20',
      reference: '',
      party: '',
      note: '',
    })

  it('sums an ordinary stock of ₹50,000 x 500 units, past 32 bits, on the dashboard', async () => {
    const inventory = await inventoryAdmin()
    const projector = await inventory.create(form({ name: 'Projector', category: 'it', unitCost: '50,000' }))
    await receive(inventory, projector.id, 500)
    const dashboard = await inventory.dashboard()
    expect(dashboard.stockValuePaise).toBe(500n * 50_000_00n)
    expect(dashboard.valueByCategory).toEqual([{ category: 'it', valuePaise: 500n * 50_000_00n }])
    expect((await inventory.list({})).items[0]).toMatchObject({ valuePaise: 500 * 50_000_00 })
  })

  it('counts items at the largest unit cost and stock to the paisa, beyond 2^53 in total', async () => {
    const inventory = await inventoryAdmin()
    const maxItems = 12
    for (let i = 0; i < maxItems; i++) {
      const item = await inventory.create(form({ name: `Costly ${i}`, unitCost: '1,00,00,000.00' }))
      await receive(inventory, item.id, inventoryLimits.quantity)
    }
    const odd = await inventory.create(form({ name: 'Odd', category: 'other', unitCost: '0.01' }))
    await receive(inventory, odd.id, 3)
    const perItem = BigInt(moneyLimits.unitCost) * BigInt(inventoryLimits.quantity)
    const lab = BigInt(maxItems) * perItem
    expect(lab).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER))

    const dashboard = await inventory.dashboard()
    expect(dashboard.valueByCategory).toEqual([
      { category: 'lab', valuePaise: lab },
      { category: 'other', valuePaise: 3n },
    ])
    expect(dashboard.stockValuePaise).toBe(lab + 3n)
    expect(dashboard.unitsOnHand).toBe(maxItems * inventoryLimits.quantity + 3)
    // One item's own value is still an exact number.
    const listed = await inventory.list({ category: 'lab' })
    expect(listed.items[0]).toMatchObject({ unitCostPaise: moneyLimits.unitCost, valuePaise: Number(perItem) })
  })

  it('refuses a unit cost above the limit and stock above the limit, even when receipts race', async () => {
    const inventory = await inventoryAdmin()
    const tooDear = await failureOf(inventory.create(form({ name: 'Too dear', unitCost: '1,00,00,000.01' })))
    expect(messageOf(tooDear)).toBe(limitMessage('unitCost'))
    expect(await db.inventoryItem.count()).toBe(0)

    const item = await inventory.create(form({ name: 'Pencil', category: 'stationery', unitCost: '5' }))
    await receive(inventory, item.id, inventoryLimits.quantity - 10)
    // 20 receipts of one unit at once: the check and the change are one UPDATE, so exactly 10 fit.
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => receive(inventory, item.id, 1)))
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(refused).toHaveLength(10)
    for (const result of refused)
      expect((result.reason as TRPCError).message).toBe(inventoryMessages.aboveMaximum(inventoryLimits.quantity, 'pcs'))
    const stored = await db.inventoryItem.findUniqueOrThrow({ where: { id: item.id } })
    expect(stored).toMatchObject({ onHand: inventoryLimits.quantity, movementCount: 11 })
    expect(await db.inventoryMovement.count({ where: { itemId: item.id } })).toBe(11)
  })
})
