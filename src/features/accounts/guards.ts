// Route guards: UX only (every procedure authorizes itself). They read auth.me through the query cache,
// re-checking with the server at most every 30 s (the session refresh tick).
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '~/server/trpc/root'
import { safeRedirectPath } from '~/shared/identifier'
import { searchParams, stringParam } from '~/shared/search-params'
import { accessDeniedMessage as sharedAccessDeniedMessage, isRole, type Role } from '~/shared/roles'

type GuardArgs = {
  context: { queryClient: QueryClient; trpc: TRPCOptionsProxy<AppRouter> }
  location: { href: string }
}

const verifyEveryMs = 30_000

export function fetchCurrentUser({ queryClient, trpc }: GuardArgs['context']) {
  return queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: verifyEveryMs })
}

/** Signed out -> /login, remembering where the visitor was going. */
export async function requireSignIn({ context, location }: GuardArgs) {
  const user = await fetchCurrentUser(context)
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
  return { user }
}

/** Signed out -> /login; signed in with another role -> /dashboard, which shows the access-denied toast. */
export function requireRole(...allowed: Role[]) {
  return async (args: GuardArgs) => {
    const { user } = await requireSignIn(args)
    if (!allowed.includes(user.role)) throw redirect({ to: '/dashboard', search: { denied: allowed.join(',') } })
    return { user }
  }
}

/**
 * A portal's own pages (fee portal, inventory): signed out -> the portal's login, remembering where the visitor
 * was going; signed in with another role -> /dashboard with the access-denied toast.
 */
export function requirePortalRole(loginPath: string, ...allowed: Role[]) {
  return async ({ context, location }: GuardArgs) => {
    const user = await fetchCurrentUser(context)
    if (!user) throw redirect({ href: `${loginPath}?${new URLSearchParams({ redirect: location.href })}` })
    if (!allowed.includes(user.role)) throw redirect({ to: '/dashboard', search: { denied: allowed.join(',') } })
    return { user }
  }
}

/** The route options every portal login shares: its `?redirect=` search and skipPortalLogin. */
export function portalLoginRoute(portal: { roles: readonly Role[]; dashboard: string }) {
  return { validateSearch: portalLoginSearch, beforeLoad: skipPortalLogin(portal.roles, portal.dashboard) }
}

const portalLoginSearch = searchParams({ redirect: stringParam() })

/** A portal's login: a signed-in user whom the portal admits goes straight on (to `redirect`, else the portal's dashboard). */
export function skipPortalLogin(allowed: readonly Role[], dashboardPath: string) {
  return async ({ context, search }: { context: GuardArgs['context']; search: { redirect?: string } }) => {
    const user = await fetchCurrentUser(context)
    if (user && allowed.includes(user.role)) throw redirect({ href: portalDestination(search.redirect, dashboardPath) })
  }
}

/** Where a portal sign-in lands: the page the visitor wanted when it is inside the portal, else its dashboard. */
export function portalDestination(wanted: string | undefined, dashboardPath: string): string {
  const portalRoot = dashboardPath.slice(0, dashboardPath.indexOf('/', 1) + 1)
  const safe = safeRedirectPath(wanted)
  return safe.startsWith(portalRoot) && !safe.includes('login') ? safe : dashboardPath
}

/** The access-denied toast's text for a `denied` search value, or null when the value is not a list of roles. */
export function accessDeniedMessage(denied: string | undefined): string | null {
  if (!denied) return null
  const names = denied.split(',')
  if (names.length === 0 || !names.every(isRole)) return null
  return sharedAccessDeniedMessage(names)
}
