import { Link, useSearch } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import type { PortalDoor } from '~/components/layout/portal-door'
import { roleLabels } from '~/shared/roles'
import { portalDestination } from './guards'
import { SignInForm } from './SignInForm'

/** A portal's sign-in page: the one sign-in form, limited to the portal's roles. */
export function PortalSignIn({ door }: { door: PortalDoor }) {
  const { redirect } = useSearch({ strict: false })
  const { title, subtitle, trail, about, elsewhere } = door.signIn
  const allowedRoles = [...door.roles]
  const roleNames = allowedRoles.map((role) => roleLabels[role]).join(' or ')
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} trail={trail} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <section
          aria-labelledby="portal-sign-in"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="portal-sign-in" className="font-display text-2xl font-bold text-brand-900">
            Sign In
          </h2>
          <p className="mt-1 text-sm text-slate-600">For {roleNames} accounts.</p>
          <div className="mt-6">
            <SignInForm allowedRoles={allowedRoles} redirectTo={portalDestination(redirect, door.dashboard)} />
          </div>
        </section>
        <aside aria-labelledby="portal-about" className="space-y-4 text-slate-700">
          <h2 id="portal-about" className="font-display text-lg font-bold text-brand-900">
            Who signs in here
          </h2>
          <div className="space-y-3 leading-relaxed">
            {about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="text-sm">
            Accounts are created only by administrators. If you have not received yours, contact{' '}
            <a
              href={`mailto:${school.email}`}
              className="font-semibold break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {school.email}
            </a>
            .
          </p>
          {elsewhere && (
            <p className="text-sm">
              <Link
                to={elsewhere.to}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {elsewhere.label}
              </Link>
            </p>
          )}
        </aside>
      </div>
    </>
  )
}
