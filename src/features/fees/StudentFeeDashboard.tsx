// The student and parent view: the class fee structure, dues per term with due dates, fines and concessions,
// payment history and receipt PDFs. A parent switches between children; the chosen child is in the URL.
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { lazyDialog } from '~/components/ui/lazy-dialog'
import { buttonStyles } from '~/components/ui/button-styles'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/PageHeader'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric, formatDateTimeNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { chosenChild } from './first-queries'
import { Pill } from '~/components/ui/Pill'
import { DuesTable } from './DuesTable'
import { feePortalTrail } from './portal'
import { receiptPdfUrl } from './receipt-url'
import type { FamilyChild, Me, Statement } from './types'
import type { PaymentReturnProps } from './PaymentReturn'
import { StructureHead, TermTotalsFoot } from './structure-table'

// Online payment's screens load only when used: the dialog when opened, the return view on a return.
const PayDialog = lazyDialog(() => import('./PayDialog').then((m) => m.PayDialogPanel))
const PaymentReturn = lazy(() => import('./PaymentReturn').then((m) => ({ default: m.PaymentReturn })))

export function StudentFeeDashboard({
  me,
  childId,
  openPay = false,
  payment,
}: {
  me: Me
  childId?: string
  openPay?: boolean
  payment?: PaymentReturnProps
}) {
  const trpc = useTRPC()
  const [paying, setPaying] = useState(openPay)
  // The payment views render in the browser only (after hydration): they act on arrival, never on the server.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  // "Try again" after a failed payment links here with pay=1: open the dialog on that navigation too.
  const [askedToPay, setAskedToPay] = useState(openPay)
  if (openPay !== askedToPay) {
    setAskedToPay(openPay)
    if (openPay) setPaying(true)
  }
  const children = useQuery(trpc.fees.family.children.queryOptions())
  const list = children.data ?? []
  const current = chosenChild(list, childId)

  return (
    <div className="min-h-[70vh] bg-slate-50">
      <PageHeader
        compact
        title={me.role === 'parent' ? 'Your children’s fees' : 'Your fees'}
        trail={feePortalTrail}
        subtitle={
          me.role === 'parent'
            ? 'Dues, late fees, concessions and receipts for each child.'
            : 'Your dues, late fees, concessions and receipts.'
        }
      >
        {me.role === 'parent' && list.length > 1 && <ChildSwitcher list={list} currentId={current?.studentId} />}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        {me.role === 'parent' && payment && mounted && (
          <div className="mb-6">
            <Suspense fallback={null}>
              <PaymentReturn key={payment.orderId} {...payment} />
            </Suspense>
          </div>
        )}
        {me.role === 'parent' && current && (
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
            <p className="text-slate-700">Pay by UPI, card or net banking, for one child or several at once.</p>
            {/* Enabled once the page is live: a tap before that would open nothing. */}
            <button
              type="button"
              disabled={!mounted}
              onClick={() => setPaying(true)}
              className={buttonStyles('primary', 'lg')}
            >
              Pay online
            </button>
            <PayDialog open={paying && mounted} onClose={() => setPaying(false)} />
          </div>
        )}
        {children.isPending && <LoadingState label="Loading..." />}
        {children.isError && <ErrorState message={errorText(children.error)} onRetry={() => void children.refetch()} />}
        {children.isSuccess && !current && (
          <EmptyState
            title="No student records found"
            message={
              me.role === 'parent'
                ? 'No student in our records has your e-mail address as the parent e-mail. Please ask the school office to update it.'
                : 'Your account is not linked to a student record yet. Please contact the school office.'
            }
          />
        )}
        {current && <StatementView studentId={current.studentId} />}
      </div>
    </div>
  )
}

