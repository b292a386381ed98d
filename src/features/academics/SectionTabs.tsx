// The frame of every teaching screen of one class section: the section's name and the screens its teacher may open
// (a class teacher: attendance, register, class list, marks, results; a subject teacher: class list and marks),
// and, before a section is chosen, the sections to choose from.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { useEffect, type ReactNode } from 'react'
import { TabLink } from '~/components/layout/TabLink'
import { buttonStyles } from '~/components/ui/button-styles'
import { ArrowRightIcon } from '~/components/ui/icons'
import { QueryStates } from '~/components/ui/states'
import type { AppRouter } from '~/server/trpc/root'
import type { ClassOption } from '~/shared/admission-options'
import { useTRPC } from '~/trpc/react'

export type Overview = inferRouterOutputs<AppRouter>['academics']['teaching']['overview']
export type OverviewSection = Overview['sections'][number]

export type TeachingScreen = 'attendance' | 'register' | 'class-list' | 'marks' | 'results'
const screens: { id: TeachingScreen; label: string; to: `/teaching/${TeachingScreen}`; classTeacherOnly: boolean }[] = [
  { id: 'attendance', label: 'Attendance', to: '/teaching/attendance', classTeacherOnly: true },
  { id: 'register', label: 'Register', to: '/teaching/register', classTeacherOnly: true },
  { id: 'class-list', label: 'Class list', to: '/teaching/class-list', classTeacherOnly: false },
  { id: 'marks', label: 'Marks', to: '/teaching/marks', classTeacherOnly: false },
  { id: 'results', label: 'Results', to: '/teaching/results', classTeacherOnly: true },
]

export function useTeachingOverview() {
  const trpc = useTRPC()
  return useQuery(trpc.academics.teaching.overview.queryOptions())
}

/** Whether the caller (an admin, or the section's class teacher) may open the class teacher's screens. */
export const leadsSection = (section: OverviewSection, admin: boolean) => admin || section.isClassTeacher

export function screensFor(section: OverviewSection, admin: boolean) {
  return screens.filter((screen) => !screen.classTeacherOnly || leadsSection(section, admin))
}

/** The tabs of one section's screens, keeping the section in the link. */
export function SectionTabs({
  className,
  section,
  current,
  admin,
}: {
  className: ClassOption
  section: string
  current: TeachingScreen
  admin: boolean
}) {
  const overview = useTeachingOverview()
  const found = overview.data?.sections.find((s) => s.className === className && s.section === section)
  const visible = found ? screensFor(found, admin) : screens.filter((s) => s.id === current)
  return (
    <nav aria-label="This class" className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
      {visible.map((screen) => (
        <TabLink
          key={screen.id}
          to={screen.to}
          search={{ class: className, section: section || undefined }}
          current={screen.id === current}
          className="-mb-px"
        >
          {screen.label}
        </TabLink>
      ))}
    </nav>
  )
}

/**
 * Before a section is chosen: the caller's sections that have this screen (one alone is opened straight away).
 * `onChoose` gets the section the teacher picked.
 */
export function ChooseSection({
  screen,
  admin,
  onChoose,
}: {
  screen: TeachingScreen
  admin: boolean
  onChoose: (section: { class: ClassOption; section?: string }) => void
}) {
  const overview = useTeachingOverview()
  const options = (overview.data?.sections ?? []).filter((s) => screensFor(s, admin).some((x) => x.id === screen))
  const only = options.length === 1 ? options[0] : undefined
  useEffect(() => {
    if (only) onChoose({ class: only.className as ClassOption, section: only.section || undefined })
  }, [only, onChoose])
  return (
    <QueryStates
      query={overview}
      loadingLabel="Loading your classes..."
      isEmpty={() => options.length === 0}
      empty={
        admin
          ? 'No class has students enrolled this year yet.'
          : screen === 'attendance' || screen === 'register' || screen === 'results'
            ? 'You are not the class teacher of any class this year. An administrator assigns class teachers.'
            : 'No class is assigned to you this year. An administrator assigns teachers to classes and subjects.'
      }
    >
      {() => (
        <section aria-labelledby="choose-section-heading" className="space-y-4">
          <h2 id="choose-section-heading" className="font-display text-xl font-bold text-brand-900">
            Choose a class
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {options.map((s) => (
              <li key={`${s.className}|${s.section}`}>
                <button
                  type="button"
                  onClick={() => onChoose({ class: s.className as ClassOption, section: s.section || undefined })}
                  className="flex w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-300 focus-visible:outline-brand-600"
                >
                  <span>
                    <span className="block font-semibold text-brand-900">{s.label}</span>
                    <span className="text-sm text-slate-600">
                      {s.students} student{s.students === 1 ? '' : 's'}
                      {s.classTeacher ? ` · class teacher ${s.classTeacher.name}` : ''}
                    </span>
                  </span>
                  <ArrowRightIcon className="size-4 text-gold-500" />
                </button>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/teaching" className={buttonStyles('ghost', 'sm')}>
              All my classes
            </Link>
          </p>
        </section>
      )}
    </QueryStates>
  )
}

/** A screen of one section: its tabs, then its content. */
export function SectionScreen({
  className,
  section,
  current,
  admin,
  children,
}: {
  className: ClassOption
  section: string
  current: TeachingScreen
  admin: boolean
  children: ReactNode
}) {
  return (
    <div className="space-y-6">
      <SectionTabs className={className} section={section} current={current} admin={admin} />
      {children}
    </div>
  )
}
