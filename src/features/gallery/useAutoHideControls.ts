import { useCallback, useEffect, useRef, useState } from 'react'
import { timing } from '#app-config'

/**
 * Viewer controls show on open, hide after 3 s without activity, and come back on mouse
 * movement or a key press. `reveal` restarts the countdown; `keepVisible` (e.g. focus inside the toolbar
 * or an error message) stops them from hiding.
 */
export function useAutoHideControls(open: boolean, keepVisible = false) {
  const [visible, setVisible] = useState(true)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const reveal = useCallback(() => {
    setVisible(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setVisible(false), timing.viewerControlsHideMs)
  }, [])

  useEffect(() => {
    if (!open) return
    reveal()
    const onActivity = () => reveal()
    window.addEventListener('mousemove', onActivity)
    window.addEventListener('keydown', onActivity)
    window.addEventListener('touchstart', onActivity, { passive: true })
    return () => {
      clearTimeout(timer.current)
      window.removeEventListener('mousemove', onActivity)
      window.removeEventListener('keydown', onActivity)
      window.removeEventListener('touchstart', onActivity)
    }
  }, [open, reveal])

  return { visible: visible || keepVisible, reveal }
}
