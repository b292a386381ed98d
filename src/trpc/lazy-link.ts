import { TRPCClientError, type TRPCLink } from '@trpc/client'
import type { AnyTRPCRouter } from '@trpc/server'
import { observable } from '@trpc/server/observable'
import { loadOnce } from '~/shared/load-once'

/**
 * A link that loads the real one on the first operation and hands every operation to it. Calls made while it
 * loads wait for it, in order; should the download fail, each of them fails as a TRPCClientError (the page's usual
 * error state), and the next call tries the download again.
 */
export function lazyLink<TRouter extends AnyTRPCRouter>(load: () => Promise<TRPCLink<TRouter>>): TRPCLink<TRouter> {
  return (runtime) => {
    const loadOperationLink = loadOnce(() => load().then((link) => link(runtime)))
    return ({ op, next }) =>
      observable((observer) => {
        let closed = false
        let subscription: { unsubscribe: () => void } | undefined
        loadOperationLink().then(
          (operationLink) => {
            if (!closed) subscription = operationLink({ op, next }).subscribe(observer)
          },
          (cause: unknown) => {
            if (!closed) observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))))
          },
        )
        return () => {
          closed = true
          subscription?.unsubscribe()
        }
      })
  }
}
