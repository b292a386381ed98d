// The inventory portal's router against a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// the ledger rules, stock that never goes negative under concurrency, codes, low-stock e-mails and the CSV import.
import { TRPCError } from '@trpc/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { fixedClock } from '~/server/clock'
import { createOutboxMailer } from '~/server/mail'
import { createLocalStorage } from '~/server/storage'
import { seedId } from '../../prisma/seed/demo'
import { seedInventory } from '../../prisma/seed/inventory'
import { emptyItemForm, type ItemFormValues, type MovementFormInput } from '~/shared/inventory'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'
import { drainOutbox } from '../support/drain-outbox'

const testDb = await useAccountsDatabase()
const filesDir = mkdtempSync(join(tmpdir(), 'inventory-files-'))
afterAll(async () => {
  await testDb.drop()
  rmSync(filesDir, { recursive: true, force: true })
})
beforeEach(() => testDb.reset())

const now = fixedClock('2026-06-20T10:00:00+05:30')
const today = '2026-06-20'

/** A refused input's zod messages (what the form shows), else the error's own message. */
function messagesOf(error: TRPCError): string[] {
  return error.cause instanceof ZodError ? error.cause.issues.map((issue) => issue.message) : [error.message]
}

async function asAdmin() {
  const admin = await makeUser(testDb.db, { role: 'admin' })
  const mailer = createOutboxMailer({ db: testDb.db })
  const storage = createLocalStorage(filesDir)
  return { admin, caller: callerFor(admin, { db: testDb.db, now, mailer, storage }).caller }
}

type Caller = Awaited<ReturnType<typeof asAdmin>>['caller']

function item(fields: Partial<ItemFormValues> = {}): ItemFormValues {
  return { ...emptyItemForm, name: 'Beaker 250 ml', category: 'lab', unit: 'pcs', ...fields }
}

function movement(itemId: string, fields: Partial<MovementFormInput> = {}): MovementFormInput {
  return { itemId, kind: 'receive', quantity: '1', occurredOn: today, reference: '', party: '', note: '', ...fields }
}

async function onHandOf(id: string) {
  return (await testDb.db.inventoryItem.findUniqueOrThrow({ where: { id }, select: { onHand: true } })).onHand
}

async function ledgerSum(id: string) {
  const sum = await testDb.db.inventoryMovement.aggregate({ where: { itemId: id }, _sum: { delta: true } })
  return sum._sum.delta ?? 0
}

async function stocked(caller: Caller, quantity: number, fields: Partial<ItemFormValues> = {}) {
  const created = await caller.inventory.create(item(fields))
  if (quantity > 0) await caller.inventory.recordMovement(movement(created.id, { quantity: String(quantity) }))
  return created
}

