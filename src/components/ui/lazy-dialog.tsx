// A dialog's code (headlessui's Dialog, its focus trap and transitions) loads when the dialog first opens, so a
// screen that only might ask something does not load it with the page. Once opened it stays mounted. headlessui
// returns focus on closing to the element focused before it opened, but it learns which one that was only once its
// code has loaded: the first time, that was before. So this wrapper remembers the element focused when the dialog
// opens, and if focus is left on nothing (the page's body) after it closes, puts it back there.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'

/** How long after closing a dialog may still be leaving (its transition) before focus is checked for the last time. */
const leaveWithinMs = 1000

// `isOpen` reads the open state from props of another shape (a dialog open while it has a row to edit).
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  const Panel = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDialog(props: Props) {
    const open = isOpen(props)
    const [opened, setOpened] = useState(open)
    if (open && !opened) setOpened(true)
    const returnTo = useRef<HTMLElement | null>(null)
    useLayoutEffect(() => {
      if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
        returnTo.current = document.activeElement
    }, [open])
    useEffect(() => {
      const target = returnTo.current
      if (open || !target) return
      const until = performance.now() + leaveWithinMs
      let frame = 0
      const check = () => {
        const active = document.activeElement
        if ((active === null || active === document.body) && target.isConnected) {
          target.focus()
          return
        }
        if (performance.now() < until) frame = requestAnimationFrame(check)
      }
      frame = requestAnimationFrame(check)
      return () => cancelAnimationFrame(frame)
    }, [open])
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    )
  }
}
