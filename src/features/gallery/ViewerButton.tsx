import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons'

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

/** The viewer's controls fade out while the pointer rests, and cannot be clicked while hidden. */
export function controlsFade(visible: boolean): string {
  return visible ? 'opacity-100' : 'pointer-events-none opacity-0'
}

type StepButtonProps = { direction: 'previous' | 'next'; noun: string; onClick: () => void; className: string }

/** "Previous photo" or "Next video" on the side of the stage, for the arrow keys' step. */
export function StepButton({ direction, noun, onClick, className }: StepButtonProps) {
  const previous = direction === 'previous'
  return (
    <ViewerButton
      label={`${previous ? 'Previous' : 'Next'} ${noun}`}
      shortcut={previous ? 'ArrowLeft' : 'ArrowRight'}
      size="lg"
      onClick={onClick}
      className={className}
    >
      {previous ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </ViewerButton>
  )
}

type ControlsBarProps = {
  visible: boolean
  onFocusInside: (inside: boolean) => void
  className: string
  children: ReactNode
}

/** A bar of viewer controls; it says when focus is inside it, so that the controls stay in sight for a keyboard user. */
export function ControlsBar({ visible, onFocusInside, className, children }: ControlsBarProps) {
  return (
    <div
      className={cx(className, controlsFade(visible))}
      onFocus={() => onFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusInside(false)
      }}
    >
      {children}
    </div>
  )
}
