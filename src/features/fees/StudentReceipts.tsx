// The picked student's earlier receipts at the counter, newest first, a page at a time: each opens as a PDF marked
// DUPLICATE, to reprint for a parent who lost theirs.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { Pill } from '~/components/ui/Pill'
import { ErrorState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { defaultReceiptRange } from './first-queries'
import { receiptPdfUrl } from './ReceiptPanel'

export const duplicatePdfUrl = (id: string) => `${receiptPdfUrl(id)}?copy=duplicate&inline=1`

export function StudentReceipts({ studentId, name }: { studentId: string; name: string }) {
  const trpc = useTRPC()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...trpc.fees.reports.receipts.queryOptions({ ...defaultReceiptRange(), studentId, page, pageSize: 5 }),
    placeholderData: keepPreviousData,
  })
  const titleId = `earlier-receipts-${studentId}`
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={titleId} className="font-display text-lg font-bold text-brand-900">
        Earlier receipts
      </h2>
      {list.isError && <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && list.data.total === 0 && <p className="mt-2 text-sm text-slate-600">No receipts yet for {name}.</p>}
      {list.data && list.data.total > 0 && (
        <>
          <ul className="mt-2 divide-y divide-slate-100" aria-busy={list.isFetching}>
            {list.data.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-semibold tabular-nums">{item.numberText}</span>{' '}
                  <span className="text-slate-600">
                    {formatDateKeyNumeric(item.date)} · {item.modeLabel}
                  </span>{' '}
                  {item.voidedAt && <Pill tone="danger">{item.chequeStatus === 'bounced' ? 'BOUNCED' : 'VOID'}</Pill>}
                </span>
                <span className="flex items-center gap-3">
                  <span className={cx('font-semibold tabular-nums', item.voidedAt && 'text-slate-500 line-through')}>
                    {formatPaise(item.totalPaise)}
                  </span>
                  <a
                    href={duplicatePdfUrl(item.id)}
                    target="_blank"
                    rel="noopener"
                    className={buttonStyles('outline', 'sm')}
                    aria-label={`Reprint receipt ${item.numberText} (duplicate)`}
                  >
                    Reprint
                  </a>
                </span>
              </li>
            ))}
          </ul>
          {list.data.pageCount > 1 && (
            <Pagination
              className="mt-3"
              page={list.data.page}
              pageCount={list.data.pageCount}
              label={`Earlier receipt pages of ${name}`}
              onChange={setPage}
              disabled={list.isFetching}
            />
          )}
        </>
      )}
    </section>
  )
}
