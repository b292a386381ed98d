// The page of one teaching screen: the staff page's header under Teaching, then the chosen section's tabs and the
// screen, or the sections to choose from. The routes under /teaching are this and their loaders.
import type { QueryClient } from '@tanstack/react-query'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { ReactNode } from 'react'
import { StaffPage } from '~/components/layout/StaffPage'
import type { AppRouter } from '~/server/trpc/root'
import type { ClassOption } from '~/shared/admission-options'
import { ChooseSection, SectionScreen, type TeachingScreen } from './SectionTabs'

type Chosen = { className: ClassOption; section: string }

export function TeachingSectionPage({
  title,
  subtitle,
  width,
  screen,
  search,
  admin,
  onChoose,
  children,
}: {
  title: string
  subtitle: string
  width?: '5xl' | '7xl'
  screen: TeachingScreen
  search: { class?: ClassOption; section?: string }
  admin: boolean
  onChoose: (section: { class: ClassOption; section?: string }) => void
  children: (section: Chosen) => ReactNode
}) {
  return (
    <StaffPage
      title={title}
      subtitle={subtitle}
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Teaching', to: '/teaching' },
      ]}
      width={width}
    >
      {search.class ? (
        <SectionScreen className={search.class} section={search.section ?? ''} current={screen} admin={admin}>
          {children({ className: search.class, section: search.section ?? '' })}
        </SectionScreen>
      ) : (
        <ChooseSection screen={screen} admin={admin} onChoose={onChoose} />
      )}
    </StaffPage>
  )
}

type LoaderContext = { queryClient: QueryClient; trpc: TRPCOptionsProxy<AppRouter> }

/** Before a section is chosen, the screen lists the caller's sections. */
export function prefetchOverview({ queryClient, trpc }: LoaderContext) {
  return queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions())
}

/** The marks and results screens: the year's exams, and the chosen exam's grid or results. */
export function prefetchExamScreen(
  context: LoaderContext,
  deps: { class?: ClassOption; section?: string; exam?: string },
  query: 'grid' | 'results',
) {
  const { queryClient, trpc } = context
  const input =
    deps.class && deps.exam ? { examId: deps.exam, className: deps.class, section: deps.section ?? '' } : null
  return Promise.all([
    queryClient.prefetchQuery(trpc.academics.exams.list.queryOptions()),
    !input
      ? prefetchOverview(context)
      : query === 'grid'
        ? queryClient.prefetchQuery(trpc.academics.exams.grid.queryOptions(input))
        : queryClient.prefetchQuery(trpc.academics.exams.results.queryOptions(input)),
  ])
}
