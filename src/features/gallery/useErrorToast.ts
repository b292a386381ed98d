import { useEffect } from 'react'
import { toast } from 'sonner'

/**
 * Shows the page's toast once per failure of a query (a retry that fails again toasts again). The id keeps a
 * remount from stacking a second copy of the same message.
 */
export function useErrorToast(failedAt: number, isError: boolean, title: string, description?: string) {
  useEffect(() => {
    if (!isError || failedAt === 0) return
    toast.error(title, { id: `${title}-${failedAt}`, description })
  }, [failedAt, isError, title, description])
}
