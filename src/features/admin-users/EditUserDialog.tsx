import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import type { AppRouter } from '~/server/trpc/root'
import { updateUserSchema, type UpdateUserFormValues, type UpdateUserInput } from '~/shared/account-schemas'
import { useTRPC } from '~/trpc/react'
import { ContactFields } from './ContactFields'
import { GuardiansSection } from './GuardiansSection'
import { NameAndEmailFields, StudentFields, TeacherFields } from './profile-fields'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import { LoadingState } from '~/components/ui/states'
import { SubmitButton } from '~/components/form/FormActions'

type Detail = inferRouterOutputs<AppRouter>['users']['get']

/** Edits names and contact details; the role has its own screen. */
export function EditUserDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const trpc = useTRPC()
  const detail = useQuery({ ...trpc.users.get.queryOptions({ id: userId ?? '' }), enabled: userId !== null })
  return (
    <FormDialog open={userId !== null} title="Edit account details" onClose={onClose}>
      {detail.isPending && <LoadingState label="Loading the account..." />}
      {detail.isError && (
        <div className="space-y-4">
          <ErrorNote>{errorText(detail.error)}</ErrorNote>
          <button type="button" onClick={onClose} className={buttonStyles('outline', 'md')}>
            Close
          </button>
        </div>
      )}
      {detail.data && <EditForm key={detail.data.id} user={detail.data} onClose={onClose} />}
      {detail.data && <GuardiansSection userId={detail.data.id} role={detail.data.role} />}
    </FormDialog>
  )
}

function blankToEmpty<T extends Record<string, string | null>>(row: T | null): Record<keyof T, string> | undefined {
  if (!row) return undefined
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? ''])) as Record<keyof T, string>
}

/** The current year's class, section and roll number as the form's text values. */
function enrolmentValues(enrolment: Detail['enrolment']) {
  return {
    className: enrolment?.className ?? '',
    section: enrolment?.section ?? '',
    rollNumber: enrolment?.rollNumber ? String(enrolment.rollNumber) : '',
  }
}

function EditForm({ user, onClose }: { user: Detail; onClose: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string | null>(null)
  const showTeacher = user.role === 'teacher' || user.teacher !== null
  const showStudent = user.role === 'student' || user.student !== null

  const form = useForm<UpdateUserFormValues, unknown, UpdateUserInput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: {
      id: user.id,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email ?? '',
      ...(showTeacher ? { teacher: blankToEmpty(user.teacher) ?? {} } : {}),
      ...(showStudent ? { student: { ...blankToEmpty(user.student), ...enrolmentValues(user.enrolment) } } : {}),
      contact: { phone: user.phone ?? '', address: user.address ?? '' },
    },
  })
  const { errors } = form.formState

  const update = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: async () => {
        toast.success('Account updated')
        await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() })
        onClose()
      },
      onError: (error) => {
        const message = errorText(error)
        if (message === 'This email is already registered') form.setError('email', { message }, { shouldFocus: true })
        else setServerError(message)
      },
    }),
  )

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setServerError(null)
        update.mutate(values)
      })}
      className="mt-6 space-y-8"
    >
      {serverError && <ErrorNote>{serverError}</ErrorNote>}
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields
          idPrefix="edit"
          role={user.role}
          register={form.register}
          errors={errors}
          emailClassName="sm:col-span-2"
        />
      </div>
      {showTeacher && <TeacherFields idPrefix="edit" register={form.register} control={form.control} errors={errors} />}
      {showStudent && <StudentFields idPrefix="edit" register={form.register} control={form.control} errors={errors} />}
      <ContactFields register={form.register} errors={errors} phone={!showTeacher} address={!showStudent} />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={update.isPending} className={buttonStyles('outline', 'md')}>
          Cancel
        </button>
        <SubmitButton busy={update.isPending} label="Save changes" busyLabel="Saving..." />
      </div>
    </form>
  )
}
