// Server-only: the one place the server reads the time. Everything else takes "now" from the tRPC
// context (`ctx.now()`) or from `systemNow()` here, never from `new Date()`, so tests can fix the instant.
// `systemNow` itself lives beside the pages' clock (src/shared/clock.ts), which renders with it on the server:
// shared code never imports from the server. Browser tests pair TEST_NOW with Playwright's `page.clock` at the
// same instant (tests/e2e/auth-fixture.ts).
import type { Clock } from '~/shared/clock'

export { systemNow, type Clock } from '~/shared/clock'

/** A clock fixed at `at` (tests): `const clock = fixedClock('2026-06-25T10:00:00+05:30')`. */
export function fixedClock(at: Date | string): Clock {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime()
  return () => new Date(time)
}
