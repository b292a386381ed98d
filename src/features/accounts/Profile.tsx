import type { inferRouterOutputs } from '@trpc/server'
import type { ReactNode } from 'react'
import { MailIcon, PhoneIcon } from '~/components/ui/icons'
import type { AppRouter } from '~/server/trpc/root'
import { genderLabels, type Gender } from '~/shared/gender'
import { displayName } from '~/shared/names'
import { Avatar } from './Avatar'
import { formatDateKeyNumeric, formatShortDate } from '~/shared/dates'
import { classLabel } from '~/shared/fees'
import { displayPhone } from '~/shared/phone'
import { RoleBadge } from './RoleBadge'
import { ChangePasswordPanel } from './PasswordForms'
import { EditProfileButton } from './EditProfile'
import { SessionsPanel } from './SessionsPanel'
import { NotificationChoicesPanel } from './NotificationChoices'

type ProfileData = inferRouterOutputs<AppRouter>['auth']['profile']

export function ProfileView({ profile }: { profile: ProfileData }) {
  const name = displayName(profile)
  return (
    <div className="bg-slate-50">
      <div className="h-36 bg-brand-800 bg-[radial-gradient(circle_at_85%_20%,rgba(245,179,36,0.25),transparent_45%)] sm:h-44" />
      <div className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 lg:px-8">
        <section
          aria-labelledby="profile-name"
          className="-mt-20 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
        >
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
              {/* Edit Profile: one's own photo and contact details. */}
              <EditProfileButton profile={profile} />
            </div>
          </div>

          <dl className="mt-8 grid gap-x-8 gap-y-5 border-t border-slate-100 pt-6 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="E-mail" icon={<MailIcon className="size-4" />}>
              {profile.email ? (
                <a href={`mailto:${profile.email}`} className="break-all text-brand-700 hover:underline">
                  {profile.email}
                </a>
              ) : (
                'None: you sign in with your school ID'
              )}
            </Field>
            <Field label="Phone" icon={<PhoneIcon className="size-4" />}>
              {profile.contact.phone ? (
                <a href={`tel:${profile.contact.phone.replace(/\s/g, '')}`} className="text-brand-700 hover:underline">
                  {displayPhone(profile.contact.phone)}
                </a>
              ) : (
                'Not recorded'
              )}
            </Field>
            <Field label="Address">{profile.contact.address ?? 'Not recorded'}</Field>
            <Field label="School ID">{profile.uniqueId ?? 'Not assigned'}</Field>
            <Field label="Member since">{formatShortDate(profile.createdAt)}</Field>
            {profile.teacher && (
              <>
                <Field label="Employee ID">{profile.teacher.employeeId ?? 'Not recorded'}</Field>
                <Field label="Subjects">{profile.teacher.subjects ?? 'Not recorded'}</Field>
                <Field label="Specialization">{profile.teacher.specialization ?? 'Not recorded'}</Field>
                <Field label="Qualification">{profile.teacher.qualification ?? 'Not recorded'}</Field>
                <Field label="Joined the school">
                  {profile.teacher.joiningDate ? formatDateKeyNumeric(profile.teacher.joiningDate) : 'Not recorded'}
                </Field>
                <Field label="Date of birth">
                  {profile.teacher.dateOfBirth ? formatDateKeyNumeric(profile.teacher.dateOfBirth) : 'Not recorded'}
                </Field>
                <Field label="Gender">
                  {profile.teacher.gender
                    ? (genderLabels[profile.teacher.gender as Gender] ?? profile.teacher.gender)
                    : 'Not recorded'}
                </Field>
              </>
            )}
            {profile.student && (
              <>
                <Field label="Class">
                  {profile.enrolment
                    ? `${classLabel(profile.enrolment.className)} (${profile.enrolment.year.name})`
                    : 'Not enrolled this year'}
                </Field>
                <Field label="Section">{profile.enrolment?.section ?? 'Not assigned'}</Field>
                <Field label="Roll number">{profile.enrolment?.rollNumber ?? 'Not assigned'}</Field>
                <Field label="Parent or guardian">{profile.student.parentName ?? 'Not recorded'}</Field>
                <Field label="Parent e-mail">{profile.student.parentEmail ?? 'Not recorded'}</Field>
                <Field label="Parent phone" icon={<PhoneIcon className="size-4" />}>
                  {profile.student.parentPhone ? displayPhone(profile.student.parentPhone) : 'Not recorded'}
                </Field>
                <Field label="Date of birth">
                  {profile.student.dateOfBirth ? formatDateKeyNumeric(profile.student.dateOfBirth) : 'Not recorded'}
                </Field>
                <Field label="Gender">
                  {profile.student.gender
                    ? (genderLabels[profile.student.gender as Gender] ?? profile.student.gender)
                    : 'Not recorded'}
                </Field>
              </>
            )}
          </dl>
        </section>

        <NotificationChoicesPanel />

        <ChangePasswordPanel />

        <SessionsPanel />
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
