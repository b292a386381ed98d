import { AlertIcon, CalendarIcon } from '~/components/ui/icons'

/** SPEC.md section 8's load failure: 'Error loading events: {message}', with a retry. */
export function EventsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span>Error loading events: {message}</span>
      </p>
      <button type="button" onClick={onRetry} className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-red-700">
        Try again
      </button>
    </div>
  )
}

export function EventsEmpty({ message = 'No upcoming events at this time. Check back soon!' }: { message?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center text-slate-700">
      <CalendarIcon className="size-10 text-brand-300" />
      <p className="text-lg font-medium">{message}</p>
    </div>
  )
}

export function EventsSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading events...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6">
          <div className="h-16 w-16 animate-pulse rounded-xl bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
