// The inventory at scale:
//   node --import tsx --import ./scripts/lib/inline-assets.mjs scripts/bench-inventory.ts [--items 10000] [--movements 200000] [--runs 60]
// Seeds a fresh migrated database (a temp SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set) with
// the items and their ledger, then times the procedures as an admin calls them (router, zod and database, in
// process): the list with a filter and a search, the dashboard and an item's detail with its history.
// Prints p50/p95/max and writes bench/results/inventory.json. The target is under 50 ms at p95.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fixedClock } from '~/server/clock'
import type { Prisma } from '~/server/db'
import { searchTextOf } from '~/server/inventory/items'
import { ledgerIdAt } from '~/server/inventory/movements'
import { createLocalStorage } from '~/server/storage'
import { createInnerContext } from '~/server/trpc/context'
import { createCaller } from '~/server/trpc/root'
import { dateKeyOf } from '~/shared/dates'
import { categoryCodePrefixes, inventoryCategories, inventoryConditions } from '~/shared/inventory'
import { createTestDatabase } from '../tests/support/test-db'

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    movements: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '60' },
  },
})
const itemCount = Number(values.items)
const movementCount = Number(values.movements)
const runs = Number(values.runs)

const clock = fixedClock('2026-11-10T11:00:00+05:30')
const t0 = performance.now()
const testDb = await createTestDatabase()
const { db } = testDb
// Code that reads the environment (the e-mail links' origin, the database's kind) sees this database, as bench-fees.ts does.
process.env.DATABASE_URL ??= testDb.url
const filesDir = mkdtempSync(join(tmpdir(), 'bench-inventory-'))
const log = (line: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${line}`)

const nouns = [
  'Beaker',
  'Football',
  'Register',
  'Desk',
  'Keyboard',
  'Atlas',
  'Microscope',
  'Marker',
  'Chair',
  'Router',
  'Dictionary',
  'Racket',
  'Stapler',
  'Shelf',
  'Cable',
  'Novel',
]
const adjectives = ['Large', 'Small', 'Blue', 'Steel', 'Wooden', 'Digital', 'Spare', 'Junior', 'Senior', 'Portable']
const locations = [
  'Physics lab',
  'Chemistry lab',
  'Store room',
  'Library',
  'Sports room',
  'Computer lab',
  'Office',
  'Classrooms',
]

try {
  const admin = await db.user.create({
    data: {
      email: 'bench.admin@example.in',
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
      passwordHash: 'no-login',
    },
  })
  const bulk = async <T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size))
  }

  // Each item gets movementCount / itemCount movements on average: receipts first, then issues that never go negative.
  const perItem = Math.max(1, Math.floor(movementCount / itemCount))
  const start = clock().getTime() - 365 * 86_400_000
  const items: Prisma.InventoryItemCreateManyInput[] = []
  const movements: Prisma.InventoryMovementCreateManyInput[] = []
  let sequence = 0
  for (let i = 0; i < itemCount; i++) {
    const category = inventoryCategories[i % 6]!
    const code = `${categoryCodePrefixes[category]}-${String(i + 1).padStart(6, '0')}`
    const name = `${adjectives[i % adjectives.length]} ${nouns[(i * 7) % nouns.length]} ${i + 1}`
    const supplier = `Supplier ${i % 40}`
    const id = `bench-item-${String(i).padStart(6, '0')}`
    const reorderLevel = i % 3 === 0 ? 0 : 5 + (i % 10)
    let onHand = 0
    for (let m = 0; m < perItem; m++) {
      const delta = m % 3 === 0 || onHand < 3 ? 20 : -Math.min(onHand, 1 + (m % 5))
      onHand += delta
      sequence += 1
      const at = new Date(start + (m * 365 * 86_400_000) / perItem + i * 1000)
      movements.push({
        id: ledgerIdAt(at.getTime(), sequence, sequence.toString(16)),
        itemId: id,
        kind: delta > 0 ? 'receive' : 'issue',
        delta,
        onHandAfter: onHand,
        occurredOn: dateKeyOf(at),
        partyType: delta > 0 ? null : 'department',
        party: delta > 0 ? null : locations[m % locations.length]!,
        recordedById: admin.id,
        recordedByName: 'Bench Admin',
        createdAt: at,
      })
    }
    items.push({
      id,
      code,
      name,
      category,
      unit: 'pcs',
      location: locations[i % locations.length]!,
      condition: inventoryConditions[i % 5]!,
      reorderLevel,
      unitCostPaise: 100 * (50 + (i % 500)),
      supplier,
      onHand,
      movementCount: perItem,
      searchText: searchTextOf({ code, name, supplier }),
      createdAt: new Date(start),
    })
  }
  await bulk(items, 1000, (chunk) => db.inventoryItem.createMany({ data: chunk }))
  log(`${items.length} items`)
  await bulk(movements, 2000, (chunk) => db.inventoryMovement.createMany({ data: chunk }))
  log(`${movements.length} movements`)

  const caller = createCaller(
    createInnerContext({
      user: { ...admin, role: 'admin', uniqueId: null, avatarUrl: null },
      db,
      now: clock,
      storage: createLocalStorage(filesDir),
    }),
  )
  const pick = (i: number) => items[(i * 7919) % items.length]!
  const time = async (name: string, step: (i: number) => Promise<unknown>) => {
    await step(runs) // warm-up
    const samples: number[] = []
    for (let i = 0; i < runs; i++) {
      const begin = performance.now()
      await step(i)
      samples.push(performance.now() - begin)
    }
    samples.sort((a, b) => a - b)
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!
    return { name, runs, p50: at(0.5), p95: at(0.95), max: samples.at(-1)! }
  }
  const results = [
    await time('list: filter + search', (i) =>
      caller.inventory.list({
        category: inventoryCategories[i % 6],
        q: nouns[i % nouns.length]!.toLowerCase().slice(0, 4),
        page: 1 + (i % 3),
      }),
    ),
    await time('list: low stock, sorted', (i) =>
      caller.inventory.list({ low: true, sort: 'onHand', page: 1 + (i % 5) }),
    ),
    await time('dashboard', () => caller.inventory.dashboard()),
    await time('item detail', (i) => caller.inventory.item({ id: pick(i).id! })),
    await time('item history', (i) => caller.inventory.history({ itemId: pick(i).id!, page: 1 })),
  ]
  console.log(`\n${testDb.kind}, ${items.length} items, ${movements.length} movements (ms)\n`)
  console.log(`${'step'.padEnd(26)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`)
  for (const r of results)
    console.log(
      `${r.name.padEnd(26)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}${r.p95 > 50 ? '  (over 50 ms at p95)' : ''}`,
    )
  const dir = join(import.meta.dirname, '..', 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'inventory.json'),
    `${JSON.stringify({ database: testDb.kind, items: items.length, movements: movements.length, results }, null, 2)}\n`,
  )
} finally {
  await testDb.drop()
  rmSync(filesDir, { recursive: true, force: true })
}
