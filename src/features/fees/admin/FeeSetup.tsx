// /admin/fees: the admin's fee set-up, one section per tab (kept in the URL): years, heads, terms with their
// late rules, the structure grid per class, concessions, and issuing a term's charges.
import type { FormEvent, ReactNode } from 'react'
import { FormActions } from '~/components/form/FormActions'
import { TabLink } from '~/components/layout/TabLink'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import { Panel } from '~/components/ui/Panel'
import { QueryStates, type StatesQuery } from '~/components/ui/states'
import { ConcessionsSection } from './ConcessionsSection'
import { EnrolmentsSection } from './EnrolmentsSection'
import { FineWaiverSection } from './FineWaiverSection'
import { IssueSection } from './IssueSection'
import { HeadsSection, YearsSection } from './YearsAndHeads'
import { StructureSection } from './StructureSection'
import { SummarySection } from './SummarySection'
import { TermsSection } from './TermsSection'
import { feeSetupSections, type FeeSetupSection } from './sections'

const labels: Record<FeeSetupSection, string> = {
  years: 'Years',
  heads: 'Fee heads',
  terms: 'Terms & late fees',
  structure: 'Structure',
  enrolments: 'Enrolments',
  concessions: 'Concessions',
  issue: 'Issue a term',
  waivers: 'Waive late fees',
  summary: 'Ledger summary',
}

export function FeeSetup({ section }: { section: FeeSetupSection }) {
  return (
    <div className="space-y-6">
      <nav aria-label="Fee set-up" className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
        {feeSetupSections.map((name) => (
          <TabLink key={name} to="/admin/fees" search={{ section: name }} current={section === name} className="-mb-px">
            {labels[name]}
          </TabLink>
        ))}
      </nav>
      {section === 'years' && <YearsSection />}
      {section === 'heads' && <HeadsSection />}
      {section === 'terms' && <TermsSection />}
      {section === 'structure' && <StructureSection />}
      {section === 'concessions' && <ConcessionsSection />}
      {section === 'issue' && <IssueSection />}
      {section === 'enrolments' && <EnrolmentsSection />}
      {section === 'waivers' && <FineWaiverSection />}
      {section === 'summary' && <SummarySection />}
    </div>
  )
}

/** A white card with a heading and optional actions: each set-up section is one. */
export function SetupCard({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: string
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <Panel title={title} description={description} actions={actions}>
      {children}
    </Panel>
  )
}

type SetupListProps<Data, Item> = {
  query: StatesQuery<Data>
  items: (data: Data) => Item[]
  loadingLabel: string
  empty: string
  /** Rows whose parts line up at the top (several lines of text) rather than in the middle. */
  alignTop?: boolean
  children: (item: Item) => ReactNode
}

/** A section's list of years, heads, terms or concessions: one bordered row per item, with the query's states. */
export function SetupList<Data, Item extends { id: string }>({
  query,
  items,
  loadingLabel,
  empty,
  alignTop = false,
  children,
}: SetupListProps<Data, Item>) {
  return (
    <QueryStates query={query} loadingLabel={loadingLabel} isEmpty={(data) => items(data).length === 0} empty={empty}>
      {(data) => (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {items(data).map((item) => (
            <li
              key={item.id}
              className={cx(
                'flex flex-wrap justify-between gap-3 px-4 py-3',
                alignTop ? 'items-start' : 'items-center',
              )}
            >
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  )
}

type SetupDialogProps<Draft> = {
  /** What the form edits; the dialog is open while there is one. */
  draft: Draft | null
  title: string
  size?: 'md' | 'lg'
  busy: boolean
  /** The failed save, shown above the buttons. */
  error: unknown
  submitLabel: string
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  children: (draft: Draft) => ReactNode
}

/** A section's add or edit dialog: the draft's fields, the failed save's message, Cancel and the save button. */
export function SetupDialog<Draft>({
  draft,
  title,
  size,
  busy,
  error,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: SetupDialogProps<Draft>) {
  return (
    <FormDialog open={draft !== null} title={title} size={size} busy={busy} onClose={onClose}>
      {draft !== null && (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {children(draft)}
          {error ? <ErrorNote>{errorText(error)}</ErrorNote> : null}
          <FormActions busy={busy} submitLabel={submitLabel} busyLabel="Saving..." onCancel={onClose} />
        </form>
      )}
    </FormDialog>
  )
}
