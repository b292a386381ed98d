// The admission form's sections, each reading the form from its context (AdmissionForm holds it).
import { Fragment } from 'react'
import { Controller } from 'react-hook-form'
import { DateField } from '~/components/form/DateField'
import { Field, FieldError, inputClass } from '~/components/form/Field'
import { StreamOptions } from '~/components/form/StreamOptions'
import { cx } from '~/components/ui/cx'
import {
  classLabel,
  classNeedsStream,
  dobMin,
  documentLabels,
  requiredDocuments,
  type DocumentKind,
} from '~/shared/admission-rules'
import { admittedClasses, type AdmissionSettingsView } from '~/shared/admission-settings'
import { genderLabels, genders } from '~/shared/gender'
import { FormSection, useAdmissionForm, useTextInput } from './admission-form-parts'
import { DocumentField } from './DocumentField'

/** Each parent has the same two fields: a name (required) and an occupation. */
const parents = [
  { key: 'father', who: 'Father' },
  { key: 'mother', who: 'Mother' },
] as const

const documentDescriptions: Record<DocumentKind, string> = {
  birthCertificate: "A clear scan or photo of the student's birth certificate.",
  aadhaarCard: "The student's Aadhaar card (national ID), front side.",
  markSheet: 'The last mark sheet or report card, if the student attended school before.',
  photo: 'A recent passport-size photograph of the student, as a JPEG or PNG picture.',
}

type SectionProps = { busy: boolean }

export function StudentSection({
  busy,
  settings,
  today,
}: SectionProps & { settings: AdmissionSettingsView; today: string | undefined }) {
  const form = useAdmissionForm()
  const { errors } = form.formState
  const textInput = useTextInput(busy)
  const showStream = classNeedsStream(form.watch('applyingForClass') ?? '')
  return (
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
  )
}

export function ParentsSection({ busy }: SectionProps) {
  const { errors } = useAdmissionForm().formState
  const textInput = useTextInput(busy)
  return (
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
  )
}

export function ContactSection({ busy }: SectionProps) {
  const form = useAdmissionForm()
  const { errors } = form.formState
  const textInput = useTextInput(busy)
  return (
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
  )
}

export function DocumentsSection({
  busy,
  progress,
}: SectionProps & { progress: Partial<Record<DocumentKind, number>> }) {
  const form = useAdmissionForm()
  return (
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
  )
}

export function PreviousSchoolSection({ busy }: SectionProps) {
  const { errors } = useAdmissionForm().formState
  const textInput = useTextInput(busy)
  return (
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
  )
}

export function AdditionalSection({ busy }: SectionProps) {
  const form = useAdmissionForm()
  const { errors } = form.formState
  return (
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
  )
}