describe('items', () => {
  it('generates a unique code from the category when it is left blank', async () => {
    const { caller } = await asAdmin()
    const first = await caller.inventory.create(item())
    const second = await caller.inventory.create(item({ name: 'Football', category: 'sports' }))
    const third = await caller.inventory.create(item({ name: 'Test tube' }))
    expect([first.code, second.code, third.code]).toEqual(['LAB-0001', 'SPT-0001', 'LAB-0002'])
  })

  it('gives concurrent creations distinct codes', async () => {
    const { caller } = await asAdmin()
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) => caller.inventory.create(item({ name: `Flask ${i}` }))),
    )
    expect(new Set(created.map((row) => row.code)).size).toBe(8)
  })

  it('skips a generated number already taken by a typed code', async () => {
    const { caller } = await asAdmin()
    await caller.inventory.create(item({ code: 'lab-0001' }))
    const generated = await caller.inventory.create(item({ name: 'Pipette' }))
    expect(generated.code).toBe('LAB-0002')
  })

  it('refuses a duplicate code with a clear message and writes nothing', async () => {
    const { caller } = await asAdmin()
    await caller.inventory.create(item({ code: 'IT-9' }))
    const error = await failureOf(caller.inventory.create(item({ code: 'it-9', name: 'Other' })))
    expect(error.code).toBe('CONFLICT')
    expect(error.message).toBe('The code IT-9 is already used by another item.')
    expect(await testDb.db.inventoryItem.count()).toBe(1)
  })

  it('refuses an unknown condition and a negative reorder level', async () => {
    const { caller } = await asAdmin()
    const error = await failureOf(
      caller.inventory.create({ ...item(), condition: 'broken' } as unknown as ItemFormValues),
    )
    expect(error.code).toBe('BAD_REQUEST')
    expect(messagesOf(error)).toEqual(['Condition must be one of: new, good, fair, needs_repair, damaged, disposed.'])
    const negative = await failureOf(caller.inventory.create(item({ reorderLevel: '-2' })))
    expect(messagesOf(negative)).toEqual(['Reorder level must be a whole number, 0 or more.'])
    expect(await testDb.db.inventoryItem.count()).toBe(0)
  })

  it('edits an item and keeps its code when the code is left blank', async () => {
    const { caller } = await asAdmin()
    const created = await caller.inventory.create(item({ unitCost: '1,250.50' }))
    await caller.inventory.update({
      id: created.id,
      item: item({ name: 'Beaker 500 ml', supplier: 'Scientific Traders', unitCost: '99' }),
    })
    const detail = await caller.inventory.item({ id: created.id })
    expect(detail).toMatchObject({
      code: 'LAB-0001',
      name: 'Beaker 500 ml',
      supplier: 'Scientific Traders',
      unitCostPaise: 9900,
    })
  })

  it('deletes a never-moved item but only archives one with movements', async () => {
    const { caller } = await asAdmin()
    const fresh = await caller.inventory.create(item())
    await caller.inventory.delete({ id: fresh.id })
    expect(await testDb.db.inventoryItem.count()).toBe(0)

    const moved = await stocked(caller, 3)
    const error = await failureOf(caller.inventory.delete({ id: moved.id }))
    expect(error.code).toBe('CONFLICT')
    expect(error.message).toBe('This item has movements, so it cannot be deleted. Archive it instead.')
    await caller.inventory.setArchived({ id: moved.id, archived: true })
    expect((await caller.inventory.list({})).total).toBe(0)
    expect((await caller.inventory.list({ archived: 'archived' })).items.map((row) => row.id)).toEqual([moved.id])
    const archivedMove = await failureOf(caller.inventory.recordMovement(movement(moved.id)))
    expect(archivedMove.message).toBe('This item is archived. Restore it before recording movements.')
  })
})

