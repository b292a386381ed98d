// The cashier dashboard: the counter (search, dues, collect, receipt) and the reports, one tab each. The tab,
// the student and the last receipt are in the URL, so a reload keeps the cashier where they were.
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageHeader } from '~/components/layout/PageHeader'
import { TabLink } from '~/components/layout/TabLink'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatTime } from '~/shared/dates'
import { roleLabels } from '~/shared/roles'
import { useTRPC } from '~/trpc/react'
import { adminOnlyCashierTabs, cashierTabLabels, cashierTabs, type CashierTab } from './cashier-tabs'
import {
  ChequesReport,
  CollectForm,
  CollectionReport,
  CounterCredit,
  CounterQr,
  DayCloseReport,
  DayReopenPanel,
  DefaultersReport,
  ReceiptPanel,
  ReceiptsReport,
  SettlementReport,
  StudentReceipts,
} from './cashier-parts'
import type { CollectFormHandle } from './CollectForm'
import { CounterDues, CounterStudentCard } from './CounterStudentPanel'
import { feePortalTrail } from './portal'
import { StudentSearch } from './StudentSearch'
import type { Me } from './types'

export type CashierSearch = { tab?: CashierTab; student?: string; receipt?: string; qr?: string }

export function CashierDashboard({ me, search }: { me: Me; search: CashierSearch }) {
  const tab = search.tab ?? 'counter'
  const trpc = useTRPC()
  // The Online settlement tab only when there is something to settle: a gateway, or money kept for review.
  const online = useQuery({ ...trpc.payments.settlementSetup.queryOptions(), enabled: me.role === 'admin' })
  const shown = (name: CashierTab) =>
    name !== 'settlement' ||
    (online.data !== undefined && (online.data.gateway !== null || online.data.keptForReview > 0))
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <PageHeader
        compact
        title="Fee Counter"
        trail={feePortalTrail}
        subtitle={`${me.firstName} ${me.lastName} · ${roleLabels[me.role]}`}
      />
      <div className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto max-w-7xl px-4 pt-2 sm:px-6 lg:px-8">
          <nav aria-label="Cashier dashboard" className="-mb-px flex flex-wrap gap-x-1">
            {cashierTabs
              .filter((name) => (me.role === 'admin' || !adminOnlyCashierTabs.includes(name)) && shown(name))
              .map((name) => (
                <TabLink
                  key={name}
                  to="/fee-portal/cashier-dashboard"
                  search={name === 'counter' ? { student: search.student } : { tab: name }}
                  current={tab === name}
                  className="rounded-t-lg"
                >
                  {cashierTabLabels[name]}
                </TabLink>
              ))}
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        {tab === 'counter' && (
          <Counter me={me} studentId={search.student} receiptId={search.receipt} qrId={search.qr} />
        )}
        {tab === 'today' && <CollectionReport />}
        {tab === 'receipts' && <ReceiptsReport canVoid canRefund={me.role === 'admin'} />}
        {tab === 'defaulters' && <DefaultersReport />}
        {tab === 'cheques' && <ChequesReport canSettle={me.role === 'admin'} />}
        {tab === 'settlement' && me.role === 'admin' && <SettlementReport />}
        {tab === 'day-close' && (
          <div className="space-y-6">
            <DayCloseReport />
            {me.role === 'admin' && <DayReopenPanel />}
          </div>
        )}
      </div>
    </div>
  )
}

