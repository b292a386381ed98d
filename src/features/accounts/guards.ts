// Route guards: UX only (every procedure authorizes itself). They read auth.me through the query cache,
// re-checking with the server at most every 30 s (SPEC.md's refresh tick).
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '~/server/trpc/root'
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

/** SPEC.md's toast text for a `denied` search value, or null when the value is not a list of roles. */
export function accessDeniedMessage(denied: string | undefined): string | null {
  if (!denied) return null
  const names = denied.split(',')
  if (names.length === 0 || !names.every(isRole)) return null
  return sharedAccessDeniedMessage(names)
}
