import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { ChevronDownIcon } from '~/components/ui/icons-core'
import { cx } from '~/components/ui/cx'
import { navMenuCloseDelayMs, navMenuHoverDelayMs, type NavItem } from './navigation'

type NavDropdownProps = {
  label: string
  items: readonly NavItem[]
  /** Highlights the trigger while the current page is one of the items. */
  active: boolean
}

/**
 * A disclosure-style navigation menu: opens on hover (after a short delay) or on click,
 * and by keyboard (Enter, Space, ArrowDown); Escape or leaving it closes it.
 */
export function NavDropdown({ label, items, active }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const openedByHover = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  const clearTimer = () => clearTimeout(timer.current)
  const later = (fn: () => void, ms: number) => {
    clearTimer()
    timer.current = setTimeout(fn, ms)
  }

  useEffect(() => clearTimer, [])

  // Navigating closes the menu.
  useEffect(() => {
    clearTimer()
    setOpen(false)
  }, [pathname])

  // A click-opened menu closes when the visitor clicks elsewhere.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-nav-item]') ?? [])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    if (open) {
      clearTimer()
      return
    }
    later(() => {
      openedByHover.current = true
      setOpen(true)
    }, navMenuHoverDelayMs)
  }

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    if (!open) {
      clearTimer()
      return
    }
    if (openedByHover.current) later(() => setOpen(false), navMenuCloseDelayMs)
  }

  const onButtonClick = () => {
    clearTimer()
    // A click on a menu that hovering just opened keeps it open instead of closing it again.
    if (open && openedByHover.current) {
      openedByHover.current = false
      return
    }
    openedByHover.current = false
    setOpen(!open)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = links()
    const index = items.indexOf(document.activeElement as HTMLAnchorElement)
    const focusItem = (i: number) => items[(i + items.length) % items.length]?.focus()

    switch (event.key) {
      case 'Escape':
        if (!open) return
        event.preventDefault()
        setOpen(false)
        buttonRef.current?.focus()
        break
      case 'ArrowDown':
        event.preventDefault()
        if (!open) {
          openedByHover.current = false
          setOpen(true)
          // The panel renders on the next frame.
          requestAnimationFrame(() => links()[0]?.focus())
        } else {
          focusItem(index + 1)
        }
        break
      case 'ArrowUp':
        if (!open) return
        event.preventDefault()
        focusItem(index < 0 ? items.length - 1 : index - 1)
        break
      case 'Home':
      case 'End':
        if (!open || index < 0) return
        event.preventDefault()
        focusItem(event.key === 'Home' ? 0 : items.length - 1)
        break
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        className={cx(
          'flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-brand-600 xl:px-3',
          active || open ? 'text-brand-800' : 'text-slate-700 hover:text-brand-800',
          active && 'bg-brand-50',
        )}
      >
        {label}
        <ChevronDownIcon className={cx('size-4 transition-transform duration-200', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-50 w-72 -translate-x-1/2 pt-2">
        <ul className="overflow-hidden rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-brand-950/10">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-nav-item=""
                activeOptions={{ exact: true }}
                onClick={() => setOpen(false)}
                className="group block rounded-lg px-3 py-2.5 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-brand-600 data-[status=active]:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-brand-800">{item.label}</span>
                {item.description && <span className="mt-0.5 block text-xs text-slate-600">{item.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
