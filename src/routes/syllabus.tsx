import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { ClockIcon, MailIcon, PhoneIcon } from '~/components/ui/icons'
import { SyllabusTable } from '~/features/about/SyllabusTable'

export const Route = createFileRoute('/syllabus')({
  head: () => pageHead('Syllabus', 'Subject-wise syllabus for Classes I to X.'),
  component: SyllabusPage,
})

function SyllabusPage() {
  return (
    <>
      <PageHeader
        title="Syllabus"
        subtitle={`Subject-wise syllabus for Classes I to X, following the ${school.affiliation.board} curriculum.`}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem] lg:px-8">
        <SyllabusTable />
        <aside
          aria-labelledby="academic-office"
          className="self-start rounded-2xl bg-brand-800 p-6 text-white shadow-sm"
        >
          <h2 id="academic-office" className="font-display text-xl font-bold">
            Academic office
          </h2>
          <p className="mt-2 text-sm text-brand-100">
            Questions about subjects, textbooks or assessment? The academic office will help.
          </p>
          <ul className="mt-5 space-y-4 text-sm">
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a
                href={`mailto:${school.academicOfficeEmail}`}
                className="break-all underline underline-offset-2 hover:text-gold-200"
              >
                {school.academicOfficeEmail}
              </a>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a
                href={`tel:${school.phones[1].replace(/\s+/g, '')}`}
                className="underline underline-offset-2 hover:text-gold-200"
              >
                {school.phones[1]}
              </a>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>{school.officeHours.map((slot) => `${slot.days} ${slot.hours}`).join('; ')}</span>
            </li>
          </ul>
        </aside>
      </div>
    </>
  )
}
