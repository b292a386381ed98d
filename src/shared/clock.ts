// "Now" for code that renders on the server and hydrates in the browser (footers, calendars, form limits).
// While rendering on the server it is the server clock (`systemNow`, which honours TEST_NOW); in the browser it
// is the browser's clock (Playwright's `page.clock` in tests). The Start compiler strips the server branch from
// the client bundle. Server code that has a tRPC context uses `ctx.now()` instead.
import { createIsomorphicFn } from '@tanstack/react-start'
import { dateKeyOf, type DateKey } from './date-key'

export type Clock = () => Date

// TEST_NOW (an ISO instant, e.g. 2026-12-31T23:30:00+05:30) starts the server clock at that instant; it then
// runs forward in real time, so sessions, rate-limit windows and timeouts still behave.
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

/**
 * The server's "now": real time, or real time shifted so that start-up was at TEST_NOW. Server-only (it reads
 * the environment); server code imports it from src/server/clock.ts, and pages use `currentInstant`.
 */
export const systemNow: Clock = () => {
  holder[offsetKey] ??= offsetFromEnv()
  return new Date(Date.now() + holder[offsetKey])
}

export const currentInstant: () => Date = createIsomorphicFn()
  .server(() => systemNow())
  .client(() => new Date())

/** Today on the school's clock (YYYY-MM-DD). */
export function todayKey(): DateKey {
  return dateKeyOf(currentInstant())
}

/** The calendar year on the school's clock (not the server's or the visitor's time zone). */
export function currentYear(): number {
  return Number(todayKey().slice(0, 4))
}
