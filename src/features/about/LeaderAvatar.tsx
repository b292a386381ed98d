import type { Leader } from '#app-config'
import { cx } from '~/components/ui/cx'
import { initials } from '~/shared/names'

const sizes = { md: 'size-14 text-lg', lg: 'size-20 text-2xl', xl: 'size-28 text-4xl' } as const

/** A leader's initials in a gold-ringed circle (the honorific is left out). */
export function LeaderAvatar({ leader, size = 'md' }: { leader: Leader; size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 font-display font-bold text-white ring-4 ring-gold-300',
        sizes[size],
      )}
    >
      {initials(leader.name)}
    </span>
  )
}

export function leaderFullName(leader: Leader): string {
  return `${leader.honorific} ${leader.name}`
}
