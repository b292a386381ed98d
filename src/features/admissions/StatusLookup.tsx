import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText, networkErrorMessage } from '~/components/ui/error-text'
import {
  classWithStream,
  statusExplanations,
  statusLabels,
  statusLookupSchema,
  type ApplicationStatus,
  type StatusLookupInput,
} from '~/shared/admission-schema'
import { useTRPC } from '~/trpc/react'
import { Field, inputClass } from '~/components/form/Field'
import { formatDayMonthYear } from '~/shared/dates'
import { CheckCircleIcon, StatusBadge } from './ui'
import { SubmitButton } from '~/components/form/FormActions'

/** The three stages an applicant sees; waitlisted and rejected are decisions like accepted. */
function stageOf(status: ApplicationStatus): number {
  if (status === 'submitted') return 0
  if (status === 'under_review') return 1
  return 2
}

export function StatusLookup() {
  const trpc = useTRPC()
  const lookup = useMutation(trpc.admissions.lookupStatus.mutationOptions())
  const resultRef = useRef<HTMLHeadingElement>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  const form = useForm<StatusLookupInput>({
    resolver: zodResolver(statusLookupSchema),
    defaultValues: { reference: '', email: '' },
  })
  const { errors } = form.formState

  useEffect(() => {
    if (lookup.data) resultRef.current?.focus()
    else if (lookup.error) errorRef.current?.focus()
  }, [lookup.data, lookup.error])

  const onSubmit = form.handleSubmit((values) => lookup.mutate(values))
  const result = lookup.data

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        aria-label="Find your application"
      >
        <div>
          <h2 className="font-display text-xl font-bold text-brand-900">Find your application</h2>
          <p className="mt-1 text-sm text-slate-600">
            Use the reference number from the confirmation page or e-mail, and the e-mail address given on the form.
          </p>
        </div>
        {lookup.error && (
          <ErrorNote ref={errorRef} tabIndex={-1}>
            {errorText(lookup.error, networkErrorMessage)}
          </ErrorNote>
        )}
        <Field id="reference" label="Reference number" required error={errors.reference?.message}>
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ADM-2026-00042"
              className={cx(inputClass, 'font-mono uppercase placeholder:normal-case')}
              {...form.register('reference')}
            />
          )}
        </Field>
        <Field id="lookup-email" label="E-mail address" required error={errors.email?.message}>
          {(aria) => (
            <input
              {...aria}
              type="email"
              autoComplete="email"
              inputMode="email"
              className={inputClass}
              {...form.register('email')}
            />
          )}
        </Field>
        <SubmitButton busy={lookup.isPending} size="lg" className="w-full" label="Check status" busyLabel="Checking…" />
      </form>

      <div>
        {result ? (
          <section
            aria-labelledby="status-result"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 bg-brand-50/60 px-5 py-4 sm:px-7">
              <div>
                <p className="font-mono text-sm font-semibold text-brand-700">{result.reference}</p>
                <h2
                  id="status-result"
                  ref={resultRef}
                  tabIndex={-1}
                  className="font-display text-xl font-bold text-brand-900 focus:outline-none"
                >
                  {result.studentName} · {classWithStream(result.applyingForClass, result.stream)}
                </h2>
              </div>
              <StatusBadge status={result.status} size="md" />
            </div>
            <div className="space-y-6 px-5 py-6 sm:px-7">
              <p className="text-slate-800">{statusExplanations[result.status]}</p>
              {result.reason && (
                <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
                  <h3 className="text-sm font-bold text-brand-900">Reason given by the school</h3>
                  <p data-testid="status-reason" className="mt-1 whitespace-pre-line text-slate-800">
                    {result.reason}
                  </p>
                </div>
              )}
              {result.nextSteps && (
                <div>
                  <h3 className="font-display text-lg font-bold text-brand-900">Next steps</h3>
                  <ol className="mt-2 space-y-2">
                    {result.nextSteps.map((step, index) => (
                      <li
                        key={step.title}
                        className="rounded-xl border border-leaf-500/30 bg-green-50/60 px-4 py-3 text-sm"
                      >
                        <p className="font-semibold text-slate-900">
                          {index + 1}. {step.title}
                        </p>
                        <p className="mt-0.5 text-slate-800">{step.detail}</p>
                      </li>
                    ))}
                  </ol>
                </div>
              )}
              <ol className="grid gap-3 sm:grid-cols-3" aria-label="Progress">
                {['Submitted', 'Under review', 'Decision'].map((label, index) => {
                  const stage = stageOf(result.status)
                  const done = index <= stage
                  const text = index === 2 && stage === 2 ? statusLabels[result.status] : label
                  return (
                    <li
                      key={label}
                      aria-current={index === stage ? 'step' : undefined}
                      className={cx(
                        'flex items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-semibold',
                        done ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-slate-200 text-slate-600',
                      )}
                    >
                      {done ? (
                        <CheckCircleIcon className="size-4 text-brand-700" />
                      ) : (
                        <span aria-hidden="true" className="size-4 rounded-full border-2 border-slate-300" />
                      )}
                      {text}
                    </li>
                  )
                })}
              </ol>
              <dl className="grid gap-4 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">Submitted on</dt>
                  <dd className="font-semibold text-slate-900">{formatDayMonthYear(result.submittedAt)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Last updated</dt>
                  <dd className="font-semibold text-slate-900">{formatDayMonthYear(result.updatedAt)}</dd>
                </div>
              </dl>
            </div>
          </section>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-10 text-center">
            <p className="font-display text-lg font-semibold text-brand-900">
              Your application status will appear here
            </p>
            <p className="mt-2 text-sm text-slate-600">
              Have not applied yet?{' '}
              <Link
                to="/admission-form"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Fill in the admission form
              </Link>
            </p>
          </div>
        )}
      </div>
    </div>
  )
}
