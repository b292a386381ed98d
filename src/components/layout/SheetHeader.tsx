import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import { LogoMark } from './Logo'

type SheetHeaderProps = {
  /** The gaps and print layout of this sheet's header. */
  className: string
  /** The logo's height, e.g. "h-12". */
  logoHeight: string
  /** Beside the logo: the school's name and the sheet's title. */
  children: ReactNode
  /** On the right on wider screens, e.g. the receipt's number and date. */
  aside: ReactNode
}

/** The head of a sheet made to be printed (a receipt, a class list): the school's mark and name over a brand rule. */
export function SheetHeader({ className, logoHeight, children, aside }: SheetHeaderProps) {
  return (
    <header
      className={cx(
        'flex flex-col border-b-2 border-brand-800 pb-3 sm:flex-row sm:items-start sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <LogoMark className={cx(logoHeight, 'w-auto shrink-0')} />
        <div>{children}</div>
      </div>
      {aside}
    </header>
  )
}
