// Server-only: money columns are BIGINT on both databases (Prisma reads them as bigint), while the app adds up
// paise as JavaScript numbers. These are the conversions at the database boundary: a value that is not a safe
// integer throws instead of being rounded. Writes need none (Prisma takes a number for a BigInt column).
// The limits per kind of amount (src/shared/money.ts `moneyLimits`) keep every stored value and sum far inside.

/** A paise value read from a BIGINT column, or from a SUM cast to BIGINT, as an exact number. */
export function toPaise(value: bigint | number): number {
  const paise = Number(value)
  // Number() of a bigint beyond 2^53 rounds; such a result is never a safe integer, so it cannot pass.
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`${String(value)} paise is beyond the range the ledger computes in`)
  return paise
}

/** A nullable column: null stays null. */
export function toPaiseOrNull(value: bigint | number | null): number | null {
  return value === null ? null : toPaise(value)
}

/** An aggregate's `_sum` (null when no row matched) as a number. */
export function sumToPaise(value: bigint | number | null | undefined): number {
  return value === null || value === undefined ? 0 : toPaise(value)
}
