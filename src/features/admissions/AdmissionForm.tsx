import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import { Controller, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form'
import { toast } from 'sonner'
import { timing } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText, fieldErrorsOf } from '~/components/ui/error-text'
import {
  classLabel,
  classNeedsStream,
  dobMin,
  documentLabels,
  emptyAdmissionForm,
  localDateString,
  requiredDocuments,
  termsWording,
  type DocumentKind,
} from '~/shared/admission-rules'
import type { AdmissionFormOutput, AdmissionFormValues } from '~/shared/admission-schema'
import { admittedClasses } from '~/shared/admission-settings'
import { genderLabels, genders } from '~/shared/gender'
import { loadOnce } from '~/shared/load-once'
import { useTRPC } from '~/trpc/react'
import { ConfirmationCard, type Confirmation } from './ConfirmationCard'
import { DocumentField } from './DocumentField'
import { admissionToastId } from './toasts'
import { DocumentUploadError, uploadDocument } from './upload-document'
import { DateField } from '~/components/form/DateInput'
import { Field, FieldError, inputClass } from '~/components/form/Field'
import { StreamOptions } from '~/components/form/StreamOptions'

// The failed submission's words (docs/product.md, Admission form).
export const submitFailedBanner =
  'There was a problem submitting your application. Please try again or contact the school directly.'
const uploadFailedMessage = 'Failed to upload required documents'
const unexpectedMessage = 'An unexpected error occurred. Please try again or contact the school.'
const checksUnavailableMessage = 'The form could not be checked: the connection may have dropped. Please try again.'

type Phase = 'idle' | 'submitting' | 'success'

/** Each parent has the same two fields: a name (required) and an occupation. */
const parents = [
  { key: 'father', who: 'Father' },
  { key: 'mother', who: 'Mother' },
] as const

const buttonText: Record<Phase, string> = {
  idle: 'Submit My Application',
  submitting: 'Submitting...',
  success: 'Application Submitted!',
}

const documentDescriptions: Record<DocumentKind, string> = {
  birthCertificate: "A clear scan or photo of the student's birth certificate.",
  aadhaarCard: "The student's Aadhaar card (national ID), front side.",
  markSheet: 'The last mark sheet or report card, if the student attended school before.',
  photo: 'A recent passport-size photograph of the student, as a JPEG or PNG picture.',
}

/** A required document the server refused or never received; `reason` names the file (upload-document.ts). */
class RequiredUploadFailed extends Error {
  constructor(
    readonly kind: DocumentKind,
    readonly reason: string,
  ) {
    super(`${uploadFailedMessage}. ${documentLabels[kind]} \u2014 ${reason}`)
  }
}

function failureMessage(error: unknown): string {
  // 'Failed to upload required documents', then which document, which file and why.
  if (error instanceof RequiredUploadFailed) return error.message
  return errorText(error, unexpectedMessage)
}

type FormChecks = Resolver<AdmissionFormValues, unknown, AdmissionFormOutput>

/** Downloads the form's checks once (admission-form-checks.ts); a failed download is tried again on the next call. */
const loadChecks = loadOnce<FormChecks>(() =>
  import('./admission-form-checks').then((module) => module.admissionFormChecks),
)

/** The form's resolver: the checks, once loaded. If they cannot be downloaded, the form is invalid with a root error. */
const formResolver: FormChecks = async (values, context, options) => {
  let checks: FormChecks
  try {
    checks = await loadChecks()
  } catch {
    return { values: {}, errors: { root: { type: 'checks', message: checksUnavailableMessage } } }
  }
  return checks(values, context, options)
}

/** The first focus inside the form starts the download, so the checks are there by the time a field is left. */
function preloadChecks() {
  loadChecks().catch(() => undefined)
}

