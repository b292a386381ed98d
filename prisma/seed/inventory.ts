// The inventory portal's demo stock: about 60 items across lab equipment, sports, stationery, furniture, IT and the
// library, with a ledger over the last four months (dates count back from the seed's clock). A few items end at or
// below their reorder level and a few need repair, so the dashboard has something to show. Filled only while the
// items table is empty; on hand and the code counters are computed from the movements written.
import type { Prisma, PrismaClient } from '~/server/db'
import { searchTextOf } from '~/server/inventory/items'
import { ledgerIdAt } from '~/server/inventory/movements'
import { dateKeyOf } from '~/shared/dates'
import { departmentKey } from '~/shared/inventory-store'
import {
  categoryCodePrefixes,
  type InventoryCategory,
  type InventoryCondition,
  type MovementKind,
} from '~/shared/inventory'

type SeedItem = {
  name: string
  unit: string
  location: string
  /** Rupees. */
  cost: number
  reorder: number
  stock: number
  supplier?: string
  condition?: InventoryCondition
  /** Ends at or below its reorder level. */
  low?: boolean
  description?: string
}

const suppliers = {
  lab: 'Northeast Scientific Traders, Guwahati',
  sports: 'Dimapur Sports Emporium',
  stationery: 'Nagaland Stationery House',
  furniture: 'Woodcraft Furniture Works, Dimapur',
  it: 'Techline Systems, Dimapur',
  library: 'Kohima Book Depot',
}

