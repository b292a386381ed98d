// A dialog's code (headlessui's Dialog, its focus trap and transitions) loads when the dialog first opens, so a
// screen that only might ask something does not load it with the page. Once opened it stays mounted, so closing
// keeps headlessui's own behaviour (focus returns to the button that opened it).
import { lazy, Suspense, useState, type ComponentType } from 'react'

export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Panel = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    )
  }
}
