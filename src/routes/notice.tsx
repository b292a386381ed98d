import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { AlertIcon } from '~/components/ui/icons'
import { StaffShortcut } from '~/features/content-admin/StaffShortcut'
import { AcademicCalendar } from '~/features/notices/AcademicCalendar'
import { NoticeBoard } from '~/features/notices/NoticeBoard'
import { ProspectusCard } from '~/features/notices/ProspectusCard'
import { dateKeyOf } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/notice')({
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([queryClient.prefetchQuery(trpc.notices.list.queryOptions()), queryClient.prefetchQuery(trpc.notices.calendar.list.queryOptions())])
    // Today on the school's clock, decided once so the server's HTML and the browser agree.
    return { today: dateKeyOf(new Date()) }
  },
  head: () => pageHead('School Notices & Calendar', `Notices, circulars and the academic calendar of ${school.name}.`),
  component: NoticePage,
})

function LoadError({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
      <p className="flex gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span>
          Error loading {what}: {message}
        </span>
      </p>
      <button type="button" onClick={onRetry} className="self-start rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-red-100">
        Try again
      </button>
    </div>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-6 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  )
}

/** SPEC.md "Notices and calendar page": notices and circulars, the prospectus, the academic calendar. */
function NoticePage() {
  const { today } = Route.useLoaderData()
  const trpc = useTRPC()
  const notices = useQuery(trpc.notices.list.queryOptions())
  const calendar = useQuery(trpc.notices.calendar.list.queryOptions())

  return (
    <>
      <PageHeader title="School Notices & Calendar" subtitle="Stay updated with the latest announcements, events, and academic calendar">
        <StaffShortcut to="/manage/notices" label="Manage notices" />
      </PageHeader>
      <div className="bg-brand-50/60">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_24rem] lg:px-8">
          <div>
            {notices.isPending ? (
              <Loading label="Loading notices..." />
            ) : notices.isError ? (
              <LoadError what="notices" message={notices.error.message} onRetry={() => void notices.refetch()} />
            ) : (
              <NoticeBoard notices={notices.data} />
            )}
          </div>
          <div className="space-y-8">
            {calendar.isPending ? (
              <Loading label="Loading the calendar..." />
            ) : calendar.isError ? (
              <LoadError what="the calendar" message={calendar.error.message} onRetry={() => void calendar.refetch()} />
            ) : (
              <AcademicCalendar entries={calendar.data} today={today} />
            )}
            <ProspectusCard />
          </div>
        </div>
      </div>
    </>
  )
}