describe('movements', () => {
  it('keeps on hand in step with the ledger and audit-logs every movement', async () => {
    const { caller } = await asAdmin()
    const created = await stocked(caller, 10)
    await caller.inventory.recordMovement(
      movement(created.id, { kind: 'issue', quantity: '3', partyType: 'department', party: 'Physics' }),
    )
    await caller.inventory.recordMovement(
      movement(created.id, { kind: 'return', quantity: '1', partyType: 'department', party: 'Physics' }),
    )
    await caller.inventory.recordMovement(
      movement(created.id, {
        kind: 'adjust',
        quantity: '2',
        direction: 'remove',
        note: 'Stock count found two broken',
      }),
    )
    await caller.inventory.recordMovement(movement(created.id, { kind: 'dispose', quantity: '1', note: 'Cracked' }))
    expect(await onHandOf(created.id)).toBe(5)
    expect(await ledgerSum(created.id)).toBe(5)
    const history = await caller.inventory.history({ itemId: created.id, page: 1 })
    expect(history.items.map((row) => [row.kind, row.delta, row.onHandAfter])).toEqual([
      ['dispose', -1, 5],
      ['adjust', -2, 6],
      ['return', 1, 8],
      ['issue', -3, 7],
      ['receive', 10, 10],
    ])
    expect(history.items[3]).toMatchObject({ partyType: 'department', party: 'Physics' })
    const audits = await testDb.db.auditLog.findMany({
      where: { action: { startsWith: 'inventory.' } },
      select: { action: true },
    })
    expect(audits.map((row) => row.action).filter((action) => action !== 'inventory.item_create')).toHaveLength(5)
  })

  it('refuses an issue above stock with a clear message and writes nothing', async () => {
    const { caller } = await asAdmin()
    const created = await stocked(caller, 7)
    const before = await testDb.db.auditLog.count()
    const error = await failureOf(
      caller.inventory.recordMovement(movement(created.id, { kind: 'issue', quantity: '20', party: 'Chemistry' })),
    )
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toBe(
      'Not enough stock: only 7 pcs on hand, so this would take the quantity below zero. Nothing was recorded.',
    )
    expect(await onHandOf(created.id)).toBe(7)
    expect(await testDb.db.inventoryMovement.count()).toBe(1)
    expect(await testDb.db.auditLog.count()).toBe(before)
  })

  it('refuses zero, negative and fractional quantities, and adjust or dispose without a note', async () => {
    const { caller } = await asAdmin()
    const created = await stocked(caller, 5)
    for (const quantity of ['0', '-1', '1.5', '']) {
      const error = await failureOf(caller.inventory.recordMovement(movement(created.id, { quantity })))
      expect(error.code).toBe('BAD_REQUEST')
    }
    for (const kind of ['adjust', 'dispose'] as const) {
      const error = await failureOf(caller.inventory.recordMovement(movement(created.id, { kind, note: '  ' })))
      expect(messagesOf(error)).toEqual(['A note is required for adjustments and disposals: say why.'])
    }
    const future = await failureOf(caller.inventory.recordMovement(movement(created.id, { occurredOn: '2026-06-21' })))
    expect(future.message).toBe('The date cannot be in the future.')
    expect(await testDb.db.inventoryMovement.count()).toBe(1)
    expect(await onHandOf(created.id)).toBe(5)
  })

  it('lets exactly 10 of 20 concurrent issues of 1 succeed against a stock of 10', async () => {
    const { caller } = await asAdmin()
    const created = await stocked(caller, 10)
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        caller.inventory.recordMovement(movement(created.id, { kind: 'issue', quantity: '1', party: 'Sports' })),
      ),
    )
    const succeeded = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    expect(succeeded).toHaveLength(10)
    expect(refused).toHaveLength(10)
    for (const failure of refused) expect((failure.reason as TRPCError).message).toContain('Not enough stock')
    expect(await onHandOf(created.id)).toBe(0)
    expect(await ledgerSum(created.id)).toBe(0)
    expect(await testDb.db.inventoryMovement.count({ where: { itemId: created.id, kind: 'issue' } })).toBe(10)
  })

  it('after a random sequence of movements, on hand equals the sum of the ledger and never went below zero', async () => {
    const { caller } = await asAdmin()
    const created = await stocked(caller, 5)
    let seed = 42
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const kinds = ['receive', 'issue', 'return', 'adjust', 'dispose'] as const
    let expected = 5
    for (let i = 0; i < 60; i++) {
      const kind = kinds[Math.floor(random() * kinds.length)]!
      const quantity = 1 + Math.floor(random() * 6)
      const direction = random() < 0.5 ? 'add' : 'remove'
      const delta =
        kind === 'receive' || kind === 'return' || (kind === 'adjust' && direction === 'add') ? quantity : -quantity
      const attempt = caller.inventory.recordMovement(
        movement(created.id, { kind, quantity: String(quantity), direction, party: 'Office', note: 'Random' }),
      )
      if (expected + delta < 0) {
        expect((await failureOf(attempt)).message).toContain('Not enough stock')
      } else {
        await attempt
        expected += delta
      }
    }
    expect(await onHandOf(created.id)).toBe(expected)
    expect(await ledgerSum(created.id)).toBe(expected)
    const afters = await testDb.db.inventoryMovement.findMany({
      where: { itemId: created.id },
      select: { onHandAfter: true },
    })
    expect(afters.every((row) => row.onHandAfter >= 0)).toBe(true)
  })

  it('e-mails each keeper once when a movement takes an item to or below its reorder level', async () => {
    const { caller } = await asAdmin()
    await makeUser(testDb.db, { role: 'admin', email: 'second.admin@lightridge-hss.edu.in' })
    await makeUser(testDb.db, { role: 'teacher' })
    const created = await stocked(caller, 10, { reorderLevel: '5', name: 'Chalk box' })
    const issue = (quantity: number) =>
      caller.inventory.recordMovement(
        movement(created.id, { kind: 'issue', quantity: String(quantity), party: 'Class 5' }),
      )
    await issue(4) // 6: above
    expect(await testDb.db.emailOutbox.count()).toBe(0)
    await issue(1) // 5: crosses
    await issue(2) // 3: still below, no new e-mail
    // One e-mail per keeper, by name, queued (e-mail only: a staff alert) and sent by the worker.
    const mails = await testDb.db.emailOutbox.findMany({ orderBy: { to: 'asc' } })
    expect(mails.map((mail) => [mail.channel, mail.template, mail.status])).toEqual([
      ['email', 'stock_low', 'queued'],
      ['email', 'stock_low', 'queued'],
    ])
    expect(mails.every((mail) => mail.subject === 'Low stock: Chalk box (LAB-0001)')).toBe(true)
    expect(mails.map((mail) => mail.to)).toContain('second.admin@lightridge-hss.edu.in')
    expect(mails.some((mail) => mail.to.includes('teacher'))).toBe(false)
    expect(mails.every((mail) => /^Dear \S/.test(mail.text) && mail.text.includes('/inventory/item/'))).toBe(true)
    await drainOutbox(testDb.db, now)
    expect(await testDb.db.emailOutbox.count({ where: { status: 'stored' } })).toBe(2)
    await caller.inventory.recordMovement(movement(created.id, { quantity: '10' })) // 13: back above
    await issue(9) // 4: crosses again
    expect(await testDb.db.emailOutbox.count()).toBe(4)
  })
})

