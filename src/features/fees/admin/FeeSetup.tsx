// /admin/fees: the admin's fee set-up, one section per tab (kept in the URL): years, heads, terms with their
// late rules, the structure grid per class, concessions, and issuing a term's charges.
import { Link } from '@tanstack/react-router'
import { cx } from '~/components/ui/cx'
import { PanelTitle } from '~/components/ui/Panel'
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
          <Link
            key={name}
            to="/admin/fees"
            search={{ section: name }}
            aria-current={section === name ? 'page' : undefined}
            className={cx(
              '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-brand-500',
              section === name ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {labels[name]}
          </Link>
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
export function SetupCard({ title, description, actions, children }: { title: string; description?: string; actions?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PanelTitle title={title} description={description} />
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  )
}
