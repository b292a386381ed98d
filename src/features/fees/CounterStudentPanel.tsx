// The student the cashier picked: who they are, their siblings and concessions (the card), and dues per term
// and head with fines as of today.
import type { ReactNode } from 'react'
import { formatPaise } from '~/shared/money'
import { DuesTable } from './DuesTable'
import type { CounterStudent } from './types'

export function CounterStudentCard({
  data,
  onPickSibling,
}: {
  data: CounterStudent
  onPickSibling: (studentId: string) => void
}) {
  const { student, totals } = data
  return (
    <section
      aria-labelledby="counter-student"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="counter-student" className="font-display text-2xl font-bold text-brand-900">
            {student.name}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {[
              student.schoolId,
              student.classLabel && `${student.classLabel}${student.section ? ` ${student.section}` : ''}`,
              student.rollNumber ? `Roll ${student.rollNumber}` : null,
            ]
              .filter(Boolean)
              .join(' · ') || 'Not enrolled this year'}
          </p>
          {(student.parentName || student.parentPhone) && (
            <p className="mt-0.5 text-sm text-slate-600">
              Parent: {[student.parentName, student.parentPhone].filter(Boolean).join(', ')}
            </p>
          )}
        </div>
        <div className="text-right">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Due today</p>
          <p
            className={
              totals.outstandingPaise > 0
                ? 'text-2xl font-bold text-red-800 tabular-nums'
                : 'text-2xl font-bold text-emerald-800 tabular-nums'
            }
          >
            {formatPaise(totals.outstandingPaise)}
          </p>
          {data.lateFeesOwedPaise > 0 && (
            <p className="text-xs text-slate-600">incl. late fees {formatPaise(data.lateFeesOwedPaise)}</p>
          )}
        </div>
      </div>

      <CardList
        title="Siblings"
        items={data.siblings}
        itemKey={(sibling) => sibling.studentId}
        className="mt-2 flex flex-wrap gap-2"
      >
        {(sibling) => (
          <button
            type="button"
            onClick={() => onPickSibling(sibling.studentId)}
            className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-500"
          >
            <span className="font-medium">{sibling.name}</span>
            {sibling.classLabel && <span className="text-slate-600"> · {sibling.classLabel}</span>}
            <span className="text-slate-700 tabular-nums"> · {formatPaise(sibling.outstandingPaise)} due</span>
          </button>
        )}
      </CardList>

      <CardList
        title="Same parent phone or e-mail, not linked as family"
        hint="They share no guardian, so each pays on a receipt of their own. An administrator can link them to one guardian under User Management."
        items={data.sameContact}
        itemKey={(student) => student.studentId}
        className="mt-2 flex flex-wrap gap-2"
      >
        {(student) => (
          <button
            type="button"
            onClick={() => onPickSibling(student.studentId)}
            className="rounded-full border border-dashed border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-500"
          >
            <span className="font-medium">{student.name}</span>
            {student.classLabel && <span className="text-slate-600"> · {student.classLabel}</span>}
            {student.schoolId && <span className="text-slate-600"> · {student.schoolId}</span>}
          </button>
        )}
      </CardList>

      <CardList
        title="Concessions"
        items={data.concessions}
        itemKey={(concession) => concession.id}
        className="mt-1 space-y-1 text-sm text-slate-700"
      >
        {(concession) => (
          <>
            <span className="font-medium text-emerald-800">{concession.typeLabel}:</span> {concession.summary}
            <span className="text-slate-600"> ({concession.reason})</span>
          </>
        )}
      </CardList>
    </section>
  )
}

type CardListProps<T> = {
  title: string
  hint?: string
  items: T[]
  itemKey: (item: T) => string
  className: string
  children: (item: T) => ReactNode
}

/** A titled list under a rule in the student card; nothing when the list is empty. */
function CardList<T>({ title, hint, items, itemKey, className, children }: CardListProps<T>) {
  if (items.length === 0) return null
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {hint && <p className="mt-0.5 text-xs text-slate-600">{hint}</p>}
      <ul className={className}>
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
    </div>
  )
}

export function CounterDues({ data }: { data: CounterStudent }) {
  if (data.terms.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
        No fees have been issued to this student yet.
      </p>
    )
  }
  return <DuesTable terms={data.terms} today={data.asOf} />
}
