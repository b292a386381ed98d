// Server-only: the webhook's writes, gathered. Deliveries arriving together (a burst after an outage, a busy fee
// day) would each make their own writes, and a database that takes writes one at a time answers the last of them
// late. So the deliveries of one turn of the event loop share them: one rate-limit count per address (incremented by
// how many came, each delivery told its own place in the window) and one insert of the new events (a replay, in the
// same turn or from before, finds the stored one). Each is still a single atomic statement against other instances.
import { Prisma, type PrismaClient } from '~/server/db'
import type { RateLimit } from '~/server/auth/rate-limit'

type Waiting<I, O> = { item: I; done: (value: O) => void; fail: (error: unknown) => void }

/** Runs `flush` once per turn of the event loop and database, with everything asked of it during that turn. */
function batcher<I, O>(flush: (db: PrismaClient, items: I[]) => Promise<O[]>) {
  const pending = new Map<PrismaClient, Waiting<I, O>[]>()
  return (db: PrismaClient, item: I) =>
    new Promise<O>((done, fail) => {
      let list = pending.get(db)
      if (!list) {
        list = []
        pending.set(db, list)
        setImmediate(() => {
          const batch = pending.get(db)!
          pending.delete(db)
          flush(
            db,
            batch.map((w) => w.item),
          ).then(
            (out) => batch.forEach((w, i) => w.done(out[i]!)),
            (error: unknown) => batch.forEach((w) => w.fail(error)),
          )
        })
      }
      list.push({ item, done, fail })
    })
}

export type SlotAsk = { limit: RateLimit; now: Date }
export type SlotAnswer = { allowed: boolean; expiresAt: Date }

export const takeSlotTogether = batcher<SlotAsk, SlotAnswer>(async (db, asks) => {
  const byKey = new Map<string, number[]>()
  asks.forEach((ask, i) => byKey.set(ask.limit.key, [...(byKey.get(ask.limit.key) ?? []), i]))
  const answers: SlotAnswer[] = []
  for (const [key, indexes] of byKey) {
    const { limit, windowMs } = asks[indexes[0]!]!.limit
    const now = asks[indexes[0]!]!.now
    const taken = indexes.length
    const expiresAt = new Date(now.getTime() + windowMs)
    const add = () =>
      db.rateLimitCounter.upsert({
        where: { key },
        create: { key, count: taken, expiresAt },
        update: { count: { increment: taken } },
        select: { count: true, expiresAt: true },
      })
    // One statement while the window lasts (almost always); a finished window is started afresh in a second one,
    // conditional on it still being finished, so of two instances at that moment only one resets it and the other
    // (whose slot went with the reset) takes its slot again in the new window.
    let row = await add()
    if (row.expiresAt.getTime() <= now.getTime()) {
      const reset = await db.rateLimitCounter.updateMany({
        where: { key, expiresAt: { lte: now } },
        data: { count: taken, expiresAt },
      })
      row = reset.count === 1 ? { count: taken, expiresAt } : await add()
    }
    indexes.forEach((index, place) => {
      answers[index] = { allowed: row.count - taken + 1 + place <= limit, expiresAt: row.expiresAt }
    })
  }
  return answers
})

export type NewEvent = Prisma.PaymentEventCreateManyInput & { eventId: string }
/** 'stored': this delivery stored it; otherwise the outcome of the event stored before (a replay). */
export type StoreAnswer = { stored: true } | { stored: false; outcome: string }

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

export const storeEventTogether = batcher<NewEvent, StoreAnswer>(async (db, events) => {
  // The first of each event id in this turn is the one to store; the others are replays of it.
  const first = new Map<string, number>()
  events.forEach((event, i) => {
    if (!first.has(event.eventId)) first.set(event.eventId, i)
  })
  const fresh = [...first.values()].map((i) => events[i]!)
  try {
    // Usually none was stored before: one insert, no read first.
    await db.paymentEvent.createMany({ data: fresh })
    return events.map((event, i) =>
      first.get(event.eventId) === i ? { stored: true as const } : { stored: false as const, outcome: 'pending' },
    )
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  // Some were stored before (a replay from an earlier turn, or by another instance): look, then store the rest.
  const before = new Map(
    (
      await db.paymentEvent.findMany({
        where: { eventId: { in: [...first.keys()] } },
        select: { eventId: true, outcome: true },
      })
    ).map((row) => [row.eventId, row.outcome]),
  )
  const rest = fresh.filter((event) => !before.has(event.eventId))
  try {
    if (rest.length > 0) await db.paymentEvent.createMany({ data: rest })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Another instance stored one of them meanwhile: one at a time, as a replay finds it.
    return Promise.all(events.map((event) => storeOne(db, event)))
  }
  return events.map((event, i) =>
    first.get(event.eventId) === i && !before.has(event.eventId)
      ? { stored: true as const }
      : { stored: false as const, outcome: before.get(event.eventId) ?? 'pending' },
  )
})

async function storeOne(db: PrismaClient, event: NewEvent): Promise<StoreAnswer> {
  try {
    await db.paymentEvent.create({ data: event })
    return { stored: true }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const stored = await db.paymentEvent.findUnique({ where: { eventId: event.eventId }, select: { outcome: true } })
    return { stored: false, outcome: stored?.outcome ?? 'pending' }
  }
}
