import type { ReactNode } from 'react'

/** The `<option>`s of a select from value-label pairs, e.g. a filter's choices. */
export function ChoiceOptions<T extends string | number>({ choices }: { choices: readonly { value: T; label: ReactNode }[] }) {
  return choices.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ))
}

/** The `<option>`s of a select, one per value with its label: `<Options values={roles} label={(role) => roleLabels[role]} />`. */
export function Options<T extends string | number>({ values, label = String }: { values: readonly T[]; label?: (value: T) => ReactNode }) {
  return <ChoiceOptions choices={values.map((value) => ({ value, label: label(value) }))} />
}
