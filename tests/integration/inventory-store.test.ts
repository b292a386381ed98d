// The storekeeper's lists on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): departments (unique
// ignoring case, archived, picked by issues, an unlisted name kept once), usage per department, the movements'
// filters and their CSV export, and the stock-take import (dry run, refusals, confirm racing issues).
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { handleCsvExport } from '~/server/csv-export'
import { movementsCsv } from '~/server/inventory/movement-list'
import { createOutboxMailer } from '~/server/mail'
import type { SessionUser } from '~/server/auth/session'
import { parseCsv } from '~/shared/csv'
import { emptyItemForm, type ItemFormValues, type MovementFormInput } from '~/shared/inventory'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

const now = fixedClock('2026-06-20T10:00:00+05:30')
const today = '2026-06-20'

async function asStorekeeper() {
  const user = await makeUser(testDb.db, { role: 'storekeeper' })
  const mailer = createOutboxMailer({ db: testDb.db })
  return { user, caller: callerFor(user, { db: testDb.db, now, mailer }).caller }
}
type Caller = Awaited<ReturnType<typeof asStorekeeper>>['caller']

function movement(itemId: string, fields: Partial<MovementFormInput> = {}): MovementFormInput {
  return { itemId, kind: 'receive', quantity: '1', occurredOn: today, reference: '', party: '', note: '', ...fields }
}

async function stocked(caller: Caller, quantity: number, fields: Partial<ItemFormValues> = {}) {
  const created = await caller.inventory.create({ ...emptyItemForm, name: 'Chalk box', unit: 'box', ...fields })
  if (quantity > 0) await caller.inventory.recordMovement(movement(created.id, { quantity: String(quantity) }))
  return created
}

const onHandOf = async (id: string) =>
  (await testDb.db.inventoryItem.findUniqueOrThrow({ where: { id }, select: { onHand: true } })).onHand

describe('departments', () => {
  it('are unique ignoring case, renamed and archived, each change audit-logged', async () => {
    const { caller } = await asStorekeeper()
    const science = await caller.inventory.createDepartment({ name: 'Science' })
    const duplicate = await failureOf(caller.inventory.createDepartment({ name: '  sCIENCE ' }))
    expect(duplicate.code).toBe('CONFLICT')
    expect(duplicate.message).toBe('A department called sCIENCE is already on the list.')
    const sports = await caller.inventory.createDepartment({ name: 'Sports' })
    expect((await failureOf(caller.inventory.renameDepartment({ id: sports.id, name: 'science' }))).code).toBe(
      'CONFLICT',
    )
    await caller.inventory.renameDepartment({ id: science.id, name: 'Science lab' })
    await caller.inventory.setDepartmentArchived({ id: sports.id, archived: true })
    expect(await caller.inventory.departments({ includeArchived: false })).toEqual([
      { id: science.id, name: 'Science lab', archived: false },
    ])
    expect((await caller.inventory.departments({ includeArchived: true })).map((d) => d.name)).toEqual([
      'Science lab',
      'Sports',
    ])
    const blank = await failureOf(caller.inventory.createDepartment({ name: '   ' }))
    expect(blank.code).toBe('BAD_REQUEST')
    expect(await testDb.db.department.count()).toBe(2)
    const actions = (await testDb.db.auditLog.findMany({ where: { targetType: 'department' } })).map((e) => e.action)
    expect(actions.sort()).toEqual([
      'inventory.department_archive',
      'inventory.department_create',
      'inventory.department_create',
      'inventory.department_rename',
    ])
  })

  it('link an issue typed in any case to the listed department; an unlisted name is kept once and can be added', async () => {
    const { caller } = await asStorekeeper()
    const item = await stocked(caller, 20)
    const science = await caller.inventory.createDepartment({ name: 'Science' })
    const listed = await caller.inventory.recordMovement(
      movement(item.id, { kind: 'issue', quantity: '2', party: 'science' }),
    )
    expect(listed.unlistedParty).toBeNull()
    expect(listed.movement.party).toBe('Science')
    const unlisted = await caller.inventory.recordMovement(
      movement(item.id, { kind: 'issue', quantity: '3', party: 'Music room' }),
    )
    expect(unlisted.unlistedParty).toBe('Music room')
    expect(unlisted.movement.party).toBe('Music room')
    const music = await caller.inventory.createDepartment({ name: 'Music room' })
    const rows = await testDb.db.inventoryMovement.findMany({ where: { kind: 'issue' }, orderBy: { id: 'asc' } })
    expect(rows.map((row) => row.departmentId)).toEqual([science.id, music.id])
  })

  it('report the quantity and value each department took over a date range', async () => {
    const { caller } = await asStorekeeper()
    const chalk = await stocked(caller, 50, { unitCost: '40' })
    const ball = await stocked(caller, 10, { name: 'Football', unitCost: '1,200' })
    await caller.inventory.createDepartment({ name: 'Science' })
    await caller.inventory.createDepartment({ name: 'Sports' })
    const issue = (itemId: string, quantity: string, party: string, occurredOn = today) =>
      caller.inventory.recordMovement(movement(itemId, { kind: 'issue', quantity, party, occurredOn }))
    await issue(chalk.id, '10', 'Science')
    await issue(chalk.id, '4', 'Sports')
    await issue(ball.id, '2', 'Sports')
    await issue(chalk.id, '5', 'Science', '2026-05-01')
    await caller.inventory.recordMovement(movement(chalk.id, { kind: 'return', quantity: '3', party: 'Science' }))
    const usage = await caller.inventory.departmentUsage({ from: '2026-06-01', to: today })
    expect(
      usage.map(({ name, issued, returned, net, valuePaise }) => ({ name, issued, returned, net, valuePaise })),
    ).toEqual([
      { name: 'Sports', issued: 6, returned: 0, net: 6, valuePaise: 4n * 4000n + 2n * 120000n },
      { name: 'Science', issued: 10, returned: 3, net: 7, valuePaise: 7n * 4000n },
    ])
    const bad = await failureOf(caller.inventory.departmentUsage({ from: today, to: '2026-06-01' }))
    expect(bad.code).toBe('BAD_REQUEST')
  })
})

