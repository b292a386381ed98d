import { cx } from './cx'

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'onDark' | 'danger' | 'dangerOutline'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-500',
  accent: 'bg-gold-400 text-brand-950 shadow-sm hover:bg-gold-300 focus-visible:outline-brand-600',
  outline:
    'border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-brand-500',
  ghost: 'text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-500',
  onDark: 'border border-white/30 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-gold-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-600',
  dangerOutline:
    'border border-red-200 bg-white text-red-700 hover:border-red-300 hover:bg-red-50 focus-visible:outline-red-600',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
}

/** Classes for anything that should look like a button: <button>, <Link> or <a>. */
export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cx(base, variants[variant], sizes[size], extra)
}
