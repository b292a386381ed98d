import type { ReactNode } from 'react'
import { cx } from './cx'

// Plain colours label a row (a category, Featured); the ringed status tones say where something stands (Paid,
// Overdue, Low stock, an application's decision), with the same meaning on every screen.
const tones = {
  gold: 'bg-gold-100 text-gold-700',
  red: 'bg-red-100 text-red-800',
  brand: 'bg-brand-100 text-brand-800',
  slate: 'bg-slate-100 text-slate-700',
  leaf: 'bg-leaf-500/10 text-leaf-700',
  success: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset',
  warning: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300 ring-inset',
  danger: 'bg-red-50 text-red-800 ring-1 ring-red-200 ring-inset',
  neutral: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300 ring-inset',
  info: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset',
  pending: 'bg-gold-50 text-gold-700 ring-1 ring-gold-200 ring-inset',
  waiting: 'bg-violet-50 text-violet-800 ring-1 ring-violet-200 ring-inset',
} as const

export type PillTone = keyof typeof tones

const sizes = { sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-1 text-sm' } as const

type PillProps = {
  tone: PillTone
  children: ReactNode
  /** A dot in the text's colour before the label (a status that changes over time). */
  dot?: boolean
  size?: keyof typeof sizes
  className?: string
}

/** A small coloured label next to a title: Featured, a category, a status. */
export function Pill({ tone, children, dot = false, size = 'sm', className }: PillProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full font-semibold whitespace-nowrap',
        sizes[size],
        tones[tone],
        className,
      )}
    >
      {dot && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
      {children}
    </span>
  )
}
