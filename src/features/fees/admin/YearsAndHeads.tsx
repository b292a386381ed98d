import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { formatDateKeyNumeric } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { Pill } from '~/components/ui/Pill'
import { SetupCard, SetupDialog, SetupList } from './FeeSetup'

// ---------- years ----------

export function YearsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const years = useQuery(trpc.fees.setup.years.list.queryOptions())
  const [name, setName] = useState('')
  const [makeCurrent, setMakeCurrent] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  const create = useMutation(
    trpc.fees.setup.years.create.mutationOptions({
      onSuccess: async (year) => {
        toast.success(`Year ${year.name} added`)
        setName('')
        setMakeCurrent(false)
        await refresh()
      },
    }),
  )
  const setCurrent = useMutation(
    trpc.fees.setup.years.setCurrent.mutationOptions({
      onSuccess: async (year) => {
        toast.success(`${year.name} is now the current year`)
        confirmSwitch.close()
        await refresh()
      },
    }),
  )
  const confirmSwitch = useConfirmTarget(setCurrent, (year: { id: string; name: string }) => ({ id: year.id }))
  const switching = confirmSwitch.target
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate({ name: name.trim(), makeCurrent })
  }

  return (
    <SetupCard
      title="Academic years"
      description="April to March, written like 2026-27. Exactly one year is current: the counter, the reports and new terms use it."
    >
      <SetupList
        query={years}
        items={(list) => list}
        loadingLabel="Loading years..."
        empty="No academic year yet. Add the first one below; it becomes the current year."
      >
        {(year) => (
          <>
            <div>
              <p className="font-semibold">
                {year.name} {year.isCurrent && <Pill tone="success">Current</Pill>}
              </p>
              <p className="text-sm text-slate-600">
                {formatDateKeyNumeric(year.startDate)} to {formatDateKeyNumeric(year.endDate)} ·{' '}
                {year.nextReceiptNumber - 1} receipt(s) numbered
              </p>
            </div>
            {!year.isCurrent && (
              <button
                type="button"
                onClick={() => confirmSwitch.ask({ id: year.id, name: year.name })}
                className={buttonStyles('outline', 'sm')}
              >
                Make current<span className="sr-only"> {year.name}</span>
              </button>
            )}
          </>
        )}
      </SetupList>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-wrap items-end gap-4">
        <Field id="year-name" label="New year" hint="For example 2027-28">
          {(aria) => (
            <input
              {...aria}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="2027-28"
              className={inputClass}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={makeCurrent}
            onChange={(event) => setMakeCurrent(event.target.checked)}
            className="size-4 rounded border-slate-400"
          />
          Make it the current year
        </label>
        <button type="submit" disabled={create.isPending} className={buttonStyles('primary', 'md')}>
          {create.isPending ? 'Adding...' : 'Add year'}
        </button>
      </form>
      {create.error && (
        <div className="mt-3">
          <ErrorNote>{errorText(create.error)}</ErrorNote>
        </div>
      )}
      <ConfirmDialog
        {...confirmSwitch.dialog}
        title={`Make ${switching?.name} the current year?`}
        confirmLabel="Make current"
        pendingLabel="Switching..."
      >
        <p>
          The counter, reports and set-up screens will work with {switching?.name} from now on. Receipts already issued
          keep their numbers.
        </p>
      </ConfirmDialog>
    </SetupCard>
  )
}

// ---------- heads ----------

type HeadDraft = { id?: string; name: string; description: string }

export function HeadsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions({ includeArchived: true }))
  const [draft, setDraft] = useState<HeadDraft | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.fees.setup.pathKey() })
  const onSaved = async (message: string) => {
    toast.success(message)
    setDraft(null)
    await refresh()
  }
  const create = useMutation(
    trpc.fees.setup.heads.create.mutationOptions({ onSuccess: (head) => onSaved(`${head.name} added`) }),
  )
  const update = useMutation(
    trpc.fees.setup.heads.update.mutationOptions({ onSuccess: (head) => onSaved(`${head.name} saved`) }),
  )
  const archive = useMutation(
    trpc.fees.setup.heads.archive.mutationOptions({
      onSuccess: async ({ archived }) => {
        toast.success(archived ? 'Head archived' : 'Head restored')
        await refresh()
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  )
  const saving = create.isPending || update.isPending
  const saveError = create.error ?? update.error

  const open = (next: HeadDraft) => {
    create.reset()
    update.reset()
    setDraft(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!draft) return
    const values = { name: draft.name.trim(), description: draft.description.trim() || undefined }
    if (draft.id) update.mutate({ id: draft.id, ...values })
    else create.mutate(values)
  }

  return (
    <SetupCard
      title="Fee heads"
      description="What fees are charged for. An archived head stays on charges already issued but cannot be added to a structure."
      actions={
        <button
          type="button"
          onClick={() => open({ name: '', description: '' })}
          className={buttonStyles('primary', 'md')}
        >
          Add head
        </button>
      }
    >
      <SetupList query={heads} items={(list) => list} loadingLabel="Loading fee heads..." empty="No fee heads yet.">
        {(head) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold">
                {head.name} {head.archived && <Pill tone="warning">Archived</Pill>}
              </p>
              {head.description && <p className="text-sm text-slate-600">{head.description}</p>}
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => open({ id: head.id, name: head.name, description: head.description ?? '' })}
                className={buttonStyles('outline', 'sm')}
              >
                Edit<span className="sr-only"> {head.name}</span>
              </button>
              <button
                type="button"
                disabled={archive.isPending}
                onClick={() => archive.mutate({ id: head.id, archived: !head.archived })}
                className={buttonStyles('ghost', 'sm')}
              >
                {head.archived ? 'Restore' : 'Archive'}
                <span className="sr-only"> {head.name}</span>
              </button>
            </div>
          </>
        )}
      </SetupList>
      <SetupDialog
        draft={draft}
        title={draft?.id ? 'Edit fee head' : 'Add fee head'}
        size="md"
        busy={saving}
        error={saveError}
        submitLabel="Save"
        onSubmit={submit}
        onClose={() => setDraft(null)}
      >
        {(draft) => (
          <>
            <Field id="head-name" label="Name" required>
              {(aria) => (
                <input
                  {...aria}
                  value={draft.name}
                  maxLength={60}
                  onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="head-description" label="Description" optional>
              {(aria) => (
                <input
                  {...aria}
                  value={draft.description}
                  maxLength={200}
                  onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                  className={inputClass}
                />
              )}
            </Field>
          </>
        )}
      </SetupDialog>
    </SetupCard>
  )
}
