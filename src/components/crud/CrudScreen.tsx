// The staff list screen: a panel listing rows with Edit and Delete, an "Add" button, a dialog holding the
// create/edit form and a delete confirmation. News, events, notices, the calendar, fee heads and inventory
// items are all built from it.
import { zodResolver } from '@hookform/resolvers/zod'
import type { ComponentType, ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { FormDialog } from '~/components/ui/FormDialog'
import { Pagination } from '~/components/ui/Pagination'
import { Panel } from '~/components/ui/Panel'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { useCrud, type Crud, type CrudOptions } from './useCrud'

type ListQuery = { isPending: boolean; isError: boolean; error: { message: string } | null; refetch: () => unknown }

export type CrudItem = { title: string; meta: ReactNode; badges?: ReactNode }

export type CrudPanelProps<Row> = {
  title: string
  description?: string
  /** The "Add" button's label; no button without it. */
  addLabel?: string
  query: ListQuery
  rows: readonly Row[] | undefined
  messages: { loading: string; error: (message: string) => string; empty: string }
  item: (row: Row) => CrudItem
  /** Splits the rows under subheadings (e.g. by month). */
  groups?: (rows: readonly Row[]) => Array<[label: string, rows: readonly Row[]]>
  pagination?: { page: number; pageCount: number; onChange: (page: number) => void; label: string }
}

/** One list panel of a CRUD screen, wired to `crud` for Add, Edit and Delete. */
export function CrudPanel<Row extends { id: string }, Values extends FieldValues>({
  crud,
  title,
  description,
  addLabel,
  query,
  rows,
  messages,
  item,
  groups,
  pagination,
}: CrudPanelProps<Row> & { crud: Crud<Row, Values> }) {
  const list = (shown: readonly Row[]) => (
    <ul className="divide-y divide-slate-200">
      {shown.map((row) => (
        <ItemRow
          key={row.id}
          {...item(row)}
          onEdit={() => crud.startEdit(row)}
          onDelete={() => crud.startDelete(row)}
        />
      ))}
    </ul>
  )
  return (
    <Panel
      flush
      title={title}
      description={description}
      actions={
        addLabel && (
          <button type="button" onClick={crud.startCreate} className={buttonStyles('primary', 'md')}>
            {addLabel}
          </button>
        )
      }
    >
      {query.isPending ? (
        <LoadingState label={messages.loading} />
      ) : query.isError || !rows ? (
        <ErrorState
          message={messages.error(query.error?.message ?? '')}
          onRetry={() => void query.refetch()}
          className="m-5"
        />
      ) : rows.length === 0 ? (
        <p className="px-5 py-10 text-center text-slate-600">{messages.empty}</p>
      ) : groups ? (
        groups(rows).map(([label, grouped]) => (
          <section key={label} aria-label={label}>
            <h3 className="border-b border-slate-200 bg-slate-50 px-5 py-2 text-sm font-bold tracking-wider text-slate-600 uppercase">
              {label}
            </h3>
            {list(grouped)}
          </section>
        ))
      ) : (
        list(rows)
      )}
      {pagination && rows && rows.length > 0 && (
        <Pagination {...pagination} className="border-t border-slate-200 px-5 py-3" />
      )}
    </Panel>
  )
}

/** One row: what it is on the left, Edit and Delete on the right. */
function ItemRow({ title, meta, badges, onEdit, onDelete }: CrudItem & { onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{title}</p>
          {badges}
        </div>
        <div className="mt-0.5 text-sm text-slate-600">{meta}</div>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={onEdit} className={buttonStyles('outline', 'sm')}>
          Edit<span className="sr-only"> {title}</span>
        </button>
        <button type="button" onClick={onDelete} className={buttonStyles('dangerOutline', 'sm')}>
          Delete<span className="sr-only"> {title}</span>
        </button>
      </div>
    </li>
  )
}

/** What the form of a CRUD screen is given: the row being edited (null to create), the save step and Cancel. */
export type CrudFormProps<Row, Values extends FieldValues> = {
  row: Row | null
  save: (values: Values, setError: UseFormSetError<Values>) => Promise<void>
  onCancel: () => void
}

/** A CRUD screen's form: checked against `schema` as the server checks it; a valid submit goes to `save`. */
export function useCrudForm<Input extends FieldValues, Values extends FieldValues>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
  save: (values: Values, setError: UseFormSetError<Input>) => Promise<void>,
) {
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues })
  const submit = form.handleSubmit((values) => save(values, form.setError))
  return { form, errors: form.formState.errors, submit }
}

export type CrudDialogsProps<Row, Values extends FieldValues> = {
  /** A line under the dialog's title ("Add {noun}" or "Edit {noun}"). */
  dialogDescription?: string
  /** The create/edit form, remounted for each row. */
  form: ComponentType<CrudFormProps<Row, Values>>
  /** The sentence under "Delete this {noun}?"; the row's title is quoted in it. */
  deleteMessage: (row: Row) => ReactNode
}

/** The create/edit dialog and the delete confirmation of a CRUD screen. */
export function CrudDialogs<Row extends { id: string }, Values extends FieldValues>({
  crud,
  dialogDescription,
  form: Form,
  deleteMessage,
}: CrudDialogsProps<Row, Values> & { crud: Crud<Row, Values> }) {
  const row = crud.editing?.row ?? null
  return (
    <>
      <FormDialog
        open={crud.editing !== null}
        title={`${row ? 'Edit' : 'Add'} ${crud.noun}`}
        description={dialogDescription}
        busy={crud.saving}
        onClose={crud.closeEditor}
      >
        {crud.editing && <Form key={row?.id ?? 'new'} row={row} save={crud.save} onCancel={crud.closeEditor} />}
      </FormDialog>
      <ConfirmDialog
        open={crud.deleting !== null}
        title={`Delete this ${crud.noun}?`}
        confirmLabel={`Delete ${crud.noun}`}
        pendingLabel="Deleting..."
        pending={crud.removing}
        danger
        onConfirm={() => void crud.confirmDelete()}
        onClose={crud.closeDelete}
      >
        {crud.deleting && <p>{deleteMessage(crud.deleting)}</p>}
      </ConfirmDialog>
    </>
  )
}

/** A CRUD screen of one list. Screens with several lists (events: upcoming and past) combine useCrud, CrudPanel and CrudDialogs. */
export function CrudScreen<Row extends { id: string }, Values extends FieldValues>(
  props: CrudOptions<Row, Values> & CrudPanelProps<Row> & CrudDialogsProps<Row, Values>,
) {
  const crud = useCrud<Row, Values>(props)
  return (
    <>
      <CrudPanel crud={crud} {...props} />
      <CrudDialogs crud={crud} {...props} />
    </>
  )
}
