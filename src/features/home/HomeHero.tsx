import { Link } from '@tanstack/react-router'
import { school } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { ArrowRightIcon } from '~/components/ui/icons'
import { currentYear } from '~/shared/clock'
import { ImageCarousel } from './ImageCarousel'
import { heroImages } from './images'

/** The image carousel and welcome text, Apply Now and Learn More. */
export function HomeHero() {
  const years = currentYear() - school.foundedYear
  return (
    <section
      aria-labelledby="home-title"
      data-home-section="hero"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgba(245,179,36,0.20),transparent_40%),radial-gradient(circle_at_90%_90%,rgba(79,130,201,0.35),transparent_45%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-bold tracking-[0.2em] text-gold-300 uppercase ring-1 ring-white/15">
            {school.motto}
          </p>
          <h1
            id="home-title"
            className="mt-5 font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-[3.4rem]"
          >
            Welcome to <span className="text-gold-300">{school.name}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            {school.tagline}. Since {school.foundedYear}, families in {school.address.city} have trusted us to teach
            their children with care, from nursery to Class XII, in classrooms where every child is known by name.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/admission-form" className={buttonStyles('accent', 'lg')}>
              Apply Now
              <ArrowRightIcon className="size-5" />
            </Link>
            <Link to="/about-us" className={buttonStyles('onDark', 'lg')}>
              Learn More<span className="sr-only"> about our school</span>
            </Link>
          </div>
          {/* Each badge is as wide as its text and wraps to a new line rather than run into the next one. */}
          <dl className="mt-10 flex max-w-lg flex-wrap gap-x-6 gap-y-4 border-t border-white/15 pt-6 sm:gap-x-12">
            {[
              ['Years', `${years}+`],
              ['Classes', 'Nursery\u2011XII'],
              ['Board', school.affiliation.boardShort],
            ].map(([term, value]) => (
              <div key={term} data-hero-badge="">
                <dt className="text-xs font-semibold tracking-wider text-brand-200 uppercase">{term}</dt>
                <dd className="mt-1 font-display text-2xl font-bold whitespace-nowrap text-white sm:text-3xl">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ImageCarousel
          images={heroImages}
          label="Life at our school"
          showCaptions
          priority
          className="ring-4 ring-white/10"
        />
      </div>
    </section>
  )
}
