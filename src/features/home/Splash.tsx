import { ScriptOnce } from '@tanstack/react-router'
import { useEffect, useState, type CSSProperties } from 'react'
import { school, timing } from '#app-config'
import { LogoMark } from '~/components/layout/Logo'

const seenKey = 'splash:seen'
// Set before the first paint when this tab already saw the splash, so it never flashes again.
const seenScript = `try{if(sessionStorage.getItem(${JSON.stringify(seenKey)}))document.documentElement.setAttribute('data-splash-seen','')}catch(e){}`

const splashCss = `
@keyframes splash-out { to { opacity: 0; visibility: hidden; } }
@keyframes splash-bar { from { transform: translateX(-100%); } to { transform: translateX(0); } }
.splash { animation: splash-out 0.5s ease var(--splash-ms) forwards; }
.splash-bar { animation: splash-bar var(--splash-ms) ease-out forwards; }
[data-splash-seen] .splash { display: none; }
`

/** Only a full page load has the server's splash in the document; a client navigation to home does not. */
function isServerRenderedPageLoad(): boolean {
  return typeof document === 'undefined' || document.querySelector('[data-splash]') !== null
}

/**
 * On first load a full-screen splash (logo, name, animated bar) shows for 1.5 s with scrolling locked,
 * then fades out. It covers the page; it never replaces it: the server's HTML holds the whole home page, and CSS
 * alone fades the splash out on time even before (or without) the page's script.
 */
export function Splash() {
  const [mounted] = useState(isServerRenderedPageLoad)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!mounted) return
    let seen = false
    try {
      seen = sessionStorage.getItem(seenKey) !== null
      sessionStorage.setItem(seenKey, '1')
    } catch {
      // Storage may be blocked: the splash then shows on each full page load.
    }
    if (seen) {
      setDone(true)
      return
    }
    // The CSS clock started when the HTML arrived; the page's script starts later, so count from navigation start.
    const left = Math.max(0, timing.splashMs - performance.now())
    const root = document.documentElement
    root.style.setProperty('overflow', 'hidden')
    const unlock = window.setTimeout(() => root.style.removeProperty('overflow'), left)
    // Removed once its 0.5 s fade-out has finished.
    const remove = window.setTimeout(() => setDone(true), left + 600)
    return () => {
      window.clearTimeout(unlock)
      window.clearTimeout(remove)
      root.style.removeProperty('overflow')
    }
  }, [mounted])

  if (!mounted || done) return null

  return (
    <>
      <style href="home-splash" precedence="default">
        {splashCss}
      </style>
      <ScriptOnce>{seenScript}</ScriptOnce>
      <div
        aria-hidden="true"
        data-splash=""
        className="splash fixed inset-0 z-[60] flex flex-col items-center justify-center bg-brand-900 px-6 text-center text-white"
        style={{ '--splash-ms': `${timing.splashMs}ms` } as CSSProperties}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_50%_35%,rgba(245,179,36,0.25),transparent_55%)]" />
        <span className="relative rounded-full bg-white/95 p-5 shadow-xl ring-4 ring-gold-400/60">
          <LogoMark className="h-20 w-auto sm:h-24" />
        </span>
        <p className="relative mt-6 font-display text-2xl font-bold tracking-tight sm:text-3xl">{school.name}</p>
        <p className="relative mt-2 text-sm font-semibold tracking-[0.25em] text-gold-300 uppercase">{school.motto}</p>
        <div className="relative mt-8 h-1.5 w-48 overflow-hidden rounded-full bg-white/15">
          <div className="splash-bar h-full rounded-full bg-gold-400" />
        </div>
      </div>
    </>
  )
}
