import { useId, useState } from 'react'
import { categoryLabels, noticeFilterOptions, type NoticeCategory, type NoticeFilter } from '~/shared/content-options'
import { formatDateKeyNumeric } from '~/shared/dates'
import { ChoiceOptions } from '~/components/form/Options'
import { AccordionItem } from '~/components/ui/AccordionItem'
import { cx } from '~/components/ui/cx'
import { Badge, categoryVariants } from './Badge'
import { BellIcon, ChevronDownIcon } from '~/components/ui/icons'

export type Notice = {
  id: string
  title: string
  category: NoticeCategory
  date: string
  content: string
  important: boolean
}

/** Notices of one category, or all of them. */
export function filterNotices<T extends { category: NoticeCategory }>(
  notices: readonly T[],
  filter: NoticeFilter,
): T[] {
  return filter === 'all' ? [...notices] : notices.filter((notice) => notice.category === filter)
}

/**
 * Notices and Circulars: a category dropdown (All Notices by default) over a single-open list; the open
 * notice can be closed again. Each row shows title, date and 'Important'; opened, the content and category badge.
 */
export function NoticeBoard({ notices }: { notices: readonly Notice[] }) {
  const [filter, setFilter] = useState<NoticeFilter>('all')
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  const shown = filterNotices(notices, filter)

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-4 border-b border-slate-200 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <h2
          id={`${baseId}-title`}
          className="flex items-center gap-3 font-display text-xl font-bold text-brand-900 sm:text-2xl"
        >
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-800 text-gold-300">
            <BellIcon className="size-5" />
          </span>
          Notices and Circulars
        </h2>
        <div className="flex items-center gap-3">
          <label htmlFor={`${baseId}-filter`} className="text-sm font-semibold text-slate-700">
            Category
          </label>
          <select
            id={`${baseId}-filter`}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as NoticeFilter)
              setOpenId(null)
            }}
            className="rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm font-medium text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ChoiceOptions choices={noticeFilterOptions} />
          </select>
        </div>
      </div>

      {shown.length === 0 ? (
        <p role="status" className="px-6 py-12 text-center text-slate-600">
          No notices found in this category.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Notices">
          {shown.map((notice) => {
            const expanded = openId === notice.id
            return (
              <li
                key={notice.id}
                data-notice=""
                className={cx(
                  'relative',
                  notice.important && 'before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-red-600',
                )}
              >
                <AccordionItem
                  id={`${baseId}-${notice.id}`}
                  expanded={expanded}
                  onToggle={() => setOpenId(expanded ? null : notice.id)}
                  buttonClassName={cx(
                    'flex w-full items-start gap-4 px-5 py-4 text-left transition-colors focus-visible:outline-brand-600 sm:px-6',
                    expanded ? 'bg-brand-50' : 'hover:bg-slate-50',
                  )}
                  summary={
                    <>
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-slate-900">{notice.title}</span>
                          {notice.important && <Badge variant="danger">Important</Badge>}
                        </span>
                        <span className="mt-1 block text-sm text-slate-600">
                          <time dateTime={notice.date}>{formatDateKeyNumeric(notice.date)}</time>
                        </span>
                      </span>
                      <ChevronDownIcon
                        className={cx(
                          'mt-1 size-5 shrink-0 text-brand-600 transition-transform duration-300',
                          expanded && 'rotate-180',
                        )}
                      />
                    </>
                  }
                  panelClassName="bg-brand-50 px-5 pb-5 sm:px-6"
                >
                  <p className="leading-relaxed whitespace-pre-line text-slate-700">{notice.content}</p>
                  <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
                    Category:{' '}
                    <Badge variant={categoryVariants[notice.category]}>{categoryLabels[notice.category]}</Badge>
                  </p>
                </AccordionItem>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