describe('movement filters and export', () => {
  async function ledger() {
    const { user, caller } = await asStorekeeper()
    const chalk = await stocked(caller, 30, { code: 'STN-1' })
    const ball = await stocked(caller, 5, { code: 'SPT-1', name: 'Football' })
    const science = await caller.inventory.createDepartment({ name: 'Science' })
    await caller.inventory.createDepartment({ name: 'Sports' })
    await caller.inventory.recordMovement(
      movement(chalk.id, { kind: 'issue', quantity: '2', party: 'Science', occurredOn: '2026-06-10' }),
    )
    await caller.inventory.recordMovement(movement(chalk.id, { kind: 'issue', quantity: '1', party: 'Sports' }))
    await caller.inventory.recordMovement(movement(ball.id, { kind: 'issue', quantity: '1', party: 'Science' }))
    await caller.inventory.recordMovement(
      movement(chalk.id, {
        kind: 'adjust',
        quantity: '1',
        direction: 'remove',
        note: '=cmd|x',
        occurredOn: '2026-06-01',
      }),
    )
    return { user, caller, science }
  }

  it('filter by date range, item code, kind and department, paged', async () => {
    const { caller, science } = await ledger()
    const page = (filters: Record<string, string>, p = 1) => caller.inventory.movements({ page: p, filters })
    expect((await page({})).total).toBe(6)
    expect((await page({ kind: 'issue' })).total).toBe(3)
    expect((await page({ departmentId: science.id })).items.map((row) => row.item.code)).toEqual(['SPT-1', 'STN-1'])
    expect((await page({ item: 'stn-1', kind: 'issue' })).total).toBe(2)
    expect((await page({ from: '02/06/2026', to: '2026-06-10' })).items.map((row) => row.kind)).toEqual(['issue'])
    expect((await page({ item: 'NOPE' })).total).toBe(0)
    const bad = await failureOf(page({ from: '2026-06-20', to: '2026-06-01' }))
    expect(bad.code).toBe('BAD_REQUEST')
  })

  it('export exactly the filtered rows, with formula cells made harmless, and log the export', async () => {
    const { user, science } = await ledger()
    const post = (who: SessionUser | null, fields: Record<string, string>) =>
      handleCsvExport(
        new Request('http://school.test/api/inventory/movements.csv', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://school.test' },
          body: new URLSearchParams(fields).toString(),
        }),
        movementsCsv,
        { db: testDb.db, now, resolveUser: async () => who },
      )
    const response = await post(user, { departmentId: science.id, kind: 'issue', from: '', to: '' })
    expect(response.status).toBe(200)
    const rows = parseCsv(await response.text())
    expect(rows[0]?.[0]).toBe('Date')
    expect(rows.slice(1).map((row) => [row[1], row[4], row[8]])).toEqual([
      ['SPT-1', '-1', 'Science'],
      ['STN-1', '-2', 'Science'],
    ])
    const adjusted = parseCsv(await (await post(user, { kind: 'adjust' })).text())
    expect(adjusted.slice(1).map((row) => row[10])).toEqual(["'=cmd|x"])
    expect((await post(user, { from: '2026-06-20', to: '2026-06-01' })).status).toBe(400)
    const teacher = await makeUser(testDb.db, { role: 'teacher' })
    expect((await post(teacher, {})).status).toBe(403)
    expect(await testDb.db.auditLog.count({ where: { action: 'inventory.movements_export' } })).toBe(2)
  })
})

