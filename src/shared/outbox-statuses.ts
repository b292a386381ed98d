// Without zod, so /admin/outbox's search rules name them without loading the outbox schemas.

/** stored: kept in the outbox (no provider); sent; failed (with the error); resent: a failed one sent again. */
export const outboxStatuses = ['stored', 'sent', 'failed', 'resent'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]
