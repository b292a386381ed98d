import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '~/components/ui/cx'

type ViewerButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The accessible name and tooltip; the button itself shows only an icon. */
  label: string
  /** Shown after the label in the tooltip, e.g. "R". */
  shortcut?: string
  children: ReactNode
  size?: 'md' | 'lg'
}

/** A round icon button on the dark viewer backdrop. */
export function ViewerButton({ label, shortcut, children, className, size = 'md', ...props }: ViewerButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/25 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-40',
        size === 'lg' ? 'size-12 text-2xl' : 'size-10 text-xl',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  )
}
