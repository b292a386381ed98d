import { createFileRoute, redirect } from '@tanstack/react-router'
import { searchParams, stringParam } from '~/shared/search-params'
import { school } from '#app-config'
import { pageHead } from '~/components/layout/page-title'
import { fetchCurrentUser } from '~/features/accounts/guards'
import { SignInForm } from '~/features/accounts/SignInForm'
import { safeRedirectPath } from '~/shared/identifier'

export const Route = createFileRoute('/login')({
  validateSearch: searchParams({ redirect: stringParam() }),
  // A signed-in visitor goes straight on to the page they wanted, else /dashboard.
  beforeLoad: async ({ context, search }) => {
    const user = await fetchCurrentUser(context)
    if (user) throw redirect({ href: safeRedirectPath(search.redirect) })
  },
  head: () => pageHead('Login', `Sign in to ${school.name} with your school ID or e-mail.`),
  component: LoginPage,
})

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch()
  return (
    <div className="relative overflow-hidden bg-brand-900 px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_15%,rgba(245,179,36,0.22),transparent_40%),radial-gradient(circle_at_90%_100%,rgba(79,130,201,0.45),transparent_50%)]"
      />
      {/* DOM order is welcome, form, note: on a phone the form comes before the note; on a wide screen the
          welcome and the note share the left column. */}
      <div className="relative mx-auto grid max-w-5xl overflow-hidden rounded-2xl bg-white shadow-2xl lg:grid-cols-[1fr_1.1fr] lg:grid-rows-[auto_1fr]">
        <section
          aria-labelledby="login-welcome"
          className="bg-brand-800 px-6 pt-8 pb-6 text-white sm:px-10 sm:pt-12 lg:col-start-1 lg:row-start-1"
        >
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{school.motto}</p>
          <h1 id="login-welcome" className="mt-3 font-display text-3xl font-bold sm:text-4xl">
            Welcome back
          </h1>
          <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-gold-400" />
          <p className="mt-5 text-base leading-relaxed text-brand-100">
            Students, parents, teachers and staff of {school.shortName} sign in here to reach their dashboard and
            profile.
          </p>
        </section>

        <section
          aria-labelledby="sign-in-heading"
          className="px-6 py-8 sm:px-10 sm:py-12 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {/* A single Sign In tab. With nothing to switch to, it is a heading dressed as a tab. */}
          <div className="flex border-b border-slate-200">
            <h2
              id="sign-in-heading"
              className="-mb-px border-b-2 border-brand-700 px-1 pb-3 text-base font-bold text-brand-800"
            >
              Sign In
            </h2>
          </div>
          <div className="pt-6">
            <SignInForm redirectTo={redirectTo} />
          </div>
        </section>

        <aside
          aria-labelledby="no-account"
          className="bg-brand-800 px-6 pb-8 sm:px-10 sm:pb-12 lg:col-start-1 lg:row-start-2"
        >
          <div className="rounded-xl border border-white/15 bg-white/5 p-5">
            <h2 id="no-account" className="text-sm font-bold text-gold-200">
              No account yet?
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-brand-100">
              Accounts are created only by administrators. If you have not received your school ID and password, please
              contact the school office at{' '}
              <a
                href={`mailto:${school.email}`}
                className="font-semibold break-words text-white underline underline-offset-2 hover:text-gold-200"
              >
                {school.email}
              </a>
              .
            </p>
          </div>
        </aside>
      </div>
    </div>
  )
}
