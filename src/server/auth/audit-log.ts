// The audit trail (docs/product.md, Admin tools): every admin action records who, what, which target and when.
// Other domains (admissions decisions, receipt voids, stock adjustments) write through this too.
import type { Prisma, PrismaClient } from '~/server/db'
import { displayName } from '~/shared/names'

export type AuditActor = { id: string; email: string | null; firstName: string; lastName: string }

export type AuditEntry = {
  actor: AuditActor
  /** Dotted verb, e.g. "user.create", "user.role_change". */
  action: string
  target: { type: string; id?: string | null; label?: string | null }
  /** What changed; never include a password or a hash. */
  details?: Record<string, unknown>
  /** When it happened: the request's clock (ctx.now), never the database default, so tests can fix the time. */
  at: Date
}

/** Pass the transaction client so the log entry commits or rolls back with the change it describes. */
export async function writeAuditLog(client: Prisma.TransactionClient | PrismaClient, entry: AuditEntry): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: entry.actor.id,
      // An account without e-mail is named by its name in the log.
      actorEmail: entry.actor.email ?? '',
      actorName: displayName(entry.actor),
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id ?? null,
      targetLabel: entry.target.label ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: entry.at,
    },
  })
}
