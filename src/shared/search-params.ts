import { z } from 'zod'
import { isDateKey } from './dates'

// A route's search parameters forgive: a malformed or unknown value is dropped (undefined), never an error page.

/** Free text typed into a list's search box. */
export const searchText = z.string().trim().max(100).optional().catch(undefined)

/** A list's page number, 1 and up. */
export const pageParam = z.number().int().min(1).optional().catch(undefined)

/** One of a fixed set of values, e.g. a status filter. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined)
}

/** A calendar date, YYYY-MM-DD. */
export const dateParam = z.string().refine(isDateKey).optional().catch(undefined)
