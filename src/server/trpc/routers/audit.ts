import { type Prisma } from '~/server/db'
import { auditLogListSchema } from '~/shared/account-schemas'
import { createTRPCRouter, procedureFor } from '../init'

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export const auditRouter = createTRPCRouter({
  /** Newest first, filtered by action and actor, a page at a time. */
  list: procedureFor(['admin']).input(auditLogListSchema).query(async ({ ctx, input }) => {
    const where: Prisma.AuditLogWhereInput = {
      ...(input.action ? { action: input.action } : {}),
      ...(input.actorId ? { actorId: input.actorId } : {}),
    }
    const [total, rows] = await Promise.all([
      ctx.db.auditLog.count({ where }),
      ctx.db.auditLog.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (input.page - 1) * input.pageSize,
        take: input.pageSize,
      }),
    ])
    const items = rows.map((row) => ({ ...row, details: parseDetails(row.details) }))
    return { items, total, page: input.page, pageSize: input.pageSize, pageCount: Math.max(1, Math.ceil(total / input.pageSize)) }
  }),

  /** The choices of the two filters: every action and every actor that appears in the log. */
  filters: procedureFor(['admin']).query(async ({ ctx }) => {
    const [actions, actors] = await Promise.all([
      ctx.db.auditLog.findMany({ distinct: ['action'], select: { action: true }, orderBy: { action: 'asc' } }),
      ctx.db.auditLog.findMany({
        distinct: ['actorId'],
        where: { actorId: { not: null } },
        select: { actorId: true, actorName: true, actorEmail: true },
        orderBy: { actorEmail: 'asc' },
      }),
    ])
    return {
      actions: actions.map((row) => row.action),
      actors: actors.flatMap((row) => (row.actorId ? [{ id: row.actorId, name: row.actorName, email: row.actorEmail }] : [])),
    }
  }),
})
