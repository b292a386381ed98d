// The browser's entry: Start's default one, except that hydration waits until the browser has rendered the server's
// HTML. On a fast connection the scripts can arrive before the first paint, and hydrating then would hold the page's
// largest paint (hero text, first picture) until React is done; the page is to paint without waiting for
// JavaScript (docs/perf.md). Two animation frames, then a task: the first rendering update (style, layout, paint)
// has run before hydration begins. The paint time the browser reports is when the frame reached the screen, which on a
// slow compositor can come later still.
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

function hydrate() {
  // Visible in the browser's performance panel.
  performance.mark('hydration-start')
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(hydrate, 0)))
