import { Suspense, useState, type ComponentType, type ReactNode } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { FormDialog } from '~/components/ui/FormDialog'
import { LoadingState } from '~/components/ui/states'
import type { Crud } from './useCrud'

/** What the form of a CRUD screen is given: the row being edited (null to create), the save step and Cancel. */
export type CrudFormProps<Row, Values extends FieldValues> = {
  row: Row | null
  save: (values: Values, setError: UseFormSetError<Values>) => Promise<void>
  onCancel: () => void
}

export type CrudDialogsProps<Row, Values extends FieldValues> = {
  /** The dialog's title; "Add {noun}" or "Edit {noun}" by default. */
  dialogTitle?: (row: Row | null) => string
  /** A line under the dialog's title. */
  dialogDescription?: string
  dialogSize?: 'md' | 'lg'
  /** The create/edit form, remounted for each row. */
  form: ComponentType<CrudFormProps<Row, Values>>
  /**
   * A preview step: a checked form shows what will be saved, with Back and `preview.confirmLabel`, before anything
   * is sent (a change that moves money, such as a concession).
   */
  preview?: { render: (values: Values, row: Row | null) => ReactNode; confirmLabel: string }
  /** The sentence under "Delete this {noun}?"; the row's title is quoted in it. */
  deleteMessage?: (row: Row) => ReactNode
}

type Previewing<Values extends FieldValues> = { values: Values; setError: UseFormSetError<Values> }

/** The create/edit dialog (with its preview step, if any) and the delete confirmation of a CRUD screen. */
export function CrudDialogs<Row extends { id: string }, Values extends FieldValues>({
  crud,
  dialogTitle,
  dialogDescription,
  dialogSize,
  form: Form,
  preview,
  deleteMessage,
}: CrudDialogsProps<Row, Values> & { crud: Crud<Row, Values> }) {
  const row = crud.editing?.row ?? null
  const [previewing, setPreviewing] = useState<Previewing<Values> | null>(null)
  const close = () => {
    setPreviewing(null)
    crud.closeEditor()
  }
  // With a preview, a checked form goes to the preview; the save happens on its confirm button.
  const save = preview
    ? async (values: Values, setError: UseFormSetError<Values>) => setPreviewing({ values, setError })
    : crud.save
  const confirm = async () => {
    if (!previewing) return
    await crud.save(previewing.values, previewing.setError)
    // Still open: the save failed and its messages are on the form's fields.
    setPreviewing(null)
  }
  return (
    <>
      <FormDialog
        open={crud.editing !== null}
        title={dialogTitle?.(row) ?? `${row ? 'Edit' : 'Add'} ${crud.noun}`}
        description={dialogDescription}
        size={dialogSize}
        busy={crud.saving}
        onClose={close}
      >
        {crud.editing && (
          // The form stays mounted behind the preview, so Back finds what was typed.
          <div hidden={previewing !== null}>
            {/* A screen may load its form on the first opening (React.lazy). */}
            <Suspense fallback={<LoadingState label="Loading the form..." />}>
              <Form key={row?.id ?? 'new'} row={row} save={save} onCancel={close} />
            </Suspense>
          </div>
        )}
        {preview && previewing && (
          <div className="space-y-5">
            {preview.render(previewing.values, row)}
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => setPreviewing(null)}
                disabled={crud.saving}
                className={buttonStyles('outline', 'md')}
              >
                Back
              </button>
              <button
                type="button"
                onClick={() => void confirm()}
                disabled={crud.saving}
                className={buttonStyles('primary', 'md')}
              >
                {crud.saving ? 'Saving...' : preview.confirmLabel}
              </button>
            </div>
          </div>
        )}
      </FormDialog>
      {deleteMessage && (
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
      )}
    </>
  )
}
