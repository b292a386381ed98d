import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { limits, school, timing } from '#app-config'
import { pageHead } from '~/components/layout/page-title'
import { buttonStyles } from '~/components/ui/button-styles'
import { ArrowRightIcon } from '~/components/ui/icons'
import { AdmissionsGuide } from '~/features/about/AdmissionsGuide'
import { ImageCarousel } from '~/features/home/ImageCarousel'
import { heroImages } from '~/features/home/images'
import { admittedRangeLabel } from '~/shared/admission-settings'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/online-admissions')({
  head: () =>
    pageHead('Online Admissions', `How to join ${school.name}: eligibility, documents and steps. No application fee.`),
  // The class range comes from the admissions settings.
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.admissionSettings.get.queryOptions()),
  component: OnlineAdmissionsPage,
})

/** The admissions information page: 'Join Our School!', 3 images, the accordion and 'Apply Now!'. */
function OnlineAdmissionsPage() {
  const trpc = useTRPC()
  const { data: settings } = useQuery(trpc.admissionSettings.get.queryOptions())
  return (
    <>
      <section aria-labelledby="join-title" className="relative isolate overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_10%,rgba(245,179,36,0.22),transparent_45%),radial-gradient(circle_at_0%_100%,rgba(79,130,201,0.35),transparent_50%)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-bold tracking-[0.2em] text-gold-300 uppercase">Online Admissions</p>
            <h1 id="join-title" className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
              Join Our School!
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
              Admissions are open {settings ? `from ${admittedRangeLabel(settings)} ` : ''}at {school.name}. Read who
              can join and what to bring, then apply online in a few minutes.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link to="/admission-form" className={buttonStyles('accent', 'lg')}>
                Apply Now!
                <ArrowRightIcon className="size-5" />
              </Link>
              <Link
                to="/admission-status"
                className="font-semibold text-brand-100 underline underline-offset-4 hover:text-white"
              >
                Already applied? Check your status
              </Link>
            </div>
          </div>
          <ImageCarousel images={heroImages.slice(0, timing.admissionsCarouselImages)} label="Our school" priority />
        </div>
      </section>

      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">Admissions at a glance</h2>
        <p className="mt-3 text-lg text-slate-700">Open a section to read more.</p>
        <div className="mt-8">
          <AdmissionsGuide />
        </div>

        <section
          aria-labelledby="apply-cta"
          className="mt-12 rounded-3xl bg-gradient-to-br from-gold-300 to-gold-500 px-6 py-10 text-center shadow-lg sm:px-12"
        >
          <h2 id="apply-cta" className="font-display text-3xl font-bold text-brand-950">
            Ready to apply?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-brand-950/85">
            The form takes about ten minutes. Keep the birth certificate and Aadhaar card ready to upload. We reply
            within {limits.admissionsReplyTime}.
          </p>
          <Link to="/admission-form" className={buttonStyles('primary', 'lg', 'mt-6 bg-brand-900 hover:bg-brand-950')}>
            Apply Now!
            <ArrowRightIcon className="size-5" />
          </Link>
          <p className="mt-3 text-sm font-bold text-brand-950">No application fee required</p>
        </section>
      </div>
    </>
  )
}
