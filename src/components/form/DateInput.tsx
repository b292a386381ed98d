// The one date control: a text box typed DD/MM/YYYY, whatever the browser's locale. The
// native date picker shows mm/dd/yyyy in an en-US browser, so it is not used. The value it reports is the
// stored YYYY-MM-DD key once the text is a real date, and the text as typed otherwise, so the shared zod
// rule (src/shared/date-schema.ts) can say what is wrong.
import { useEffect, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { cx } from '~/components/ui/cx'
import { addDays, dateEntryHint, dateEntryText, isDateKey, maskDateEntry, parseDateEntry } from '~/shared/dates'
import { Field, inputClass } from './Field'
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

type DateFieldProps<Values extends FieldValues, Checked extends FieldValues> = {
  id: string
  label: string
  /** The form's control; `Checked` is what its resolver makes of the values (a zod schema's output). */
  control: Control<Values, unknown, Checked>
  name: FieldPath<Values>
  error?: string
  required?: boolean
  optional?: boolean
  /** Said after "DD/MM/YYYY", e.g. "Leave blank if not known." */
  hint?: string
  min?: string
  max?: string
  disabled?: boolean
  className?: string
}

/** A labelled DD/MM/YYYY field bound to a react-hook-form form (label, hint, error and ids wired by Field). */
export function DateField<Values extends FieldValues, Checked extends FieldValues = Values>({
  id,
  label,
  control,
  name,
  error,
  required,
  optional,
  hint,
  min,
  max,
  disabled,
  className,
}: DateFieldProps<Values, Checked>) {
  const { field } = useController({ control, name })
  return (
    <Field
      id={id}
      label={label}
      error={error}
      required={required}
      optional={optional}
      className={className}
      hint={hint ? `${dateEntryHint}. ${hint}` : dateEntryHint}
    >
      {(aria) => (
        <DateInput
          {...aria}
          name={field.name}
          inputRef={field.ref}
          value={field.value as string | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={min}
          max={max}
          disabled={disabled || field.disabled}
        />
      )}
    </Field>
  )
}

type DateTimeFieldProps<Values extends FieldValues> = Omit<DateFieldProps<Values, FieldValues>, 'min' | 'max'>

/**
 * A date typed DD/MM/YYYY beside a time (HH:MM), for the moments staff schedule (an event, a publish time).
 * The browser's datetime-local picker orders the date by its locale (mm/dd/yyyy in en-US), so it is not used.
 * The value is "YYYY-MM-DDTHH:mm" on the school's clock once both halves are real; otherwise what was typed,
 * so the shared schema can say what is wrong.
 */
export function DateTimeField<Values extends FieldValues>({
  id,
  label,
  control,
  name,
  error,
  required,
  optional,
  hint,
  disabled,
  className,
}: DateTimeFieldProps<Values>) {
  const { field } = useController({ control, name })
  const value = (field.value as string | undefined) ?? ''
  const [datePart = '', timePart = ''] = value.split('T')
  const emit = (date: string, time: string) => field.onChange(date === '' && time === '' ? '' : `${date}T${time}`)
  const timeHint = 'Time as HH:MM on the school clock'
  return (
    <Field
      id={id}
      label={label}
      error={error}
      required={required}
      optional={optional}
      className={className}
      hint={`${dateEntryHint}. ${timeHint}${hint ? `. ${hint}` : '.'}`}
    >
      {(aria) => (
        <div className="flex gap-2">
          <DateInput
            {...aria}
            name={field.name}
            inputRef={field.ref}
            value={datePart}
            onChange={(date) => emit(date, timePart)}
            onBlur={field.onBlur}
            disabled={disabled || field.disabled}
            className="min-w-0 flex-[3]"
          />
          <input
            type="time"
            id={`${id}-time`}
            aria-label={`${label}: time`}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            value={timePart}
            onChange={(event) => emit(datePart, event.target.value)}
            onBlur={field.onBlur}
            disabled={disabled || field.disabled}
            className={cx(inputClass, 'min-w-0 flex-[2] tabular-nums')}
          />
        </div>
      )}
    </Field>
  )
}
