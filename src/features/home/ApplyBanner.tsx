import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { limits, school } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { ArrowRightIcon } from '~/components/ui/icons'
import { admittedRangeLabel } from '~/shared/admission-options'
import { useTRPC } from '~/trpc/react'

/** The closing Apply Now banner. */
export function ApplyBanner() {
  const trpc = useTRPC()
  // The class range comes from the admissions settings, prefetched by the home page's loader.
  const { data: settings } = useQuery(trpc.admissionSettings.get.queryOptions())
  return (
    <section
      aria-labelledby="apply-banner-title"
      data-home-section="apply"
      className="bg-white px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8"
    >
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-gold-300 via-gold-400 to-gold-500 px-6 py-12 shadow-lg sm:px-12 sm:py-14">
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-64 rounded-full bg-white/20" />
        <div aria-hidden="true" className="absolute right-40 -bottom-20 size-48 rounded-full bg-white/10" />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2
              id="apply-banner-title"
              className="font-display text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
            >
              Give your child a place to shine
            </h2>
            <p className="mt-3 text-lg text-brand-950/85">
              Admissions are open {settings ? `from ${admittedRangeLabel(settings)} ` : ''}at {school.shortName}. Apply
              online in a few minutes: there is no application fee, and our admissions team replies within{' '}
              {limits.admissionsReplyTime}.
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Link to="/admission-form" className={buttonStyles('primary', 'lg', 'bg-brand-900 hover:bg-brand-950')}>
              Apply Now
              <ArrowRightIcon className="size-5" />
            </Link>
            <Link to="/online-admissions" className={buttonStyles('outline', 'lg', 'border-brand-900/20 bg-white/70')}>
              How admissions work
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