function ChildSwitcher({ list, currentId }: { list: FamilyChild[]; currentId?: string }) {
  return (
    <nav aria-label="Choose a child">
      <ul className="flex flex-wrap gap-2">
        {list.map((child) => {
          const active = child.studentId === currentId
          return (
            <li key={child.studentId}>
              <Link
                to="/fee-portal/student-dashboard"
                search={{ child: child.studentId }}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'flex flex-col rounded-xl border px-4 py-2 text-left focus-visible:outline-brand-500',
                  active
                    ? 'border-gold-300 bg-white text-brand-900 ring-2 ring-gold-300'
                    : 'border-brand-600 bg-brand-700 text-white hover:border-brand-300 hover:bg-brand-600',
                )}
              >
                <span className="font-semibold">{child.name}</span>
                <span className={cx('text-xs', active ? 'text-slate-600' : 'text-brand-100')}>
                  {[
                    child.classLabel && `${child.classLabel}${child.section ? ` ${child.section}` : ''}`,
                    child.schoolId,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function StatementView({ studentId }: { studentId: string }) {
  const trpc = useTRPC()
  const statement = useQuery(trpc.fees.family.statement.queryOptions({ studentId }))
  if (statement.isPending) return <LoadingState label="Loading fees..." />
  if (statement.isError)
    return <ErrorState message={errorText(statement.error)} onRetry={() => void statement.refetch()} />
  const data = statement.data
  const { student, totals } = data
  const nextDue = data.terms.find((term) => term.totals.outstandingPaise > 0)
  const lateFees = data.lateFeesOwedPaise

  return (
    <div className="space-y-8">
      <section aria-labelledby="fee-summary" className="grid gap-4 sm:grid-cols-3">
        <h2 id="fee-summary" className="sr-only">
          Summary for {student.name}
        </h2>
        <SummaryCard
          label="Outstanding"
          value={formatPaise(totals.outstandingPaise)}
          tone={totals.outstandingPaise > 0 ? 'due' : 'ok'}
        >
          {nextDue ? `${nextDue.name} due ${formatDateKeyNumeric(nextDue.dueDate)}` : 'Nothing due. Thank you!'}
          <span className="block">
            {lateFees > 0 ? `Includes late fees so far: ${formatPaise(lateFees)}` : 'No late fees'}
          </span>
          {data.credit.balancePaise > 0 && (
            <span className="block font-medium text-emerald-800">
              Credit held: {formatPaise(data.credit.balancePaise)} (used when the next term is issued)
            </span>
          )}
        </SummaryCard>
        <SummaryCard label="Paid this year" value={formatPaise(totals.paidPaise)}>
          {paymentCount(data.payments.filter((p) => !p.voidedAt).length)}
        </SummaryCard>
        <SummaryCard label="Concessions" value={formatPaise(totals.concessionPaise)}>
          {data.concessions.length > 0 ? 'Already taken off the dues' : 'No concessions this year'}
        </SummaryCard>
      </section>

      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{student.name}</span>
        {[
          student.schoolId,
          student.classLabel && `${student.classLabel}${student.section ? ` ${student.section}` : ''}`,
          student.yearName,
        ]
          .filter(Boolean)
          .map((part) => ` · ${part}`)}
      </p>

      <section aria-labelledby="dues-heading">
        <h2 id="dues-heading" className="font-display text-xl font-bold text-brand-900">
          Dues by term
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Late fees are worked out as of today, {formatDateKeyNumeric(data.asOf)}.
        </p>
        <div className="mt-4">
          {data.terms.length === 0 ? (
            <EmptyState message="No fees have been issued yet." />
          ) : (
            <DuesTable terms={data.terms} today={data.asOf} />
          )}
        </div>
      </section>

      {data.concessions.length > 0 && (
        <section aria-labelledby="concessions-heading">
          <h2 id="concessions-heading" className="font-display text-xl font-bold text-brand-900">
            Concessions
          </h2>
          <ul className="mt-3 space-y-2">
            {data.concessions.map((concession) => (
              <li
                key={concession.id}
                className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950"
              >
                <span className="font-semibold">{concession.typeLabel}:</span> {concession.summary}
                <span className="block text-emerald-900">{concession.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <PaymentHistory payments={data.payments} />
      <StructureView structure={data.structure} />
    </div>
  )
}

const paymentCount = (count: number) => (count === 1 ? '1 payment' : `${count} payments`)

function SummaryCard({
  label,
  value,
  tone,
  children,
}: {
  label: string
  value: string
  tone?: 'due' | 'ok'
  children: ReactNode
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p
        className={cx(
          'mt-1 text-2xl font-bold tabular-nums',
          tone === 'due' ? 'text-red-800' : tone === 'ok' ? 'text-emerald-800' : 'text-brand-900',
        )}
      >
        {value}
      </p>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </div>
  )
}

function PaymentHistory({ payments }: { payments: Statement['payments'] }) {
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="font-display text-xl font-bold text-brand-900">
        Payment history
      </h2>
      {payments.length === 0 ? (
        <EmptyState className="mt-4" message="No payments yet." />
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold tabular-nums">
                  Receipt {payment.numberText} {payment.voidedAt && <Pill tone="danger">VOID</Pill>}
                  {payment.refundedPaise > 0 && <Pill tone="danger">REFUNDED</Pill>}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDateKeyNumeric(payment.date)} · {payment.modeLabel}
                  {payment.voidedAt
                    ? ` · Cancelled by the school office on ${formatDateTimeNumeric(payment.voidedAt)}`
                    : ''}
                  {payment.refundedPaise > 0 ? ` · ${formatPaise(payment.refundedPaise)} refunded` : ''}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span className={cx('font-semibold tabular-nums', payment.voidedAt && 'text-slate-500 line-through')}>
                  {formatPaise(payment.amountPaise)}
                </span>
                <a
                  href={receiptPdfUrl(payment.id)}
                  download
                  className="inline-flex items-center gap-1.5 rounded-lg border border-brand-200 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-500"
                >
                  <DownloadIcon className="size-4" />
                  PDF<span className="sr-only"> of receipt {payment.numberText}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const readLayout = { padding: 'px-4', amounts: 'text-right' } as const

function StructureView({ structure }: { structure: Statement['structure'] }) {
  if (!structure || structure.terms.length === 0) return null
  const amount = (termId: string, headId: string) =>
    structure.cells.find((cell) => cell.termId === termId && cell.headId === headId)?.amountPaise ?? 0
  const heads = structure.heads.filter((head) => structure.cells.some((cell) => cell.headId === head.id))
  return (
    <section aria-labelledby="structure-heading">
      <h2 id="structure-heading" className="font-display text-xl font-bold text-brand-900">
        Fee structure: {structure.classLabel}, {structure.year.name}
      </h2>
      {/* Focusable, so a keyboard can scroll the table on a phone. */}
      <div
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-brand-500"
      >
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">Fee structure per term and head</caption>
          <StructureHead terms={structure.terms} layout={readLayout} />
          <tbody className="divide-y divide-slate-100">
            {heads.map((head) => (
              <tr key={head.id}>
                <th scope="row" className="px-4 py-2 text-left font-medium">
                  {head.name}
                </th>
                {structure.terms.map((term) => (
                  <td key={term.id} className="px-4 py-2 text-right tabular-nums">
                    {amount(term.id, head.id) ? formatPaise(amount(term.id, head.id)) : '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <TermTotalsFoot label="Total" totals={structure.termTotals} layout={readLayout} />
        </table>
      </div>
    </section>
  )
}
