// "My classes": a teacher's class sections this year (class teacher, or the subjects they teach there) with today's
// register, and an admin's view of every section: which have taken today's attendance, and which are late past the
// time app.config.ts sets.
import { Link } from '@tanstack/react-router'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { Pill } from '~/components/ui/Pill'
import { QueryStates } from '~/components/ui/states'
import type { ClassOption } from '~/shared/admission-options'
import { formatTime } from '~/shared/dates'
import { leadsSection, screensFor, useTeachingOverview, type Overview, type OverviewSection } from './SectionTabs'

export function TodayStatus({ section, overview }: { section: OverviewSection; overview: Overview }) {
  if (overview.closedReason) return <Pill tone="slate">No register today</Pill>
  if (section.today)
    return (
      <Pill tone="leaf">
        Taken {formatTime(section.today.takenAt)}
        {section.today.absent > 0 ? ` · ${section.today.absent} absent` : ''}
      </Pill>
    )
  return overview.pastDue ? (
    <Pill tone="red">Not taken by {overview.dueBy}</Pill>
  ) : (
    <Pill tone="gold">Not taken yet</Pill>
  )
}

function SectionCard({ section, overview, admin }: { section: OverviewSection; overview: Overview; admin: boolean }) {
  const search = { class: section.className as ClassOption, section: section.section || undefined }
  const role = section.isClassTeacher
    ? ['Class teacher', ...section.subjects].join(' · ')
    : section.subjects.length > 0
      ? section.subjects.join(', ')
      : section.classTeacher
        ? `Class teacher: ${section.classTeacher.name}`
        : 'No class teacher yet'
  const screens = screensFor(section, admin).filter((s) => s.id !== 'attendance')
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-xl font-bold text-brand-900">{section.label}</h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {section.students} student{section.students === 1 ? '' : 's'} · {role}
          </p>
        </div>
        {leadsSection(section, admin) && (
          <span className="shrink-0 whitespace-nowrap">
            <TodayStatus section={section} overview={overview} />
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {leadsSection(section, admin) && !overview.closedReason && (
          <Link
            to="/teaching/attendance"
            search={search}
            className={buttonStyles(section.today ? 'outline' : 'primary', 'sm')}
          >
            {section.today ? 'Attendance' : 'Take attendance'}
            <span className="sr-only"> of {section.label}</span>
          </Link>
        )}
        {screens.map((screen) => (
          <Link key={screen.id} to={screen.to} search={search} className={buttonStyles('ghost', 'sm')}>
            {screen.label}
            <span className="sr-only"> of {section.label}</span>
          </Link>
        ))}
      </div>
    </li>
  )
}

/** The caller's sections as cards; `limit` shows the first few (the dashboard) with a link to all. */
export function MyClasses({ admin, headingLevel = 'h2' }: { admin: boolean; headingLevel?: 'h2' | 'h3' }) {
  const overview = useTeachingOverview()
  const Heading = headingLevel
  return (
    <section aria-labelledby="my-classes-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id="my-classes-heading" className="font-display text-2xl font-bold text-brand-900">
          {admin ? 'Classes today' : 'My classes'}
        </Heading>
        {overview.data && (
          <p className="text-sm text-slate-600">
            {overview.data.year.name}
            {overview.data.closedReason ? ` · ${overview.data.closedReason}` : ''}
          </p>
        )}
      </div>
      <QueryStates
        query={overview}
        loadingLabel="Loading your classes..."
        isEmpty={(data) => data.sections.length === 0}
        empty={
          admin
            ? 'No class has students enrolled this year yet.'
            : 'No class or subject is assigned to you this year. An administrator assigns them under Academics set-up.'
        }
      >
        {(data) => (
          <>
            {admin && <AttendanceSummary overview={data} />}
            <ul className={cx('grid gap-4 sm:grid-cols-2', !admin && 'lg:grid-cols-3', admin && 'xl:grid-cols-3')}>
              {data.sections.map((section) => (
                <SectionCard
                  key={`${section.className}|${section.section}`}
                  section={section}
                  overview={data}
                  admin={admin}
                />
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </section>
  )
}

function AttendanceSummary({ overview }: { overview: Overview }) {
  if (overview.closedReason) return null
  const missing = overview.sections.filter((s) => !s.today && s.students > 0)
  const taken = overview.sections.length - missing.length
  return (
    <p
      role="status"
      className={cx(
        'rounded-xl px-4 py-3 text-sm',
        missing.length === 0
          ? 'bg-leaf-500/10 text-leaf-700'
          : overview.pastDue
            ? 'bg-red-50 text-red-800'
            : 'bg-gold-100 text-gold-700',
      )}
    >
      {missing.length === 0
        ? `Every class has taken today’s attendance (${taken} of ${overview.sections.length}).`
        : `${missing.length} class${missing.length === 1 ? ' has' : 'es have'} not taken today’s attendance${overview.pastDue ? ` by ${overview.dueBy}` : ' yet'}: ${missing.map((s) => s.label).join(', ')}.`}
    </p>
  )
}

/** The admin dashboard's line on today's registers, with the way to every class. */
export function AttendanceTodayCard() {
  const overview = useTeachingOverview()
  if (!overview.data) return null
  return (
    <section
      aria-labelledby="attendance-today-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="attendance-today-heading" className="font-display text-xl font-bold text-brand-900">
          Attendance today
        </h2>
        <Link to="/teaching" className="text-sm font-semibold text-brand-700 hover:underline">
          Every class
        </Link>
      </div>
      <div className="mt-3">
        {overview.data.closedReason ? (
          <p className="text-sm text-slate-700">{overview.data.closedReason} No register is taken today.</p>
        ) : (
          <AttendanceSummary overview={overview.data} />
        )}
      </div>
    </section>
  )
}
