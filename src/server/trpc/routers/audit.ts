import { auditLogListSchema } from '~/shared/account-schemas'
import { auditActionLabel } from '~/shared/names'
import { listAuditLog } from '~/server/auth/audit-view'
import { createTRPCRouter, procedureFor } from '../init'

export const auditRouter = createTRPCRouter({
  /** Newest first, filtered by action, person and date range, a page at a time; each entry as a sentence. */
  list: procedureFor(['admin'])
    .input(auditLogListSchema)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),

  /** The choices of the filters: every action (in words) and every person that appears in the log. */
  filters: procedureFor(['admin']).query(async ({ ctx }) => {
    // GROUP BY in SQL over covering indexes (Prisma's `distinct` reads every row and drops repeats in JavaScript).
    const [actions, actorRows] = await Promise.all([
      ctx.db.auditLog.groupBy({ by: ['action'], orderBy: { action: 'asc' } }),
      ctx.db.auditLog.groupBy({
        by: ['actorId', 'actorName', 'actorEmail'],
        where: { actorId: { not: null } },
        orderBy: { actorName: 'asc' },
      }),
    ])
    // One entry per person: the name they had most recently is not known here, so the first in name order.
    const seen = new Set<string>()
    const actors = actorRows.filter((row) => row.actorId !== null && !seen.has(row.actorId) && seen.add(row.actorId))
    return {
      actions: actions
        .map((row) => ({ value: row.action, label: auditActionLabel(row.action) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-IN')),
      actors: actors.flatMap((row) =>
        row.actorId ? [{ id: row.actorId, name: row.actorName, email: row.actorEmail }] : [],
      ),
    }
  }),
})
