import { Link } from '@tanstack/react-router'
import { cx } from '~/components/ui/cx'
import { paginationWindow } from '~/shared/pagination'

/** Page links for a paged public list (SPEC.md section 9: up to 5 page buttons, then first/last and ellipses). */
export function Pager({ page, pageCount, to, label }: { page: number; pageCount: number; to: '/news' | '/events'; label: string }) {
  if (pageCount <= 1) return null
  const items = paginationWindow(page, pageCount)
  const linkClass = 'flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold focus-visible:outline-brand-600'
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={to} search={{ page: page - 1 }} className={cx(linkClass, 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50')}>
          Previous
        </Link>
      )}
      {items.map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true" className="px-1 text-slate-500">
            &hellip;
          </span>
        ) : (
          <Link
            key={item.page}
            to={to}
            search={{ page: item.page }}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            className={cx(linkClass, item.page === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50')}
          >
            {item.page}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={to} search={{ page: page + 1 }} className={cx(linkClass, 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50')}>
          Next
        </Link>
      )}
    </nav>
  )
}
