import type { ReactNode } from 'react'
import { AlertIcon } from './icons'

/** An error message announced as soon as it appears. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}
