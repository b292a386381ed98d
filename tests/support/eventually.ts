// Polls the real database until a condition holds: for work the server finishes after it answered (a webhook's
// event is applied by the in-process queue). Fails with the last value seen when it never holds.
export async function eventually<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  { timeoutMs = 15_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (holds(value)) return value
    if (Date.now() > until) throw new Error(`still not so after ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** Until no stored webhook event is left pending. */
export const eventsApplied = (db: { paymentEvent: { count: (args: object) => Promise<number> } }) =>
  eventually(
    () => db.paymentEvent.count({ where: { outcome: { in: ['pending', 'received'] } } }),
    (pending) => pending === 0,
  )