describe('stock-take', () => {
  it('dry run shows recorded, counted and difference, and refuses unknown codes, bad numbers and duplicates', async () => {
    const { caller } = await asStorekeeper()
    await stocked(caller, 10, { code: 'STN-1' })
    await stocked(caller, 4, { code: 'SPT-1', name: 'Football' })
    await stocked(caller, 2, { code: 'LAB-1', name: 'Beaker' })
    const csv = 'code,counted\nstn-1,8\nSPT-1,4\nXYZ-9,3\nLAB-1,2.5\nLAB-2,1\nLAB-2,1\n'
    await caller.inventory.create({ ...emptyItemForm, name: 'Flask', code: 'LAB-2' })
    const result = await caller.inventory.stockTake({ csv, reason: 'Annual count', dryRun: true })
    expect(
      result.lines.map(({ code, recorded, counted, difference }) => [code, recorded, counted, difference]),
    ).toEqual([
      ['STN-1', 10, 8, -2],
      ['SPT-1', 4, 4, 0],
    ])
    expect(result.refused.map((row) => [row.line, row.reason])).toEqual([
      [4, 'No item has the code XYZ-9.'],
      [5, 'The counted quantity "2.5" is not a whole number (0 or more, no decimals).'],
      [6, 'The code LAB-2 is on more than one row (lines 6, 7): count each item once.'],
      [7, 'The code LAB-2 is on more than one row (lines 6, 7): count each item once.'],
    ])
    expect(await testDb.db.inventoryMovement.count({ where: { kind: 'adjust' } })).toBe(0)
    const noHeader = await failureOf(caller.inventory.stockTake({ csv: 'item,qty\nA,1', reason: 'x', dryRun: true }))
    expect(noHeader.message).toContain('code and counted')
    const noReason = await failureOf(caller.inventory.stockTake({ csv, reason: ' ', dryRun: false }))
    expect(noReason.code).toBe('BAD_REQUEST')
  })

  it('confirm records each difference as an adjustment with the reason, in one go, and logs it', async () => {
    const { caller } = await asStorekeeper()
    const chalk = await stocked(caller, 10, { code: 'STN-1' })
    const ball = await stocked(caller, 4, { code: 'SPT-1', name: 'Football' })
    const result = await caller.inventory.stockTake({
      csv: 'code,counted\nSTN-1,12\nSPT-1,1\nNOPE,3\n',
      reason: 'Term-end count',
      dryRun: false,
    })
    expect(result.adjusted).toBe(2)
    expect([await onHandOf(chalk.id), await onHandOf(ball.id)]).toEqual([12, 1])
    const adjustments = await testDb.db.inventoryMovement.findMany({
      where: { kind: 'adjust' },
      orderBy: { delta: 'asc' },
    })
    expect(adjustments.map((row) => [row.delta, row.onHandAfter, row.note])).toEqual([
      [-3, 1, 'Term-end count'],
      [2, 12, 'Term-end count'],
    ])
    const entry = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'inventory.stock_take' } })
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({ reason: 'Term-end count', counted: 2, refused: 1 })
    const nothing = await failureOf(
      caller.inventory.stockTake({ csv: 'code,counted\nNOPE,1', reason: 'x', dryRun: false }),
    )
    expect(nothing.message).toBe('No row of the file can be recorded: nothing was written.')
  })

  it('racing issues of the same item: stock ends at counted less the issues committed after the count', async () => {
    const { caller } = await asStorekeeper()
    const chalk = await stocked(caller, 100, { code: 'STN-1' })
    await caller.inventory.createDepartment({ name: 'Science' })
    const issues = Array.from({ length: 12 }, () =>
      caller.inventory.recordMovement(movement(chalk.id, { kind: 'issue', quantity: '1', party: 'Science' })),
    )
    const count = caller.inventory.stockTake({ csv: 'code,counted\nSTN-1,80\n', reason: 'Spot check', dryRun: false })
    const results = await Promise.allSettled([...issues, count])
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true)
    const ledger = await testDb.db.inventoryMovement.findMany({ where: { itemId: chalk.id }, orderBy: { id: 'asc' } })
    const adjustIndex = ledger.findIndex((row) => row.kind === 'adjust')
    expect(ledger[adjustIndex]?.onHandAfter).toBe(80)
    const issuesAfter = ledger.slice(adjustIndex + 1).filter((row) => row.kind === 'issue').length
    expect(await onHandOf(chalk.id)).toBe(80 - issuesAfter)
    // Every movement's stock-after follows from the one before: none was lost or applied twice.
    let running = 0
    for (const row of ledger) {
      running += row.delta
      expect(row.onHandAfter).toBe(running)
    }
    expect(running).toBe(await onHandOf(chalk.id))
  })
})
