// What the staff content screens share beyond the CRUD screen.
import type { ReactNode } from 'react'

/** The delete question's sentence for anything shown on the public website. */
export function removedFromWebsite(row: { title: string }): ReactNode {
  return <>&ldquo;{row.title}&rdquo; will be removed from the website at once. This cannot be undone.</>
}
