// "Forgot password?", the page a reset or welcome link opens, and the profile's password change.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { applyFieldErrors } from '~/components/form/field-errors'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { Panel } from '~/components/ui/Panel'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import {
  changePasswordFormSchema,
  forgotPasswordSchema,
  passwordRuleHint,
  resetPasswordFormSchema,
  type ChangePasswordFormInput,
  type ForgotPasswordInput,
  type ResetPasswordFormInput,
} from '~/shared/password-schemas'
import { schoolIdExample } from '~/shared/school-id'
import { useTRPC } from '~/trpc/react'
import { SubmitButton } from '~/components/form/FormActions'

export const resetRequestedMessage =
  'If an account with an e-mail address matches, we have sent it a link to reset the password. The link works for 30 minutes. If nothing arrives, please contact the school office.'

export function ForgotPasswordForm() {
  const trpc = useTRPC()
  const id = useId()
  const hydrated = useHydrated()
  const [sent, setSent] = useState(false)
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { identifier: '' },
  })
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions({ onSuccess: () => setSent(true) }))
  const onSubmit = form.handleSubmit((values) => request.mutate(values))

  if (sent) {
    return (
      <div role="status" className="space-y-4">
        <p className="rounded-lg border border-leaf-500/30 bg-leaf-500/10 p-4 text-sm text-slate-800">
          {resetRequestedMessage}
        </p>
        <Link to="/login" className={buttonStyles('outline', 'md')}>
          Back to sign in
        </Link>
      </div>
    )
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {request.isError && <ErrorNote>{errorText(request.error)}</ErrorNote>}
      <Field
        id={`${id}-identifier`}
        label="School ID or Email"
        error={form.formState.errors.identifier?.message}
        hint={`Your school ID (e.g. ${schoolIdExample}) or the e-mail address of your account.`}
      >
        {(aria) => (
          <input
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass}
            {...aria}
            {...form.register('identifier')}
          />
        )}
      </Field>
      <SubmitButton
        busy={request.isPending}
        disabled={!hydrated}
        size="lg"
        className="w-full"
        label="Send reset link"
        busyLabel="Sending..."
      />
      <p className="text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  )
}

export function SetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const trpc = useTRPC()
  const id = useId()
  const hydrated = useHydrated()
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: onDone,
      onError: (error) => applyFieldErrors(error, form.setError, ['password']),
    }),
  )
  const onSubmit = form.handleSubmit((values) => reset.mutate({ token, password: values.password }))
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {reset.isError && <ErrorNote>{errorText(reset.error)}</ErrorNote>}
      <NewPasswordFields
        ids={[`${id}-password`, `${id}-confirm`]}
        errors={[errors.password?.message, errors.confirmPassword?.message]}
        inputs={[form.register('password'), form.register('confirmPassword')]}
      />
      <SubmitButton
        busy={reset.isPending}
        disabled={!hydrated}
        size="lg"
        className="w-full"
        label="Set password"
        busyLabel="Saving..."
      />
    </form>
  )
}

type NewPasswordFieldsProps = {
  /** The ids of the new password's box and of the repeat box. */
  ids: [password: string, confirm: string]
  errors: [password: string | undefined, confirm: string | undefined]
  inputs: [password: UseFormRegisterReturn, confirm: UseFormRegisterReturn]
}

/** "New password" with the rules under it, then "Repeat the new password". */
function NewPasswordFields({ ids, errors, inputs }: NewPasswordFieldsProps) {
  return (
    <>
      <Field id={ids[0]} label="New password" required error={errors[0]} hint={passwordRuleHint}>
        {(aria) => (
          <input type="password" autoComplete="new-password" className={inputClass} {...aria} {...inputs[0]} />
        )}
      </Field>
      <Field id={ids[1]} label="Repeat the new password" required error={errors[1]}>
        {(aria) => (
          <input type="password" autoComplete="new-password" className={inputClass} {...aria} {...inputs[1]} />
        )}
      </Field>
    </>
  )
}

const emptyChange: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The profile's "Change password": other devices are signed out, this one stays. */
export function ChangePasswordPanel() {
  const trpc = useTRPC()
  const id = useId()
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyChange,
  })
  const { errors } = form.formState
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: ({ endedSessions }) => {
        form.reset(emptyChange)
        toast.success(
          endedSessions > 0
            ? `Password changed. Signed out of ${endedSessions} other ${endedSessions === 1 ? 'device' : 'devices'}.`
            : 'Password changed',
        )
      },
      onError: (error) => applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword']),
    }),
  )
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  )
  return (
    <Panel
      flush
      title="Change password"
      description="Your other devices are signed out; this one stays signed in."
      className="mt-8"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 p-5 md:grid-cols-3">
        {change.isError && !errors.currentPassword && !errors.newPassword && (
          <ErrorNote className="md:col-span-3">{errorText(change.error)}</ErrorNote>
        )}
        <Field id={`${id}-current`} label="Current password" required error={errors.currentPassword?.message}>
          {(aria) => (
            <input
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...aria}
              {...form.register('currentPassword')}
            />
          )}
        </Field>
        <NewPasswordFields
          ids={[`${id}-new`, `${id}-confirm`]}
          errors={[errors.newPassword?.message, errors.confirmPassword?.message]}
          inputs={[form.register('newPassword'), form.register('confirmPassword')]}
        />
        <div className="md:col-span-3">
          <FormActions busy={change.isPending} submitLabel="Change password" busyLabel="Changing..." />
        </div>
      </form>
    </Panel>
  )
}

/** The narrow card of the password pages, on the sign-in page's blue. */
export function PasswordPageCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className="bg-brand-900 px-4 py-10 sm:px-6 sm:py-16">
      <section aria-labelledby={id} className="mx-auto max-w-md rounded-2xl bg-white px-6 py-8 shadow-2xl sm:px-10">
        <h1 id={id} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h1>
        <div aria-hidden="true" className="mt-3 h-1 w-12 rounded-full bg-gold-400" />
        <p className="mt-4 text-sm leading-relaxed text-slate-700">{intro}</p>
        <div className="mt-6">{children}</div>
      </section>
    </div>
  )
}
