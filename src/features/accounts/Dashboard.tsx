import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import type { ReactNode } from 'react'
import { school } from '#app-config'
import { BrandBand } from '~/components/layout/PageHeader'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ArrowRightIcon, ClockIcon, MapPinIcon } from '~/components/ui/icons'
import type { AppRouter } from '~/server/trpc/root'
import { applicationStatuses, classLabel, statusLabels } from '~/shared/admission-options'
import { displayName } from '~/shared/names'
import { roleLabels, roles, type Role } from '~/shared/roles'
import { Avatar } from './Avatar'
import { formatLongDate, formatShortDateTime, formatTime } from '~/shared/dates'
import { RoleBadge } from './RoleBadge'
import { ChildDues, CollectionTodayCard, StudentFeesCard } from '~/features/fees/DashboardFees'
import { AttendanceTodayCard, MyClasses } from '~/features/academics/MyClasses'
import { FamilyAcademics } from '~/features/academics/FamilyAcademics'

type Summary = inferRouterOutputs<AppRouter>['dashboard']['summary']
type AdminSummary = Extract<Summary, { role: 'admin' }>
type Me = {
  id: string
  firstName: string
  lastName: string
  email: string | null
  role: Role
  uniqueId: string | null
  avatarUrl: string | null
}

const greetings: Record<Role, string> = {
  admin: 'Here is how the school is doing today.',
  teacher: 'Your events, news and tools for the week ahead.',
  student: 'Your school life at a glance: events, news and your details.',
  cashier: 'The fee counter and the day ahead.',
  parent: 'Your children at school, events and news.',
}

export function DashboardView({ me, summary }: { me: Me; summary: Summary }) {
  const name = displayName(me)
  return (
    <>
      <BrandBand className="flex flex-col gap-6 sm:flex-row sm:items-center sm:py-12">
        <Avatar name={name} url={me.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">Dashboard</p>
          <h1 className="mt-2 font-display text-3xl font-bold break-words sm:text-4xl">
            Welcome back, {me.firstName.trim() || name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-brand-100">
            <RoleBadge role={me.role} className="bg-gold-400 text-brand-950" />
            {me.uniqueId && <span>School ID {me.uniqueId}</span>}
          </div>
          <p className="mt-3 text-base text-brand-100">{greetings[me.role]}</p>
        </div>
      </BrandBand>

      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
        {summary.role === 'admin' && <AdminPanel admin={summary.admin} />}
        {summary.role === 'teacher' && <TeacherPanel teacher={summary.teacher} />}
        {summary.role === 'student' && <StudentPanel studentId={me.id} student={summary.student} fees={summary.fees} />}
        {summary.role === 'parent' && <ParentPanel children={summary.children} />}
        {summary.role === 'cashier' && <CashierPanel collection={summary.collection} />}

        <div className="grid gap-6 lg:grid-cols-2">
          <ListCard
            title="Upcoming events"
            action={<CardLink to="/events">All events</CardLink>}
            count={summary.upcomingEventCount}
            items={summary.upcomingEvents}
            empty="No upcoming events at this time. Check back soon!"
            itemClassName="flex gap-4 py-3"
          >
            {(event) => (
              <>
                <DateTile date={event.eventDate} />
                <div className="min-w-0">
                  <p className="font-semibold text-brand-900">{event.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <ClockIcon className="size-3.5" /> {formatLongDate(event.eventDate)},{' '}
                      {formatTime(event.eventDate)}
                    </span>
                    {event.location && (
                      <span className="inline-flex items-center gap-1">
                        <MapPinIcon className="size-3.5" /> {event.location}
                      </span>
                    )}
                  </p>
                </div>
              </>
            )}
          </ListCard>
          <ListCard
            title="Latest news"
            action={<CardLink to="/news">All news</CardLink>}
            count={summary.newsCount}
            items={summary.latestNews}
            empty="No news articles available at this time. Check back soon!"
            itemClassName="py-3"
          >
            {(item) => (
              <>
                <p className="font-semibold text-brand-900">{item.title}</p>
                <p className="mt-1 text-sm text-slate-600">{formatLongDate(item.publishedAt)}</p>
              </>
            )}
          </ListCard>
        </div>
      </div>
    </>
  )
}

function AdminPanel({ admin }: { admin: AdminSummary['admin'] }) {
  const activeUsers = roles.reduce((sum, role) => sum + admin.roleCounts[role], 0)
  const applications = Object.values(admin.statusCounts).reduce((sum, count) => sum + count, 0)
  return (
    <>
      <AttendanceTodayCard />
      <section aria-labelledby="admin-tools-heading">
        <ToolLinks
          headingId="admin-tools-heading"
          title="Admin tools"
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          links={adminTools}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Active accounts" count={activeUsers}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {roles.map((role) => (
              <Stat key={role} label={roleLabels[role]} value={admin.roleCounts[role]} />
            ))}
            <Stat label="Deactivated" value={admin.inactiveUsers} muted />
          </dl>
        </Card>
        <Card title="Admission applications" count={applications}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {applicationStatuses.map((status) => (
              <Stat key={status} label={statusLabels[status]} value={admin.statusCounts[status]} />
            ))}
          </dl>
        </Card>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ListCard
          title="Latest applications"
          action={<CardLink to="/admin/admissions">All applications</CardLink>}
          items={admin.latestApplications}
          empty="No applications have been submitted yet."
          itemClassName="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
        >
          {(application) => (
            <>
              <div className="min-w-0">
                <Link
                  to="/admin/admissions/$id"
                  params={{ id: application.id }}
                  className="font-semibold text-brand-900 hover:underline"
                >
                  {application.studentName}
                </Link>
                <p className="text-sm text-slate-600">
                  {application.reference} · {classLabel(application.applyingForClass)}
                </p>
              </div>
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {statusLabels[application.status]}
              </span>
            </>
          )}
        </ListCard>
        <ListCard
          title="Recent admin activity"
          action={<CardLink to="/admin/audit-log">Audit log</CardLink>}
          items={admin.recentActivity}
          empty="No administrator actions have been recorded yet."
          itemClassName="py-3"
        >
          {(entry) => (
            <>
              <p className="text-sm break-words text-slate-800">{entry.sentence}</p>
              <p className="mt-0.5 text-xs text-slate-600">{formatShortDateTime(entry.createdAt)}</p>
            </>
          )}
        </ListCard>
      </div>
    </>
  )
}

