import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeaders, setResponseHeader } from '@tanstack/react-start/server'
import { unstable_localLink } from '@trpc/client'
import superjson from 'superjson'
import { createRequestContext } from '~/server/trpc/context'
import { appRouter, type AppRouter } from '~/server/trpc/root'
import { lazyLink } from './lazy-link'

// SSR loaders call the router in-process with the request's cookies; the browser goes over HTTP.
// The Start compiler strips the server branch (and the router import) from the client bundle.
export const getTRPCLink = createIsomorphicFn()
  .server(() =>
    unstable_localLink({
      router: appRouter,
      transformer: superjson,
      createContext: async () => {
        const resHeaders = new Headers()
        const ctx = await createRequestContext({ headers: new Headers(getRequestHeaders()), resHeaders })
        // A session refreshed during SSR still reaches the browser.
        const cookies = resHeaders.getSetCookie()
        if (cookies.length > 0) setResponseHeader('set-cookie', cookies)
        return ctx
      },
    }),
  )
  // The HTTP link loads with the first call a page makes (lazy-link.ts).
  .client(() => lazyLink<AppRouter>(() => import('./http-link').then((module) => module.httpLink)))
