// The one date control: a text box typed DD/MM/YYYY, whatever the browser's locale. The
// native date picker shows mm/dd/yyyy in an en-US browser, so it is not used. The value it reports is the
// stored YYYY-MM-DD key once the text is a real date, and the text as typed otherwise, so the shared zod
// rule (src/shared/date-schema.ts) can say what is wrong.
import { useEffect, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react'
import { cx } from '~/components/ui/cx'
import { addDays, dateEntryHint, dateEntryText, isDateKey, maskDateEntry, parseDateEntry } from '~/shared/dates'
import { inputClass } from './Field'
import { useTypedBeforeHydration } from './typed-before-hydration'

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  /** A YYYY-MM-DD key, or text the person is still typing. */
  value: string | null | undefined
  onChange: (value: string) => void
  /** Bounds for the arrow keys (YYYY-MM-DD). */
  min?: string
  max?: string
  inputRef?: Ref<HTMLInputElement>
}

const valueOf = (text: string) => parseDateEntry(text) ?? text.trim()

/** Arrow Up / Down move a whole date by a day, Page Up / Page Down by a month's worth of days. */
const stepOf: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 30, PageDown: -30 }

export function DateInput({ value, onChange, min, max, inputRef, className, onKeyDown, ...props }: DateInputProps) {
  const [text, setText] = useState(() => dateEntryText(value))
  // A value set from outside (a form reset, a cleared filter) replaces the text; the text's own value does not.
  useEffect(() => {
    setText((current) => (valueOf(current) === (value ?? '') ? current : dateEntryText(value)))
  }, [value])

  const emit = (next: string) => {
    setText(next)
    onChange(valueOf(next))
  }

  const ref = useTypedBeforeHydration(inputRef)

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    const step = stepOf[event.key]
    const key = parseDateEntry(text)
    if (!step || !key || event.defaultPrevented) return
    event.preventDefault()
    let next = addDays(key, step)
    if (min && next < min) next = min
    if (max && next > max) next = max
    if (isDateKey(next)) emit(dateEntryText(next))
  }

  return (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={dateEntryHint}
      maxLength={10}
      value={text}
      onChange={(event) => emit(maskDateEntry(event.target.value))}
      onKeyDown={onKey}
      className={cx(inputClass, 'tabular-nums', className)}
      {...props}
    />
  )
}
