import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { errorText } from '~/components/ui/error-text'
import { ErrorState } from '~/components/ui/states'
import { PageLoading } from '~/components/layout/VerifyingAccess'

/** An inventory screen whose data failed to load: the server's words, Try Again, and a way back to the list. */
export function InventoryRouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div className="space-y-4">
      <ErrorState
        title="This page could not be loaded"
        message={errorText(error)}
        onRetry={() => void router.invalidate()}
      />
      <Link to="/inventory/list" className="inline-block font-semibold text-brand-700 hover:underline">
        Back to the items
      </Link>
    </div>
  )
}

export function InventoryLoading() {
  return <PageLoading label="Loading the inventory..." />
}
