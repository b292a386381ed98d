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
import { ShellErrorPage } from '~/components/layout/error-page'
import { FatalErrorBoundary } from '~/components/layout/FatalErrorBoundary'
import { GlobalErrorToasts } from '~/components/layout/GlobalErrorToasts'
import { notFoundPage } from '~/components/layout/not-found-page'
import { SiteLayout } from '~/components/layout/SiteLayout'
import type { AppRouter } from '~/server/trpc/root'
import { cacheTimes } from '~/shared/query-defaults'
import { zodJitlessScript } from '~/shared/zod-setup'
import { themeScript } from '~/shared/theme'
import { defaultShareImage, shareMeta } from '~/components/layout/page-title'
import { absoluteUrl } from '~/shared/site-origin'
import appCss from '~/styles/app.css?url'

export type RouterContext = {
  queryClient: QueryClient
  trpc: TRPCOptionsProxy<AppRouter>
}

/** The page's address without tracking or view parameters: only what names different content. */
function canonicalPath(match: { pathname: string; search: unknown } | undefined): string {
  if (!match) return '/'
  const search = (match.search ?? {}) as Record<string, unknown>
  const kept = new URLSearchParams()
  for (const name of ['albumId', 'page'] as const) {
    if (search[name] !== undefined && search[name] !== 1) kept.set(name, String(search[name]))
  }
  const query = kept.toString()
  return query ? `${match.pathname}?${query}` : match.pathname
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Site-wide tags; a page's own title, description and share picture (pageHead) replace these.
  head: ({ matches }) => {
    const url = absoluteUrl(canonicalPath(matches.at(-1)))
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        ...shareMeta(school.name, `${school.name}, Dimapur: ${school.tagline}.`, { image: defaultShareImage }),
        { property: 'og:site_name', content: school.name },
        { property: 'og:type', content: 'website' },
        { property: 'og:locale', content: 'en_IN' },
        { property: 'og:url', content: url },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'theme-color', content: '#17325c' },
        { name: 'color-scheme', content: 'light dark' },
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'canonical', href: url },
        { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ],
    }
  },
  // The header and banner read these; prefetchQuery never throws, so a failing call leaves them empty, not the page broken.
  // A signed-in header's bell reads the notifications: with them in the page, its first render makes no call, so
  // the browser's HTTP link loads only when the screen itself first asks for something.
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([
      queryClient.prefetchQuery(trpc.auth.me.queryOptions()).then(() => {
        if (queryClient.getQueryData(trpc.auth.me.queryKey()))
          return queryClient.prefetchQuery(trpc.notifications.list.queryOptions())
      }),
      queryClient.prefetchQuery({ ...trpc.announcement.current.queryOptions(), ...cacheTimes.announcement }),
    ])
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: notFoundPage,
  errorComponent: RootError,
})

// ScriptOnce renders only on the server (the browser finds the script already run and removed): in the browser build
// the text is dropped, so the first script does not carry it.
const serverOnly = (script: string) => (import.meta.env.SSR ? script : '')

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // The theme script and the announcement banner's pre-paint script mark <html> before React hydrates.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        {/* First in the head: the theme is on <html> before anything can be painted (src/shared/theme.ts). */}
        <ScriptOnce>{serverOnly(themeScript)}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        {/* Before every module script: zod must not probe eval under our CSP (src/shared/zod-setup.ts). */}
        <ScriptOnce>{serverOnly(zodJitlessScript)}</ScriptOnce>
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
      <ShellErrorPage error={error} />
    </SiteLayout>
  )
}
