// Detail pages (/news/$id, /admin/admissions/$id, /inventory/item/$id, ...) answer the site's 404 page with
// status 404 for an id that is malformed or names no row, instead of an error page with status 500:
//   loader: ({ params, context }) => loadOrNotFound(params.id, (id) => context.queryClient.ensureQueryData(...))
import { notFound } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { isRecordId } from '~/shared/ids'

/** True for a tRPC NOT_FOUND answer (from the in-process link during SSR or from HTTP in the browser). */
export function isNotFoundError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'NOT_FOUND'
}

/** Loads the row for a URL id; a malformed id or a NOT_FOUND answer becomes the router's notFound(). */
export async function loadOrNotFound<T>(id: string, load: (id: string) => Promise<T>): Promise<T> {
  if (!isRecordId(id)) throw notFound()
  try {
    return await load(id)
  } catch (error) {
    if (isNotFoundError(error)) throw notFound()
    throw error
  }
}
