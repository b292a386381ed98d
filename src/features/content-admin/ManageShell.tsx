import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHeader } from '~/components/layout/PageHeader'

const sections = [
  { to: '/manage/news', label: 'News' },
  { to: '/manage/events', label: 'Events' },
  { to: '/manage/notices', label: 'Notices' },
  { to: '/manage/calendar', label: 'Calendar' },
] as const

const tabClass =
  'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-white hover:text-brand-800 focus-visible:outline-brand-600 data-[status=active]:bg-white data-[status=active]:text-brand-800 data-[status=active]:shadow-sm'

/** The frame of the staff content screens: heading, the section tabs and the screen. */
export function ManageShell({ title, subtitle, isAdmin, children }: { title: string; subtitle: string; isAdmin: boolean; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} trail={[{ label: 'Dashboard', to: '/dashboard' }]} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          {/* The tabs wrap on a phone rather than scroll: every section, the current one included, stays in sight. */}
          <nav aria-label="Content sections">
            <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex">
              {sections.map((section) => (
                <li key={section.to}>
                  <Link to={section.to} className={tabClass}>
                    {section.label}
                  </Link>
                </li>
              ))}
              {isAdmin && (
                <li>
                  <Link to="/manage/announcement" className={tabClass}>
                    Announcement
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </>
  )
}
