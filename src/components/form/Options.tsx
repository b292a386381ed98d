import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { inputClass, type FieldAria } from './Field'

/** The `<option>`s of a select from value-label pairs, e.g. a filter's choices. */
export function ChoiceOptions<T extends string | number>({
  choices,
}: {
  choices: readonly { value: T; label: ReactNode }[]
}) {
  return choices.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ))
}

/** The `<option>`s of a select, one per value with its label: `<Options values={roles} label={(role) => roleLabels[role]} />`. */
export function Options<T extends string | number>({
  values,
  label = String,
}: {
  values: readonly T[]
  label?: (value: T) => ReactNode
}) {
  return <ChoiceOptions choices={values.map((value) => ({ value, label: label(value) }))} />
}

type RegisteredSelectProps<T extends string> = FieldAria & {
  registration: UseFormRegisterReturn
  values: readonly T[]
  label: (value: T) => ReactNode
}

/** A Field's select of an enumeration kept by react-hook-form: `<RegisteredSelect {...aria} registration={form.register('category')} values={...} label={...} />`. */
export function RegisteredSelect<T extends string>({ registration, values, label, ...aria }: RegisteredSelectProps<T>) {
  return (
    <select {...aria} {...registration} className={inputClass}>
      <Options values={values} label={label} />
    </select>
  )
}
