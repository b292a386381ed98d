// Toasts without sonner in the first script: sonner (its code, its CSS and its Toaster) loads on the
// first toast, and AppToaster mounts the Toaster then; a toast made before the Toaster subscribes is replayed by
// sonner. vite.config.ts resolves every other `import { toast } from 'sonner'` to this module, so call sites keep
// sonner's name and types. Only the methods below exist here (no `toast.promise`, `toast.getHistory`).
import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')
type Toast = Sonner['toast']
type Show = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading'

let sonner: Promise<Sonner> | undefined
const onLoad = new Set<() => void>()

/** sonner itself, imported once; the first call also tells AppToaster to mount the Toaster. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner')
    // A failed download (offline) is tried again by the next toast.
    sonner.catch(() => (sonner = undefined))
    for (const notify of onLoad) notify()
  }
  return sonner
}

/** For useSyncExternalStore: whether a toast has asked for sonner yet. */
export function subscribeToFirstToast(notify: () => void): () => void {
  onLoad.add(notify)
  return () => onLoad.delete(notify)
}
export const sonnerRequested = () => sonner !== undefined

let lastId = 0

// The id is chosen here, so a caller gets it at once (to update or dismiss the toast later) as with sonner.
function later(show: (toast: Toast, id: string | number) => void, data?: ExternalToast): string | number {
  const id = data?.id ?? `toast-${++lastId}`
  loadSonner().then(
    ({ toast }) => show(toast, id),
    () => undefined,
  )
  return id
}

function method(name: Show) {
  return (message: Parameters<Toast[Show]>[0], data?: ExternalToast) =>
    later((toast, id) => toast[name](message, { ...data, id }), data)
}

export const toast = Object.assign(
  (message: Parameters<Toast>[0], data?: ExternalToast) => later((toast, id) => toast(message, { ...data, id }), data),
  {
    success: method('success'),
    info: method('info'),
    warning: method('warning'),
    error: method('error'),
    message: method('message'),
    loading: method('loading'),
    custom: (jsx: Parameters<Toast['custom']>[0], data?: ExternalToast) =>
      later((toast, id) => toast.custom(jsx, { ...data, id }), data),
    /** Nothing to dismiss before sonner has loaded. */
    dismiss: (id?: string | number) => {
      void sonner?.then(({ toast }) => toast.dismiss(id))
      return id ?? ''
    },
  },
)
