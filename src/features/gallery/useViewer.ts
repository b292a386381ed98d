import { useRef, useState } from 'react'

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
