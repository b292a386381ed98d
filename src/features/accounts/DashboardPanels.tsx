// The part of /dashboard that depends on the role: an admin's tools and figures, a teacher's, a student's, a
// parent's children and a cashier's day.
import { countOf } from '~/shared/plural'
import { lazy, Suspense, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '~/server/trpc/root'
import { applicationStatuses, classLabel, statusLabels } from '~/shared/admission-options'
import { cx } from '~/components/ui/cx'
import { formatDateKeyNumeric, formatShortDateTime } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { roleLabels, roles } from '~/shared/roles'
import { Avatar } from './Avatar'
import { ChildDues, CollectionTodayCard, StudentFeesCard } from './DashboardFees'
import {
  adminTools,
  Card,
  CardLink,
  cashierLinks,
  storekeeperLinks,
  Detail,
  ListCard,
  Stat,
  studentLinks,
  teacherLinks,
  ToolLink,
  ToolLinks,
} from './dashboard-parts'

// Only a student's dashboard shows it: the other roles' dashboards do not load its code.
const FamilyAcademics = lazy(() => import('./FamilyAcademics').then((m) => ({ default: m.FamilyAcademics })))

type Summary = inferRouterOutputs<AppRouter>['dashboard']['summary']
type AdminSummary = Extract<Summary, { role: 'admin' }>

const reportLink =
  'inline-flex items-center gap-1 rounded text-sm font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900 hover:underline'

/** The items at or below their reorder level, linking to that list: red while there are any. */
function LowStockCard({ count }: { count: number }) {
  return (
    <Card
      title="Low stock"
      action={
        <Link to="/inventory/list" search={{ low: true }} className={reportLink}>
          Low-stock items
        </Link>
      }
    >
      <p
        className={cx('font-display text-3xl font-bold tabular-nums', count > 0 ? 'text-red-800' : 'text-emerald-800')}
        data-testid="low-stock-count"
      >
        {count}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {count === 1 ? 'item is' : 'items are'} at or below the reorder level
      </p>
    </Card>
  )
}

/** Today's collection at the counter and the items at or below their reorder level, each linking to its report. */
function AdminToday({ today }: { today: AdminSummary['admin']['today'] }) {
  const { collection, lowStockCount } = today
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Card
        title="Today's collection"
        action={
          <Link to="/fee-portal/cashier-dashboard" search={{ tab: 'today' }} className={reportLink}>
            Collection report
          </Link>
        }
      >
        <p className="font-display text-3xl font-bold text-brand-900 tabular-nums" data-testid="admin-collection-today">
          {formatPaise(collection.totalPaise)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {countOf(collection.count, 'receipt')} on {formatDateKeyNumeric(collection.date)}
        </p>
      </Card>
      <LowStockCard count={lowStockCount} />
    </div>
  )
}

/** `today` is the teaching screens' card of today's attendance by class, given by the route. */
export function AdminPanel({ admin, today }: { admin: AdminSummary['admin']; today?: ReactNode }) {
  const activeUsers = roles.reduce((sum, role) => sum + admin.roleCounts[role], 0)
  const applications = Object.values(admin.statusCounts).reduce((sum, count) => sum + count, 0)
  return (
    <>
      {today}
      <section aria-labelledby="admin-tools-heading">
        <ToolLinks
          headingId="admin-tools-heading"
          title="Admin tools"
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          links={adminTools}
        />
      </section>

      <AdminToday today={admin.today} />

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

/** `classes` is the teaching screens' "My classes", given by the route. */
export function TeacherPanel({
  teacher,
  classes,
}: {
  teacher: Extract<Summary, { role: 'teacher' }>['teacher']
  classes?: ReactNode
}) {
  return (
    <>
      {classes}
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

export function StudentPanel({
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
        <Suspense fallback={null}>
          <FamilyAcademics studentId={studentId} own />
        </Suspense>
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

export function ParentPanel({ children }: { children: Extract<Summary, { role: 'parent' }>['children'] }) {
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
                {/* The child's own page: profile, fees and notices. */}
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

export function CashierPanel({ collection }: { collection: Extract<Summary, { role: 'cashier' }>['collection'] }) {
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

/** The storekeeper: the count of low-stock items (linking to their list) and the inventory's screens. */
export function StorekeeperPanel({ lowStockCount }: { lowStockCount: number }) {
  return (
    <section aria-labelledby="storekeeper-heading" className="space-y-6">
      <LowStockCard count={lowStockCount} />
      <ToolLinks
        headingId="storekeeper-heading"
        title="Inventory"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        links={storekeeperLinks}
      />
    </section>
  )
}
