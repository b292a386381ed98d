// Up to 5 page buttons; with more pages, first, last and ellipsis windows.
import { paging } from '#app-config'

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' }

/** Number of pages needed for `totalCount` items, at least 1 so an empty list still has a page. */
export function pageCount(totalCount: number, pageSize: number): number {
  if (!Number.isFinite(totalCount) || totalCount <= 0) return 1
  return Math.ceil(totalCount / Math.max(1, Math.floor(pageSize)))
}

/** Keeps a requested page inside 1..totalPages (a stale link to page 7 of 3 shows page 3). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages))
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.floor(page)), last)
}

/**
 * The page buttons to show. All pages when they fit in `maxButtons`; otherwise the first and last page
 * always, a window around the current page, and an ellipsis for each gap, using exactly `maxButtons` buttons.
 *
 * 10 pages, current 1: 1 2 3 4 … 10; current 5: 1 … 4 5 6 … 10; current 10: 1 … 7 8 9 10.
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  maxButtons: number = paging.maxPageButtons,
): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages))
  const page = clampPage(current, total)
  const buttons = Math.max(5, Math.floor(maxButtons))
  const pages = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }))

  if (total <= buttons) return pages(1, total)

  // Buttons left for the middle once the first and last page are placed.
  const inner = buttons - 2
  const edge = buttons - 1
  if (page < edge) return [...pages(1, edge), { kind: 'ellipsis', key: 'end' }, ...pages(total, total)]
  if (page > total - edge + 1)
    return [...pages(1, 1), { kind: 'ellipsis', key: 'start' }, ...pages(total - edge + 1, total)]

  const start = page - Math.floor((inner - 1) / 2)
  const end = start + inner - 1
  return [
    ...pages(1, 1),
    { kind: 'ellipsis', key: 'start' },
    ...pages(start, end),
    { kind: 'ellipsis', key: 'end' },
    ...pages(total, total),
  ]
}
