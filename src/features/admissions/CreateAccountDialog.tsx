// Creating the student's account from an accepted application: the class of the current year (the applied-for
// class unless the admin picks another), a school ID and a password shown once.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import { classNeedsStream, classWithStream, splitStudentName } from '~/shared/admission-rules'
import { createStudentAccountWithClassSchema, type CreateStudentAccountWithClassInput } from '~/shared/enrolment-fields'
import { useTRPC } from '~/trpc/react'
import { ClassSelect } from '~/components/form/ClassOptions'
import { StreamOptions } from '~/components/form/StreamOptions'
import { Field, inputClass } from '~/components/form/Field'
import { SubmitButton } from '~/components/form/FormActions'
import type { Application } from './application-types'

export function CreateAccountDialog({
  application,
  open,
  onClose,
}: {
  application: Application
  open: boolean
  onClose: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [created, setCreated] = useState<{
    schoolId: string
    password: string
    email: string | null
    welcomeEmailed: boolean
    parent: {
      name: string
      schoolId: string
      email: string | null
      password: string | null
      welcomeEmailed: boolean
    } | null
  } | null>(null)
  const [copied, setCopied] = useState(false)
  const names = splitStudentName(application.studentName)
  const form = useForm<CreateStudentAccountWithClassInput>({
    resolver: zodResolver(createStudentAccountWithClassSchema),
    // The class of this academic year: the one applied for unless the admin picks another.
    defaultValues: {
      id: application.id,
      firstName: names.firstName,
      lastName: names.lastName,
      email: '',
      className: application.applyingForClass,
      stream: application.stream ?? '',
      section: '',
      rollNumber: '',
    },
  })
  const { errors } = form.formState
  const streamShown = classNeedsStream(form.watch('className') ?? '')
  const create = useMutation(
    trpc.admissions.createStudentAccount.mutationOptions({
      onSuccess: async ({ account, password, welcomeEmailed, parent, parentWelcomeEmailed }) => {
        setCreated({
          schoolId: account.uniqueId ?? '',
          password,
          email: account.email,
          welcomeEmailed,
          parent: parent
            ? {
                name: `${parent.account.firstName} ${parent.account.lastName}`,
                schoolId: parent.account.uniqueId ?? '',
                email: parent.account.email,
                password: parent.password,
                welcomeEmailed: parentWelcomeEmailed,
              }
            : null,
        })
        toast.success('Student account created')
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.byId.queryKey({ id: application.id }) })
      },
    }),
  )

  const close = () => {
    if (create.isPending) return
    setCreated(null)
    setCopied(false)
    create.reset()
    onClose()
  }

  return (
    <FormDialog
      open={open}
      size="md"
      busy={create.isPending}
      title={created ? 'Account created' : 'Create student account'}
      onClose={close}
    >
      {created ? (
        <div className="mt-4 space-y-4 text-sm text-slate-700">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">School ID</dt>
            <dd className="font-mono text-base font-bold text-brand-900">{created.schoolId}</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{created.email ?? 'None (signs in with the school ID)'}</dd>
          </dl>
          <div className="rounded-xl border-2 border-dashed border-gold-400 bg-gold-50 p-4">
            <p className="text-xs font-bold tracking-wide text-gold-700 uppercase">Password, shown only once</p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <code
                data-testid="one-time-password"
                className="rounded-md bg-white px-3 py-1.5 font-mono text-xl font-bold tracking-wider text-brand-950 select-all"
              >
                {created.password}
              </code>
              <button
                type="button"
                className={buttonStyles('outline', 'sm')}
                onClick={() =>
                  navigator.clipboard.writeText(created.password).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? 'Copied' : 'Copy password'}
              </button>
            </div>
            <p className="mt-2 text-xs text-slate-700">
              Give it to the family now. It cannot be shown again; an administrator can issue a new one with Reset
              password.
            </p>
          </div>
          {created.parent ? (
            <section aria-label="Parent account" className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-brand-900">
                {created.parent.password ? 'New parent account' : 'Linked to the existing parent account'}
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold">Name</dt>
                <dd>{created.parent.name}</dd>
                <dt className="font-semibold">School ID</dt>
                <dd className="font-mono font-bold text-brand-900">{created.parent.schoolId}</dd>
                <dt className="font-semibold">E-mail</dt>
                <dd className="break-all">{created.parent.email}</dd>
                {created.parent.password && (
                  <>
                    <dt className="font-semibold">Password</dt>
                    <dd
                      data-testid="parent-one-time-password"
                      className="font-mono font-bold text-brand-950 select-all"
                    >
                      {created.parent.password}
                    </dd>
                  </>
                )}
              </dl>
              {created.parent.welcomeEmailed && (
                <p className="mt-2 text-xs text-slate-700">
                  A welcome e-mail with a link to choose a password has gone to the parent.
                </p>
              )}
            </section>
          ) : (
            <p>
              No parent account was linked: the family e-mail belongs to a staff account. Link a guardian in User
              management.
            </p>
          )}
          <div className="flex justify-end">
            <button type="button" onClick={close} className={buttonStyles('primary', 'md')}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="mt-4 space-y-4">
          {create.error && <ErrorNote>{errorText(create.error)}</ErrorNote>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="account-first-name" label="First name" required error={errors.firstName?.message}>
              {(aria) => <input {...aria} className={inputClass} {...form.register('firstName')} />}
            </Field>
            <Field id="account-last-name" label="Last name" required error={errors.lastName?.message}>
              {(aria) => <input {...aria} className={inputClass} {...form.register('lastName')} />}
            </Field>
          </div>
          <Field
            id="account-email"
            label="Student's e-mail"
            optional
            hint={`Leave empty if the student has none: they sign in with their school ID. The family's ${application.email} becomes the parent account, linked to this child.`}
            error={errors.email?.message}
          >
            {(aria) => (
              <input {...aria} type="email" autoComplete="off" className={inputClass} {...form.register('email')} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              id="account-class"
              label="Class"
              required
              hint={
                application.session
                  ? `The class in the session applied for, ${application.session}.`
                  : "This academic year's class."
              }
              error={errors.className?.message}
            >
              {(aria) => <ClassSelect {...aria} {...form.register('className')} />}
            </Field>
            <Field id="account-section" label="Section" optional error={errors.section?.message}>
              {(aria) => <input {...aria} autoComplete="off" className={inputClass} {...form.register('section')} />}
            </Field>
            <Field id="account-roll-number" label="Roll number" optional error={errors.rollNumber?.message}>
              {(aria) => (
                <input
                  {...aria}
                  inputMode="numeric"
                  autoComplete="off"
                  className={inputClass}
                  {...form.register('rollNumber')}
                />
              )}
            </Field>
          </div>
          {streamShown && (
            <Field
              id="account-stream"
              label="Stream"
              hint={`Applied for: ${classWithStream(application.applyingForClass, application.stream)}.`}
              error={errors.stream?.message}
            >
              {(aria) => (
                <select {...aria} className={inputClass} {...form.register('stream')}>
                  <StreamOptions emptyLabel="No stream yet" />
                </select>
              )}
            </Field>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonStyles('outline', 'md')}>
              Cancel
            </button>
            <SubmitButton busy={create.isPending} label="Create account" busyLabel="Creating…" />
          </div>
        </form>
      )}
    </FormDialog>
  )
}
