// The staff list screen: a panel listing rows with Edit, Archive and Delete (each when the screen has that step)
// and actions of its own, an "Add" button, a dialog holding the create/edit form (with a preview step where a save
// needs a second look) and a delete confirmation. News, events, notices, the calendar and the fee set-up's years,
// heads, terms, enrolments and concessions are built from it.
import type { FieldValues } from 'react-hook-form'
import { CrudDialogs, type CrudDialogsProps } from './CrudDialogs'
import { CrudPanel, type CrudPanelProps } from './CrudPanel'
import { useCrud, type CrudOptions } from './useCrud'

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
