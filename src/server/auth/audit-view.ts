// The audit log as people read it: the filters as a query, each entry as a sentence, and the
// CSV export of the filtered log (POST /api/audit-log.csv through src/server/csv-export.ts, admin only).
import type { CsvExport } from '~/server/csv-export'
import { containsInsensitive, type Prisma, type PrismaClient } from '~/server/db'
import { findPage } from '~/server/paging'
import { auditLogFilterSchema, type AuditLogFilters } from '~/shared/account-schemas'
import { auditSentence } from '~/shared/audit'
import { addDays, dateKeyOf, formatDateTimeNumeric, fromLocalDateTime } from '~/shared/dates'
import { auditActionLabel } from '~/shared/names'

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The filters as a query: the date range is whole school days, both ends included. */
export function auditWhere(db: PrismaClient, input: AuditLogFilters): Prisma.AuditLogWhereInput {
  const createdAt = {
    ...(input.from ? { gte: fromLocalDateTime(`${input.from}T00:00`) } : {}),
    ...(input.to ? { lt: fromLocalDateTime(`${addDays(input.to, 1)}T00:00`) } : {}),
  }
  return {
    ...(input.action ? { action: input.action } : {}),
    ...(input.actorId ? { actorId: input.actorId } : {}),
    ...(input.from || input.to ? { createdAt } : {}),
    ...(input.q
      ? {
          OR: [
            { targetLabel: containsInsensitive(input.q, db) },
            { actorName: containsInsensitive(input.q, db) },
            { details: containsInsensitive(input.q, db) },
          ],
        }
      : {}),
  }
}

type AuditRow = {
  id: string
  actorName: string
  actorEmail: string
  action: string
  targetType: string
  targetLabel: string | null
  details: string | null
  createdAt: Date
}

/** A stored entry as the log shows it: its sentence, and the action in words. */
export function auditView(row: AuditRow) {
  const details = parseDetails(row.details)
  return {
    id: row.id,
    createdAt: row.createdAt,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    sentence: auditSentence({ ...row, details }),
  }
}

/** The log a page at a time, newest first, filtered; each entry as auditView shows it. */
export async function listAuditLog(db: PrismaClient, input: AuditLogFilters & { page: number; pageSize: number }) {
  const where = auditWhere(db, input)
  const page = await findPage(
    input,
    () => db.auditLog.count({ where }),
    (window) => db.auditLog.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...window }),
  )
  return { ...page, items: page.items.map(auditView) }
}

/** Entries are read this many at a time for the export, newest first, by a cursor. */
const exportBatch = 1000

export const auditCsv: CsvExport<typeof auditLogFilterSchema> = {
  roles: ['admin'],
  schema: auditLogFilterSchema,
  audit: { action: 'audit.export', targetType: 'audit_log', label: () => 'Audit log' },
  fileName: (_input, { now }) => `audit-log-${dateKeyOf(now())}.csv`,
  header: ['Date and time', 'Done by', 'E-mail', 'Action', 'What happened'],
  async *rows(input, { db }) {
    const where = auditWhere(db, input)
    let cursor: string | undefined
    for (;;) {
      const rows = await db.auditLog.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: exportBatch,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      })
      if (rows.length === 0) return
      yield rows
        .map(auditView)
        .map((entry) => [
          formatDateTimeNumeric(entry.createdAt),
          entry.actorName,
          entry.actorEmail,
          entry.actionLabel,
          entry.sentence,
        ])
      if (rows.length < exportBatch) return
      cursor = rows.at(-1)!.id
    }
  },
}
