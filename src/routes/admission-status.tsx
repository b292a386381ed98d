import { createFileRoute } from '@tanstack/react-router'
import { limits, school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { StatusLookup } from '~/features/admissions/StatusLookup'

export const Route = createFileRoute('/admission-status')({
  head: () => pageHead('Application Status', `Check the status of an admission application to ${school.name}.`),
  component: AdmissionStatusPage,
})

function AdmissionStatusPage() {
  return (
    <>
      <PageHeader
        title="Application Status"
        subtitle={`Enter your reference number and e-mail address to see where your application stands. We reply within ${limits.admissionsReplyTime}.`}
        trail={[{ label: 'Online Admissions', to: '/online-admissions' }]}
      />
      <div className="bg-slate-50/70">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <StatusLookup />
          <p className="mt-8 text-sm text-slate-700">
            Lost your reference number? Write to{' '}
            <a
              href={`mailto:${school.admissionsEmail}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {school.admissionsEmail}
            </a>{' '}
            or call {school.phones[0]} during office hours.
          </p>
        </div>
      </div>
    </>
  )
}