describe('list and dashboard', () => {
  it('searches, filters, sorts and pages on the server', async () => {
    const { caller } = await asAdmin()
    for (let i = 1; i <= 25; i++) {
      await caller.inventory.create(
        item({
          name: `Chair ${String(i).padStart(2, '0')}`,
          category: 'furniture',
          location: i % 2 ? 'Hall' : 'Library',
          supplier: i === 7 ? 'Woodcraft Dimapur' : '',
        }),
      )
    }
    await stocked(caller, 2, { name: 'Cricket bat', category: 'sports', reorderLevel: '3', condition: 'needs_repair' })
    const first = await caller.inventory.list({ category: 'furniture' })
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2 })
    expect(first.items[0]!.name).toBe('Chair 01')
    const second = await caller.inventory.list({ category: 'furniture', page: 2, sort: 'name', dir: 'desc' })
    expect(second.items.map((row) => row.name)).toEqual(['Chair 05', 'Chair 04', 'Chair 03', 'Chair 02', 'Chair 01'])
    expect((await caller.inventory.list({ q: 'woodcraft' })).items.map((row) => row.name)).toEqual(['Chair 07'])
    expect((await caller.inventory.list({ q: 'fur-001' })).total).toBe(10)
    expect((await caller.inventory.list({ location: 'Library' })).total).toBe(12)
    expect((await caller.inventory.list({ low: true })).items.map((row) => row.name)).toEqual(['Cricket bat'])
    expect((await caller.inventory.list({ condition: 'needs_repair' })).total).toBe(1)
    expect(await caller.inventory.locations()).toEqual(['Hall', 'Library'])
  })

  it('sums items, units and stock value, and lists low stock, repairs and the latest movements', async () => {
    const { caller } = await asAdmin()
    await stocked(caller, 10, { name: 'Microscope', unitCost: '12,500' })
    await stocked(caller, 2, {
      name: 'Football',
      category: 'sports',
      unitCost: '850.50',
      reorderLevel: '4',
      condition: 'damaged',
    })
    const dashboard = await caller.inventory.dashboard()
    expect(dashboard).toMatchObject({
      itemCount: 2,
      unitsOnHand: 12,
      stockValuePaise: BigInt(10 * 1_250_000 + 2 * 85_050),
      lowStockCount: 1,
      attentionCount: 1,
    })
    expect(dashboard.valueByCategory).toEqual([
      { category: 'lab', valuePaise: 12_500_000n },
      { category: 'sports', valuePaise: 170_100n },
    ])
    expect(dashboard.lowStock.map((row) => row.name)).toEqual(['Football'])
    expect(dashboard.latestMovements).toHaveLength(2)
  })
})

