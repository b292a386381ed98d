import { useEffect, useRef, type ReactNode } from 'react'
import { AnnouncementBanner } from './AnnouncementBanner'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/**
 * Marks the sticky top area `data-scrolled` once the page has scrolled, so CSS shrinks the header (app.css
 * `.site-top`). A DOM attribute rather than React state: the server HTML and the first client render are the
 * same, so hydration never changes the header.
 */
function useScrolledMarker() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const update = () => ref.current?.toggleAttribute('data-scrolled', window.scrollY > 8)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return ref
}

/** The page shell: skip link, sticky banner + header, main content, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const topRef = useScrolledMarker()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[100] rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus-visible:outline-gold-400"
      >
        Skip to main content
      </a>
      <div ref={topRef} data-site-top="" className="site-top sticky top-0 z-40">
        <AnnouncementBanner />
        <SiteHeader />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
