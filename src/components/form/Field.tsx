// Form parts: the input look, a label/control/hint/error wrapper with its ids wired, a checkbox row.
import type { InputHTMLAttributes, ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40 disabled:bg-slate-100 sm:text-sm'

export const labelClass = 'block text-sm font-semibold text-slate-800'

export type FieldAria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }

/** A field's message, with an icon so it does not rely on colour alone. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      {message}
    </p>
  )
}

type FieldProps = {
  id: string
  label: string
  error?: string
  /** Marks the control invalid without repeating a message shown by a neighbour (first and last name). */
  invalid?: boolean
  hint?: ReactNode
  /** Shows a red asterisk and sets aria-required. */
  required?: boolean
  /** Shows "(optional)" after the label. */
  optional?: boolean
  className?: string
  children: (aria: FieldAria) => ReactNode
}

/** A label, the control (given its ARIA wiring) and its hint and error message. */
export function Field({ id, label, error, invalid, hint, required, optional, className, children }: FieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {optional && <span className="ml-1.5 text-xs font-normal text-slate-600">(optional)</span>}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          ...(error || invalid ? { 'aria-invalid': true as const } : {}),
          'aria-describedby': describedBy,
          ...(required ? { 'aria-required': true as const } : {}),
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A checkbox with its label to the right and an explanation under it. */
export function CheckboxField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 rounded border-slate-400 text-brand-700 accent-brand-700"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
