// A dialog's code (headlessui's Dialog, its focus trap and transitions) loads when the dialog first opens, so a
// screen that only might ask something does not load it with the page. Once opened it stays mounted, so closing
// keeps headlessui's own behaviour (focus returns to the button that opened it).
import { lazy, Suspense, useState, type ComponentType } from 'react'

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
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    )
  }
}