function Counter({
  me,
  studentId,
  receiptId,
  qrId,
}: {
  me: Me
  studentId?: string
  receiptId?: string
  qrId?: string
}) {
  const trpc = useTRPC()
  // The signed-in cashier's day: once closed, the counter says so and offers nothing to collect.
  const day = useQuery(trpc.fees.reports.dayClose.get.queryOptions({}))
  const closed = day.data?.closed ?? null
  const isAdmin = me.role === 'admin'
  const navigate = useNavigate()
  const searchRef = useRef<HTMLInputElement>(null)
  const collectRef = useRef<CollectFormHandle>(null)
  const student = useQuery({
    ...trpc.fees.counter.student.queryOptions({ studentId: studentId ?? '' }),
    enabled: !!studentId,
  })

  const go = (next: { student?: string; receipt?: string; qr?: string }) =>
    navigate({ to: '/fee-portal/cashier-dashboard', search: next })

  // "/" brings the cashier back to the search box from anywhere outside a text field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target as HTMLElement | null
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return
      event.preventDefault()
      searchRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // A newly picked student: the amount field takes the focus, ready for Enter.
  const pickedRef = useRef(false)
  const loadedId = student.data?.student.studentId
  useEffect(() => {
    if (pickedRef.current && loadedId === studentId) {
      pickedRef.current = false
      collectRef.current?.focusAmount()
    }
  }, [loadedId, studentId])

  const pick = (id: string) => {
    pickedRef.current = true
    void go({ student: id })
  }

  const nextStudent = () => {
    void go({}).then(() => searchRef.current?.focus())
  }

  return (
    <div className="space-y-6">
      {closed && (
        <div
          role="status"
          data-testid="counter-closed"
          className="max-w-3xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 print:hidden"
        >
          <p className="font-semibold">
            You closed today's counter at {formatTime(closed.closedAt)}: no more payments can be taken today.
          </p>
          <p className="mt-1">
            {isAdmin
              ? "Reopen the day under Day close, or take a late payment into tomorrow's count below."
              : "For a late payment, ask an administrator: they can reopen your day or take the payment into tomorrow's count."}
          </p>
        </div>
      )}
      <div className="max-w-3xl print:hidden">
        <StudentSearch ref={searchRef} onPick={(match) => pick(match.studentId)} />
      </div>

      {receiptId && (
        <div className="rounded-2xl border border-emerald-200 bg-emerald-50/40 p-4 sm:p-6">
          <ReceiptPanel receiptId={receiptId} focusOnShow canVoid>
            <button type="button" onClick={nextStudent} className={buttonStyles('ghost', 'md')}>
              Next student
            </button>
          </ReceiptPanel>
        </div>
      )}

      {!studentId && !receiptId && (
        <p className="max-w-3xl rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600 print:hidden">
          Search for a student to see their dues and collect a payment.
        </p>
      )}

      {studentId && (
        <div className="print:hidden">
          {student.isPending && <LoadingState label="Loading the student's dues..." />}
          {student.isError && (
            <ErrorState
              message={errorText(student.error)}
              onRetry={() => void student.refetch()}
              retrying={student.isFetching}
            />
          )}
          {student.data && (
            // Phone order: who, collect, dues. Wide: who and dues on the left, collect beside them.
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
              <div className="min-w-0 lg:col-start-1 lg:row-start-1">
                <CounterStudentCard data={student.data} onPickSibling={pick} />
              </div>
              {(!closed || isAdmin) && (
                <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
                  <CollectForm
                    key={`${student.data.student.studentId}:${receiptId ?? ''}:${closed ? 'closed' : 'open'}:${student.data.totals.outstandingPaise}`}
                    ref={collectRef}
                    data={student.data}
                    nextDay={isAdmin ? (closed ? 'only' : 'offer') : 'never'}
                    onCollected={(receipt) => void go({ student: studentId, receipt: receipt.id })}
                  />
                  {!closed && (
                    <div className="mt-6 border-t border-slate-200 pt-5">
                      <CounterQr
                        studentId={student.data.student.studentId}
                        duePaise={student.data.totals.outstandingPaise}
                        orderId={qrId}
                        onShown={(qr) => void go({ student: studentId, qr })}
                        onPaid={(receipt) => void go({ student: studentId, receipt })}
                      />
                    </div>
                  )}
                </div>
              )}
              <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
                <CounterDues data={student.data} />
                <CounterCredit data={student.data} isAdmin={isAdmin} />
                <StudentReceipts studentId={student.data.student.studentId} name={student.data.student.name} />
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  )
}
