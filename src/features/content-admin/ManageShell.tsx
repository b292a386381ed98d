import { Outlet, useRouteContext, useRouterState } from '@tanstack/react-router'
import { LinkItems } from '~/components/layout/LinkItems'
import { StaffPage } from '~/components/layout/StaffPage'
import { manageSections } from './manage-sections'

const tabClass =
  'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-white hover:text-brand-800 focus-visible:outline-brand-600 data-[status=active]:bg-white data-[status=active]:text-brand-800 data-[status=active]:shadow-sm'

/** The /manage layout, the frame of the staff content screens: heading, the section tabs and the open section. */
export function ManageShell() {
  const { user } = useRouteContext({ from: '/_authed' })
  const path = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') })
  const sections = Object.values(manageSections)
  const tabs = sections.filter((tab) => tab.to !== '/manage/announcement' || user.role === 'admin')
  // /manage itself redirects to the news before anything renders.
  const { title, subtitle } = sections.find((tab) => tab.to === path) ?? manageSections.news
  return (
    <StaffPage title={title} subtitle={subtitle}>
      {/* The tabs wrap on a phone rather than scroll: every section, the current one included, stays in sight. */}
      <nav aria-label="Content sections">
        <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex">
          <LinkItems links={tabs} linkClass={tabClass} />
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </StaffPage>
  )
}
