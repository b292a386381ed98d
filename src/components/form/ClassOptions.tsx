import { classLabel, classOptions } from '~/shared/admission-schema'

/** The `<option>`s of a class select, Nursery to Class 12, with the admission form's labels. */
export function ClassOptions() {
  return (
    <>
      {classOptions.map((value) => (
        <option key={value} value={value}>
          {classLabel(value)}
        </option>
      ))}
    </>
  )
}
