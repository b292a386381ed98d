import { QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { createRouter } from '@tanstack/react-router'
import { notFoundPage } from '~/components/layout/not-found-page'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createTRPCClient } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '~/server/trpc/root'
import { getTRPCLink } from '~/trpc/link'
import { TRPCProvider } from '~/trpc/react'
import { queryDefaults } from '~/shared/query-defaults'
import { ShellErrorPage } from '~/components/layout/error-page'
import { routeTree } from './routeTree.gen'

/**
 * This request's Content-Security-Policy nonce (src/start.ts): the router stamps it on every script and style it
 * emits. In the browser it is read back from the csp-nonce meta tag the router renders with it.
 */
const cspNonce = createIsomorphicFn()
  .server(() => {
    try {
      return (getGlobalStartContext() as { cspNonce?: string } | undefined)?.cspNonce
    } catch {
      // A router made outside the request middleware (a redirect answered early) renders no inline script.
      return undefined
    }
  })
  .client(() => document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined)

export function getRouter() {
  // Runs once per SSR request and once in the browser: a fresh cache per request.
  const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } })
  const trpcClient = createTRPCClient<AppRouter>({ links: [getTRPCLink()] })
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })

  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    ssr: { nonce: cspNonce() },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Errors and not-found in any route render inside the site shell, on the server too.
    defaultErrorComponent: ({ error }) => <ShellErrorPage error={error} />,
    defaultNotFoundComponent: notFoundPage,
    Wrap: ({ children }) => (
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    ),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
