import { cx } from '~/components/ui/cx'
import { initials } from '~/shared/names'

const sizes = { md: 'size-12 text-lg', lg: 'size-24 text-3xl' } as const

/** Initials in a circle; the photo when the account has one. */
export function Avatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: keyof typeof sizes }) {
  if (url)
    return <img src={url} alt="" className={cx('shrink-0 rounded-full object-cover ring-4 ring-white', sizes[size])} />
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-gold-400 font-display font-bold text-brand-950 ring-4 ring-white',
        sizes[size],
      )}
    >
      {initials(name)}
    </span>
  )
}