export function AdmissionForm() {
  const trpc = useTRPC()
  // The classes admitted this session come from the admissions settings.
  const { data: settings } = useSuspenseQuery(trpc.admissionSettings.get.queryOptions())
  const submit = useMutation(trpc.admissions.submit.mutationOptions())
  const [phase, setPhase] = useState<Phase>('idle')
  const [bannerShown, setBannerShown] = useState(false)
  const [progress, setProgress] = useState<Partial<Record<DocumentKind, number>>>({})
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)
  // The picker's upper bound is the visitor's own today, known only in the browser.
  const [today, setToday] = useState<string | undefined>(undefined)
  const bannerRef = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    setToday(localDateString())
    return () => clearTimeout(timer.current)
  }, [])

  const form = useForm<AdmissionFormValues, unknown, AdmissionFormOutput>({
    resolver: formResolver,
    defaultValues: emptyAdmissionForm,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const { errors, submitCount } = form.formState
  const chosenClass = form.watch('applyingForClass')
  const showStream = classNeedsStream(chosenClass ?? '')
  const busy = phase !== 'idle'
  const formRef = useRef<HTMLFormElement>(null)

  // After a refused submit, focus the first invalid control in reading order (RHF's own order follows
  // registration, which differs here because most inputs register inside child components).
  useEffect(() => {
    if (submitCount === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submitCount])

  const onValid = async (values: AdmissionFormOutput) => {
    setBannerShown(false)
    setPhase('submitting')
    toast.loading('Processing your application...', { id: admissionToastId })
    try {
      // Upload the documents, then insert the application, then notify (server side).
      const tokens: Partial<Record<DocumentKind, string>> = {}
      let markSheetFailed = false
      for (const kind of ['birthCertificate', 'aadhaarCard', 'markSheet', 'photo'] as const) {
        const document = values[kind]
        if (!document) continue
        setProgress((current) => ({ ...current, [kind]: 0 }))
        try {
          const uploaded = await uploadDocument(kind, document, (fraction) =>
            setProgress((current) => ({ ...current, [kind]: fraction })),
          )
          tokens[kind] = uploaded.token
        } catch (error) {
          setProgress((current) => ({ ...current, [kind]: undefined }))
          if ((requiredDocuments as readonly string[]).includes(kind)) {
            throw new RequiredUploadFailed(
              kind,
              error instanceof DocumentUploadError
                ? error.message
                : `${document.name}: ${errorText(error, unexpectedMessage)}`,
            )
          }
          // The mark sheet and the photo are optional: the application goes in without them (the confirmation
          // names a missing mark sheet; the office asks for a photo at verification anyway).
          if (kind === 'markSheet') markSheetFailed = true
        }
      }
      const { birthCertificate: _birth, aadhaarCard: _aadhaar, markSheet: _marks, photo: _photo, ...fields } = values
      const result = await submit.mutateAsync({
        ...fields,
        documents: {
          birthCertificate: tokens.birthCertificate!,
          aadhaarCard: tokens.aadhaarCard!,
          markSheet: tokens.markSheet ?? null,
          photo: tokens.photo ?? null,
        },
      })

      setPhase('success')
      toast.success('Your application was submitted successfully!', {
        id: admissionToastId,
        duration: timing.admissionSuccessToastMs,
      })
      timer.current = setTimeout(() => {
        setConfirmation({
          reference: result.reference,
          email: result.email,
          studentName: fields.studentName.trim(),
          markSheetMissing: markSheetFailed || !result.markSheetStored,
        })
      }, 1000)
    } catch (error) {
      const message = failureMessage(error)
      if (error instanceof RequiredUploadFailed) form.setError(error.kind, { type: 'upload', message: error.reason })
      const fieldErrors = fieldErrorsOf(error)
      if (fieldErrors) {
        for (const [field, messages] of Object.entries(fieldErrors)) {
          if (messages?.[0] && field in emptyAdmissionForm)
            form.setError(field as FieldPath<AdmissionFormValues>, { message: messages[0] })
        }
      }
      setProgress({})
      setPhase('idle')
      showFailure(message)
    }
  }

  /** The failure banner (focused) and the toast with what went wrong. */
  const showFailure = (message: string) => {
    setBannerShown(true)
    toast.error('Submission Failed', {
      id: admissionToastId,
      description: message,
      duration: timing.admissionErrorToastMs,
    })
    requestAnimationFrame(() => bannerRef.current?.focus())
  }

  // A refused submit is normally shown at the fields; only a failed download of the checks has no field to show.
  const onInvalid = (invalid: FieldErrors<AdmissionFormValues>) => {
    if (invalid.root?.type === 'checks') showFailure(checksUnavailableMessage)
  }

  if (confirmation) return <ConfirmationCard confirmation={confirmation} />

  const textInput = (
    name: FieldPath<AdmissionFormValues>,
    props: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'text'; placeholder?: string } = {},
  ) =>
    function render(aria: object) {
      return (
        <input
          {...aria}
          {...props}
          type={props.type ?? 'text'}
          disabled={busy}
          className={inputClass}
          {...form.register(name)}
        />
      )
    }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onFocus={preloadChecks}
      className="space-y-8"
      aria-label="Admission application"
    >
      {bannerShown && (
        <ErrorNote
          ref={bannerRef}
          tabIndex={-1}
          className="text-base font-medium focus-visible:ring-4 focus-visible:ring-red-200"
        >
          {submitFailedBanner}
        </ErrorNote>
      )}

      <FormSection number={1} title="Student Information" description="As written on the birth certificate.">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="studentName"
            label="Student's full name"
            required
            error={errors.studentName?.message}
            className="sm:col-span-2"
          >
            {textInput('studentName', { autoComplete: 'off', placeholder: 'e.g. Asha Sumi' })}
          </Field>
          <DateField
            id="dob"
            label="Date of birth"
            required
            error={errors.dob?.message}
            control={form.control}
            name="dob"
            min={dobMin}
            max={today}
            disabled={busy}
          />
          <Field id="applyingForClass" label="Applying for class" required error={errors.applyingForClass?.message}>
            {(aria) => (
              <select {...aria} disabled={busy} className={inputClass} {...form.register('applyingForClass')}>
                <option value="">Select a class</option>
                {admittedClasses(settings).map((value) => (
                  <option key={value} value={value}>
                    {classLabel(value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {showStream && (
            <Field
              id="stream"
              label="Stream"
              required
              hint="Classes XI and XII study in one stream."
              error={errors.stream?.message}
            >
              {(aria) => (
                <select {...aria} disabled={busy} className={inputClass} {...form.register('stream')}>
                  <StreamOptions emptyLabel="Select a stream" />
                </select>
              )}
            </Field>
          )}
          <fieldset className="sm:col-span-2" aria-describedby={errors.gender ? 'gender-error' : undefined}>
            <legend className="text-sm font-semibold text-slate-800">
              Gender
              <span className="ml-0.5 text-red-700" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:max-w-md">
              {genders.map((value) => (
                <label key={value} className="relative">
                  <input
                    type="radio"
                    value={value}
                    disabled={busy}
                    aria-invalid={Boolean(errors.gender)}
                    className="peer sr-only"
                    {...form.register('gender')}
                  />
                  <span
                    className={cx(
                      'flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2.5 text-sm font-semibold transition-colors',
                      'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
                      'peer-focus-visible:ring-4 peer-focus-visible:ring-gold-300',
                      errors.gender
                        ? 'border-red-400 bg-red-50/40 text-slate-800'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400',
                    )}
                  >
                    {genderLabels[value]}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="gender-error" message={errors.gender?.message} />
          </fieldset>
        </div>
      </FormSection>

      <FormSection number={2} title="Parent Information">
        <div className="grid gap-5 sm:grid-cols-2">
          {parents.map(({ key, who }) => (
            <Fragment key={key}>
              <Field id={`${key}Name`} label={`${who}'s name`} required error={errors[`${key}Name`]?.message}>
                {textInput(`${key}Name`, { autoComplete: 'off' })}
              </Field>
              <Field
                optional
                id={`${key}Occupation`}
                label={`${who}'s occupation`}
                error={errors[`${key}Occupation`]?.message}
              >
                {textInput(`${key}Occupation`)}
              </Field>
            </Fragment>
          ))}
        </div>
      </FormSection>

      <FormSection
        number={3}
        title="Contact Information"
        description="We send the confirmation and our reply to this e-mail address."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="address"
            label="Residential address"
            required
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            {(aria) => (
              <textarea
                {...aria}
                rows={3}
                autoComplete="street-address"
                disabled={busy}
                className={inputClass}
                {...form.register('address')}
              />
            )}
          </Field>
          <Field id="phoneNumber" label="Phone number" required error={errors.phoneNumber?.message}>
            {textInput('phoneNumber', {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              placeholder: '+91 98765 43210',
            })}
          </Field>
          <Field id="email" label="E-mail address" required error={errors.email?.message}>
            {textInput('email', {
              type: 'email',
              autoComplete: 'email',
              inputMode: 'email',
              placeholder: 'name@example.com',
            })}
          </Field>
        </div>
      </FormSection>

      <FormSection
        number={4}
        title="Required Documents"
        description="PDF, JPEG or PNG files of up to 5 MB each. Please bring the originals to the school office later."
      >
        <div className="grid gap-6">
          {(['birthCertificate', 'aadhaarCard', 'markSheet', 'photo'] as const).map((kind) => (
            <Controller
              key={kind}
              control={form.control}
              name={kind}
              render={({ field, fieldState }) => (
                <DocumentField
                  id={kind}
                  label={documentLabels[kind]}
                  description={documentDescriptions[kind]}
                  required={(requiredDocuments as readonly string[]).includes(kind)}
                  photo={kind === 'photo'}
                  value={field.value ?? null}
                  onChange={(value) => {
                    field.onChange(value)
                    if (value) form.clearErrors(kind)
                  }}
                  onRefuse={(message) => form.setError(kind, { type: 'file', message })}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                  disabled={busy}
                  progress={progress[kind]}
                />
              )}
            />
          ))}
        </div>
      </FormSection>

      <FormSection
        number={5}
        title="Previous School Information"
        description="Leave blank if the student has not attended school before."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field optional id="previousSchool" label="Previous school" error={errors.previousSchool?.message}>
            {textInput('previousSchool')}
          </Field>
          <Field optional id="previousClass" label="Last class attended" error={errors.previousClass?.message}>
            {textInput('previousClass', { placeholder: 'e.g. Class 4' })}
          </Field>
        </div>
      </FormSection>

      <FormSection number={6} title="Additional Information">
        <Field
          optional
          id="additionalInfo"
          label="Anything else we should know?"
          hint="Medical needs, siblings at the school, transport, or questions for the admissions team."
          error={errors.additionalInfo?.message}
        >
          {(aria) => (
            <textarea {...aria} rows={4} disabled={busy} className={inputClass} {...form.register('additionalInfo')} />
          )}
        </Field>
      </FormSection>

      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <input
            id="termsAccepted"
            type="checkbox"
            disabled={busy}
            aria-invalid={Boolean(errors.termsAccepted)}
            aria-describedby={errors.termsAccepted ? 'termsAccepted-error' : undefined}
            className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            {...form.register('termsAccepted')}
          />
          <label htmlFor="termsAccepted" className="text-sm leading-relaxed text-slate-800">
            {termsWording}
          </label>
        </div>
        <FieldError id="termsAccepted-error" message={errors.termsAccepted?.message} />

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={busy}
            aria-disabled={busy}
            className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}
          >
            {phase === 'submitting' && <SpinnerDot />}
            {buttonText[phase]}
          </button>
          <UploadSummary phase={phase} progress={progress} />
        </div>
      </div>
    </form>
  )
}

function SpinnerDot() {
  return (
    <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
  )
}

function UploadSummary({ phase, progress }: { phase: Phase; progress: Partial<Record<DocumentKind, number>> }) {
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

function FormSection({
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
