// A parent's page for one child: the child's profile with this year's class, section and roll
// number, their fees, and the latest notices. The server answers only for a child linked to this parent.
import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import type { ReactNode } from 'react'
import { PageHeader } from '~/components/layout/PageHeader'
import { ArrowRightIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import { StudentFeesCard } from './DashboardFees'
import { FamilyAcademics } from './FamilyAcademics'
import type { AppRouter } from '~/server/trpc/root'
import { categoryLabels } from '~/shared/content-options'
import { formatDateKeyNumeric } from '~/shared/dates'
import { genderLabels, type Gender } from '~/shared/gender'
import { Avatar } from './Avatar'

type Child = inferRouterOutputs<AppRouter>['dashboard']['child']

const relationLabels: Record<string, string> = { father: 'Father', mother: 'Mother', guardian: 'Guardian' }
const linkClass =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline'

export function ChildPageView({ child }: { child: Child }) {
  const enrolled = child.classLabel
    ? `${child.classLabel}${child.section ? `, section ${child.section}` : ''}`
    : 'Not enrolled this year'
  return (
    <>
      <PageHeader
        title={child.name}
        trail={[{ label: 'Dashboard', to: '/dashboard' }]}
        subtitle={child.schoolId ? `School ID ${child.schoolId} · ${enrolled}` : enrolled}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8">
        <Panel padded labelledBy="child-profile-heading" className="self-start lg:col-span-2">
          <div className="flex items-center gap-4">
            <Avatar name={child.name} url={child.avatarUrl} />
            <h2 id="child-profile-heading" className="font-display text-xl font-bold text-brand-900">
              Profile
            </h2>
          </div>
          <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
            <Item label="Class">
              {child.classLabel
                ? `${child.classLabel}${child.yearName ? ` (${child.yearName})` : ''}`
                : 'Not enrolled this year'}
            </Item>
            <Item label="Section">{child.section ?? 'Not assigned'}</Item>
            <Item label="Roll number">{child.rollNumber ?? 'Not assigned'}</Item>
            <Item label="School ID">{child.schoolId ?? 'Not assigned'}</Item>
            <Item label="Date of birth">
              {child.dateOfBirth ? formatDateKeyNumeric(child.dateOfBirth) : 'Not recorded'}
            </Item>
            <Item label="Gender">
              {child.gender ? (genderLabels[child.gender as Gender] ?? child.gender) : 'Not recorded'}
            </Item>
            <Item label="Address">{child.address ?? 'Not recorded'}</Item>
            <Item label="Guardians">
              <ul>
                {child.guardians.map((guardian) => (
                  <li key={guardian.id}>
                    {guardian.name} ({relationLabels[guardian.relation] ?? guardian.relation})
                    {guardian.isYou && <span className="text-slate-600"> · you</span>}
                  </li>
                ))}
              </ul>
            </Item>
          </dl>
          <p className="mt-6 text-sm text-slate-600">
            To correct any of these details, please contact the school office.
          </p>
        </Panel>

        <div className="space-y-6">
          <FamilyAcademics studentId={child.id} own={false} />
          <StudentFeesCard fees={child.fees} title="Fees" childId={child.id} childName={child.name} />
          <Panel
            headingId="child-notices-heading"
            title="Notices"
            actions={
              <Link to="/notice" className={linkClass}>
                All notices
                <ArrowRightIcon className="size-3.5" />
              </Link>
            }
          >
            {child.notices.length === 0 ? (
              <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
                No notices have been published yet.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {child.notices.map((notice) => (
                  <li key={notice.id} className="py-3">
                    <p className="font-semibold text-brand-900">
                      {notice.important && (
                        <span className="mr-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800">
                          Important
                        </span>
                      )}
                      {notice.title}
                    </p>
                    <p className="mt-1 text-sm text-slate-600">
                      {categoryLabels[notice.category as keyof typeof categoryLabels] ?? notice.category} ·{' '}
                      {formatDateKeyNumeric(notice.date)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-base break-words text-slate-900">{children}</dd>
    </div>
  )
}
