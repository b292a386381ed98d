// A row's "Actions" menu button without headlessui, whose Menu brought its floating-ui and portal code (26 kB gzip) to
// the user list. It follows the menu-button pattern: the button says whether the menu is open, opening it focuses
// the first item, arrows (and Home/End) move between items, Escape closes it and puts focus back on the button, and
// Tab or a click elsewhere closes it. Choosing an item closes the menu first, so a dialog it opens returns focus to
// the button when it closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from './cx'

export type MenuAction = { label: ReactNode; onSelect: () => void; disabled?: boolean; danger?: boolean }

export function ActionsMenu({
  button,
  buttonClassName,
  className,
  actions,
}: {
  /** The button's content (its accessible name). */
  button: ReactNode
  buttonClassName: string
  /** Classes of the wrapper (its place in the row). */
  className?: string
  actions: MenuAction[]
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const enabledItems = () => items().filter((item) => item.getAttribute('aria-disabled') !== 'true')
  const focusItem = (which: 'first' | 'last') => {
    const enabled = enabledItems()
    ;(which === 'first' ? enabled[0] : enabled.at(-1))?.focus()
  }

  // Opening focuses the first item (once the menu is in the page); a click elsewhere closes it.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first')
  useEffect(() => {
    if (!open) return
    focusItem(focusOnOpen)
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, focusOnOpen])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last')
      setOpen(true)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = enabledItems()
    const at = enabled.indexOf(document.activeElement as HTMLElement)
    const move = (index: number) => enabled[(index + enabled.length) % enabled.length]?.focus()
    if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at < 0 ? -1 : at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(-1)
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Tab') {
      setOpen(false)
      return
    } else return
    event.preventDefault()
  }

  return (
    <div ref={wrapper} className={cx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => {
          setFocusOnOpen('first')
          setOpen((was) => !was)
        }}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {button}
      </button>
      {open && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-30 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {actions.map((action, index) => (
            <button
              key={index}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={action.disabled ? true : undefined}
              onClick={() => {
                if (action.disabled) return
                close(true)
                action.onSelect()
              }}
              className={cx(
                'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-brand-50 focus:bg-brand-50 focus:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
                action.danger ? 'text-red-700' : 'text-slate-800',
              )}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
