import { Link } from '@tanstack/react-router'
import { school } from '#app-config'

/** The school's mark: a lamp of learning over an open book on a navy shield. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 56" className={className} aria-hidden="true" focusable="false">
      <path d="M24 2 4 9v17c0 13.5 8.6 23.8 20 28 11.4-4.2 20-14.5 20-28V9L24 2Z" fill="#17325c" />
      <path d="M24 6.3 8 11.9V26c0 11.2 6.8 19.8 16 23.6 9.2-3.8 16-12.4 16-23.6V11.9L24 6.3Z" fill="#1b3f76" />
      <path d="M24 12c3.6 4.2 5.4 7.6 5.4 10.4a5.4 5.4 0 0 1-10.8 0C18.6 19.6 20.4 16.2 24 12Z" fill="#f5b324" />
      <path d="M24 17.5c1.6 2 2.3 3.5 2.3 4.8a2.3 2.3 0 0 1-4.6 0c0-1.3.7-2.8 2.3-4.8Z" fill="#fff9eb" />
      <path
        d="M14 32.5c3.4-1.6 6.8-1.6 10 .6 3.2-2.2 6.6-2.2 10-.6v8.2c-3.4-1.6-6.8-1.6-10 .6-3.2-2.2-6.6-2.2-10-.6v-8.2Z"
        fill="#fff"
      />
      <path d="M24 33.1v8.2" stroke="#17325c" strokeWidth="1.2" />
      <path d="M17 29.6h14" stroke="#f5b324" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

// Static class sets (Tailwind sees whole names): the full name where the header has room for it.
const nameClasses = {
  roomy: { text: 'flex', short: 'sm:hidden lg:inline xl:hidden', full: 'hidden sm:inline lg:hidden xl:inline', label: 'hidden' },
  // Signed in, the desktop header also holds Dashboard, Profile, the bell and Logout: below xl only the mark fits.
  compact: {
    text: 'flex lg:hidden xl:flex',
    short: 'sm:hidden xl:inline 2xl:hidden',
    full: 'hidden sm:inline xl:hidden 2xl:inline',
    label: 'hidden lg:block xl:hidden',
  },
} as const

/** The header's link home: the full name, or the short name where space is tight. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const classes = nameClasses[compact ? 'compact' : 'roomy']
  return (
    <Link
      to="/"
      id="site-logo"
      className="flex min-w-0 shrink-0 items-center gap-3 rounded-md focus-visible:outline-brand-600"
    >
      <LogoMark className="h-11 w-auto shrink-0 drop-shadow-sm" />
      {/* The link's name while only the mark shows. */}
      <span className={`sr-only ${classes.label}`}>{school.name}</span>
      <span className={`min-w-0 flex-col leading-tight ${classes.text}`}>
        <span className="whitespace-nowrap font-display text-lg font-bold tracking-tight text-brand-800">
          <span className={classes.short}>{school.shortName}</span>
          <span className={classes.full}>{school.name}</span>
        </span>
        <span className="whitespace-nowrap text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">
          {school.motto}
        </span>
      </span>
    </Link>
  )
}
