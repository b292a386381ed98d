import type { ReactNode } from 'react'
import { paginationWindow } from '~/shared/pagination'
import { cx } from './cx'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'

type PageLinkProps = {
  className: string
  children: ReactNode
  'aria-label': string
  'aria-current'?: 'page'
}

type PaginationProps = {
  page: number
  pageCount: number
  /** Names the landmark, e.g. "Album pages", so two paginations on a site stay distinguishable. */
  label: string
  disabled?: boolean
  className?: string
} & (
  | { onChange: (page: number) => void; link?: never }
  /** Renders each page as a link (e.g. TanStack Router's <Link search={{ page }}>) instead of a button. */
  | { link: (page: number, props: PageLinkProps) => ReactNode; onChange?: never }
)

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-brand-500'
const idle = 'border border-brand-200 bg-white text-brand-800 hover:bg-brand-50'
const current = 'bg-brand-700 text-white shadow-sm'
const off = 'cursor-not-allowed border border-brand-200 bg-white text-brand-800 opacity-50'

/** Previous / numbered / next controls with a window of at most 5 page buttons, first, last and ellipses. */
export function Pagination({ page, pageCount, label, disabled = false, className, onChange, link }: PaginationProps) {
  if (pageCount <= 1) return null

  const control = (
    target: number,
    name: string,
    content: ReactNode,
    options: { current?: boolean; blocked?: boolean } = {},
  ) => {
    const classes = cx(item, options.current ? current : options.blocked ? off : idle)
    if (link && !options.blocked) {
      return link(target, {
        className: classes,
        children: content,
        'aria-label': name,
        ...(options.current ? { 'aria-current': 'page' as const } : {}),
      })
    }
    // A link to no page is left out rather than shown disabled.
    if (link) return null
    return (
      <button
        type="button"
        className={cx(classes, 'disabled:cursor-not-allowed disabled:opacity-50')}
        onClick={() => onChange?.(target)}
        disabled={disabled || options.blocked}
        aria-label={name}
        aria-current={options.current ? 'page' : undefined}
      >
        {content}
      </button>
    )
  }

  return (
    <nav aria-label={label} className={cx('flex flex-wrap items-center justify-center gap-1.5 sm:gap-2', className)}>
      {control(
        page - 1,
        'Previous page',
        <>
          <ChevronLeftIcon className="size-4" />
          <span className="hidden sm:inline">Previous</span>
        </>,
        { blocked: page <= 1 },
      )}
      <ul className="flex items-center gap-1.5 sm:gap-2">
        {paginationWindow(page, pageCount).map((entry) =>
          entry.kind === 'ellipsis' ? (
            <li key={`ellipsis-${entry.key}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry.page}>
              {control(entry.page, `Page ${entry.page}`, entry.page, { current: entry.page === page })}
            </li>
          ),
        )}
      </ul>
      {control(
        page + 1,
        'Next page',
        <>
          <span className="hidden sm:inline">Next</span>
          <ChevronRightIcon className="size-4" />
        </>,
        { blocked: page >= pageCount },
      )}
    </nav>
  )
}
