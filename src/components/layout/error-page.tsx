import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// The error page loads when an error is shown (on the server too), so the first script every page loads does not
// carry it. Should its download fail (the connection is down), FatalErrorBoundary's plain page with its reload button
// stands in.
const ErrorPageScreen = lazy(() => import('./ErrorPage').then((module) => ({ default: module.ErrorPage })))

/** The error boundary's page (ErrorPage.tsx): Go to Home, Reload Page, Copy Details. */
export function ShellErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  return (
    <Suspense fallback={null}>
      <ErrorPageScreen error={error} />
    </Suspense>
  )
}
