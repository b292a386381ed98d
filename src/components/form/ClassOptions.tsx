import { classLabel, classOptions } from '~/shared/admission-schema'
import { Options } from './Options'

/** The `<option>`s of a class select, Nursery to Class 12, with the admission form's labels. */
export function ClassOptions() {
  return <Options values={classOptions} label={classLabel} />
}
