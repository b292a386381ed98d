import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form'
import { toast } from 'sonner'
import { timing } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText, fieldErrorsOf } from '~/components/ui/error-text'
import {
  documentLabels,
  emptyAdmissionForm,
  localDateString,
  requiredDocuments,
  termsWording,
  type DocumentKind,
} from '~/shared/admission-rules'
import type { AdmissionFormOutput, AdmissionFormValues } from '~/shared/admission-schema'
import { loadOnce } from '~/shared/load-once'
import { useTRPC } from '~/trpc/react'
import { SpinnerDot, UploadSummary, type Phase } from './admission-form-parts'
import {
  AdditionalSection,
  ContactSection,
  DocumentsSection,
  ParentsSection,
  PreviousSchoolSection,
  StudentSection,
} from './AdmissionFormSections'
import { ConfirmationCard, type Confirmation } from './ConfirmationCard'
import { PrivacyConsent } from './PrivacyConsent'
import { admissionToastId } from './toasts'
import { DocumentUploadError, uploadDocument } from './upload-document'
import { FieldError } from '~/components/form/Field'

// The failed submission's words (docs/product.md, Admission form).
export const submitFailedBanner =
  'There was a problem submitting your application. Please try again or contact the school directly.'
const uploadFailedMessage = 'Failed to upload required documents'
const unexpectedMessage = 'An unexpected error occurred. Please try again or contact the school.'
const checksUnavailableMessage = 'The form could not be checked: the connection may have dropped. Please try again.'

const buttonText: Record<Phase, string> = {
  idle: 'Submit My Application',
  submitting: 'Submitting...',
  success: 'Application Submitted!',
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
  // The consent box names the Privacy Notice's current version, which goes with the application.
  const privacyNotice = useSuspenseQuery(trpc.legal.currentVersion.queryOptions({ kind: 'privacy' }))
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
        privacyNoticeVersion: privacyNotice.data.version,
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
      // The notice changed while the form was open: the box is cleared and the new version fetched to be read.
      if (fieldErrors?.privacyConsent) {
        form.setValue('privacyConsent', false)
        void privacyNotice.refetch()
      }
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

  return (
    <FormProvider {...form}>
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
        <StudentSection busy={busy} settings={settings} today={today} />
        <ParentsSection busy={busy} />
        <ContactSection busy={busy} />
        <DocumentsSection busy={busy} progress={progress} />
        <PreviousSchoolSection busy={busy} />
        <AdditionalSection busy={busy} />
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

          <PrivacyConsent
            notice={privacyNotice.data}
            error={errors.privacyConsent?.message}
            disabled={busy}
            registration={form.register('privacyConsent')}
          />

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
    </FormProvider>
  )
}
