import type { Role } from './roles'

// A school ID is three letters followed by six digits, e.g. ABC123456.
export const schoolIdPattern = /^[A-Z]{3}\d{6}$/
export const schoolIdExample = 'ABC123456'

/** Generated IDs start with the role's prefix, matching the seeded accounts (ADM000001, TCH000001, ...). */
export const schoolIdPrefixes: Record<Role, string> = {
  admin: 'ADM',
  teacher: 'TCH',
  student: 'STU',
  cashier: 'CSH',
  parent: 'PAR',
  storekeeper: 'STK',
}

export function normalizeSchoolId(value: string): string {
  return value.trim().toUpperCase()
}

export function isSchoolId(value: string): boolean {
  return schoolIdPattern.test(normalizeSchoolId(value))
}

/** A crypto-random integer in [0, max) without modulo bias. */
export function randomInt(max: number): number {
  if (!Number.isInteger(max) || max <= 0 || max > 2 ** 32) throw new RangeError(`randomInt: bad bound ${max}`)
  const limit = Math.floor(2 ** 32 / max) * max
  const buffer = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(buffer)
    const value = buffer[0]!
    if (value < limit) return value % max
  }
}

export function generateSchoolId(role: Role): string {
  const digits = Array.from({ length: 6 }, () => String(randomInt(10))).join('')
  return `${schoolIdPrefixes[role]}${digits}`
}
