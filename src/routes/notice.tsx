import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageBody } from '~/components/layout/PageBody'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { ErrorState, LoadingState, SkeletonLines } from '~/components/ui/states'
import { StaffShortcut } from '~/features/content-admin/StaffShortcut'
import { AcademicCalendar } from '~/features/notices/AcademicCalendar'
import { NoticeBoard } from '~/features/notices/NoticeBoard'
import { ProspectusCard } from '~/features/notices/ProspectusCard'
import { todayKey } from '~/shared/clock'
import { siteOrigin } from '~/shared/site-origin'
import { CalendarSubscribe } from '~/features/events/CalendarSubscribe'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/notice')({
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([
      queryClient.prefetchQuery(trpc.notices.list.queryOptions()),
      queryClient.prefetchQuery(trpc.notices.calendar.list.queryOptions()),
    ])
    // Today on the school's clock and the site's origin, decided once so the server's HTML and the browser agree.
    return { today: todayKey(), origin: siteOrigin() }
  },
  head: () => pageHead('School Notices & Calendar', `Notices, circulars and the academic calendar of ${school.name}.`),
  component: NoticePage,
})

function Loading({ label }: { label: string }) {
  return (
    <LoadingState label={label} className="rounded-2xl border border-slate-200 bg-white p-6">
      <SkeletonLines widths={['w-1/2', 'w-full', 'w-5/6', 'w-2/3']} />
    </LoadingState>
  )
}

/** The Notice page (docs/product.md, Notices and calendar): notices, the prospectus, the academic calendar. */
function NoticePage() {
  const { today, origin } = Route.useLoaderData()
  const trpc = useTRPC()
  const notices = useQuery(trpc.notices.list.queryOptions())
  const calendar = useQuery(trpc.notices.calendar.list.queryOptions())

  return (
    <>
      <PageHeader
        title="School Notices & Calendar"
        subtitle="Stay updated with the latest announcements, events, and academic calendar"
      >
        <CalendarSubscribe origin={origin} className="mt-6" />
        <StaffShortcut to="/manage/notices" label="Manage notices" />
      </PageHeader>
      <PageBody tone="tinted" className="grid max-w-7xl gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_24rem]">
        <div>
          {notices.isPending ? (
            <Loading label="Loading notices..." />
          ) : notices.isError ? (
            <ErrorState
              message={`Error loading notices: ${notices.error.message}`}
              onRetry={() => void notices.refetch()}
              retrying={notices.isFetching}
            />
          ) : (
            <NoticeBoard notices={notices.data} />
          )}
        </div>
        <div className="space-y-8">
          {calendar.isPending ? (
            <Loading label="Loading the calendar..." />
          ) : calendar.isError ? (
            <ErrorState
              message={`Error loading the calendar: ${calendar.error.message}`}
              onRetry={() => void calendar.refetch()}
              retrying={calendar.isFetching}
            />
          ) : (
            <AcademicCalendar entries={calendar.data} today={today} />
          )}
          <ProspectusCard />
        </div>
      </PageBody>
    </>
  )
}
