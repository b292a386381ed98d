import { clampPage, pageCount } from '~/shared/pagination'

type PageRequest = { page: number; pageSize: number }

/** The one shape of a page of a list, as every list procedure returns it; `pageCount` is at least 1. */
export type Page<Row> = { items: Row[]; total: number; page: number; pageSize: number; pageCount: number }

/**
 * One page of a list as the list procedures return it: the matching rows are counted and the page's rows read at
 * once (`find` gets Prisma's skip and take); the page count is at least 1. A page past the last (a stale link to page
 * 7 of 3) is clamped: the last page is read and returned with its number.
 */
export async function findPage<Row>(
  request: PageRequest,
  count: () => Promise<number>,
  find: (window: { skip: number; take: number }) => Promise<Row[]>,
): Promise<Page<Row>> {
  const { pageSize } = request
  const windowOf = (page: number) => ({ skip: (page - 1) * pageSize, take: pageSize })
  const [total, items] = await Promise.all([count(), find(windowOf(request.page))])
  const pages = pageCount(total, pageSize)
  const page = clampPage(request.page, pages)
  if (page === request.page) return { items, total, page, pageSize, pageCount: pages }
  return { items: await find(windowOf(page)), total, page, pageSize, pageCount: pages }
}

/** The same page of a list already read whole (a report computed in memory), in the same shape. */
export function slicePage<Row>(rows: Row[], request: PageRequest): Page<Row> {
  const pages = pageCount(rows.length, request.pageSize)
  const page = clampPage(request.page, pages)
  const start = (page - 1) * request.pageSize
  const items = rows.slice(start, start + request.pageSize)
  return { items, total: rows.length, page, pageSize: request.pageSize, pageCount: pages }
}
