import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { headerNotificationBadge } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { BellIcon } from '~/components/ui/icons'

const unreadLabel = `Notifications, ${headerNotificationBadge} unread`

/** The header's bell; SPEC.md fixes its badge at 2. */
export function NotificationBell() {
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={unreadLabel}
        className="relative flex size-10 items-center justify-center rounded-full text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-brand-600 data-open:bg-brand-50"
      >
        <BellIcon className="size-5" />
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.7rem] font-bold leading-5 text-white ring-2 ring-white"
        >
          {headerNotificationBadge}
        </span>
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl shadow-brand-950/10"
      >
        <h2 className="font-semibold text-brand-900">Notifications</h2>
        <p className="mt-1 text-slate-700">
          You have {headerNotificationBadge} unread notifications. The latest notices and events are on your dashboard.
        </p>
        <CloseButton as={Link} to="/dashboard" className={buttonStyles('primary', 'sm', 'mt-3 w-full')}>
          Open Dashboard
        </CloseButton>
      </PopoverPanel>
    </Popover>
  )
}
