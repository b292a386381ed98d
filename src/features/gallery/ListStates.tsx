import type { ReactNode } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { AlertIcon, RefreshIcon } from './icons'

/** Grey cards in the shape of the grid, announced once as loading. */
export function LoadingGrid({ count, label, aspect = 'aspect-[4/3]', columns }: { count: number; label: string; aspect?: string; columns: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={cx('grid gap-6', columns)}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className={cx(aspect, 'animate-pulse bg-slate-200')} />
            <div className="space-y-3 p-5">
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A failed list: SPEC.md's on-screen message and a Try Again button. */
export function ErrorState({ title, message, onRetry, retrying }: { title: string; message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <AlertIcon className="size-10 text-red-600" />
      <h3 className="mt-4 text-lg font-bold text-red-900">{title}</h3>
      <p className="mt-2 text-sm text-red-800">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonStyles('primary', 'md', 'mt-6')}>
        <RefreshIcon className={cx('size-4', retrying && 'animate-spin')} />
        {retrying ? 'Trying again...' : 'Try Again'}
      </button>
    </div>
  )
}

/** An empty list: SPEC.md's heading and sentence, with an icon. */
export function EmptyState({ icon, title, message, children }: { icon: ReactNode; title: string; message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-brand-50/60 px-6 py-14 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-white text-3xl text-brand-600 shadow-sm">{icon}</div>
      <h3 className="mt-5 font-display text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  )
}
