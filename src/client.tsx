// The browser's entry: Start's default one, except that hydration waits until the browser has painted the server's
// HTML. On a fast connection the scripts can arrive before the first paint, and hydrating then would hold the page's
// largest paint (hero text, first picture) until React is done; issue 13 item 5 wants it painted without waiting
// for JavaScript. Two frames, then a task: the first frame's paint has reached the screen (the paint timing the
// browser reports is when it is presented, after the frame that drew it), and hydration starts right after it.
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

function hydrate() {
  // Visible in the browser's performance panel, and checked by the e2e tests (shell.spec.ts).
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
