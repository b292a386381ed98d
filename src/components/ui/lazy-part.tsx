// A part of a screen whose code loads apart from the screen's own (a tab, a form that shows once something is
// picked), so the screen's first load carries only what it shows first. A route's loader calls `preload()` for the
// parts its URL shows, next to its data: the server then renders the part into the page, and a navigation in the
// browser has its code before it renders (no flash of the fallback). Anywhere else (the browser hydrating a page
// the server rendered with it), the part loads when it first renders; React keeps the server's HTML until it has.
import { Suspense, use, type ComponentType, type ReactNode } from 'react'

export type LazyPart<Props> = ((props: Props) => ReactNode) & { preload: () => Promise<unknown> }

export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again the next time.
        loading = undefined
        throw error
      },
    ))

  function Loaded(props: Props) {
    const Component = loaded ?? use(preload())
    return <Component {...props} />
  }

  function Part(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return Object.assign(Part, { preload })
}
