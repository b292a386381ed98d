// Server-only: the one place the server reads the time. Everything else takes "now" from the tRPC
// context (`ctx.now()`) or from `systemNow()` here, never from `new Date()`, so tests can fix the instant.
//
// TEST_NOW (an ISO instant, e.g. 2026-12-31T23:30:00+05:30) starts the clock at that instant; it then
// runs forward in real time, so sessions, rate-limit windows and timeouts still behave. Browser tests
// pair it with Playwright's `page.clock` at the same instant (tests/e2e/auth-fixture.ts).

export type Clock = () => Date

function offsetFromEnv(): number {
  const fixed = process.env.TEST_NOW?.trim()
  if (!fixed) return 0
  const at = Date.parse(fixed)
  if (Number.isNaN(at)) throw new Error(`TEST_NOW is not an ISO date-time: ${fixed}`)
  return at - Date.now()
}

// On globalThis: the nitro plugins and the Start handler may be bundled as separate copies of this module, and
// each copy fixing its own offset at its first call would give the render cache a clock behind the app's.
const offsetKey = Symbol.for('school.clock.offset-ms')
const holder = globalThis as unknown as Record<symbol, number | undefined>

/** The server's "now": real time, or real time shifted so that start-up was at TEST_NOW. */
export const systemNow: Clock = () => {
  holder[offsetKey] ??= offsetFromEnv()
  return new Date(Date.now() + holder[offsetKey])
}

/** A clock fixed at `at` (tests): `const clock = fixedClock('2026-06-25T10:00:00+05:30')`. */
export function fixedClock(at: Date | string): Clock {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime()
  return () => new Date(time)
}
