// The stock ledger. A movement and the quantity on hand change in one transaction; a decrease is one conditional
// UPDATE (... WHERE on_hand >= quantity), so two admins issuing the last units at once cannot both succeed and the
// stock never goes below zero. Movements are never edited or deleted: a correction is a new movement.
import { badRequest, notFound } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import type { Prisma, PrismaClient } from '~/server/db'
import { configuredAppOrigin } from '~/server/auth/request-info'
import { queueMessages } from '~/server/messaging/queue'
import { logError } from '~/server/request-log'
import { notifyAdmins } from '~/server/notifications'
import { dateKeyOf } from '~/shared/dates'
import { absoluteUrl } from '~/shared/site-origin'
import {
  crossesReorderLevel,
  inventoryLimits,
  inventoryMessages,
  movementDelta,
  parseWholeNumber,
  type MovementFormValues,
} from '~/shared/inventory'
import { displayName } from '~/shared/names'
import { findPage } from '~/server/paging'
import { departmentNamed } from './departments'
import { type InventoryDeps } from './items'
import { inventoryRoles } from '~/shared/roles'

export type MovementDeps = InventoryDeps & { appOrigin?: string }

let lastIdTime = 0
let idSequence = 0

/** A ledger id: the time in ms, a sequence within that ms, then 16 hex digits that make it unique. */
export function ledgerIdAt(timeMs: number, sequence: number, uniqueHex: string): string {
  return `${timeMs.toString(16).padStart(12, '0')}-${sequence.toString(16).padStart(6, '0')}-${uniqueHex.slice(0, 16).padEnd(16, '0')}`
}

/**
 * Movement ids sort in the order they were written (milliseconds, then a per-process sequence, then randomness),
 * so the history has a stable order even for movements recorded in the same instant.
 */
export function ledgerId(): string {
  const time = Date.now()
  idSequence = time === lastIdTime ? idSequence + 1 : 0
  lastIdTime = time
  const random = crypto
    .getRandomValues(new Uint8Array(8))
    .reduce((text, byte) => text + byte.toString(16).padStart(2, '0'), '')
  return ledgerIdAt(time, idSequence, random)
}

export const movementSelect = {
  id: true,
  kind: true,
  delta: true,
  onHandAfter: true,
  occurredOn: true,
  reference: true,
  note: true,
  partyType: true,
  party: true,
  recordedByName: true,
  createdAt: true,
} as const

export async function recordMovement(deps: MovementDeps, actor: AuditActor, input: MovementFormValues) {
  const { db, now } = deps
  const quantity = parseWholeNumber(input.quantity)
  if (quantity === null || quantity < 1) throw badRequest('Quantity must be a whole number greater than zero.')
  const at = now()
  if (input.occurredOn > dateKeyOf(at)) throw badRequest('The date cannot be in the future.')
  const delta = movementDelta(input.kind, quantity, input.direction)
  const takesParty = input.kind === 'issue' || input.kind === 'return'

  const result = await db.$transaction(async (tx) => {
    const item = await tx.inventoryItem.findUnique({
      where: { id: input.itemId },
      select: { archived: true, unit: true },
    })
    if (!item) throw notFound(inventoryMessages.itemNotFound)
    if (item.archived) throw badRequest(inventoryMessages.archived)
    // A name on the list links the movement to it (under the list's spelling); any other name is kept as typed.
    const department = takesParty && input.party ? await departmentNamed(tx, input.party) : null

    // The stock stays between 0 and the limit, checked in the same statement that changes it (a limit keeps an
    // item's value, units x unit cost, inside the numbers the dashboard adds up exactly).
    const changed = await tx.inventoryItem.updateMany({
      where:
        delta < 0
          ? { id: input.itemId, onHand: { gte: -delta } }
          : { id: input.itemId, onHand: { lte: inventoryLimits.quantity - delta } },
      data: { onHand: { increment: delta }, movementCount: { increment: 1 } },
    })
    if (changed.count === 0) {
      const current = await tx.inventoryItem.findUniqueOrThrow({
        where: { id: input.itemId },
        select: { onHand: true },
      })
      const message =
        delta < 0
          ? inventoryMessages.belowZero(current.onHand, item.unit)
          : inventoryMessages.aboveMaximum(current.onHand, item.unit)
      throw badRequest(message)
    }
    // Read back inside the transaction: the row is ours until commit, so this is exactly our result.
    const after = await tx.inventoryItem.findUniqueOrThrow({
      where: { id: input.itemId },
      select: { id: true, code: true, name: true, unit: true, onHand: true, reorderLevel: true },
    })
    const movement = await tx.inventoryMovement.create({
      data: {
        id: ledgerId(),
        itemId: input.itemId,
        kind: input.kind,
        delta,
        onHandAfter: after.onHand,
        occurredOn: input.occurredOn,
        reference: input.reference || null,
        note: input.note || null,
        partyType: takesParty && input.party ? input.partyType : null,
        party: takesParty && input.party ? (department?.name ?? input.party) : null,
        departmentId: department?.id ?? null,
        recordedById: actor.id,
        recordedByName: displayName(actor),
        createdAt: at,
      },
      select: movementSelect,
    })
    await writeAuditLog(tx, {
      actor,
      action: `inventory.${input.kind}`,
      target: { type: 'inventory_item', id: after.id, label: `${after.code} ${after.name}` },
      details: {
        movementId: movement.id,
        delta,
        onHandAfter: after.onHand,
        reference: movement.reference,
        party: movement.party,
        note: movement.note,
      },
      at,
    })
    await bellIfLow(tx, after, delta, at)
    return { movement, item: after, unlistedParty: takesParty && input.party && !department ? input.party : null }
  })

  const { item } = result
  await queueIfLow(deps, item, delta, result.movement.id)
  // A name not on the departments list is recorded once as typed; the form offers to add it to the list.
  return { movement: result.movement, onHand: item.onHand, unlistedParty: result.unlistedParty }
}

