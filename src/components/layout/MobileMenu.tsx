import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { ChevronDownIcon } from '~/components/ui/icons-core'
import { AdmissionsAndLogin } from './AdmissionsAndLogin'
import { aboutLinks, featureLinks, type NavItem } from './navigation'

type MobileMenuProps = {
  id: string
  open: boolean
  /** Called when a link is chosen, also one to the page already shown. */
  onNavigate: () => void
  user: { firstName: string } | null | undefined
  loginSearch: { redirect?: string }
  onLogout: () => void
  loggingOut: boolean
}

const itemClass =
  'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-brand-900 transition-colors hover:bg-brand-50 focus-visible:outline-brand-600 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-700'

export function MobileMenu({ id, open, onNavigate, user, loginSearch, onLogout, loggingOut }: MobileMenuProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const panelRef = useRef<HTMLDivElement>(null)
  const [maxHeight, setMaxHeight] = useState<number>()

  // The panel sits under the banner and header, whose height varies: it scrolls within what is left of the screen.
  useLayoutEffect(() => {
    if (!open) return
    const fit = () => {
      const top = panelRef.current?.getBoundingClientRect().top ?? 0
      setMaxHeight(Math.max(window.innerHeight - top, 200))
    }
    fit()
    window.addEventListener('resize', fit)
    return () => window.removeEventListener('resize', fit)
  }, [open])

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) onNavigate()
  }

  return (
    <div
      ref={panelRef}
      id={id}
      hidden={!open}
      onClick={closeOnLink}
      style={{ maxHeight }}
      className="overflow-y-auto overscroll-contain border-t border-slate-200 bg-white lg:hidden"
    >
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
        <ul className="space-y-1">
          <li>
            <Link to="/" activeOptions={{ exact: true }} className={itemClass}>
              Home
            </Link>
          </li>
          <li>
            <MenuGroup label="About Us" items={aboutLinks} defaultOpen={pathname.startsWith('/about-us')} />
          </li>
          <li>
            <Link to="/gallery" className={itemClass}>
              Gallery
            </Link>
          </li>
          <li>
            <MenuGroup
              label="Features"
              items={featureLinks}
              defaultOpen={featureLinks.some((link) => pathname.startsWith(link.to))}
            />
          </li>
          <li>
            <Link to="/inventory/login" className={itemClass}>
              Inventory Portal
            </Link>
          </li>
        </ul>

        <div className="mt-4 space-y-2 border-t border-slate-200 pt-4">
          <AdmissionsAndLogin signedOut={user === null} loginSearch={loginSearch} size="lg" extra="w-full" />
        </div>

        {user && (
          <div className="mt-4 border-t border-slate-200 pt-4">
            <p className="px-3 pb-2 text-sm text-slate-600">
              Signed in as <span className="font-semibold text-brand-900">{user.firstName}</span>
            </p>
            <ul className="space-y-1">
              <li>
                <Link to="/dashboard" className={itemClass}>
                  Dashboard
                </Link>
              </li>
              <li>
                <Link to="/profile" className={itemClass}>
                  Profile
                </Link>
              </li>
            </ul>
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className={buttonStyles('outline', 'lg', 'mt-3 w-full')}
            >
              {loggingOut ? 'Signing out...' : 'Logout'}
            </button>
          </div>
        )}
      </nav>
    </div>
  )
}

/** A group of links that opens and closes (a disclosure: the button says whether it is expanded). Plain React, so
 * the shell every page loads carries no headlessui. */
function MenuGroup({ label, items, defaultOpen }: { label: string; items: readonly NavItem[]; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  const panelId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((value) => !value)}
        className={itemClass}
      >
        {label}
        <ChevronDownIcon className="size-5 text-brand-600 transition-transform duration-200 in-data-open:rotate-180" />
      </button>
      {open && (
        <ul id={panelId} className="mb-1 ml-3 space-y-1 border-l-2 border-gold-300 pl-3">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                activeOptions={{ exact: true }}
                className="block rounded-lg px-3 py-2.5 text-[0.95rem] font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-brand-600 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
