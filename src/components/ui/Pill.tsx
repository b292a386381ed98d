import type { ReactNode } from 'react'
import { cx } from './cx'

const tones = {
  gold: 'bg-gold-100 text-gold-700',
  red: 'bg-red-100 text-red-800',
  brand: 'bg-brand-100 text-brand-800',
  slate: 'bg-slate-100 text-slate-700',
  leaf: 'bg-leaf-500/10 text-leaf-700',
} as const

export type PillTone = keyof typeof tones

/** A small coloured label next to a title: Featured, a category, a status. */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-bold', tones[tone])}>{children}</span>
}
