// The instant tests pretend it is: TEST_NOW when set (`TEST_NOW=2026-12-31T23:30:00+05:30 npm test`), else a
// fixed mid-June morning in Dimapur, so no test depends on the real date. `npm run test:dates` repeats the
// date-sensitive suites at awkward instants (scripts/test.mjs). playwright.config.ts hands the same value to
// the e2e server; browser tests install Playwright's page.clock at the server's instant (tests/e2e/fixtures.ts).
export const defaultTestNow = '2026-06-15T10:00:00+05:30'

export const testNowIso: string = process.env.TEST_NOW?.trim() || defaultTestNow

if (Number.isNaN(Date.parse(testNowIso))) throw new Error(`TEST_NOW is not an ISO date-time: ${testNowIso}`)

/** A fresh Date at the test instant. */
export function testNow(): Date {
  return new Date(testNowIso)
}
