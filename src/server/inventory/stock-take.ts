// The stock-take import: a CSV of counted quantities (code, counted) for existing items. The dry run shows, per
// item, the recorded quantity, the counted one and the difference, and every refused row with its reason; the
// confirm re-checks the file and, in one transaction, records each difference as an adjustment.
// The difference is taken from the stock at the moment of writing, with the item's row held (the same guarded
// UPDATE a movement makes), so an issue committed before the confirm is absorbed by the count, one committed after
// comes off the counted quantity, and none is lost.
import Papa from 'papaparse'
import { badRequest } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import type { PrismaClient } from '~/server/db'
import { dateKeyOf } from '~/shared/dates'
import { normalizeColumn } from '~/shared/csv'
import { inventoryLimits, parseWholeNumber } from '~/shared/inventory'
import { departmentLimits } from '~/shared/inventory-store'
import { displayName } from '~/shared/names'
import { bellIfLow, ledgerId, queueIfLow, type MovementDeps } from './movements'

export type StockTakeLine = {
  line: number
  code: string
  itemId: string
  name: string
  unit: string
  recorded: number
  counted: number
  difference: number
}
export type StockTakeRefusal = { line: number; code: string; reason: string }

function parseFile(csv: string): { line: number; code: string; counted: string }[] {
  const result = Papa.parse<Record<string, unknown>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalizeColumn,
  })
  const fields = result.meta.fields ?? []
  const missing = ['code', 'counted'].filter((column) => !fields.includes(column))
  if (missing.length) {
    throw badRequest(
      `The first line must name the columns code and counted; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
    )
  }
  if (result.data.length === 0) throw badRequest('The file has no rows under its header line.')
  if (result.data.length > departmentLimits.stockTakeRows) {
    throw badRequest(
      `The file has ${result.data.length} rows; count at most ${departmentLimits.stockTakeRows} items at a time.`,
    )
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  return result.data.map((row, index) => ({ line: index + 2, code: text(row.code), counted: text(row.counted) }))
}

/** The file checked against the items as they are now: the lines it would adjust and the rows it refuses. */
async function checkFile(db: PrismaClient, csv: string) {
  const rows = parseFile(csv)
  const codes = [...new Set(rows.map((row) => row.code.toUpperCase()).filter(Boolean))]
  const items = await db.inventoryItem.findMany({
    where: { code: { in: codes } },
    select: { id: true, code: true, name: true, unit: true, onHand: true, archived: true },
  })
  const itemByCode = new Map(items.map((item) => [item.code, item]))
  const linesOf = new Map<string, number[]>()
  for (const row of rows) {
    const code = row.code.toUpperCase()
    if (code) linesOf.set(code, [...(linesOf.get(code) ?? []), row.line])
  }
  const lines: StockTakeLine[] = []
  const refused: StockTakeRefusal[] = []
  for (const row of rows) {
    const code = row.code.toUpperCase()
    const refuse = (reason: string) => refused.push({ line: row.line, code: row.code, reason })
    const item = itemByCode.get(code)
    const counted = parseWholeNumber(row.counted)
    const sameCode = linesOf.get(code) ?? []
    if (!code) refuse('The code is empty.')
    else if (!item) refuse(`No item has the code ${row.code}.`)
    else if (sameCode.length > 1)
      refuse(`The code ${item.code} is on more than one row (lines ${sameCode.join(', ')}): count each item once.`)
    else if (item.archived) refuse(`${item.code} is archived. Restore it before counting it.`)
    else if (counted === null)
      refuse(`The counted quantity "${row.counted}" is not a whole number (0 or more, no decimals).`)
    else if (counted > inventoryLimits.quantity)
      refuse(`The counted quantity is more than ${inventoryLimits.quantity.toLocaleString('en-IN')}.`)
    else
      lines.push({
        line: row.line,
        code: item.code,
        itemId: item.id,
        name: item.name,
        unit: item.unit,
        recorded: item.onHand,
        counted,
        difference: counted - item.onHand,
      })
  }
  return { lines, refused }
}

export async function stockTake(
  { db, now, appOrigin }: MovementDeps,
  actor: AuditActor,
  input: { csv: string; reason: string; dryRun: boolean },
) {
  const checked = await checkFile(db, input.csv)
  if (input.dryRun) return { ...checked, dryRun: true as const, adjusted: 0 }
  if (checked.lines.length === 0) throw badRequest('No row of the file can be recorded: nothing was written.')

  const at = now()
  const occurredOn = dateKeyOf(at)
  const recordedByName = displayName(actor)
  const written = await db.$transaction(
    async (tx) => {
      const lines: StockTakeLine[] = []
      const lowered: { item: Parameters<typeof bellIfLow>[1]; delta: number; movementId: string }[] = []
      // Rows are held in one order (by id), so two stock-takes at once wait for each other instead of deadlocking.
      for (const line of [...checked.lines].sort((a, b) => (a.itemId < b.itemId ? -1 : 1))) {
        // Hold the item's row first (an UPDATE waits for, and then blocks, any movement of the same item), then
        // read the stock this adjustment corrects.
        const held = await tx.inventoryItem.updateMany({
          where: { id: line.itemId, archived: false },
          data: { onHand: { increment: 0 } },
        })
        if (held.count === 0) throw badRequest(`${line.code} was archived meanwhile. Nothing was recorded.`)
        const { onHand, reorderLevel } = await tx.inventoryItem.findUniqueOrThrow({
          where: { id: line.itemId },
          select: { onHand: true, reorderLevel: true },
        })
        const delta = line.counted - onHand
        lines.push({ ...line, recorded: onHand, difference: delta })
        if (delta === 0) continue
        const movementId = ledgerId()
        lowered.push({ item: { ...line, id: line.itemId, onHand: line.counted, reorderLevel }, delta, movementId })
        await tx.inventoryItem.update({
          where: { id: line.itemId },
          data: { onHand: line.counted, movementCount: { increment: 1 } },
        })
        await tx.inventoryMovement.create({
          data: {
            id: movementId,
            itemId: line.itemId,
            kind: 'adjust',
            delta,
            onHandAfter: line.counted,
            occurredOn,
            reference: 'Stock-take',
            note: input.reason,
            recordedById: actor.id,
            recordedByName,
            createdAt: at,
          },
        })
      }
      const adjusted = lines.filter((line) => line.difference !== 0)
      await writeAuditLog(tx, {
        actor,
        action: 'inventory.stock_take',
        target: { type: 'inventory_item', label: `Stock-take of ${lines.length} items` },
        details: {
          reason: input.reason,
          counted: lines.length,
          refused: checked.refused.length,
          adjustments: adjusted.map((line) => ({
            code: line.code,
            recorded: line.recorded,
            counted: line.counted,
            delta: line.difference,
          })),
        },
        at,
      })
      // A count that finds less than recorded warns as an issue does: once, when it takes the stock to or below
      // its reorder level.
      for (const { item, delta } of lowered) await bellIfLow(tx, item, delta, at)
      return { lines: lines.sort((a, b) => a.line - b.line), adjusted: adjusted.length, lowered }
    },
    { timeout: 60_000 },
  )
  for (const { item, delta, movementId } of written.lowered)
    await queueIfLow({ db, now, appOrigin }, item, delta, movementId)
  return { lines: written.lines, refused: checked.refused, dryRun: false as const, adjusted: written.adjusted }
}
