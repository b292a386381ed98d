import { useState } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { applyFieldErrors } from '~/components/form/field-errors'
import { failureMessage, successMessage } from './messages'

export type CrudOptions<Row, Values extends FieldValues> = {
  /** What one row is called in the toasts and the delete question, e.g. "news item". */
  noun: string
  /** No "Add" without it. */
  create?: (values: Values) => Promise<unknown>
  /** No "Edit" on the rows without it. */
  update?: (row: Row, values: Values) => Promise<unknown>
  /** No "Delete" on the rows without it. */
  remove?: (row: Row) => Promise<unknown>
  /** An "Archive" / "Restore" row action: the row stays, set aside (a fee head no longer charged). */
  archive?: { isArchived: (row: Row) => boolean; set: (row: Row, archived: boolean) => Promise<unknown> }
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
  archive,
  afterChange,
}: CrudOptions<Row, Values>) {
  const [editing, setEditing] = useState<Editing<Row>>(null)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [saving, setSaving] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [archiving, setArchiving] = useState(false)

  /** Creates or updates; on failure the server's field messages go on the form and a toast says why. */
  const save = async (values: Values, setError: UseFormSetError<Values>) => {
    const row = editing?.row ?? null
    const verb = row ? 'update' : 'create'
    setSaving(true)
    try {
      if (row) await update?.(row, values)
      else await create?.(values)
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
    if (!deleting || !remove) return
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

  const toggleArchived = async (row: Row) => {
    if (!archive) return
    const verb = archive.isArchived(row) ? 'restore' : 'archive'
    setArchiving(true)
    try {
      await archive.set(row, verb === 'archive')
      toast.success(successMessage(noun, verb))
      await afterChange()
    } catch (error) {
      toast.error(failureMessage(noun, verb, error))
    } finally {
      setArchiving(false)
    }
  }

  return {
    noun,
    can: { create: !!create, update: !!update, remove: !!remove },
    archive,
    editing,
    deleting,
    saving,
    removing,
    archiving,
    startCreate: () => setEditing({ row: null }),
    startEdit: (row: Row) => setEditing({ row }),
    startDelete: (row: Row) => setDeleting(row),
    closeEditor: () => setEditing(null),
    closeDelete: () => setDeleting(null),
    save,
    confirmDelete,
    toggleArchived,
  }
}

export type Crud<Row, Values extends FieldValues> = ReturnType<typeof useCrud<Row, Values>>
