import { isDateKey } from './date-key'

// A route's search parameters forgive: a malformed or unknown value is dropped, never an error page. Plain functions,
// not zod: every route's search rules load with the first script of every page (docs/perf.md).

/** Reads one search parameter: the value when it is acceptable, otherwise undefined. */
export type SearchParam<T> = (value: unknown) => T | undefined

type SearchOf<P extends Record<string, SearchParam<unknown>>> = { [K in keyof P]?: NonNullable<ReturnType<P[K]>> }

/**
 * A route's `validateSearch` (or a procedure's input): each parameter read by its rule; unknown and rejected ones are
 * left out. An object with `parse`, which both the router and tRPC accept (a bare function loses its types inline).
 */
export function searchParams<P extends Record<string, SearchParam<unknown>>>(
  params: P,
): { parse: (search: unknown) => SearchOf<P> } {
  return {
    parse(search) {
      const given: Record<string, unknown> =
        typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {}
      const found: Record<string, unknown> = {}
      for (const [name, read] of Object.entries(params)) {
        const value = read(given[name])
        if (value !== undefined) found[name] = value
      }
      return found as SearchOf<P>
    },
  }
}

/** Text as given, at most max characters (a token, a path to return to). */
export function stringParam(max = Number.POSITIVE_INFINITY): SearchParam<string> {
  return (value) => (typeof value === 'string' && value.length <= max ? value : undefined)
}

/** Text, trimmed, at most max characters after trimming (longer text is dropped, not cut). */
export function textParam(max: number, accept: (text: string) => boolean = () => true): SearchParam<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined
    const text = value.trim()
    return text.length <= max && accept(text) ? text : undefined
  }
}

/** Free text typed into a list's search box. */
export const searchText = textParam(100)

/** A whole number from min to max. */
export function wholeNumberParam(min: number, max = Number.MAX_SAFE_INTEGER): SearchParam<number> {
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

/** A list's page number, 1 and up. */
export const pageParam = wholeNumberParam(1)

/** true or false. */
export const booleanParam: SearchParam<boolean> = (value) => (typeof value === 'boolean' ? value : undefined)

/** One of a fixed set of values, e.g. a status filter. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T): SearchParam<T[number]> {
  return (value) => (values.includes(value as string) ? (value as T[number]) : undefined)
}

/** A calendar date, YYYY-MM-DD. */
export const dateParam: SearchParam<string> = (value) =>
  typeof value === 'string' && isDateKey(value) ? value : undefined
