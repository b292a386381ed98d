// The first query of each fee screen, in one place: the fee routes' loaders prefetch exactly what the screen asks
// for first, so the server-rendered page already carries its data (same query key, same input).
import type { QueryClient } from '@tanstack/react-query'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '~/server/trpc/root'
import { todayKey } from '~/shared/clock'
import { addDays } from '~/shared/dates'
import type { FeeSetupSection } from './admin/sections'
import type { CashierTab } from './cashier-tabs'

type LoaderContext = { queryClient: QueryClient; trpc: TRPCOptionsProxy<AppRouter> }

/** Rows per page of the receipts report. */
export const receiptPageSize = 20

/** Rows per page of the defaulters table (the CSV and the reminders take every defaulter). */
export const defaulterPageSize = 50

/** The term the defaulters report opens on: the first whose due date has passed, else the first. */
export function defaultDefaultersTerm(terms: readonly { id: string; dueDate: string }[]): string {
  return terms.find((term) => term.dueDate < todayKey())?.id ?? terms[0]?.id ?? ''
}

/** The receipts report opens on the last seven days, today included. */
export function defaultReceiptRange() {
  const today = todayKey()
  return { from: addDays(today, -6), to: today }
}

/** The child a family's fee page shows: the one in the URL when it is theirs, else the first. */
export function chosenChild<Child extends { studentId: string }>(list: readonly Child[], childId?: string) {
  return list.find((child) => child.studentId === childId) ?? list[0]
}

// prefetchQuery never throws: a failing call leaves the screen its own error state and Retry.

/** /fee-portal/cashier-dashboard: the tab's first report, or the counter's student and receipt. */
export function prefetchCashierTab(
  { queryClient, trpc }: LoaderContext,
  search: { tab?: CashierTab; student?: string; receipt?: string },
) {
  const fees = trpc.fees
  switch (search.tab ?? 'counter') {
    case 'counter':
      return Promise.all([
        // The day's close: a closed counter says so before anything can be collected.
        queryClient.prefetchQuery(fees.reports.dayClose.get.queryOptions({})),
        search.student && queryClient.prefetchQuery(fees.counter.student.queryOptions({ studentId: search.student })),
        search.receipt && queryClient.prefetchQuery(fees.counter.receipt.queryOptions({ id: search.receipt })),
      ])
    case 'today':
      return queryClient.prefetchQuery(fees.reports.collection.queryOptions({ date: todayKey() }))
    case 'receipts':
      return queryClient.prefetchQuery(
        fees.reports.receipts.queryOptions({ ...defaultReceiptRange(), page: 1, pageSize: receiptPageSize }),
      )
    case 'defaulters':
      return (async () => {
        await queryClient.prefetchQuery(fees.counter.terms.queryOptions({}))
        const termId = defaultDefaultersTerm(queryClient.getQueryData(fees.counter.terms.queryKey({}))?.terms ?? [])
        if (termId)
          await queryClient.prefetchQuery(
            fees.reports.defaulters.queryOptions({ termId, page: 1, pageSize: defaulterPageSize }),
          )
      })()
    case 'day-close':
      return queryClient.prefetchQuery(fees.reports.dayClose.get.queryOptions({}))
  }
}

/** /fee-portal/student-dashboard: the family's children, then the chosen child's statement. */
export async function prefetchStudentFees({ queryClient, trpc }: LoaderContext, childId?: string) {
  await queryClient.prefetchQuery(trpc.fees.family.children.queryOptions())
  const child = chosenChild(queryClient.getQueryData(trpc.fees.family.children.queryKey()) ?? [], childId)
  if (child) await queryClient.prefetchQuery(trpc.fees.family.statement.queryOptions({ studentId: child.studentId }))
}

/** /admin/fees: the section's first list (the late-fee waiver starts from a search and has none). */
/** The refunds report's first range: this month up to today. */
export function refundsFirstRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 7)}-01`, to: today }
}

export function prefetchFeeSetup({ queryClient, trpc }: LoaderContext, section: FeeSetupSection) {
  const setup = trpc.fees.setup
  switch (section) {
    case 'years':
      return queryClient.prefetchQuery(setup.years.list.queryOptions())
    case 'heads':
      return queryClient.prefetchQuery(setup.heads.list.queryOptions({ includeArchived: true }))
    case 'terms':
    case 'issue':
      return queryClient.prefetchQuery(setup.terms.list.queryOptions({}))
    case 'summary':
      // The period select's terms, the whole year's ledger, which the section opens on, and the refunds report
      // under it (this month's refunds and the credit held).
      return Promise.all([
        queryClient.prefetchQuery(setup.terms.list.queryOptions({})),
        queryClient.prefetchQuery(trpc.fees.reports.summary.queryOptions({})),
        queryClient.prefetchQuery(trpc.fees.reports.refunds.queryOptions(refundsFirstRange(todayKey()))),
        queryClient.prefetchQuery(trpc.fees.reports.creditHeld.queryOptions()),
      ])
    case 'structure':
      return queryClient.prefetchQuery(setup.structure.get.queryOptions({ className: 'class1' }))
    case 'enrolments':
      return queryClient.prefetchQuery(setup.enrolments.list.queryOptions({}))
    case 'concessions':
      return queryClient.prefetchQuery(setup.concessions.list.queryOptions({ includeRevoked: false }))
    case 'waivers':
      return undefined
  }
}
