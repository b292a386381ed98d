import type { ReactNode } from 'react'
import { PageBody } from './PageBody'
import { PageHeader, type Crumb } from './PageHeader'
import { cx } from '~/components/ui/cx'

const widths = { '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const

const dashboardTrail: readonly Crumb[] = [{ label: 'Dashboard', to: '/dashboard' }]

/** A staff screen: the PageHeader band (Home › Dashboard › title) over the screen on a light grey ground. */
export function StaffPage({
  title,
  subtitle,
  trail = dashboardTrail,
  width = '5xl',
  children,
}: {
  title: string
  subtitle: ReactNode
  /** Pages between Home and this one; the Dashboard unless said otherwise. */
  trail?: readonly Crumb[]
  width?: keyof typeof widths
  children: ReactNode
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} trail={trail} />
      <PageBody tone="grey" className={cx('py-10', widths[width])}>
        {children}
      </PageBody>
    </>
  )
}
