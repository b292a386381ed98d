import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { cx } from './cx'
import { ArrowRightIcon } from './icons'

const MoreLinkAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function MoreLinkAnchor(
  { className, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      {...props}
      className={cx(
        'inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </a>
  )
})

/** A text link that leads on to more ("Read More", "View all news"), with an arrow after its words. */
export const MoreLink = createLink(MoreLinkAnchor)
