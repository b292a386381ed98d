// The icons of the shell every page draws (header, footer, announcement banner, error pages), kept apart from
// icons.tsx so a public page's first script carries only these. icons.tsx re-exports them.
import type { ReactNode, SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

// Decorative by default: the control that holds an icon carries the accessible name.
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      {...props}
    >
      {children}
    </svg>
  )
}

/** An icon component drawn by `paths` (24x24, stroked), e.g. `defineIcon(<path d="m6 9 6 6 6-6" />)`. */
export function defineIcon(paths: ReactNode) {
  return function DefinedIcon(props: IconProps) {
    return <Icon {...props}>{paths}</Icon>
  }
}

// A to Z.
export const AlertIcon = defineIcon(
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4M12 17h.01" />
  </>,
)

export const ArrowRightIcon = defineIcon(<path d="M5 12h14M13 6l6 6-6 6" />)

export const ChevronDownIcon = defineIcon(<path d="m6 9 6 6 6-6" />)

export const ClockIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
)

export const CloseIcon = defineIcon(<path d="M18 6 6 18M6 6l12 12" />)

export const CopyIcon = defineIcon(
  <>
    <rect width="14" height="14" x="8" y="8" rx="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </>,
)

export const HomeIcon = defineIcon(
  <>
    <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </>,
)

export const MailIcon = defineIcon(
  <>
    <rect width="20" height="16" x="2" y="4" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </>,
)

export const MapPinIcon = defineIcon(
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
)

export const MegaphoneIcon = defineIcon(
  <>
    <path d="m3 11 18-5v12L3 14v-3z" />
    <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
  </>,
)

export const MenuIcon = defineIcon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const PhoneIcon = defineIcon(
  <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />,
)

export const RefreshIcon = defineIcon(
  <>
    <path d="M21 12a9 9 0 1 1-2.64-6.36L21 8" />
    <path d="M21 3v5h-5" />
  </>,
)

export const WifiOffIcon = defineIcon(
  <>
    <path d="M2 2l20 20" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0M5 12.86a10 10 0 0 1 5.17-2.69M19 12.86a10 10 0 0 0-2.01-1.52M2 8.82a15 15 0 0 1 4.17-2.65M10.66 5c4.01-.36 8.14.9 11.34 3.76" />
    <path d="M12 20h.01" />
  </>,
)