describe('CSV', () => {
  it('exports the filtered list with formula cells made harmless', async () => {
    const { caller } = await asAdmin()
    await stocked(caller, 3, { name: '=HYPERLINK("x")', unitCost: '1,000' })
    await caller.inventory.create(item({ name: 'Globe', category: 'library' }))
    const exported = await caller.inventory.exportCsv({ category: 'lab' })
    const lines = exported.csv.split('\r\n')
    expect(exported.fileName).toBe('inventory-2026-06-20.csv')
    expect(lines[0]).toBe(
      'code,name,category,description,unit,location,condition,reorder_level,unit_cost,supplier,purchase_date,warranty_end,notes,on_hand',
    )
    expect(lines).toEqual([lines[0], lines[1], ''])
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
    expect(lines[1]).toContain('1000.00')
  })

  it('reports every row in a dry run, then writes all valid rows in one transaction', async () => {
    const { admin, caller } = await asAdmin()
    await caller.inventory.create(item({ code: 'LIB-0100', category: 'library', name: 'Atlas' }))
    const csv = [
      'Code,Name,Category,Unit,Condition,Reorder level,Unit cost,On hand',
      ',Hockey stick,Sports,pcs,good,2,450,12',
      'LIB-0100,Dictionary,library,pcs,new,,,',
      ',Desk,furniture,pcs,broken,,,1',
      ',,it,pcs,good,,,many',
      'IT-0500,Projector,IT,pcs,Needs repair,,,1',
      ',Bench,furniture,pcs',
      ',Chair,furniture,pcs,good,,,1000001',
    ].join('\r\n')
    const report = await caller.inventory.importCsv({ csv, dryRun: true })
    expect(report).toMatchObject({ dryRun: true, createCount: 2, rejectCount: 5, created: 0 })
    expect(report.rows.map((row) => [row.line, row.status])).toEqual([
      [2, 'create'],
      [3, 'reject'],
      [4, 'reject'],
      [5, 'reject'],
      [6, 'create'],
      [7, 'reject'],
      [8, 'reject'],
    ])
    expect(report.rows[5]!.errors).toEqual(['The line has fewer cells than the header (8).'])
    expect(report.rows[6]!.errors).toEqual(['On hand must be at most 10,00,000.'])
    expect(report.rows[1]!.errors).toEqual(['The code LIB-0100 is already used by another item.'])
    expect(report.rows[2]!.errors[0]).toContain('Condition must be one of')
    expect(report.rows[3]!.errors).toEqual(
      expect.arrayContaining(['Name is required.', 'On hand must be a whole number, 0 or more.']),
    )
    expect(await testDb.db.inventoryItem.count()).toBe(1)

    const written = await caller.inventory.importCsv({ csv, dryRun: false })
    expect(written).toMatchObject({ dryRun: false, created: 2 })
    const hockey = await testDb.db.inventoryItem.findFirstOrThrow({ where: { name: 'Hockey stick' } })
    expect(hockey).toMatchObject({ code: 'SPT-0001', onHand: 12, unitCostPaise: 45_000n, movementCount: 1 })
    expect(await ledgerSum(hockey.id)).toBe(12)
    expect(await testDb.db.inventoryItem.findUniqueOrThrow({ where: { code: 'IT-0500' } })).toMatchObject({
      condition: 'needs_repair',
    })
    const audit = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'inventory.import' } })
    expect(audit.actorId).toBe(admin.id)
  })

  it('writes nothing when the confirm step finds no valid row', async () => {
    const { caller } = await asAdmin()
    const error = await failureOf(caller.inventory.importCsv({ csv: 'name,category\r\n,x\r\n', dryRun: false }))
    expect(error.message).toBe('No row of the file is valid, so nothing was imported.')
    const headerless = await failureOf(caller.inventory.importCsv({ csv: 'title,kind\r\nA,b\r\n', dryRun: true }))
    expect(headerless.message).toBe(
      'The first line must name the columns; name and category are missing. Download the template to see them.',
    )
    expect(await testDb.db.inventoryItem.count()).toBe(0)
  })
})

describe('access', () => {
  it('refuses a teacher with the access-denied sentence', async () => {
    const teacher = await makeUser(testDb.db, { role: 'teacher' })
    const error = await failureOf(callerFor(teacher, { db: testDb.db, now }).caller.inventory.dashboard())
    expect(error.code).toBe('FORBIDDEN')
  })
})

describe('seed', () => {
  it('adds about 60 items whose on hand is the sum of their movements, some low and some needing repair, once', async () => {
    const { admin, caller } = await asAdmin()
    const seeded = await seedInventory(testDb.db, {
      now: now(),
      adminId: admin.id,
      adminName: 'Temjen Ao',
      idFor: seedId,
    })
    expect(seeded).toBe(true)
    const items = await testDb.db.inventoryItem.findMany({ select: { id: true, onHand: true, category: true } })
    expect(items.length).toBeGreaterThanOrEqual(55)
    expect(new Set(items.map((row) => row.category))).toEqual(
      new Set(['lab', 'sports', 'stationery', 'furniture', 'it', 'library']),
    )
    for (const row of items) expect(await ledgerSum(row.id), row.id).toBe(row.onHand)
    expect(await testDb.db.inventoryMovement.count({ where: { onHandAfter: { lt: 0 } } })).toBe(0)
    const movementDays = await testDb.db.inventoryMovement.findMany({ select: { occurredOn: true } })
    expect(movementDays.every((row) => row.occurredOn <= today && row.occurredOn >= '2026-02-01')).toBe(true)
    const dashboard = await caller.inventory.dashboard()
    expect(dashboard.lowStockCount).toBeGreaterThanOrEqual(5)
    expect(dashboard.attentionCount).toBeGreaterThanOrEqual(4)
    // A later item gets the next number, not one of the seeded codes.
    expect((await caller.inventory.create(item())).code).toBe('LAB-0011')
    expect(
      await seedInventory(testDb.db, { now: now(), adminId: admin.id, adminName: 'Temjen Ao', idFor: seedId }),
    ).toBe(false)
  })
})
