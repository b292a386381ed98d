import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { createUserSchema, type CreateUserFormValues, type CreateUserInput } from '~/shared/account-schemas'
import { roleLabels, roles } from '~/shared/roles'
import { schoolIdPrefixes } from '~/shared/school-id'
import { useTRPC } from '~/trpc/react'
import { NameAndEmailFields, StudentFields, TeacherFields } from './profile-fields'
import { Field, inputClass } from '~/components/form/Field'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { OneTimePassword, RolePill } from './ui'
import { PrintSlipsButton } from './CredentialSlips'
import { SubmitButton } from '~/components/form/FormActions'

const emptyForm: CreateUserFormValues = { role: 'student', firstName: '', lastName: '', email: '', schoolId: '' }

type Created = {
  name: string
  email: string
  schoolId: string | null
  role: CreateUserInput['role']
  password: string
  welcomeEmailed: boolean
}

export function RegistrationForm() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [created, setCreated] = useState<Created | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)

  // Hidden teacher/student fields drop out of the values, so only the chosen role's section is validated.
  const form = useForm<CreateUserFormValues, unknown, CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: emptyForm,
    shouldUnregister: true,
  })
  const { errors, isSubmitting } = form.formState
  const role = form.watch('role')

  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async ({ user, password, welcomeEmailed }) => {
        setCreated({
          name: `${user.firstName} ${user.lastName}`,
          email: user.email ?? '',
          schoolId: user.uniqueId,
          role: user.role,
          password,
          welcomeEmailed,
        })
        form.reset(emptyForm)
        toast.success('Account created')
        await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() })
        requestAnimationFrame(() => resultRef.current?.focus())
      },
      onError: (error) => {
        const message = errorText(error)
        if (message === 'This email is already registered') form.setError('email', { message }, { shouldFocus: true })
        else setServerError(message)
        toast.error(message)
      },
    }),
  )

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null)
    create.mutate(values)
  })

  if (created) {
    return (
      <Panel padded>
        <h2 ref={resultRef} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 focus:outline-none">
          Account created
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">Name</dt>
            <dd className="mt-1 text-base font-semibold text-slate-900">{created.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">Role</dt>
            <dd className="mt-1">
              <RolePill role={created.role} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">E-mail</dt>
            <dd className="mt-1 break-all text-slate-900">{created.email || 'No e-mail'}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">School ID</dt>
            <dd className="mt-1 font-mono text-lg font-bold text-slate-900">{created.schoolId}</dd>
          </div>
        </dl>
        <div className="mt-6">
          <OneTimePassword id="created-password" password={created.password} />
        </div>
        <p className="mt-4 text-sm text-slate-700">
          {created.welcomeEmailed &&
            'A welcome e-mail with a link to choose their own password has gone to this address. '}
          They sign in at /login with the school ID or the e-mail address and this password.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {created.schoolId && (
            <PrintSlipsButton
              slips={[{ name: created.name, schoolId: created.schoolId, password: created.password }]}
              variant="outline"
            />
          )}
          <button type="button" onClick={() => setCreated(null)} className={buttonStyles('primary', 'md')}>
            Register another account
          </button>
          <Link to="/admin/user-management" className={buttonStyles('outline', 'md')}>
            Go to user management
          </Link>
        </div>
      </Panel>
    )
  }

  return (
    <Panel padded>
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-8">
        {serverError && <ErrorNote>{serverError}</ErrorNote>}
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 font-display text-lg font-bold text-brand-900">Account</legend>
          <Field id="reg-role" label="Role" className="sm:col-span-2" error={errors.role?.message}>
            {(aria) => (
              <select className={inputClass} {...aria} {...form.register('role')}>
                {roles.map((value) => (
                  <option key={value} value={value}>
                    {roleLabels[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <NameAndEmailFields idPrefix="reg" role={role} register={form.register} errors={errors} />
          <Field
            id="reg-school-id"
            label="School ID"
            optional
            hint={`Three letters and six digits. Leave blank to generate one, e.g. ${schoolIdPrefixes[role] ?? 'STU'}123456.`}
            error={errors.schoolId?.message}
          >
            {(aria) => (
              <input
                autoComplete="off"
                autoCapitalize="characters"
                className={`${inputClass} uppercase`}
                {...aria}
                {...form.register('schoolId')}
              />
            )}
          </Field>
        </fieldset>

        {role === 'teacher' && (
          <TeacherFields idPrefix="reg" register={form.register} control={form.control} errors={errors} />
        )}
        {role === 'student' && (
          <StudentFields idPrefix="reg" register={form.register} control={form.control} errors={errors} />
        )}

        <div className="flex flex-col gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            A 10-character password is generated and shown once after the account is created.
          </p>
          <SubmitButton
            busy={create.isPending}
            disabled={isSubmitting}
            size="lg"
            label="Create account"
            busyLabel="Creating account..."
          />
        </div>
      </form>
    </Panel>
  )
}
