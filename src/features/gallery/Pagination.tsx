import { cx } from '~/components/ui/cx'
import { paginationWindow } from '~/shared/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons'

type PaginationProps = {
  page: number
  pageCount: number
  onChange: (page: number) => void
  /** Names the landmark, e.g. "Album pages", so two paginations on a site stay distinguishable. */
  label: string
  disabled?: boolean
}

const buttonBase =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50'

/** Previous / numbered / next buttons with SPEC.md's window of at most 5 page buttons. */
export function Pagination({ page, pageCount, onChange, label, disabled = false }: PaginationProps) {
  if (pageCount <= 1) return null
  const items = paginationWindow(page, pageCount)
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
      <button
        type="button"
        className={cx(buttonBase, 'border border-brand-200 bg-white text-brand-800 hover:bg-brand-50')}
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeftIcon className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </button>
      <ul className="flex items-center gap-1.5 sm:gap-2">
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={cx(
                  buttonBase,
                  item.page === page
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'border border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
                )}
                onClick={() => onChange(item.page)}
                disabled={disabled}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cx(buttonBase, 'border border-brand-200 bg-white text-brand-800 hover:bg-brand-50')}
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= pageCount}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  )
}
