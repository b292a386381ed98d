// Where a CSV import's rows come from: a file chosen on the device, or rows pasted into the box. The text of either
// goes to `onText` (with the file's name, or null when typed), and the import reads it from there.
import { useId, type ChangeEvent } from 'react'
import { cx } from '~/components/ui/cx'
import { Field, inputClass } from './Field'

export function CsvSource({
  text,
  fileName,
  placeholder,
  rows = 6,
  onText,
}: {
  text: string
  fileName: string | null
  placeholder: string
  rows?: number
  onText: (text: string, fileName: string | null) => void
}) {
  const ids = { file: useId(), text: useId() }
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) onText(await file.text(), file.name)
  }
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Field id={ids.file} label="Upload a CSV file">
        {(aria) => (
          <>
            <input
              {...aria}
              type="file"
              accept=".csv,text/csv"
              onChange={onFile}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
            />
            {fileName && <p className="mt-2 text-sm text-slate-600">Loaded {fileName}</p>}
          </>
        )}
      </Field>
      <Field id={ids.text} label="Or paste the rows">
        {(aria) => (
          <textarea
            {...aria}
            rows={rows}
            value={text}
            onChange={(event) => onText(event.target.value, null)}
            placeholder={placeholder}
            className={cx(inputClass, 'font-mono text-xs sm:text-xs')}
          />
        )}
      </Field>
    </div>
  )
}
