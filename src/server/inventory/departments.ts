// The departments (and people) stock is issued to: a list the storekeeper keeps (add, rename, archive; never
// deleted, so old movements keep their link), and what each one took over a date range.
import { badRequest, conflict, notFound } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import type { Prisma, PrismaClient } from '~/server/db'
import { departmentKey, departmentMessages } from '~/shared/inventory-store'
import type { InventoryDeps } from './items'

type Client = PrismaClient | Prisma.TransactionClient

const departmentSelect = { id: true, name: true, archived: true } as const

export async function listDepartments(db: PrismaClient, includeArchived: boolean) {
  return db.department.findMany({
    where: includeArchived ? {} : { archived: false },
    orderBy: [{ archived: 'asc' }, { name: 'asc' }],
    select: departmentSelect,
  })
}

/** The listed department a typed name means (ignoring case), archived or not; null when it is not on the list. */
export async function departmentNamed(db: Client, name: string) {
  const key = departmentKey(name)
  if (!key) return null
  return db.department.findUnique({ where: { nameKey: key }, select: departmentSelect })
}

function duplicateOr(error: unknown, name: string): never {
  if (isUniqueViolationOn(error, 'name_key', 'nameKey')) throw conflict(departmentMessages.duplicate(name))
  throw error
}

/**
 * Adds a department. Issues and returns already recorded to exactly this name while it was not on the list are
 * linked to it, so its usage includes them.
 */
export async function createDepartment({ db, now }: InventoryDeps, actor: AuditActor, name: string) {
  const at = now()
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.department.create({
        data: { name, nameKey: departmentKey(name), createdAt: at, updatedAt: at },
        select: departmentSelect,
      })
      const linked = await tx.inventoryMovement.updateMany({
        where: { departmentId: null, kind: { in: ['issue', 'return'] }, party: name },
        data: { departmentId: created.id },
      })
      await writeAuditLog(tx, {
        actor,
        action: 'inventory.department_create',
        target: { type: 'department', id: created.id, label: created.name },
        details: { linkedMovements: linked.count },
        at,
      })
      return created
    })
  } catch (error) {
    duplicateOr(error, name)
  }
}

export async function renameDepartment({ db, now }: InventoryDeps, actor: AuditActor, id: string, name: string) {
  const at = now()
  try {
    return await db.$transaction(async (tx) => {
      const before = await tx.department.findUnique({ where: { id }, select: departmentSelect })
      if (!before) throw notFound(departmentMessages.notFound)
      const renamed = await tx.department.update({
        where: { id },
        data: { name, nameKey: departmentKey(name), updatedAt: at },
        select: departmentSelect,
      })
      await writeAuditLog(tx, {
        actor,
        action: 'inventory.department_rename',
        target: { type: 'department', id, label: renamed.name },
        details: { from: before.name, to: renamed.name },
        at,
      })
      return renamed
    })
  } catch (error) {
    duplicateOr(error, name)
  }
}

export async function setDepartmentArchived(
  { db, now }: InventoryDeps,
  actor: AuditActor,
  id: string,
  archived: boolean,
) {
  const at = now()
  return db.$transaction(async (tx) => {
    const changed = await tx.department.updateMany({ where: { id }, data: { archived, updatedAt: at } })
    if (changed.count === 0) throw notFound(departmentMessages.notFound)
    const department = await tx.department.findUniqueOrThrow({ where: { id }, select: departmentSelect })
    await writeAuditLog(tx, {
      actor,
      action: archived ? 'inventory.department_archive' : 'inventory.department_restore',
      target: { type: 'department', id, label: department.name },
      at,
    })
    return department
  })
}

export type DepartmentUsage = {
  id: string
  name: string
  archived: boolean
  issued: number
  returned: number
  /** Issued less returned, at each item's unit cost today. */
  net: number
  valuePaise: bigint
}

/**
 * What each listed department took between two days (both included, by the day it happened): units issued, units
 * returned, and the value of what it kept (issued less returned, at each item's current unit cost). Only
 * departments with a movement in the range are listed, the largest value first.
 */
export async function departmentUsage(db: PrismaClient, range: { from?: string; to?: string }) {
  if (range.from && range.to && range.from > range.to)
    throw badRequest('The start date must not be after the end date.')
  const occurredOn = { ...(range.from ? { gte: range.from } : {}), ...(range.to ? { lte: range.to } : {}) }
  const groups = await db.inventoryMovement.groupBy({
    by: ['departmentId', 'itemId', 'kind'],
    where: { departmentId: { not: null }, kind: { in: ['issue', 'return'] }, occurredOn },
    _sum: { delta: true },
  })
  const itemIds = [...new Set(groups.map((group) => group.itemId))]
  const departmentIds = [...new Set(groups.map((group) => group.departmentId!))]
  const [items, departments] = await Promise.all([
    db.inventoryItem.findMany({ where: { id: { in: itemIds } }, select: { id: true, unitCostPaise: true } }),
    db.department.findMany({ where: { id: { in: departmentIds } }, select: departmentSelect }),
  ])
  const costOf = new Map(items.map((item) => [item.id, item.unitCostPaise]))
  const usage = new Map<string, DepartmentUsage>(
    departments.map((d) => [d.id, { ...d, issued: 0, returned: 0, net: 0, valuePaise: 0n }]),
  )
  for (const group of groups) {
    const row = usage.get(group.departmentId!)
    if (!row) continue
    // An issue's delta is negative, a return's positive: the department kept -delta.
    const kept = -(group._sum.delta ?? 0)
    if (group.kind === 'issue') row.issued += kept
    else row.returned -= kept
    row.net += kept
    row.valuePaise += BigInt(kept) * (costOf.get(group.itemId) ?? 0n)
  }
  return [...usage.values()].sort((a, b) =>
    a.valuePaise === b.valuePaise ? a.name.localeCompare(b.name) : a.valuePaise > b.valuePaise ? -1 : 1,
  )
}