const catalogue: Record<Exclude<InventoryCategory, 'other'>, SeedItem[]> = {
  lab: [
    {
      name: 'Compound microscope',
      unit: 'pcs',
      location: 'Biology lab',
      cost: 8500,
      reorder: 2,
      stock: 12,
      description: 'Monocular, 40x to 1000x.',
    },
    { name: 'Beaker 250 ml (borosilicate)', unit: 'pcs', location: 'Chemistry lab', cost: 120, reorder: 20, stock: 80 },
    {
      name: 'Test tubes 15 ml',
      unit: 'box',
      location: 'Chemistry lab',
      cost: 450,
      reorder: 5,
      stock: 14,
      low: true,
      description: 'Box of 100.',
    },
    { name: 'Bunsen burner', unit: 'pcs', location: 'Chemistry lab', cost: 650, reorder: 4, stock: 18 },
    { name: 'Vernier caliper', unit: 'pcs', location: 'Physics lab', cost: 850, reorder: 5, stock: 25 },
    {
      name: 'Digital weighing balance',
      unit: 'pcs',
      location: 'Chemistry lab',
      cost: 4200,
      reorder: 1,
      stock: 4,
      condition: 'needs_repair',
    },
    { name: 'Prism (glass, equilateral)', unit: 'pcs', location: 'Physics lab', cost: 180, reorder: 6, stock: 30 },
    { name: 'Human skeleton model', unit: 'pcs', location: 'Biology lab', cost: 12500, reorder: 0, stock: 1 },
    {
      name: 'Litmus paper (blue)',
      unit: 'pack',
      location: 'Chemistry lab',
      cost: 60,
      reorder: 10,
      stock: 40,
      low: true,
    },
    { name: 'Lab safety goggles', unit: 'pcs', location: 'Chemistry lab', cost: 150, reorder: 15, stock: 60 },
  ],
  sports: [
    { name: 'Football size 5', unit: 'pcs', location: 'Sports room', cost: 1200, reorder: 4, stock: 20, low: true },
    { name: 'Basketball size 7', unit: 'pcs', location: 'Sports room', cost: 1500, reorder: 3, stock: 12 },
    {
      name: 'Cricket bat (English willow)',
      unit: 'pcs',
      location: 'Sports room',
      cost: 3500,
      reorder: 2,
      stock: 8,
      condition: 'damaged',
    },
    { name: 'Cricket ball (leather)', unit: 'pcs', location: 'Sports room', cost: 450, reorder: 6, stock: 24 },
    { name: 'Badminton racket', unit: 'pcs', location: 'Sports room', cost: 900, reorder: 4, stock: 16 },
    {
      name: 'Shuttlecocks (tube of 10)',
      unit: 'tube',
      location: 'Sports room',
      cost: 550,
      reorder: 5,
      stock: 30,
      low: true,
    },
    {
      name: 'Table tennis table',
      unit: 'pcs',
      location: 'Indoor hall',
      cost: 28000,
      reorder: 0,
      stock: 2,
      condition: 'needs_repair',
    },
    { name: 'Skipping rope', unit: 'pcs', location: 'Sports room', cost: 120, reorder: 10, stock: 40 },
    { name: 'Volleyball net', unit: 'pcs', location: 'Sports room', cost: 1800, reorder: 1, stock: 4 },
    { name: 'First aid kit', unit: 'pcs', location: 'Sports room', cost: 950, reorder: 2, stock: 6 },
  ],
  stationery: [
    { name: 'A4 copier paper (75 gsm)', unit: 'ream', location: 'Store room', cost: 290, reorder: 20, stock: 150 },
    {
      name: 'Whiteboard marker (black)',
      unit: 'box',
      location: 'Store room',
      cost: 240,
      reorder: 10,
      stock: 45,
      low: true,
      description: 'Box of 10.',
    },
    { name: 'Chalk (white, dustless)', unit: 'box', location: 'Store room', cost: 55, reorder: 25, stock: 120 },
    { name: 'Blue ball pens', unit: 'box', location: 'Store room', cost: 100, reorder: 10, stock: 50 },
    { name: 'Answer sheets (ruled)', unit: 'bundle', location: 'Examination cell', cost: 380, reorder: 15, stock: 60 },
    { name: 'Stapler (medium)', unit: 'pcs', location: 'Office', cost: 180, reorder: 4, stock: 15 },
    { name: 'Chart paper', unit: 'sheet', location: 'Store room', cost: 12, reorder: 50, stock: 300 },
    { name: 'Glue stick 15 g', unit: 'pcs', location: 'Store room', cost: 35, reorder: 20, stock: 90 },
    { name: 'Register (long, 200 pages)', unit: 'pcs', location: 'Office', cost: 140, reorder: 10, stock: 40 },
    { name: 'Printer toner (HP 88A)', unit: 'pcs', location: 'Office', cost: 2400, reorder: 2, stock: 6, low: true },
  ],
  furniture: [
    { name: 'Student desk (double)', unit: 'pcs', location: 'Classrooms', cost: 4800, reorder: 0, stock: 220 },
    { name: 'Student chair', unit: 'pcs', location: 'Classrooms', cost: 1600, reorder: 0, stock: 440 },
    { name: "Teacher's table", unit: 'pcs', location: 'Classrooms', cost: 6500, reorder: 0, stock: 24 },
    { name: 'Steel almirah', unit: 'pcs', location: 'Staff room', cost: 14500, reorder: 0, stock: 10 },
    {
      name: 'Green board 8 x 4 ft',
      unit: 'pcs',
      location: 'Classrooms',
      cost: 7800,
      reorder: 0,
      stock: 22,
      condition: 'fair',
    },
    { name: 'Library reading table', unit: 'pcs', location: 'Library', cost: 9500, reorder: 0, stock: 8 },
    {
      name: 'Lab stool',
      unit: 'pcs',
      location: 'Science block',
      cost: 1100,
      reorder: 0,
      stock: 90,
      condition: 'needs_repair',
    },
    { name: 'Notice board (soft board)', unit: 'pcs', location: 'Corridors', cost: 2200, reorder: 0, stock: 12 },
    { name: 'Office chair (revolving)', unit: 'pcs', location: 'Office', cost: 5200, reorder: 0, stock: 14 },
    { name: 'Bookshelf (5 shelves)', unit: 'pcs', location: 'Library', cost: 8200, reorder: 0, stock: 16 },
  ],
  it: [
    { name: 'Desktop computer (i5, 8 GB)', unit: 'pcs', location: 'Computer lab', cost: 42000, reorder: 0, stock: 30 },
    {
      name: 'LCD projector',
      unit: 'pcs',
      location: 'AV room',
      cost: 38000,
      reorder: 0,
      stock: 4,
      condition: 'needs_repair',
    },
    { name: 'Laser printer', unit: 'pcs', location: 'Office', cost: 16500, reorder: 0, stock: 3 },
    { name: 'USB keyboard', unit: 'pcs', location: 'Computer lab', cost: 650, reorder: 5, stock: 20 },
    { name: 'USB mouse', unit: 'pcs', location: 'Computer lab', cost: 400, reorder: 5, stock: 25, low: true },
    { name: 'Wi-Fi access point', unit: 'pcs', location: 'Server room', cost: 7800, reorder: 0, stock: 6 },
    {
      name: 'UPS 1 kVA',
      unit: 'pcs',
      location: 'Computer lab',
      cost: 5600,
      reorder: 0,
      stock: 8,
      condition: 'damaged',
    },
    { name: 'HDMI cable 3 m', unit: 'pcs', location: 'AV room', cost: 350, reorder: 4, stock: 15 },
    { name: 'Headphones with mic', unit: 'pcs', location: 'Language lab', cost: 900, reorder: 6, stock: 32 },
    { name: 'Network switch 24 port', unit: 'pcs', location: 'Server room', cost: 9800, reorder: 0, stock: 2 },
  ],
  library: [
    {
      name: 'NCERT Physics Class XII (Part 1)',
      unit: 'copies',
      location: 'Library',
      cost: 190,
      reorder: 10,
      stock: 40,
    },
    { name: 'NCERT Mathematics Class X', unit: 'copies', location: 'Library', cost: 175, reorder: 10, stock: 45 },
    {
      name: 'Oxford Advanced Learner’s Dictionary',
      unit: 'copies',
      location: 'Library',
      cost: 850,
      reorder: 3,
      stock: 12,
    },
    { name: 'World atlas', unit: 'copies', location: 'Library', cost: 620, reorder: 2, stock: 8 },
    {
      name: 'Wings of Fire (A. P. J. Abdul Kalam)',
      unit: 'copies',
      location: 'Library',
      cost: 299,
      reorder: 2,
      stock: 10,
    },
    {
      name: 'Encyclopaedia Britannica set',
      unit: 'set',
      location: 'Library reference',
      cost: 18500,
      reorder: 0,
      stock: 1,
      condition: 'fair',
    },
    { name: 'The Naga Saga (local history)', unit: 'copies', location: 'Library', cost: 450, reorder: 2, stock: 6 },
    {
      name: 'Competition Success Review (monthly)',
      unit: 'issues',
      location: 'Library periodicals',
      cost: 120,
      reorder: 3,
      stock: 12,
      low: true,
    },
    { name: 'Library cards (blank)', unit: 'pack', location: 'Library', cost: 150, reorder: 4, stock: 10 },
    { name: 'Book covers (transparent)', unit: 'roll', location: 'Library', cost: 260, reorder: 3, stock: 9 },
  ],
}

