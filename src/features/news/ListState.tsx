import type { ReactNode } from 'react'
import { AlertIcon } from '~/components/ui/icons'
import { NewspaperIcon } from './icons'

/** SPEC.md section 8's load failure: 'Error loading news: {message}', with a retry. */
export function NewsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span>Error loading news: {message}</span>
      </p>
      <button type="button" onClick={onRetry} className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-red-700">
        Try again
      </button>
    </div>
  )
}

export function NewsEmpty({ children = 'No news articles available at this time. Check back soon!' }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center text-slate-700">
      <NewspaperIcon className="size-10 text-brand-300" />
      <p className="text-lg font-medium">{children}</p>
    </div>
  )
}

/** Placeholders in the shape of the cards while the list loads. */
export function NewsSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading news...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-[16/10] animate-pulse bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-4/5 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
