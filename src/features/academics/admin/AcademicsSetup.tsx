// /admin/academics: the admin's academics set-up, one tab each (kept in the URL): who teaches what (with a CSV
// import), each class's subjects, and the exams with their maximum marks and publishing.
import { TabLink } from '~/components/layout/TabLink'
import { academicsSetupTabs, type AcademicsSetupTab } from '../search'
import { AssignmentsSection } from './AssignmentsSection'
import { ExamsSection } from './ExamsSection'
import { SubjectsSection } from './SubjectsSection'

const labels: Record<AcademicsSetupTab, string> = {
  assignments: 'Teachers',
  subjects: 'Subjects',
  exams: 'Exams',
}

export function AcademicsSetup({ tab }: { tab: AcademicsSetupTab }) {
  return (
    <div className="space-y-6">
      <nav aria-label="Academics set-up" className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
        {academicsSetupTabs.map((name) => (
          <TabLink key={name} to="/admin/academics" search={{ tab: name }} current={tab === name} className="-mb-px">
            {labels[name]}
          </TabLink>
        ))}
      </nav>
      {tab === 'assignments' && <AssignmentsSection />}
      {tab === 'subjects' && <SubjectsSection />}
      {tab === 'exams' && <ExamsSection />}
    </div>
  )
}
