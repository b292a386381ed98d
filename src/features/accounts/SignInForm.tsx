import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useHydrated, useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { cx } from '~/components/ui/cx'
import { inputClass } from '~/components/form/Field'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { loginSchema, type LoginInput } from '~/shared/account-schemas'
import { safeRedirectPath } from '~/shared/identifier'
import type { Role } from '~/shared/roles'
import { schoolIdExample } from '~/shared/school-id'
import { useTRPC } from '~/trpc/react'
import { SubmitButton } from '~/components/form/FormActions'

type SignInFormProps = {
  /** Where to go after signing in; anything not on this site becomes /dashboard. */
  redirectTo?: string
  /** Portal sign-ins admit only these roles (checked by the server). */
  allowedRoles?: Role[]
}

export function failedSignInsNotice(count: number): string {
  return `${count} failed sign-in ${count === 1 ? 'attempt' : 'attempts'} since your last visit. If that was not you, please tell the school office.`
}

export function SignInForm({ redirectTo, allowedRoles }: SignInFormProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const router = useRouter()
  const ids = { identifier: useId(), password: useId(), hint: useId(), error: useId() }
  const [showPassword, setShowPassword] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  // Before hydration a click would submit the form natively; the button waits for React instead.
  const hydrated = useHydrated()

  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  })
  const { errors } = form.formState

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async ({ failedSignIns, ...user }) => {
        queryClient.setQueryData(trpc.auth.me.queryKey(), user)
        toast.success('Logged in successfully')
        // Wrong passwords typed for this account since its last sign-in (from anywhere): the owner should know.
        if (failedSignIns > 0) toast.warning(failedSignInsNotice(failedSignIns), { duration: 10_000 })
        // Pages cached while signed out (or as someone else) must be fetched again.
        queryClient.removeQueries({ type: 'inactive' })
        await router.navigate({ href: safeRedirectPath(redirectTo) })
      },
      onError: (error) => {
        const message = errorText(error)
        setServerError(message)
        // Identical errors are not toasted twice within 5 s.
        toast.error(message, { id: `login:${message}`, duration: 5000 })
        form.resetField('password')
        form.setFocus('password')
      },
    }),
  )

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null)
    login.mutate(allowedRoles ? { ...values, allowedRoles } : values)
  })

  const validationError = errors.identifier?.message ?? errors.password?.message
  const message = validationError ?? serverError

  return (
    // method="post": should a submit ever slip through natively, the password stays out of the URL.
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={message ? ids.error : undefined}
      className="space-y-5"
    >
      {message && <ErrorNote id={ids.error}>{message}</ErrorNote>}

      <div>
        <label htmlFor={ids.identifier} className="block text-sm font-semibold text-slate-800">
          School ID or Email
        </label>
        <input
          id={ids.identifier}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={`e.g. ${schoolIdExample}`}
          aria-describedby={ids.hint}
          aria-invalid={errors.identifier ? true : undefined}
          className={cx(inputClass, 'mt-1.5')}
          {...form.register('identifier')}
        />
        <p id={ids.hint} className="mt-1.5 text-xs text-slate-600">
          A school ID is three letters followed by six digits, for example {schoolIdExample}.
        </p>
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={ids.password} className="block text-sm font-semibold text-slate-800">
            Password
          </label>
          <Link
            to="/forgot-password"
            className="rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <div className="relative mt-1.5">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            className={cx(inputClass, 'pr-20')}
            {...form.register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-controls={ids.password}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-500"
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      </div>

      <SubmitButton
        busy={login.isPending}
        disabled={!hydrated}
        size="lg"
        className="w-full"
        label="Sign In"
        busyLabel="Signing in..."
      />
    </form>
  )
}
