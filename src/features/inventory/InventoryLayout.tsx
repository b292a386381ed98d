// InventoryLayout: the one shell around every inventory screen. A sidebar (Dashboard, Items, Add item, Movements,
// Departments, Stock-take, Import/Export) and a header with the signed-in user and Logout; below the lg breakpoint the sidebar folds into
// a menu button so a phone keeps the whole width for the content.
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useCurrentUser, useLogout } from '~/components/layout/useSession'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ChevronDownIcon } from '~/components/ui/icons'
import { displayName } from '~/shared/names'
import type { RoutePath } from '~/components/layout/navigation'

/** InventoryLayout's sidebar, in the order of docs/product.md, Inventory portal. */
const inventoryNav = [
  { to: '/inventory/dashboard', label: 'Dashboard' },
  { to: '/inventory/list', label: 'Items' },
  { to: '/inventory/add-item', label: 'Add item' },
  { to: '/inventory/movements', label: 'Movements' },
  { to: '/inventory/departments', label: 'Departments' },
  { to: '/inventory/stock-take', label: 'Stock-take' },
  { to: '/inventory/import-export', label: 'Import/Export' },
] as const satisfies ReadonlyArray<{ to: RoutePath; label: string }>

const linkClass =
  'flex items-center rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-brand-500'
const activeClass = 'bg-brand-700 text-white hover:bg-brand-800 hover:text-white'

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {inventoryNav.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            onClick={onNavigate}
            className={linkClass}
            activeProps={{ className: activeClass, 'aria-current': 'page' }}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function InventoryLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser()
  const logout = useLogout()
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const current = inventoryNav.find((item) => pathname.startsWith(item.to))

  // A link inside the folded menu closes it; so does going somewhere by any other way.
  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-8 lg:px-8 lg:py-8">
        <aside className="lg:w-56 lg:shrink-0" aria-label="Inventory">
          <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:sticky lg:top-28">
            <p className="px-3 pt-1 pb-2 text-xs font-bold tracking-widest text-slate-600 uppercase">Inventory</p>
            <button
              type="button"
              className={cx(buttonStyles('outline', 'md', 'w-full justify-between'), 'lg:hidden')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span>
                Inventory menu<span className="font-normal text-slate-600">{current ? `: ${current.label}` : ''}</span>
              </span>
              <ChevronDownIcon
                className={cx('size-4 transition-transform', menuOpen && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            <nav
              id={menuId}
              aria-label="Inventory sections"
              className={cx('mt-2 lg:mt-0 lg:block', menuOpen ? 'block' : 'hidden')}
            >
              <NavLinks onNavigate={() => setMenuOpen(false)} />
            </nav>
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          <header className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-3 shadow-sm">
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-brand-900">Inventory Portal</span>
              {user && (
                <>
                  <span aria-hidden="true" className="mx-2 text-slate-400">
                    |
                  </span>
                  Signed in as <span className="font-semibold text-slate-900">{displayName(user)}</span>
                </>
              )}
            </p>
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className={buttonStyles('outline', 'sm')}
            >
              {logout.isPending ? 'Signing out...' : 'Logout'}
            </button>
          </header>
          {children}
        </div>
      </div>
    </div>
  )
}

/** The heading row of an inventory screen: its title, an optional line under it and actions on the right. */
export function InventoryPageHeader({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  )
}
