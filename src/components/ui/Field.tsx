// Form pieces shared by the staff admin screens: the input look and a label/hint/error wrapper.
import type { ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-600 sm:text-sm'

export const labelClass = 'block text-sm font-semibold text-slate-800'

type FieldProps = {
  id: string
  label: string
  error?: string
  /** Marks the control invalid without repeating a message shown by a neighbour (first and last name). */
  invalid?: boolean
  hint?: ReactNode
  optional?: boolean
  className?: string
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

/** A label, the control (given its ARIA wiring) and its hint or error message. */
export function Field({ id, label, error, invalid, hint, optional, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      <div className="mt-1.5">{children({ id, ...(error || invalid ? { 'aria-invalid': true as const } : {}), 'aria-describedby': describedBy })}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