const departments = [
  'Physics',
  'Chemistry',
  'Biology',
  'Sports',
  'Computer science',
  'Office',
  'Library',
  'Class 9 A',
  'Class 10 B',
  'Class 11 Science',
  'Examination cell',
]
const people = ['Imna Longkumer', 'Vikato Sumi', 'Rhondeno Kikon', 'Temjen Ao', 'Neikhrienuo Angami', 'Bendang Jamir']

/** A small deterministic generator so every seeded database has the same ledger. */
function randomFrom(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const dayMs = 86_400_000

export async function seedInventory(
  db: PrismaClient,
  {
    now,
    adminId,
    adminName,
    idFor,
    log = () => {},
  }: { now: Date; adminId: string; adminName: string; idFor: (name: string) => string; log?: (line: string) => void },
): Promise<boolean> {
  if ((await db.inventoryItem.count()) > 0) {
    log('  inventory_items: already has rows, left as it is')
    return false
  }
  const random = randomFrom(20260401)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const items: Prisma.InventoryItemCreateManyInput[] = []
  const movements: Prisma.InventoryMovementCreateManyInput[] = []
  const counters = new Map<string, number>()
  let sequence = 0

  for (const [category, list] of Object.entries(catalogue) as Array<
    [Exclude<InventoryCategory, 'other'>, SeedItem[]]
  >) {
    const prefix = categoryCodePrefixes[category]
    list.forEach((seedItem, index) => {
      const code = `${prefix}-${String(index + 1).padStart(4, '0')}`
      counters.set(prefix, index + 1)
      const id = idFor(`inventory-item:${code}`)
      const consumable = seedItem.reorder > 0
      let onHand = 0
      let count = 0
      const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * dayMs - (12 - hour) * 3_600_000)
      const write = (
        kind: MovementKind,
        delta: number,
        time: Date,
        extra: { party?: string; partyType?: 'department' | 'person'; reference?: string; note?: string } = {},
      ) => {
        onHand += delta
        count += 1
        sequence += 1
        movements.push({
          id: ledgerIdAt(time.getTime(), sequence, idFor(`inventory-movement:${code}:${count}`).replaceAll('-', '')),
          itemId: id,
          kind,
          delta,
          onHandAfter: onHand,
          occurredOn: dateKeyOf(time),
          reference: extra.reference ?? null,
          note: extra.note ?? null,
          partyType: extra.partyType ?? null,
          party: extra.party ?? null,
          departmentId: extra.party ? idFor(`department:${extra.party}`) : null,
          recordedById: adminId,
          recordedByName: adminName,
          createdAt: time,
        })
      }

      const openingDay = 100 + Math.floor(random() * 20)
      write('receive', seedItem.stock, at(openingDay, 10), {
        reference: `PO-${2026}${String(index + 11).padStart(3, '0')}`,
        note: 'Opening stock',
      })

      // Consumables are issued and topped up over the months; assets mostly stay where they are.
      const events = consumable ? 4 + Math.floor(random() * 5) : Math.floor(random() * 2)
      const days = Array.from({ length: events }, () => 2 + Math.floor(random() * (openingDay - 5))).sort(
        (a, b) => b - a,
      )
      for (const daysAgo of days) {
        const time = at(daysAgo, 9 + Math.floor(random() * 7))
        const roll = random()
        if (!consumable) {
          if (onHand > 1)
            write('issue', -1, time, {
              partyType: 'department',
              party: pick(departments),
              reference: `REQ-${100 + sequence}`,
            })
          continue
        }
        if (roll < 0.6 && onHand > seedItem.reorder + 2) {
          const quantity = Math.max(
            1,
            Math.min(onHand - seedItem.reorder - 1, Math.ceil(seedItem.stock * (0.05 + random() * 0.15))),
          )
          const toPerson = random() < 0.3
          write('issue', -quantity, time, {
            partyType: toPerson ? 'person' : 'department',
            party: toPerson ? pick(people) : pick(departments),
            reference: `REQ-${100 + sequence}`,
          })
        } else if (roll < 0.72 && onHand < seedItem.stock) {
          write('return', 1, time, {
            partyType: 'department',
            party: pick(departments),
            note: 'Unused, returned to store',
          })
        } else if (roll < 0.9) {
          write('receive', Math.ceil(seedItem.stock * 0.25), time, { reference: `INV-${2000 + sequence}` })
        } else if (onHand > 1) {
          const kind = random() < 0.5 ? 'adjust' : 'dispose'
          write(kind, -1, time, { note: kind === 'adjust' ? 'Stock count: one short' : 'Broken in use' })
        }
      }
      if (seedItem.low && onHand > seedItem.reorder) {
        const target = Math.max(0, seedItem.reorder - 1 - Math.floor(random() * 2))
        write('issue', target - onHand, at(1, 11), {
          partyType: 'department',
          party: pick(departments),
          reference: `REQ-${100 + sequence}`,
        })
      }

      const purchased = dateKeyOf(at(openingDay, 10))
      const warrantyYears = category === 'it' ? 3 : category === 'furniture' || category === 'lab' ? 1 : 0
      const supplier = seedItem.supplier ?? suppliers[category]
      items.push({
        id,
        code,
        name: seedItem.name,
        category,
        description: seedItem.description ?? null,
        unit: seedItem.unit,
        location: seedItem.location,
        condition: seedItem.condition ?? (openingDay > 110 ? 'good' : 'new'),
        reorderLevel: seedItem.reorder,
        unitCostPaise: seedItem.cost * 100,
        supplier,
        purchaseDate: purchased,
        warrantyEnd: warrantyYears ? `${Number(purchased.slice(0, 4)) + warrantyYears}${purchased.slice(4)}` : null,
        notes: seedItem.condition === 'needs_repair' ? 'Reported by the department; technician visit requested.' : null,
        archived: false,
        onHand,
        movementCount: count,
        searchText: searchTextOf({ code, name: seedItem.name, supplier }),
        createdAt: at(openingDay, 9),
      })
    })
  }

  // Every department and person stock goes to is on the departments list, as the issue form would leave it.
  const listed = [...departments, ...people].map((name) => ({
    id: idFor(`department:${name}`),
    name,
    nameKey: departmentKey(name),
    createdAt: new Date(now.getTime() - 130 * dayMs),
    updatedAt: new Date(now.getTime() - 130 * dayMs),
  }))
  await db.$transaction(async (tx) => {
    await tx.department.createMany({ data: listed })
    await tx.inventoryItem.createMany({ data: items })
    await tx.inventoryMovement.createMany({ data: movements })
    for (const [prefix, value] of counters) {
      await tx.inventoryCodeCounter.upsert({ where: { prefix }, create: { prefix, value }, update: { value } })
    }
  })
  log(`  inventory_items: ${items.length} added, with ${movements.length} movements and ${listed.length} departments`)
  return true
}
