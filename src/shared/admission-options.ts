// The classes a family may apply for and an application's statuses, with their words: plain values, without zod, so
// route search rules and public pages name them without loading the form schemas.
import type { AdmissionSettingsView } from './admission-settings'
import { classOptions, type ApplicationStatus, type ClassOption } from './admission-values'

export * from './admission-values'

export function classLabel(value: string): string {
  if (value === 'nursery') return 'Nursery'
  if (value === 'lkg' || value === 'ukg') return value.toUpperCase()
  const number = /^class(\d{1,2})$/.exec(value)?.[1]
  return number ? `Class ${number}` : value
}

const romanNumerals = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const

/** "Class XII", as the school writes classes in running text (the banner, the admission letter). */
export function classRomanLabel(value: string): string {
  const number = Number(/^class(\d{1,2})$/.exec(value)?.[1])
  return number >= 1 && number <= 12 ? `Class ${romanNumerals[number]}` : classLabel(value)
}

/** The classes from `lowest` to `highest` inclusive, in order (the admissions settings' range). */
export function classesInRange(lowest: ClassOption, highest: ClassOption): ClassOption[] {
  return classOptions.slice(classOptions.indexOf(lowest), classOptions.indexOf(highest) + 1)
}

/** "Nursery to Class XII": the range of classes admitted, in words. */
export function classRangeLabel(lowest: ClassOption, highest: ClassOption): string {
  return lowest === highest ? classRomanLabel(lowest) : `${classRomanLabel(lowest)} to ${classRomanLabel(highest)}`
}

/** "Nursery to Class XII". */
export function admittedRangeLabel(settings: Pick<AdmissionSettingsView, 'lowestClass' | 'highestClass'>): string {
  return classRangeLabel(settings.lowestClass, settings.highestClass)
}

export const statusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Not accepted',
}
