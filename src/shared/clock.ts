// "Now" for code that renders on the server and hydrates in the browser (footers, calendars, form limits).
// While rendering on the server it is the server clock (src/server/clock.ts, which honours TEST_NOW); in the
// browser it is the browser's clock (Playwright's `page.clock` in tests). The Start compiler strips the server
// branch from the client bundle. Server code that has a tRPC context uses `ctx.now()` instead.
import { createIsomorphicFn } from '@tanstack/react-start'
import { systemNow } from '~/server/clock'
import { dateKeyOf, type DateKey } from './date-key'

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
