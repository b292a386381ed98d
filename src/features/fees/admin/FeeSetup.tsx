// /admin/fees: the admin's fee set-up, one section per tab (kept in the URL): years, heads, terms with their
// late rules, the structure grid per class, concessions, and issuing a term's charges.
import { TabLink } from '~/components/layout/TabLink'
import { ConcessionsSection } from './ConcessionsSection'
import { EnrolmentsSection } from './EnrolmentsSection'
import { FineWaiverSection } from './FineWaiverSection'
import { OptionalSection } from './OptionalSection'
import { IssueSection } from './IssueSection'
import { HeadsSection } from './HeadsSection'
import { YearsSection } from './YearsSection'
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
  optional: 'Optional fees',
  concessions: 'Concessions',
  issue: 'Issue a term',
  waivers: 'Waive late fees',
  summary: 'Ledger summary',
}

export function FeeSetup({ section }: { section: FeeSetupSection }) {
  return (
    <div className="space-y-6">
      {/* The tabs wrap (never scroll), so every one, the current one too, is on screen at any width. */}
      <nav aria-label="Fee set-up" className="-mx-1 flex flex-wrap gap-x-1 border-b border-slate-200 px-1">
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
      {section === 'optional' && <OptionalSection />}
      {section === 'summary' && <SummarySection />}
    </div>
  )
}
