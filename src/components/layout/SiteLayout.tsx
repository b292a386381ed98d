import type { ReactNode } from 'react'
import { AnnouncementBanner } from './AnnouncementBanner'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** The page shell: skip link, sticky banner + header, main content, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[100] rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus-visible:outline-gold-400"
      >
        Skip to main content
      </a>
      <div className="sticky top-0 z-40">
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
