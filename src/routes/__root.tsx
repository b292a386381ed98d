/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  ScriptOnce,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { ReactNode } from 'react'
import { school } from '#app-config'
import { AppToaster } from '~/components/layout/AppToaster'
import { ErrorPage, FatalErrorBoundary } from '~/components/layout/ErrorPage'
import { GlobalErrorToasts } from '~/components/layout/GlobalErrorToasts'
import { NotFoundPage } from '~/components/layout/NotFoundPage'
import { SiteLayout } from '~/components/layout/SiteLayout'
import type { AppRouter } from '~/server/trpc/root'
import { cacheTimes } from '~/shared/query-defaults'
import { zodJitlessScript } from '~/shared/zod-setup'
import appCss from '~/styles/app.css?url'

export type RouterContext = {
  queryClient: QueryClient
  trpc: TRPCOptionsProxy<AppRouter>
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: school.name },
      { name: 'description', content: `${school.name}, Dimapur: ${school.tagline}.` },
      { name: 'theme-color', content: '#17325c' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
    ],
  }),
  // The header and banner read these; prefetchQuery never throws, so a failing call leaves them empty, not the page broken.
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([
      queryClient.prefetchQuery(trpc.auth.me.queryOptions()),
      queryClient.prefetchQuery({ ...trpc.announcement.current.queryOptions(), ...cacheTimes.announcement }),
    ])
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // The announcement banner's pre-paint script may mark <html> before React hydrates.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        {/* Before every module script: zod must not probe eval under our CSP (src/shared/zod-setup.ts). */}
        <ScriptOnce>{zodJitlessScript}</ScriptOnce>
        <FatalErrorBoundary>{children}</FatalErrorBoundary>
        <AppToaster />
        <GlobalErrorToasts />
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}

// A page failed: show the error inside the usual shell. Should the shell itself fail again,
// FatalErrorBoundary above shows its plain page.
function RootError({ error }: ErrorComponentProps) {
  return (
    <SiteLayout>
      <ErrorPage error={error} />
    </SiteLayout>
  )
}
