import { useState } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { applyFieldErrors } from '~/components/form/field-errors'
import { failureMessage, successMessage } from './messages'

export type CrudOptions<Row, Values extends FieldValues> = {
  /** What one row is called in the toasts and the delete question, e.g. "news item". */
  noun: string
  create: (values: Values) => Promise<unknown>
  update: (row: Row, values: Values) => Promise<unknown>
  remove: (row: Row) => Promise<unknown>
  /** Refetches whatever the change shows up in. */
  afterChange: () => Promise<unknown>
}

type Editing<Row> = { row: Row | null } | null

/** The state of a staff list screen: which row is being edited or deleted, and the save and delete steps with their toasts. */
export function useCrud<Row, Values extends FieldValues>({
  noun,
  create,
  update,
  remove,
  afterChange,
}: CrudOptions<Row, Values>) {
  const [editing, setEditing] = useState<Editing<Row>>(null)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [saving, setSaving] = useState(false)
  const [removing, setRemoving] = useState(false)

  /** Creates or updates; on failure the server's field messages go on the form and a toast says why. */
  const save = async (values: Values, setError: UseFormSetError<Values>) => {
    const row = editing?.row ?? null
    const verb = row ? 'update' : 'create'
    setSaving(true)
    try {
      if (row) await update(row, values)
      else await create(values)
      toast.success(successMessage(noun, verb))
      setEditing(null)
      await afterChange()
    } catch (error) {
      applyFieldErrors(error, setError)
      toast.error(failureMessage(noun, verb, error))
    } finally {
      setSaving(false)
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    setRemoving(true)
    try {
      await remove(deleting)
      toast.success(successMessage(noun, 'delete'))
      setDeleting(null)
      await afterChange()
    } catch (error) {
      toast.error(failureMessage(noun, 'delete', error))
    } finally {
      setRemoving(false)
    }
  }

  return {
    noun,
    editing,
    deleting,
    saving,
    removing,
    startCreate: () => setEditing({ row: null }),
    startEdit: (row: Row) => setEditing({ row }),
    startDelete: (row: Row) => setDeleting(row),
    closeEditor: () => setEditing(null),
    closeDelete: () => setDeleting(null),
    save,
    confirmDelete,
  }
}

export type Crud<Row, Values extends FieldValues> = ReturnType<typeof useCrud<Row, Values>>