type StockedItem = { id: string; code: string; name: string; unit: string; onHand: number; reorderLevel: number }

/** Whether a change of `delta` that left `item` as it is took it to or below its reorder level just now. */
function crossedByChange(item: StockedItem, delta: number) {
  return item.reorderLevel > 0 && crossesReorderLevel(item.onHand - delta, item.onHand, item.reorderLevel)
}

/**
 * The bell of every admin, in the change's own transaction, only when this change (an issue, a stock-take
 * adjustment) takes the stock to or below the reorder level, not on every change while it stays low; an unread
 * line for the item is refreshed, not repeated.
 */
export async function bellIfLow(tx: Prisma.TransactionClient, item: StockedItem, delta: number, at: Date) {
  if (!crossedByChange(item, delta)) return
  await notifyAdmins(
    tx,
    {
      kind: 'stock_low',
      title: `Low stock: ${item.name} (${item.code})`,
      body: `${item.onHand} ${item.unit} on hand; the reorder level is ${item.reorderLevel} ${item.unit}.`,
      link: `/inventory/item/${item.id}`,
    },
    at,
    { refreshUnread: true },
  )
}

/**
 * The e-mail to each of the store's keepers, by name, queued after the change committed (the worker sends it): once
 * per change that takes the stock to or below its reorder level. A failed write never undoes the change.
 */
export async function queueIfLow(
  deps: { db: PrismaClient; now: () => Date; appOrigin?: string },
  item: StockedItem,
  delta: number,
  /** The movement that made the change: one e-mail per keeper and crossing, however often this runs for it. */
  movementId: string,
) {
  if (!crossedByChange(item, delta)) return
  try {
    const keepers = await deps.db.user.findMany({
      where: { role: { in: [...inventoryRoles] }, isActive: true, email: { not: null } },
      select: { id: true, email: true, firstName: true, lastName: true },
      orderBy: { email: 'asc' },
      take: 50,
    })
    const link = absoluteUrl(`/inventory/item/${item.id}`, deps.appOrigin ?? configuredAppOrigin())
    await queueMessages(
      deps,
      keepers.map((keeper) => ({
        recipient: { userId: keeper.id, email: keeper.email, phone: null },
        template: 'stock_low' as const,
        about: `stock-low:${item.id}:${movementId}:${keeper.id}`,
        values: {
          name: displayName(keeper),
          item: item.name,
          code: item.code,
          onHand: `${item.onHand} ${item.unit}`,
          reorderLevel: `${item.reorderLevel} ${item.unit}`,
          link,
        },
      })),
    )
  } catch (error) {
    logError('[inventory] could not queue the low-stock e-mails', error)
  }
}

/** Newest first; the id orders movements recorded in the same instant. */
export const movementOrder = [
  { createdAt: 'desc' },
  { id: 'desc' },
] as const satisfies Prisma.InventoryMovementOrderByWithRelationInput[]

export async function itemHistory(db: PrismaClient, itemId: string, requestedPage: number) {
  const exists = await db.inventoryItem.findUnique({ where: { id: itemId }, select: { id: true } })
  if (!exists) throw notFound(inventoryMessages.itemNotFound)
  return findPage(
    { page: requestedPage, pageSize: inventoryLimits.historyPageSize },
    () => db.inventoryMovement.count({ where: { itemId } }),
    (window) =>
      db.inventoryMovement.findMany({ where: { itemId }, orderBy: movementOrder, ...window, select: movementSelect }),
  )
}
