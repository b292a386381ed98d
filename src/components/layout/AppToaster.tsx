import { lazy, Suspense, useSyncExternalStore, type ComponentType, type CSSProperties } from 'react'
import type { ToasterProps } from 'sonner'
import { timing } from '#app-config'
import { loadSonner, sonnerRequested, subscribeToFirstToast } from '~/components/ui/toast'

// Offline at the first toast: no toasts on this page rather than a broken one.
const Toaster = lazy(() =>
  loadSonner().then(
    ({ Toaster }): { default: ComponentType<ToasterProps> } => ({ default: Toaster }),
    () => ({ default: () => null }),
  ),
)

/**
 * Site-wide toasts (4 s, 3 visible, 356 px wide); bottom right keeps the header usable. Mounted on
 * the first toast (src/components/ui/toast.ts), so a page that shows none never loads sonner.
 */
export function AppToaster() {
  const needed = useSyncExternalStore(subscribeToFirstToast, sonnerRequested, () => false)
  if (!needed) return null
  return (
    // The marker says a toast is on its way (browser tests wait for it before an accessibility scan).
    <Suspense fallback={<span hidden data-toaster-loading="" />}>
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        duration={timing.toastDurationMs}
        visibleToasts={timing.toastVisible}
        style={{ '--width': `${timing.toastWidthPx}px` } as CSSProperties}
      />
    </Suspense>
  )
}
