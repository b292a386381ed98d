// The Departments screen: the list of departments (and people) stock is issued to, kept by the storekeeper: add,
// rename, archive (an archived name is no longer offered by the issue form; its movements keep it). Below, what each
// department took over a date range: units issued and returned, and the value it kept at today's unit costs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { inputClass, labelClass } from '~/components/form/Field'
import { DateFilter } from '~/components/form/filters'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import { departmentLimits } from '~/shared/inventory-store'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { InventoryPageHeader } from './InventoryLayout'
import { ArchivedBadge } from './ui'

type Department = { id: string; name: string; archived: boolean }

function useInvalidate() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })
}

function AddDepartment() {
  const trpc = useTRPC()
  const invalidate = useInvalidate()
  const id = useId()
  const [name, setName] = useState('')
  const add = useMutation(
    trpc.inventory.createDepartment.mutationOptions({
      onSuccess: async (created) => {
        toast.success(`${created.name} added to the departments.`)
        setName('')
        await invalidate()
      },
    }),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate({ name })
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          New department or person
        </label>
        <input
          id={id}
          type="text"
          value={name}
          maxLength={departmentLimits.name}
          onChange={(event) => setName(event.target.value)}
          className={`mt-1.5 ${inputClass}`}
          aria-describedby={add.error ? `${id}-error` : undefined}
        />
      </div>
      <button type="submit" disabled={add.isPending} className={buttonStyles('primary', 'md')}>
        {add.isPending ? 'Adding...' : 'Add department'}
      </button>
      {add.error && (
        <p id={`${id}-error`} className="w-full text-sm text-red-700">
          {errorText(add.error)}
        </p>
      )}
    </form>
  )
}

function DepartmentRow({ department }: { department: Department }) {
  const trpc = useTRPC()
  const invalidate = useInvalidate()
  const inputId = useId()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(department.name)
  const rename = useMutation(
    trpc.inventory.renameDepartment.mutationOptions({
      onSuccess: async () => {
        setEditing(false)
        await invalidate()
      },
    }),
  )
  const archive = useMutation(
    trpc.inventory.setDepartmentArchived.mutationOptions({
      onSuccess: async (changed) => {
        toast.success(`${changed.name} ${changed.archived ? 'archived' : 'restored'}.`)
        await invalidate()
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  )
  return (
    <tr className="align-top">
      <td className="py-2 pr-3">
        {editing ? (
          <form
            className="flex flex-wrap gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              rename.mutate({ id: department.id, name })
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              New name for {department.name}
            </label>
            <input
              id={inputId}
              type="text"
              value={name}
              maxLength={departmentLimits.name}
              onChange={(event) => setName(event.target.value)}
              className={inputClass}
            />
            <button type="submit" disabled={rename.isPending} className={buttonStyles('primary', 'sm')}>
              Save
            </button>
            <button
              type="button"
              onClick={() => {
                setEditing(false)
                setName(department.name)
                rename.reset()
              }}
              className={buttonStyles('ghost', 'sm')}
            >
              Cancel
            </button>
            {rename.error && <p className="w-full text-sm text-red-700">{errorText(rename.error)}</p>}
          </form>
        ) : (
          <span className="font-semibold text-slate-900">{department.name}</span>
        )}
      </td>
      <td className="py-2 pr-3">{department.archived ? <ArchivedBadge /> : 'Active'}</td>
      <td className="py-2 text-right whitespace-nowrap">
        {!editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={buttonStyles('ghost', 'sm')}
            aria-label={`Rename ${department.name}`}
          >
            Rename
          </button>
        )}
        <button
          type="button"
          disabled={archive.isPending}
          onClick={() => archive.mutate({ id: department.id, archived: !department.archived })}
          className={buttonStyles('ghost', 'sm')}
          aria-label={`${department.archived ? 'Restore' : 'Archive'} ${department.name}`}
        >
          {department.archived ? 'Restore' : 'Archive'}
        </button>
      </td>
    </tr>
  )
}

function Usage() {
  const trpc = useTRPC()
  const ids = { from: useId(), to: useId() }
  const [range, setRange] = useState<{ from?: string; to?: string }>({})
  const usage = useQuery(trpc.inventory.departmentUsage.queryOptions(range))
  return (
    <Panel headingId="usage-heading" title="Usage per department">
      <p className="text-sm text-slate-700">
        Units issued and returned by the day they happened; the value is what was kept (issued less returned) at each
        item&apos;s unit cost today.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <DateFilter
          id={ids.from}
          label="From"
          value={range.from}
          max={range.to}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <DateFilter
          id={ids.to}
          label="To"
          value={range.to}
          min={range.from}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
        />
      </div>
      {usage.error && (
        <div className="mt-4">
          <ErrorNote>{errorText(usage.error)}</ErrorNote>
        </div>
      )}
      {usage.data && usage.data.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">Nothing was issued to a listed department in this range.</p>
      )}
      {usage.data && usage.data.length > 0 && (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Usage per department">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Usage per department</caption>
            <TableHead
              className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
              cellClass="py-2 pr-3"
              columns={['Department', 'Issued', 'Returned', 'Kept', { label: 'Value', className: 'py-2 text-right' }]}
            />
            <tbody className="divide-y divide-slate-100">
              {usage.data.map((row) => (
                <tr key={row.id}>
                  <td className="py-2 pr-3 font-semibold text-slate-900">{row.name}</td>
                  <td className="py-2 pr-3 tabular-nums">{row.issued}</td>
                  <td className="py-2 pr-3 tabular-nums">{row.returned}</td>
                  <td className="py-2 pr-3 tabular-nums">{row.net}</td>
                  <td className="py-2 text-right tabular-nums">{formatPaise(row.valuePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  )
}

export function Departments() {
  const trpc = useTRPC()
  const list = useQuery(trpc.inventory.departments.queryOptions({ includeArchived: true }))
  return (
    <>
      <InventoryPageHeader
        title="Departments"
        description="Who stock is issued to. The issue form offers the active ones; archived names stay on old movements."
      />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel headingId="departments-heading" title="The list">
          <AddDepartment />
          {list.error && (
            <div className="mt-4">
              <ErrorNote>{errorText(list.error)}</ErrorNote>
            </div>
          )}
          {list.data && list.data.length === 0 && (
            <p className="mt-4 text-sm text-slate-600">No departments yet. Add the first above.</p>
          )}
          {list.data && list.data.length > 0 && (
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Departments</caption>
              <TableHead
                className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
                cellClass="py-2 pr-3"
                columns={['Name', 'Status', { label: 'Actions', className: 'py-2 text-right' }]}
              />
              <tbody className="divide-y divide-slate-100">
                {list.data.map((department) => (
                  <DepartmentRow key={`${department.id}-${department.name}`} department={department} />
                ))}
              </tbody>
            </table>
          )}
        </Panel>
        <Usage />
      </div>
    </>
  )
}
