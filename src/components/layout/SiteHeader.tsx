import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { CloseIcon, MenuIcon } from '~/components/ui/icons-core'
import { Logo } from './Logo'
import { AdmissionsAndLogin } from './AdmissionsAndLogin'
import { NavDropdown } from './NavDropdown'
import { aboutLinks } from './navigation'
import { useCurrentUser, useLogout } from './useSession'
import { loadOnce } from '~/shared/load-once'

// Only a signed-in visitor has a bell: its code (headlessui's popover among it) stays out of the public pages' scripts.
const NotificationBell = lazy(() =>
  import('./NotificationBell').then((module) => ({ default: module.NotificationBell })),
)

// The phone's menu panel loads when its button is first touched, pointed at or focused, and stays mounted after
// its first opening: a page's first load carries only the button.
const loadMobileMenu = loadOnce(() => import('./MobileMenu'))
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })))
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined)

const mobileMenuId = 'mobile-menu'

const navLinkClass =
  'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold xl:px-3 text-slate-700 transition-colors hover:text-brand-800 focus-visible:outline-brand-600 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800'

/** Login returns the visitor to the page they were on (the home page sends them on to /dashboard). */
function useLoginSearch(): { redirect?: string } {
  const href = useRouterState({ select: (s) => s.location.href })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return pathname === '/' || pathname === '/login' ? {} : { redirect: href }
}

export function SiteHeader() {
  const user = useCurrentUser()
  const logout = useLogout()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuUsed, setMenuUsed] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const loginSearch = useLoginSearch()

  // Navigating closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header className="border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="site-header-bar mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 xl:px-8">
        <Logo compact={Boolean(user)} />

        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          <Link to="/" activeOptions={{ exact: true }} className={navLinkClass}>
            Home
          </Link>
          <NavDropdown label="About Us" items={aboutLinks} active={pathname.startsWith('/about-us')} />
          <Link to="/gallery" className={navLinkClass}>
            Gallery
          </Link>
          <Link to="/inventory/login" className={navLinkClass}>
            Inventory Portal
          </Link>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <AdmissionsAndLogin signedOut={user === null} loginSearch={loginSearch} size="md" extra="lg:px-3 xl:px-4" />
          {user && (
            <nav aria-label="Account" className="flex items-center gap-1">
              <Link to="/dashboard" className={navLinkClass}>
                Dashboard
              </Link>
              <Link to="/profile" className={cx(navLinkClass, 'inline-flex items-center gap-2')}>
                {/* The account's own photo (Edit Profile), when there is one. */}
                {user.avatarUrl && <img src={user.avatarUrl} alt="" className="size-7 rounded-full object-cover" />}
                Profile
              </Link>
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
              <button
                type="button"
                onClick={() => logout.mutate()}
                disabled={logout.isPending}
                className={buttonStyles('outline', 'md', 'lg:px-3 xl:px-4')}
              >
                {logout.isPending ? 'Signing out...' : 'Logout'}
              </button>
            </nav>
          )}
        </div>

        <div className="flex items-center gap-1 lg:hidden">
          {user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuUsed ? mobileMenuId : undefined}
            onPointerEnter={preloadMobileMenu}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => {
              setMenuUsed(true)
              setMenuOpen((open) => !open)
            }}
            className={cx(
              'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-brand-600',
              menuOpen
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 text-brand-800 hover:bg-brand-50',
            )}
          >
            {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
            <span>Menu</span>
          </button>
        </div>
      </div>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={mobileMenuId}
            open={menuOpen}
            onNavigate={() => setMenuOpen(false)}
            user={user}
            loginSearch={loginSearch}
            onLogout={() => logout.mutate()}
            loggingOut={logout.isPending}
          />
        </Suspense>
      )}
    </header>
  )
}
