import { pageCount } from '~/shared/pagination'

type PageRequest = { page: number; pageSize: number }

/**
 * One page of a list as the list procedures return it: the matching rows are counted and the page's rows read at
 * once (`find` gets Prisma's skip and take); the page count is at least 1.
 */
export async function findPage<Row>(
  request: PageRequest,
  count: () => Promise<number>,
  find: (window: { skip: number; take: number }) => Promise<Row[]>,
) {
  const { page, pageSize } = request
  const [total, items] = await Promise.all([count(), find({ skip: (page - 1) * pageSize, take: pageSize })])
  return { items, total, page, pageSize, pageCount: pageCount(total, pageSize) }
}
