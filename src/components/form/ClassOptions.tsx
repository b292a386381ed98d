import type { ComponentProps } from 'react'
import { classLabel, classOptions } from '~/shared/admission-rules'
import { inputClass } from './Field'
import { Options } from './Options'

/** The `<option>`s of a class select, Nursery to Class 12, with the admission form's labels. */
export function ClassOptions() {
  return <Options values={classOptions} label={classLabel} />
}

/** A class select with the input look; `emptyLabel` adds a first option for "no class". */
export function ClassSelect({ emptyLabel, ...select }: ComponentProps<'select'> & { emptyLabel?: string }) {
  return (
    <select className={inputClass} {...select}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      <ClassOptions />
    </select>
  )
}
