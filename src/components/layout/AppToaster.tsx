import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'
import { timing } from '#app-config'

/** Site-wide toasts (SPEC.md section 9: 4 s, 3 visible, 356 px wide); bottom right keeps the header usable. */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={timing.toastDurationMs}
      visibleToasts={timing.toastVisible}
      style={{ '--width': `${timing.toastWidthPx}px` } as CSSProperties}
    />
  )
}
