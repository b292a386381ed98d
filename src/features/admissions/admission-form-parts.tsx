// The admission form's frame: a numbered section, the upload summary beside the submit button, and the text
// inputs bound to the form (each section reads the form from its context).
import type { ReactNode } from 'react'
import { useFormContext, type FieldPath } from 'react-hook-form'
import { inputClass } from '~/components/form/Field'
import type { DocumentKind } from '~/shared/admission-rules'
import type { AdmissionFormOutput, AdmissionFormValues } from '~/shared/admission-schema'

export type Phase = 'idle' | 'submitting' | 'success'

/** The admission form as each section reads it from its context. */
export const useAdmissionForm = () => useFormContext<AdmissionFormValues, unknown, AdmissionFormOutput>()

type TextProps = { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'text'; placeholder?: string }

/** `textInput(name, props)`: a Field's render function for a text input bound to the admission form. */
export function useTextInput(disabled: boolean) {
  const form = useAdmissionForm()
  return (name: FieldPath<AdmissionFormValues>, props: TextProps = {}) =>
    function render(aria: object) {
      return (
        <input
          {...aria}
          {...props}
          type={props.type ?? 'text'}
          disabled={disabled}
          className={inputClass}
          {...form.register(name)}
        />
      )
    }
}

export function SpinnerDot() {
  return (
    <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
  )
}

export function UploadSummary({ phase, progress }: { phase: Phase; progress: Partial<Record<DocumentKind, number>> }) {
  const values = Object.values(progress).filter((value): value is number => value !== undefined)
  let text = ''
  if (phase === 'submitting') {
    const uploading = values.some((value) => value < 1)
    const percent = values.length
      ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100)
      : 0
    text = uploading ? `Uploading documents… ${percent}%` : 'Saving your application…'
  }
  return (
    <p aria-live="polite" className="text-sm font-medium text-slate-700">
      {text}
    </p>
  )
}

export function FormSection({
  number,
  title,
  description,
  children,
}: {
  number: number
  title: string
  description?: string
  children: ReactNode
}) {
  const headingId = `section-${number}`
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="mb-5 flex items-start gap-3 border-b border-slate-100 pb-4">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 font-display text-sm font-bold text-gold-300"
        >
          {number}
        </span>
        <div>
          <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  )
}
