import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { cx } from '~/components/ui/cx'

type TabAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { current: boolean }

const TabAnchor = forwardRef<HTMLAnchorElement, TabAnchorProps>(function TabAnchor(
  { current, className, ...anchor },
  ref,
) {
  return (
    <a
      ref={ref}
      aria-current={current ? 'page' : undefined}
      {...anchor}
      className={cx(
        'shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-brand-500',
        current
          ? 'border-brand-700 text-brand-900'
          : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
        className,
      )}
    />
  )
})

/** One tab of a row of tabs that are links (kept in the URL): the `current` one is underlined and marked as the page. */
export const TabLink = createLink(TabAnchor)
