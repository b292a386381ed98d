import type { inferRouterOutputs } from '@trpc/server'
import type { ReactNode } from 'react'
import { school } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { MailIcon, PhoneIcon } from '~/components/ui/icons'
import type { AppRouter } from '~/server/trpc/root'
import { genderLabels, type Gender } from '~/shared/gender'
import { displayName } from '~/shared/names'
import type { Role } from '~/shared/roles'
import { Avatar } from './Avatar'
import { formatDateKey, formatLongDate } from '~/shared/dates'
import { RoleBadge } from './RoleBadge'
import { ChangePasswordPanel } from './PasswordForms'
import { SessionsPanel } from './SessionsPanel'

type ProfileData = inferRouterOutputs<AppRouter>['auth']['profile']

export function ProfileView({ profile }: { profile: ProfileData }) {
  const name = displayName(profile)
  return (
    <div className="bg-slate-50">
      <div className="h-36 bg-brand-800 bg-[radial-gradient(circle_at_85%_20%,rgba(245,179,36,0.25),transparent_45%)] sm:h-44" />
      <div className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 lg:px-8">
        <section aria-labelledby="profile-name" className="-mt-20 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
              <Avatar name={name} url={profile.avatarUrl} size="lg" />
              <div className="min-w-0">
                <h1 id="profile-name" className="font-display text-3xl font-bold break-words text-brand-900">
                  {name}
                </h1>
                <div className="mt-2">
                  <RoleBadge role={profile.role} />
                </div>
              </div>
            </div>
            <div className="sm:text-right">
              {/* SPEC.md: an Edit Profile button with no behaviour; changes go through the school office. */}
              <button type="button" aria-describedby="edit-profile-note" className={buttonStyles('outline', 'md')}>
                Edit Profile
              </button>
              <p id="edit-profile-note" className="mt-2 max-w-56 text-xs text-slate-600 sm:ml-auto">
                To change your details, contact the school office.
              </p>
            </div>
          </div>

          <dl className="mt-8 grid gap-x-8 gap-y-5 border-t border-slate-100 pt-6 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="E-mail" icon={<MailIcon className="size-4" />}>
              <a href={`mailto:${profile.email}`} className="break-all text-brand-700 hover:underline">
                {profile.email}
              </a>
            </Field>
            <Field label="School ID">{profile.uniqueId ?? 'Not assigned'}</Field>
            <Field label="Member since">{formatLongDate(profile.createdAt)}</Field>
            {profile.teacher && (
              <>
                <Field label="Phone" icon={<PhoneIcon className="size-4" />}>
                  {profile.teacher.phone ? <a href={`tel:${profile.teacher.phone.replace(/\s/g, '')}`} className="text-brand-700 hover:underline">{profile.teacher.phone}</a> : 'Not recorded'}
                </Field>
                <Field label="Employee ID">{profile.teacher.employeeId ?? 'Not recorded'}</Field>
                <Field label="Subjects">{profile.teacher.subjects ?? 'Not recorded'}</Field>
                <Field label="Specialization">{profile.teacher.specialization ?? 'Not recorded'}</Field>
                <Field label="Qualification">{profile.teacher.qualification ?? 'Not recorded'}</Field>
                <Field label="Joined the school">{profile.teacher.joiningDate ? formatDateKey(profile.teacher.joiningDate) : 'Not recorded'}</Field>
                <Field label="Date of birth">{profile.teacher.dateOfBirth ? formatDateKey(profile.teacher.dateOfBirth) : 'Not recorded'}</Field>
                <Field label="Gender">{profile.teacher.gender ? genderLabels[profile.teacher.gender as Gender] ?? profile.teacher.gender : 'Not recorded'}</Field>
              </>
            )}
            {profile.student && (
              <>
                <Field label="Parent or guardian">{profile.student.parentName ?? 'Not recorded'}</Field>
                <Field label="Parent e-mail">{profile.student.parentEmail ?? 'Not recorded'}</Field>
                <Field label="Parent phone" icon={<PhoneIcon className="size-4" />}>
                  {profile.student.parentPhone ?? 'Not recorded'}
                </Field>
                <Field label="Address">{profile.student.address ?? 'Not recorded'}</Field>
                <Field label="Date of birth">{profile.student.dateOfBirth ? formatDateKey(profile.student.dateOfBirth) : 'Not recorded'}</Field>
                <Field label="Gender">{profile.student.gender ? genderLabels[profile.student.gender as Gender] ?? profile.student.gender : 'Not recorded'}</Field>
              </>
            )}
          </dl>
        </section>

        <ChangePasswordPanel />

        <SessionsPanel />

        <div className="mt-8 flex items-baseline justify-between gap-4">
          <h2 className="font-display text-2xl font-bold text-brand-900">At a glance</h2>
          <p className="text-xs font-semibold text-slate-600">Sample content</p>
        </div>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {sampleCards[profile.role].map((card) => (
            <SampleCard key={card.title} {...card} />
          ))}
          <SampleCard title="Recent activity" items={recentActivity} />
        </div>
      </div>
    </div>
  )
}

function Field({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-slate-600 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-base break-words text-slate-900">{children}</dd>
    </div>
  )
}

type Sample = { title: string; items: readonly string[]; progress?: readonly { label: string; percent: number }[] }

// SPEC.md section 2: role-specific placeholder cards (classes, schedule, courses, progress, admin
// privileges, activity). Static sample data, labelled as such on the page.
const sampleCards: Record<Role, readonly Sample[]> = {
  teacher: [
    { title: 'My classes', items: ['Class XI Science', 'Class XII Science', 'Class X-A'] },
    { title: "Today's schedule", items: ['8:30 AM: Class XII Science', '10:15 AM: Class X-A', '1:30 PM: Laboratory, Class XI Science'] },
  ],
  student: [
    { title: 'My courses', items: ['English', 'Mathematics', 'Physics', 'Chemistry', 'Computer Science'] },
    {
      title: 'Progress',
      items: [],
      progress: [
        { label: 'Term 1 syllabus covered', percent: 100 },
        { label: 'Term 2 syllabus covered', percent: 45 },
        { label: 'Assignments submitted', percent: 80 },
      ],
    },
  ],
  admin: [
    {
      title: 'Administrator privileges',
      items: ['User management', 'Course management', 'System configuration', 'Reports and analytics', 'Announcements'],
    },
  ],
  cashier: [{ title: 'Cashier privileges', items: ['Collect fees at the counter', 'Print and void receipts', 'Daily collection reports'] }],
  parent: [{ title: 'For parents', items: ['Fee dues and receipts for each child', 'Notices and the academic calendar', 'Messages from the school office'] }],
}

const recentActivity = [`Signed in to the ${school.shortName} portal`, 'Read the latest notice', 'Viewed upcoming events'] as const

function SampleCard({ title, items, progress }: Sample) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="font-display text-lg font-bold text-brand-900">{title}</h3>
      {items.length > 0 && (
        <ul className="mt-3 space-y-2">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm text-slate-700">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-500" />
              {item}
            </li>
          ))}
        </ul>
      )}
      {progress && (
        <ul className="mt-4 space-y-4">
          {progress.map((bar) => (
            <li key={bar.label}>
              <div className="flex justify-between text-sm text-slate-700">
                <span>{bar.label}</span>
                <span className="font-semibold">{bar.percent}%</span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-slate-100">
                <div className="h-2 rounded-full bg-leaf-500" style={{ width: `${bar.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
