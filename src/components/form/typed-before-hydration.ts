// Text typed into a server-rendered box before the page's script has taken over (a slow phone, a busy server).
// React leaves that text in the box when it hydrates but not in state, so the next render (or a library syncing
// the box, like headlessui's combobox) wipes it and the app acts as if nothing were typed. The ref this returns
// notes the box's text when React first attaches it, while the box still differs from what React rendered (its
// defaultValue), and once mounted types it again: the box's input event runs the app's own onChange. On a page
// opened in the app the box is new and holds exactly React's value, so nothing happens.
import { useCallback, useEffect, useRef, type Ref } from 'react'

const nativeValue = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!

export function useTypedBeforeHydration(forwardedRef?: Ref<HTMLInputElement>) {
  const element = useRef<HTMLInputElement | null>(null)
  const typed = useRef<string | null>(null)
  const attached = useRef(false)
  useEffect(() => {
    const node = element.current
    const text = typed.current
    typed.current = null
    if (!node || text === null) return
    // React tracks the value it last saw; putting its own value back (through the tracked setter) and the text in
    // (through the native one) makes the input event a change React reports to onChange.
    node.value = node.defaultValue
    nativeValue().set!.call(node, text)
    node.dispatchEvent(new Event('input', { bubbles: true }))
  }, [])
  return useCallback(
    (node: HTMLInputElement | null) => {
      if (node && !attached.current) {
        attached.current = true
        if (node.value !== node.defaultValue) typed.current = node.value
      }
      element.current = node
      if (typeof forwardedRef === 'function') forwardedRef(node)
      else if (forwardedRef) forwardedRef.current = node
    },
    [forwardedRef],
  )
}
