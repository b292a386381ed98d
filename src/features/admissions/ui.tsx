// Small building blocks shared by the admission screens (public form, status page, admin review).
import type { ComponentProps } from 'react'
import { cx } from '~/components/ui/cx'
import { defineIcon } from '~/components/ui/icons'
import { statusLabels, type ApplicationStatus } from '~/shared/admission-rules'

export const CheckCircleIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
)

export const SearchIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
)

export const InfoIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
)

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('rounded-2xl border border-slate-200 bg-white shadow-sm', className)} {...props} />
}

const statusStyles: Record<ApplicationStatus, string> = {
  submitted: 'bg-brand-50 text-brand-800 ring-brand-200',
  under_review: 'bg-gold-50 text-gold-700 ring-gold-200',
  accepted: 'bg-green-50 text-leaf-700 ring-green-200',
  waitlisted: 'bg-violet-50 text-violet-800 ring-violet-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
}

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        statusStyles[status],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {statusLabels[status]}
    </span>
  )
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
