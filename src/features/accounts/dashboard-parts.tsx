// The building blocks of /dashboard: tool links, panels with a count, figures, date tiles and lists.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import { ArrowRightIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import { formatLongDate } from '~/shared/dates'

export type LinkTarget =
  | '/admin/admissions'
  | '/admin/fees'
  | '/fee-portal/cashier-dashboard'
  | '/admin/gallery'
  | '/manage'
  | '/admin/user-registration'
  | '/admin/user-management'
  | '/admin/role-management'
  | '/admin/audit-log'
  | '/admin/outbox'
  | '/admin/academics'
  | '/teaching'
  | '/admin/privacy-and-terms'
  | '/news'
  | '/events'
  | '/notice'
  | '/profile'
  | '/fee-portal'
  | '/syllabus'
  | '/gallery'
  | '/inventory/dashboard'
  | '/inventory/list'
  | '/inventory/movements'
  | '/inventory/import-export'

/** One tool link: where it goes, its title and a line on what it is for. */
type ToolLinkData = { to: LinkTarget; title: string; text: string }

export const adminTools: readonly ToolLinkData[] = [
  {
    to: '/admin/user-registration',
    title: 'User registration',
    text: 'Create accounts, one at a time or from a CSV file.',
  },
  { to: '/admin/user-management', title: 'User management', text: 'Search, edit, reset passwords, deactivate.' },
  { to: '/admin/role-management', title: 'Role management', text: 'Who is an administrator, teacher or cashier.' },
  { to: '/admin/audit-log', title: 'Audit log', text: 'Every change an administrator made, and when.' },
  { to: '/admin/outbox', title: 'E-mail outbox', text: 'Every e-mail sent, failed sends with the reason, send again.' },
  {
    to: '/admin/privacy-and-terms',
    title: 'Privacy and terms',
    text: 'Edit the Privacy Notice and the Terms of Use; every version is kept.',
  },
  { to: '/admin/admissions', title: 'Admission applications', text: 'Review, decide and export applications.' },
  { to: '/admin/gallery', title: 'Gallery management', text: 'Albums, photo uploads and videos.' },
  {
    to: '/admin/fees',
    title: 'Fees set-up',
    text: 'Years, heads, terms and late fees, structures, concessions, issuing.',
  },
  {
    to: '/fee-portal/cashier-dashboard',
    title: 'Fee counter',
    text: 'Collect fees, receipts, collection and defaulters reports.',
  },
  {
    to: '/teaching',
    title: 'Teaching',
    text: 'Today’s attendance by class, registers, marks, results and report cards.',
  },
  {
    to: '/admin/academics',
    title: 'Academics set-up',
    text: 'Subjects, class and subject teachers, exams, publishing results.',
  },
  {
    to: '/manage',
    title: 'News, events and notices',
    text: 'Publish news, events, notices, the calendar and the banner.',
  },
]

export const teacherLinks: readonly ToolLinkData[] = [
  { to: '/teaching', title: 'My classes', text: 'Attendance, registers, class lists, marks and results.' },
  { to: '/manage', title: 'Manage content', text: 'Publish and edit news, events, notices and calendar dates.' },
  { to: '/news', title: 'School news', text: 'Read and share what is happening at school.' },
  { to: '/events', title: 'Events', text: 'Sports days, meetings, exams and celebrations.' },
  { to: '/notice', title: 'Notices & calendar', text: 'Circulars, holidays and the academic calendar.' },
  { to: '/profile', title: 'My profile', text: 'Your contact details as the school has them.' },
]

export const studentLinks: readonly ToolLinkData[] = [
  { to: '/fee-portal', title: 'Fee portal', text: 'Dues, due dates and receipts.' },
  { to: '/notice', title: 'Notices & calendar', text: 'Circulars, holidays and exam dates.' },
  { to: '/syllabus', title: 'Syllabus', text: 'What each class covers this year.' },
  { to: '/gallery', title: 'Gallery', text: 'Photos and videos from school life.' },
]

