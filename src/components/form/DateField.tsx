// DateInput bound to a react-hook-form form, apart from DateInput so a screen with a date filter and no form does
// not load react-hook-form.
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { dateEntryHint } from '~/shared/dates'
import { DateInput } from './DateInput'
import { Field, inputClass } from './Field'
import { cx } from '~/components/ui/cx'

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
