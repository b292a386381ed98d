import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import type { NoticeCategory } from '~/shared/content-options'

/** The badge variants: default, secondary, outline, success, warning, danger. */
export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'danger'

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand-700 text-white',
  secondary: 'bg-brand-100 text-brand-800',
  outline: 'border border-slate-300 text-slate-700',
  success: 'bg-leaf-500/10 text-leaf-700',
  warning: 'bg-gold-100 text-gold-700',
  danger: 'bg-red-100 text-red-800',
}

export function Badge({ variant = 'default', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold',
        variants[variant],
      )}
    >
      {children}
    </span>
  )
}

/** Each category keeps one colour on the notice list and the calendar. */
export const categoryVariants: Record<NoticeCategory, BadgeVariant> = {
  event: 'success',
  meeting: 'secondary',
  holiday: 'warning',
  exam: 'default',
  administrative: 'outline',
}
