// The terms of an academic year (app.config.ts `academics.terms`, by month and day) as date ranges of a given year.
import { academics } from '#app-config'
import type { DateKey } from './dates'

export type TermKey = (typeof academics.terms)[number]['key']
export const termKeys = academics.terms.map((term) => term.key) as [TermKey, ...TermKey[]]

export type TermRange = { key: TermKey; name: string; from: DateKey; to: DateKey }

/** The year's terms, each from its first to its last day; a month-day before the year's start falls in its second calendar year. */
export function termsOfYear(year: { startDate: DateKey; endDate: DateKey }): TermRange[] {
  const first = Number(year.startDate.slice(0, 4))
  const startMonthDay = year.startDate.slice(5)
  const dayOf = (monthDay: string) => `${monthDay < startMonthDay ? first + 1 : first}-${monthDay}`
  return academics.terms.map((term) => ({ key: term.key, name: term.name, from: dayOf(term.from), to: dayOf(term.to) }))
}

/** The term containing `date`, if the date lies in the year. */
export function termOn(date: DateKey, year: { startDate: DateKey; endDate: DateKey }): TermRange | null {
  return termsOfYear(year).find((term) => term.from <= date && date <= term.to) ?? null
}

export function termName(key: string): string {
  return academics.terms.find((term) => term.key === key)?.name ?? key
}
