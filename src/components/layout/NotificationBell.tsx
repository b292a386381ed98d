import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { BellIcon } from '~/components/ui/icons'
import { loadOnce } from '~/shared/load-once'
import { useTRPC } from '~/trpc/react'

// The open panel (its list, marking read and clearing) loads when the bell is first pointed at, focused or opened:
// a screen that shows the bell loads only the button and its count.
const loadPanel = loadOnce(() => import('./NotificationPanel'))
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })))
const preloadPanel = () => void loadPanel().catch(() => undefined)

function PanelLoading({ id }: { id: string }) {
  return (
    <div
      id={id}
      className="absolute top-full right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-xl max-sm:fixed max-sm:inset-x-2 max-sm:top-auto max-sm:w-auto"
    >
      Loading...
    </div>
  )
}

/**
 * The header's bell: the signed-in user's own unread notifications from the database. A disclosure: a button with
 * aria-expanded, and right after it the panel, rendered while open, so Tab walks into the list. Escape closes it and
 * returns focus to the bell; a click elsewhere and following a link close it. On a phone the panel spans the screen
 * under the header. No popover library: every signed-in screen loads it (the panel itself loads on first use).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    buttonRef.current?.focus()
  }
  const close = () => setOpen(false)

  const trpc = useTRPC()
  const list = useQuery({ ...trpc.notifications.list.queryOptions(), refetchInterval: 60_000 })
  const unread = list.data?.unread ?? 0

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative flex size-10 items-center justify-center rounded-full text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-brand-600 aria-expanded:bg-brand-50"
      >
        <BellIcon className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.7rem] leading-5 font-bold text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<PanelLoading id={panelId} />}>
          <NotificationPanel id={panelId} close={close} />
        </Suspense>
      )}
    </div>
  )
}
