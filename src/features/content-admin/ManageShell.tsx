import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LinkItems } from '~/components/layout/LinkItems'
import { StaffPage } from '~/components/layout/StaffPage'
import { manageSections, type ManageSection } from './manage-sections'

const tabClass =
  'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-white hover:text-brand-800 focus-visible:outline-brand-600 data-[status=active]:bg-white data-[status=active]:text-brand-800 data-[status=active]:shadow-sm'

/** The frame of the staff content screens: heading, the section tabs and the screen. */
export function ManageShell({ section, children }: { section: ManageSection; children: ReactNode }) {
  const { user } = useRouteContext({ from: '/_authed' })
  const tabs = Object.values(manageSections).filter((tab) => tab.to !== '/manage/announcement' || user.role === 'admin')
  const { title, subtitle } = manageSections[section]
  return (
    <StaffPage title={title} subtitle={subtitle}>
      {/* The tabs wrap on a phone rather than scroll: every section, the current one included, stays in sight. */}
      <nav aria-label="Content sections">
        <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex">
          <LinkItems links={tabs} linkClass={tabClass} />
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </StaffPage>
  )
}
