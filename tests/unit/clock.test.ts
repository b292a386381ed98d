// The one server clock and the isomorphic "today": both follow TEST_NOW, and "today" and the year are read
// on the school's clock (Asia/Kolkata), not the machine's time zone. `npm run test:dates` runs this at
// 31 Dec 23:30 IST, 28 Feb 2027 23:30 IST and 29 Feb 2028.
import { afterAll, describe, expect, it } from 'vitest'
import { dateKeyOf } from '~/shared/dates'
import { testNow, testNowIso } from '../support/test-now'

// The clock takes its offset once, on first use, and keeps it on globalThis. Another test file of this worker may
// have read the clock already: forget its offset before this file reads the clock, and give it back afterwards.
const offsetKey = Symbol.for('school.clock.offset-ms')
const holder = globalThis as unknown as Record<symbol, number | undefined>
const offsetBefore = holder[offsetKey]
delete holder[offsetKey]
afterAll(() => {
  holder[offsetKey] = offsetBefore
})
process.env.TEST_NOW = testNowIso
const { fixedClock, systemNow } = await import('~/server/clock')
const { currentInstant, currentYear, todayKey } = await import('~/shared/clock')

describe('the server clock', () => {
  it('starts at TEST_NOW and runs forward from it', async () => {
    const first = systemNow().getTime()
    expect(Math.abs(first - testNow().getTime())).toBeLessThan(5_000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(systemNow().getTime()).toBeGreaterThan(first)
  })

  it('a fixed clock stays put', () => {
    const clock = fixedClock('2028-02-29T12:00:00+05:30')
    expect(clock().toISOString()).toBe('2028-02-29T06:30:00.000Z')
    expect(clock()).toEqual(clock())
  })
})

describe('today and the year on the school clock, rendered on the server', () => {
  it('today and the year are those of the test instant in Dimapur', () => {
    expect(Math.abs(currentInstant().getTime() - testNow().getTime())).toBeLessThan(5_000)
    expect(todayKey()).toBe(dateKeyOf(testNow()))
    expect(currentYear()).toBe(Number(dateKeyOf(testNow()).slice(0, 4)))
  })

  it('23:30 on 31 December in Dimapur is still that year, though it is 18:00 UTC', () => {
    const lateDecember = new Date('2026-12-31T23:30:00+05:30')
    expect(dateKeyOf(lateDecember)).toBe('2026-12-31')
    expect(dateKeyOf(new Date('2026-12-31T18:45:00Z'))).toBe('2027-01-01')
  })
})
