import { streamLabels, streams } from '~/shared/admission-rules'

/** The `<option>`s of a stream select (Classes XI and XII), after a first empty option the caller names. */
export function StreamOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {streams.map((value) => (
        <option key={value} value={value}>
          {streamLabels[value]}
        </option>
      ))}
    </>
  )
}
