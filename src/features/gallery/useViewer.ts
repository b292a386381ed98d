import { lazy, useRef, useState, type ComponentType } from 'react'
import { loadOnce } from '~/shared/load-once'

/**
 * A full-screen viewer loaded on demand: its code (headlessui's dialog among it) is not part of the
 * gallery page. A grid calls `preload()` when it shows, so the viewer is there by the time a thumbnail is pressed;
 * render the component inside <Suspense>.
 */
export function lazyViewer<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadViewer = loadOnce(load)
  return Object.assign(
    lazy(() => loadViewer().then((component) => ({ default: component }))),
    {
      /** Starts the download; a failure (offline, say) is quiet here and tried again when the viewer opens. */
      preload: () => void loadViewer().catch(() => undefined),
    },
  )
}

/**
 * A grid of buttons that open a full-screen viewer: `buttonRef(index)` for each button, `openViewer(index)`, and
 * `closeViewer(lastIndex)`, which puts focus on the button of the item the viewer showed last (Headless UI would put
 * it back on the one that opened it) once the dialog has gone, by `focus` (by default plain `button.focus()`).
 */
export function useViewer(focus: (button: HTMLButtonElement) => void = (button) => button.focus()) {
  const [viewerIndex, openViewer] = useState<number | null>(null)
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  const buttonRef = (index: number) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(index, button)
    else buttons.current.delete(index)
  }
  const closeViewer = (lastIndex: number) => {
    openViewer(null)
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const button = buttons.current.get(lastIndex)
        if (button) focus(button)
      }),
    )
  }
  return { viewerIndex, openViewer, closeViewer, buttonRef }
}