export const cashierLinks: readonly ToolLinkData[] = [
  {
    to: '/fee-portal/cashier-dashboard',
    title: 'Fee counter',
    text: 'Collect fees, print receipts and close the day.',
  },
  { to: '/profile', title: 'My profile', text: 'Your account as the school has it.' },
]

export const storekeeperLinks: readonly ToolLinkData[] = [
  { to: '/inventory/dashboard', title: 'Inventory', text: 'Stock value, low stock and items needing repair.' },
  { to: '/inventory/list', title: 'Items', text: 'Find, add and edit the items in the stores.' },
  { to: '/inventory/movements', title: 'Movements', text: 'Receive, issue, return, adjust and dispose of stock.' },
  { to: '/inventory/import-export', title: 'Import and export', text: 'Items from a CSV file, and the lists as CSV.' },
  { to: '/profile', title: 'My profile', text: 'Your account as the school has it.' },
]

/** A heading and the list of tool links under it; the section around them is named by the heading. */
export function ToolLinks({
  headingId,
  title,
  className,
  links,
}: {
  headingId: string
  title: string
  className: string
  links: readonly ToolLinkData[]
}) {
  return (
    <>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className={className}>
        {links.map((link) => (
          <ToolLink key={link.to} {...link} />
        ))}
      </ul>
    </>
  )
}

export function ToolLink({ to, title, text }: { to: LinkTarget; title: string; text: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-brand-600"
      >
        <span className="flex items-center justify-between gap-2 font-semibold text-brand-900">
          {title}
          <ArrowRightIcon className="size-4 text-gold-500 transition group-hover:translate-x-0.5" />
        </span>
        <span className="mt-1.5 text-sm text-slate-600">{text}</span>
      </Link>
    </li>
  )
}

type CardProps = {
  title: string
  titleId?: string
  count?: number
  action?: ReactNode
  className?: string
  children: ReactNode
}

/** A dashboard panel, with the number of things it lists beside its title. */
export function Card({ title, titleId, count, action, className, children }: CardProps) {
  return (
    <Panel
      headingId={titleId}
      title={
        <span className="flex items-baseline gap-2 whitespace-nowrap">
          {title}
          {count !== undefined && (
            <span className="rounded-full bg-gold-100 px-2 py-0.5 font-sans text-xs font-bold text-gold-700">
              {count}
            </span>
          )}
        </span>
      }
      actions={action}
      className={className}
    >
      {children}
    </Panel>
  )
}

export function CardLink({ to, children }: { to: LinkTarget; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded text-sm font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900 hover:underline"
    >
      {children}
      <ArrowRightIcon className="size-3.5" />
    </Link>
  )
}

export function Stat({ label, value, muted = false }: { label: string; value: number; muted?: boolean }) {
  return (
    <div className={cx('rounded-lg px-3 py-3', muted ? 'bg-slate-50' : 'bg-brand-50')}>
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className={cx('mt-1 font-display text-2xl font-bold', muted ? 'text-slate-700' : 'text-brand-900')}>
        {value}
      </dd>
    </div>
  )
}

export function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value || 'Not recorded'}</dd>
    </div>
  )
}

export function DateTile({ date }: { date: Date }) {
  const [month, day] = formatLongDate(date).split(' ')
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-800 text-white"
    >
      <span className="text-[0.65rem] font-bold tracking-wider text-gold-300 uppercase">{month?.slice(0, 3)}</span>
      <span className="font-display text-xl leading-none font-bold">{day?.replace(',', '')}</span>
    </span>
  )
}

/** A card holding a list, or the sentence saying the list is empty. */
export function ListCard<T extends { id: string }>({
  items,
  empty,
  listClassName = 'divide-y divide-slate-100',
  itemClassName,
  children,
  ...card
}: Omit<CardProps, 'children'> & {
  items: readonly T[]
  empty: string
  listClassName?: string
  itemClassName?: string
  children: (item: T) => ReactNode
}) {
  return (
    <Card {...card}>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ul className={listClassName}>
          {items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{children}</p>
}
