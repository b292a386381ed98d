import type { inferRouterOutputs } from '@trpc/server'
import type { ReactNode } from 'react'
import { school } from '#app-config'
import { BrandBand } from '~/components/layout/PageHeader'
import { buttonStyles } from '~/components/ui/button-styles'
import { ClockIcon, MapPinIcon } from '~/components/ui/icons'
import type { AppRouter } from '~/server/trpc/root'
import { displayName } from '~/shared/names'
import type { Role } from '~/shared/roles'
import { Avatar } from './Avatar'
import { formatLongDate, formatTime } from '~/shared/dates'
import { RoleBadge } from './RoleBadge'
import { CardLink, DateTile, ListCard } from './dashboard-parts'
import { AdminPanel, CashierPanel, StorekeeperPanel, ParentPanel, StudentPanel, TeacherPanel } from './DashboardPanels'

type Summary = inferRouterOutputs<AppRouter>['dashboard']['summary']
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
  storekeeper: 'The school stores: stock, movements and what runs low.',
}

/** The teaching screens' cards for the admin's and the teacher's dashboards, given by the route. */
type TeachingCards = { adminToday?: ReactNode; teacherClasses?: ReactNode }

export function DashboardView({ me, summary, teaching = {} }: { me: Me; summary: Summary; teaching?: TeachingCards }) {
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
        {summary.role === 'admin' && <AdminPanel admin={summary.admin} today={teaching.adminToday} />}
        {summary.role === 'teacher' && <TeacherPanel teacher={summary.teacher} classes={teaching.teacherClasses} />}
        {summary.role === 'student' && <StudentPanel studentId={me.id} student={summary.student} fees={summary.fees} />}
        {summary.role === 'parent' && <ParentPanel children={summary.children} />}
        {summary.role === 'cashier' && <CashierPanel collection={summary.collection} />}
        {summary.role === 'storekeeper' && <StorekeeperPanel lowStockCount={summary.lowStockCount} />}

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
