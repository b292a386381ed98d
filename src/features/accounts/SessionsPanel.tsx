// The profile's "Where you're signed in": this account's sessions with their device and
// last activity, this one marked, a per-session "Sign out" and "Sign out everywhere".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { inferRouterOutputs } from '@trpc/server'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { Panel } from '~/components/ui/Panel'
import { Pill } from '~/components/ui/Pill'
import { buttonStyles } from '~/components/ui/button-styles'
import { EmptyState, ErrorState, LoadingState, SkeletonRows } from '~/components/ui/states'
import { useSignedOut } from '~/components/layout/useSession'
import type { AppRouter } from '~/server/trpc/root'
import { useTRPC } from '~/trpc/react'
import { formatShortDateTime } from '~/shared/dates'

type SessionRow = inferRouterOutputs<AppRouter>['auth']['sessions'][number]

export function SessionsPanel() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const sessions = useQuery(trpc.auth.sessions.queryOptions())
  const afterSignOut = useSignedOut()

  const endSession = useMutation(
    trpc.auth.endSession.mutationOptions({
      onSuccess: async () => {
        toast.success('Signed out of that device')
        confirmEnd.close()
        await queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() })
      },
    }),
  )
  const confirmEnd = useConfirmTarget(endSession, (session: SessionRow) => ({ id: session.id }))
  const signOutEverywhere = useMutation(
    trpc.auth.signOutEverywhere.mutationOptions({
      onSuccess: () => afterSignOut('Signed out everywhere'),
    }),
  )
  const confirmEverywhere = useConfirmTarget(signOutEverywhere, () => undefined)

  return (
    <Panel
      flush
      title="Where you're signed in"
      description="Sign out of a device you no longer use, or everywhere if you think someone else has your password."
      actions={
        <button
          type="button"
          onClick={() => confirmEverywhere.ask(true)}
          className={buttonStyles('dangerOutline', 'md', 'shrink-0')}
        >
          Sign out everywhere
        </button>
      }
      className="mt-8"
    >
      {sessions.isPending ? (
        <LoadingState label="Loading your sessions..." className="p-5">
          <SkeletonRows count={2} />
        </LoadingState>
      ) : sessions.isError ? (
        <ErrorState
          className="m-5"
          message="Could not load your sessions."
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : sessions.data.length === 0 ? (
        <EmptyState className="m-5" message="No active sessions." />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Your sessions">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {session.device}
                  {session.current && <Pill tone="leaf">This device</Pill>}
                </p>
                <p className="mt-0.5 text-sm text-slate-600">
                  Signed in {formatShortDateTime(session.signedInAt)} · Last active{' '}
                  {formatShortDateTime(session.lastActiveAt)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  onClick={() => confirmEnd.ask(session)}
                  aria-label={`Sign out ${session.device}, signed in ${formatShortDateTime(session.signedInAt)}`}
                  className={buttonStyles('outline', 'sm', 'shrink-0 self-start sm:self-auto')}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        {...confirmEnd.dialog}
        title="Sign out of this device?"
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        danger
      >
        <p>{confirmEnd.target?.device} will need the password to sign in again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        {...confirmEverywhere.dialog}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out..."
        danger
      >
        <p>Every device signed in to your account, this one included, will need the password to sign in again.</p>
      </ConfirmDialog>
    </Panel>
  )
}