function TeacherPanel({ teacher }: { teacher: Extract<Summary, { role: 'teacher' }>['teacher'] }) {
  return (
    <>
      <MyClasses admin={false} />
      <section aria-labelledby="teacher-heading" className="grid gap-6 lg:grid-cols-3">
        <Card title="Teaching" className="self-start lg:col-span-1">
          <dl className="space-y-2 text-sm">
            <Detail label="Subjects" value={teacher?.subjects} />
            <Detail label="Specialization" value={teacher?.specialization} />
            <Detail label="Employee ID" value={teacher?.employeeId} />
          </dl>
        </Card>
        <div className="lg:col-span-2">
          <ToolLinks
            headingId="teacher-heading"
            title="Quick links"
            className="mt-4 grid gap-4 sm:grid-cols-2"
            links={teacherLinks}
          />
        </div>
      </section>
    </>
  )
}

function StudentPanel({
  studentId,
  student,
  fees,
}: {
  studentId: string
  student: Extract<Summary, { role: 'student' }>['student']
  fees: Extract<Summary, { role: 'student' }>['fees']
}) {
  return (
    <section aria-labelledby="student-heading" className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6">
        <FamilyAcademics studentId={studentId} own />
        <StudentFeesCard fees={fees} />
        <Card title="My details">
          <dl className="space-y-2 text-sm">
            <Detail label="Parent or guardian" value={student?.parentName} />
            <Detail label="Parent e-mail" value={student?.parentEmail} />
          </dl>
          <p className="mt-4">
            <CardLink to="/profile">Full profile</CardLink>
          </p>
        </Card>
      </div>
      <div className="lg:col-span-2">
        <ToolLinks
          headingId="student-heading"
          title="Quick links"
          className="mt-4 grid gap-4 sm:grid-cols-2"
          links={studentLinks}
        />
      </div>
    </section>
  )
}

function ParentPanel({ children }: { children: Extract<Summary, { role: 'parent' }>['children'] }) {
  return (
    <section aria-labelledby="children-heading" className="grid gap-6 lg:grid-cols-3">
      <ListCard
        title="My children"
        className="lg:col-span-2"
        titleId="children-heading"
        items={children}
        empty="No child is linked to your account yet. Please ask the school office to link you as your child's guardian."
        listClassName="grid gap-3 sm:grid-cols-2"
        itemClassName="flex items-center gap-3 rounded-lg border border-slate-200 p-3"
      >
        {(child) => {
          const name = `${child.firstName} ${child.lastName}`.trim()
          return (
            <>
              <Avatar name={name} url={child.avatarUrl} />
              <div>
                {/* The child's own page: profile, fees and notices (issue 16 item 2). */}
                <Link
                  to="/dashboard/children/$id"
                  params={{ id: child.id }}
                  className="font-semibold text-brand-900 hover:underline"
                >
                  {name}
                </Link>
                {child.schoolId && <p className="text-sm text-slate-600">School ID {child.schoolId}</p>}
                <ChildDues childId={child.id} name={name} fees={child.fees} />
              </div>
            </>
          )
        }}
      </ListCard>
      <ul className="grid gap-4">
        <ToolLink to="/fee-portal" title="Fee portal" text="Dues and receipts for every child, in one place." />
      </ul>
    </section>
  )
}

