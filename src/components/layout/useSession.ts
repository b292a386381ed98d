import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { toast } from 'sonner'
import { useTRPC } from '~/trpc/react'

/** The signed-in user for the header (undefined while unknown, null when signed out). */
export function useCurrentUser() {
  const trpc = useTRPC()
  return useQuery(trpc.auth.me.queryOptions()).data
}

/** After the session ended: toasts, goes home and drops what the previous user's pages cached. */
export function useSignedOut() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  return async (message = 'Signed out successfully') => {
    queryClient.setQueryData(trpc.auth.me.queryKey(), null)
    toast.success(message)
    await navigate({ to: '/' })
    // The previous user's cached pages must not outlive the session.
    queryClient.removeQueries({ type: 'inactive' })
    await queryClient.invalidateQueries()
  }
}

/** Signs out, then toasts, refreshes what the page shows and goes home. */
export function useLogout() {
  const trpc = useTRPC()
  const afterSignOut = useSignedOut()
  const signedOut = () => afterSignOut()

  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: signedOut,
      onError: () => {
        toast.error('Could not sign you out', { description: 'Please check your connection and try again.' })
      },
    }),
  )
}
