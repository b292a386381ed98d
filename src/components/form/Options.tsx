import type { ReactNode } from 'react'
import { inputClass, type FieldAria } from './Field'

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

type EnumSelectProps<T extends string> = FieldAria & {
  values: readonly T[]
  label: (value: T) => ReactNode
  value: T
  onChange: (value: T) => void
}

/** A Field's select of one value of an enumeration, e.g. `<EnumSelect {...aria} values={fineKinds} label={(kind) => fineKindLabels[kind]} ... />`. */
export function EnumSelect<T extends string>({ values, label, value, onChange, ...aria }: EnumSelectProps<T>) {
  return (
    <select {...aria} value={value} onChange={(event) => onChange(event.target.value as T)} className={inputClass}>
      <Options values={values} label={label} />
    </select>
  )
}
