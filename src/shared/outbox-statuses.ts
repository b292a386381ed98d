// Without zod, so /admin/outbox's search rules name them without loading the outbox schemas.

/**
 * queued: waiting for the worker; sending: taken by it; sent (to the provider); delivered (the provider's report);
 * failed (with the error); skipped (with the reason, e.g. a channel without keys); stored: an e-mail kept in the
 * outbox (no provider); resent: a failed one sent again; unconfirmed: the worker stopped mid-send, not sent again.
 */
export const outboxStatuses = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'skipped',
  'stored',
  'resent',
  'unconfirmed',
] as const
export type OutboxStatus = (typeof outboxStatuses)[number]