function CashierPanel({ collection }: { collection: Extract<Summary, { role: 'cashier' }>['collection'] }) {
  return (
    <section aria-labelledby="cashier-heading" className="space-y-6">
      <CollectionTodayCard collection={collection} />
      <ToolLinks
        headingId="cashier-heading"
        title="Fee counter"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        links={cashierLinks}
      />
    </section>
  )
}

type LinkTarget =
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
  | '/news'
  | '/events'
  | '/notice'
  | '/profile'
  | '/fee-portal'
  | '/syllabus'
  | '/gallery'

/** One tool link: where it goes, its title and a line on what it is for. */
type ToolLinkData = { to: LinkTarget; title: string; text: string }

const adminTools: readonly ToolLinkData[] = [
  {
    to: '/admin/user-registration',
    title: 'User registration',
    text: 'Create accounts, one at a time or from a CSV file.',
  },
  { to: '/admin/user-management', title: 'User management', text: 'Search, edit, reset passwords, deactivate.' },
  { to: '/admin/role-management', title: 'Role management', text: 'Who is an administrator, teacher or cashier.' },
  { to: '/admin/audit-log', title: 'Audit log', text: 'Every change an administrator made, and when.' },
  { to: '/admin/outbox', title: 'E-mail outbox', text: 'Every e-mail sent, failed sends with the reason, send again.' },
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

const teacherLinks: readonly ToolLinkData[] = [
  { to: '/teaching', title: 'My classes', text: 'Attendance, registers, class lists, marks and results.' },
  { to: '/manage', title: 'Manage content', text: 'Publish and edit news, events, notices and calendar dates.' },
  { to: '/news', title: 'School news', text: 'Read and share what is happening at school.' },
  { to: '/events', title: 'Events', text: 'Sports days, meetings, exams and celebrations.' },
  { to: '/notice', title: 'Notices & calendar', text: 'Circulars, holidays and the academic calendar.' },
  { to: '/profile', title: 'My profile', text: 'Your contact details as the school has them.' },
]

const studentLinks: readonly ToolLinkData[] = [
  { to: '/fee-portal', title: 'Fee portal', text: 'Dues, due dates and receipts.' },
  { to: '/notice', title: 'Notices & calendar', text: 'Circulars, holidays and exam dates.' },
  { to: '/syllabus', title: 'Syllabus', text: 'What each class covers this year.' },
  { to: '/gallery', title: 'Gallery', text: 'Photos and videos from school life.' },
]

const cashierLinks: readonly ToolLinkData[] = [
  {
    to: '/fee-portal/cashier-dashboard',
    title: 'Fee counter',
    text: 'Collect fees, print receipts and close the day.',
  },
  { to: '/profile', title: 'My profile', text: 'Your account as the school has it.' },
]

/** A heading and the list of tool links under it; the section around them is named by the heading. */
function ToolLinks({
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

function ToolLink({ to, title, text }: { to: LinkTarget; title: string; text: string }) {
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

function Card({ title, titleId, count, action, className, children }: CardProps) {
  return (
    <section
      aria-labelledby={titleId}
      aria-label={titleId ? undefined : title}
      className={cx('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      {/* On a narrow card the link moves under the title instead of squeezing both onto two lines each. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2
          id={titleId}
          className="flex items-baseline gap-2 font-display text-xl font-bold whitespace-nowrap text-brand-900"
        >
          {title}
          {count !== undefined && (
            <span className="rounded-full bg-gold-100 px-2 py-0.5 font-sans text-xs font-bold text-gold-700">
              {count}
            </span>
          )}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function CardLink({ to, children }: { to: LinkTarget; children: ReactNode }) {
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

function Stat({ label, value, muted = false }: { label: string; value: number; muted?: boolean }) {
  return (
    <div className={cx('rounded-lg px-3 py-3', muted ? 'bg-slate-50' : 'bg-brand-50')}>
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className={cx('mt-1 font-display text-2xl font-bold', muted ? 'text-slate-700' : 'text-brand-900')}>
        {value}
      </dd>
    </div>
  )
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value || 'Not recorded'}</dd>
    </div>
  )
}

function DateTile({ date }: { date: Date }) {
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
function ListCard<T extends { id: string }>({
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

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{children}</p>
}

export function DashboardError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-bold text-brand-900">We could not load your dashboard</h1>
      <p className="mt-3 text-slate-600">
        Please check your connection and try again. If the problem continues, contact {school.email}.
      </p>
      <button type="button" onClick={() => window.location.reload()} className={buttonStyles('primary', 'md', 'mt-6')}>
        Reload Page
      </button>
    </div>
  )
}
