import { Link } from '@tanstack/react-router'
import { logoMark, school } from '#app-config'

/** The school's mark (app.config.ts logoMark). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${logoMark.width} ${logoMark.height}`}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {logoMark.shapes.map((shape) =>
        'stroke' in shape ? (
          <path
            key={shape.d}
            d={shape.d}
            stroke={shape.stroke}
            strokeWidth={shape.strokeWidth}
            strokeLinecap={'round' in shape ? 'round' : undefined}
          />
        ) : (
          <path key={shape.d} d={shape.d} fill={shape.fill} />
        ),
      )}
    </svg>
  )
}

// Static class sets (Tailwind sees whole names): the full name where the header has room for it.
const nameClasses = {
  roomy: {
    text: 'flex',
    short: 'sm:hidden lg:inline xl:hidden',
    full: 'hidden sm:inline lg:hidden xl:inline',
    label: 'hidden',
  },
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
      <LogoMark className="site-logo-mark w-auto shrink-0 drop-shadow-sm" />
      {/* The link's name while only the mark shows. */}
      <span className={`sr-only ${classes.label}`}>{school.name}</span>
      <span className={`min-w-0 flex-col leading-tight ${classes.text}`}>
        <span className="font-display text-lg font-bold tracking-tight whitespace-nowrap text-brand-800">
          <span className={classes.short}>{school.shortName}</span>
          <span className={classes.full}>{school.name}</span>
        </span>
        <span className="text-xs font-semibold tracking-[0.18em] whitespace-nowrap text-gold-700 uppercase">
          {school.motto}
        </span>
      </span>
    </Link>
  )
}
