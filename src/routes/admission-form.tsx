import { createFileRoute, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { limits, school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { AdmissionForm } from '~/features/admissions/AdmissionForm'
import { ClockIcon, FileIcon } from '~/components/ui/icons'
import { CheckCircleIcon } from '~/features/admissions/ui'

export const Route = createFileRoute('/admission-form')({
  head: () => pageHead('Admission Form', `Apply online for admission to ${school.name}.`),
  // The form's class options come from the admissions settings.
  // The consent box names the Privacy Notice's current version.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.admissionSettings.get.queryOptions()),
      queryClient.ensureQueryData(trpc.legal.currentVersion.queryOptions({ kind: 'privacy' })),
    ]),
  component: AdmissionFormPage,
})

function AdmissionFormPage() {
  return (
    <>
      <PageHeader
        title="Admission Form"
        subtitle={`Apply online in a few minutes. Our admissions team replies within ${limits.admissionsReplyTime}.`}
        trail={[{ label: 'Online Admissions', to: '/online-admissions' }]}
      />
      <div className="bg-slate-50/70">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
          <BeforeYouBegin />
          <div className="min-w-0 lg:order-1">
            <p className="mb-6 text-sm text-slate-700">
              Fields marked <span className="font-semibold text-red-700">*</span> are required. Questions? Write to{' '}
              <a
                href={`mailto:${school.admissionsEmail}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {school.admissionsEmail}
              </a>
              .
            </p>
            <AdmissionForm />
          </div>
        </div>
      </div>
    </>
  )
}

/** One point of "Before you begin": an icon and a short heading, then the details. */
function Tip({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {icon} {title}
      </h3>
      {children}
    </div>
  )
}

/** The side panel: what to keep ready, the age rules, what happens next, and the status check. */
function BeforeYouBegin() {
  return (
    <aside aria-labelledby="before-you-begin" className="lg:order-2">
      <div className="space-y-5 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-40">
        <h2 id="before-you-begin" className="font-display text-lg font-bold text-brand-900">
          Before you begin
        </h2>
        <Tip icon={<FileIcon className="size-4 text-brand-600" />} title="Keep these ready">
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            <li>Birth certificate (required)</li>
            <li>Aadhaar card (required)</li>
            <li>Last mark sheet (optional)</li>
            <li>A passport-size photo (optional, JPEG or PNG)</li>
          </ul>
          <p className="mt-2 text-xs text-slate-600">PDF, JPEG or PNG, up to 5 MB each.</p>
        </Tip>
        <Tip icon={<CheckCircleIcon className="size-4 text-leaf-600" />} title="Age for the early years">
          <p className="mt-2 text-sm text-slate-700">
            By 31 March of the academic year: Nursery 3 years, LKG 4, UKG 5. Class 1 and above: an entrance test and
            seat availability.
          </p>
        </Tip>
        <Tip icon={<ClockIcon className="size-4 text-gold-600" />} title="What to expect">
          <p className="mt-2 text-sm text-slate-700">
            We reply within {limits.admissionsReplyTime}. No application fee required.
          </p>
        </Tip>
        <p className="border-t border-slate-100 pt-4 text-sm text-slate-700">
          Already applied?{' '}
          <Link
            to="/admission-status"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Check your application status
          </Link>
        </p>
      </div>
    </aside>
  )
}
