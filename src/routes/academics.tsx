import { createFileRoute, Link } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { buttonStyles } from '~/components/ui/button-styles'
import { ArrowRightIcon } from '~/components/ui/icons'

export const Route = createFileRoute('/academics')({
  head: () => pageHead('Academics', `Classes, curriculum and streams at ${school.name}.`),
  component: AcademicsPage,
})

const stages = [
  {
    name: 'Pre-primary',
    classes: 'Nursery, LKG, UKG',
    text: 'Learning through play, stories, songs and first letters and numbers, in small and caring groups.',
  },
  {
    name: 'Primary',
    classes: 'Classes I to V',
    text: 'Strong foundations in reading, writing and mathematics, with environmental studies, art and games every week.',
  },
  {
    name: 'Middle',
    classes: 'Classes VI to VIII',
    text: 'Science and social science taught by subject teachers, with laboratory work, computer lessons and clubs.',
  },
  {
    name: 'Secondary',
    classes: 'Classes IX and X',
    text: `Preparation for the ${school.affiliation.boardShort} board examination, with regular tests and remedial classes.`,
  },
  {
    name: 'Higher Secondary',
    classes: 'Classes XI and XII',
    text: 'Science, Commerce and Arts streams, with guidance on colleges, careers and entrance examinations.',
  },
] as const

/** Where the admission confirmation's "academics" link leads: the school's stages of learning. */
function AcademicsPage() {
  return (
    <>
      <PageHeader
        title="Academics"
        subtitle="From nursery to the higher secondary stage, a curriculum that builds understanding, not just marks."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">
          {school.name} follows the {school.affiliation.board} curriculum. Small classes, regular assessments and
          remedial support help every learner keep pace, while clubs, sports and the arts round out the school day.
        </p>
        <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {stages.map((stage, index) => (
            <li key={stage.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-800 font-bold text-gold-300">
                {index + 1}
              </span>
              <h2 className="mt-4 font-display text-xl font-bold text-brand-900">{stage.name}</h2>
              <p className="text-sm font-semibold text-gold-700">{stage.classes}</p>
              <p className="mt-3 text-slate-700">{stage.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/syllabus" className={buttonStyles('primary', 'lg')}>
            Syllabus for Classes I to X
          </Link>
          <Link to="/online-admissions" className={buttonStyles('outline', 'lg')}>
            Admissions
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </>
  )
}
