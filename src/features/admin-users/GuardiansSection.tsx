// User management's guardian links: a student's guardians (at most two) with Unlink, and a
// small form to link a parent account by e-mail or school ID; a parent's children are listed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { inputClass } from '~/components/form/Field'
import { Options } from '~/components/form/Options'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import { guardianRelationLabels, guardianRelationOptions } from '~/shared/password-schemas'
import { useTRPC } from '~/trpc/react'

type Relation = (typeof guardianRelationOptions)[number]

export function GuardiansSection({ userId, role }: { userId: string; role: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const id = useId()
  const links = useQuery({
    ...trpc.users.guardians.queryOptions({ id: userId }),
    enabled: role === 'student' || role === 'parent',
  })
  const [parent, setParent] = useState('')
  const [relation, setRelation] = useState<Relation>('guardian')
  const refresh = (data: unknown) =>
    queryClient.setQueryData(trpc.users.guardians.queryKey({ id: userId }), data as never)
  const link = useMutation(
    trpc.users.linkGuardian.mutationOptions({
      onSuccess: (data) => {
        refresh(data)
        setParent('')
        toast.success('Guardian linked')
      },
    }),
  )
  const unlink = useMutation(
    trpc.users.unlinkGuardian.mutationOptions({
      onSuccess: (data) => {
        refresh(data)
        confirmUnlink.close()
        toast.success('Guardian unlinked')
      },
    }),
  )
  const confirmUnlink = useConfirmTarget(unlink, (person: { id: string; name: string }) => ({
    studentId: userId,
    parentId: person.id,
  }))
  if (role !== 'student' && role !== 'parent') return null
  const onLink = (event: FormEvent) => {
    event.preventDefault()
    link.mutate({ studentId: userId, parent, relation })
  }
  const rows = role === 'student' ? (links.data?.guardians ?? []) : (links.data?.children ?? [])
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={`${id}-title`} className="font-display text-lg font-bold text-brand-900">
        {role === 'student' ? 'Guardians' : 'Children'}
      </h3>
      {links.isError && <ErrorNote>{errorText(links.error)}</ErrorNote>}
      {links.isSuccess && rows.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {role === 'student' ? 'No guardian linked yet.' : 'No child linked yet.'}
        </p>
      )}
      <ul className="mt-2 divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-semibold text-slate-900">{`${row.firstName} ${row.lastName}`}</span>
              <span className="text-slate-600">
                {' '}
                · {guardianRelationLabels[row.relation]} · {row.email ?? row.uniqueId}
              </span>
            </span>
            {role === 'student' && (
              <button
                type="button"
                onClick={() => confirmUnlink.ask({ id: row.id, name: `${row.firstName} ${row.lastName}` })}
                className={buttonStyles('dangerOutline', 'sm')}
              >
                Unlink<span className="sr-only"> {`${row.firstName} ${row.lastName}`}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {role === 'student' && rows.length < 2 && (
        <form onSubmit={onLink} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-parent`} className="block text-sm font-semibold text-slate-800">
              Parent account (e-mail or school ID)
            </label>
            <input
              id={`${id}-parent`}
              value={parent}
              onChange={(event) => setParent(event.target.value)}
              autoComplete="off"
              className={`${inputClass} mt-1.5`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-relation`} className="block text-sm font-semibold text-slate-800">
              Relation
            </label>
            <select
              id={`${id}-relation`}
              value={relation}
              onChange={(event) => setRelation(event.target.value as Relation)}
              className={`${inputClass} mt-1.5`}
            >
              <Options values={guardianRelationOptions} label={(option) => guardianRelationLabels[option]} />
            </select>
          </div>
          <button type="submit" disabled={link.isPending || !parent.trim()} className={buttonStyles('outline', 'md')}>
            {link.isPending ? 'Linking...' : 'Link guardian'}
          </button>
          {link.isError && <ErrorNote className="sm:col-span-3">{errorText(link.error)}</ErrorNote>}
        </form>
      )}
      <ConfirmDialog
        {...confirmUnlink.dialog}
        title="Unlink guardian?"
        confirmLabel="Unlink"
        pendingLabel="Unlinking..."
        danger
      >
        {confirmUnlink.target?.name} will no longer see this student on their dashboard or in the fee portal.
      </ConfirmDialog>
    </section>
  )
}
