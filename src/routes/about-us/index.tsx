import { createFileRoute } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { about, school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { EyeIcon, TargetIcon } from '~/components/ui/icons'
import { MoreLink } from '~/components/ui/MoreLink'
import { ContactDetails } from '~/features/about/ContactDetails'
import { Facilities } from '~/features/about/Facilities'
import { TeamCards } from '~/features/about/TeamCards'

export const Route = createFileRoute('/about-us/')({
  head: () =>
    pageHead('About Our School', `The history, mission, vision, team and facilities of ${school.name}, Dimapur.`),
  component: AboutPage,
})

const sectionClass = 'mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8'
const headingClass = 'font-display text-2xl font-bold text-brand-900 sm:text-3xl'

/** The About page: Our History, Our Mission, Our Vision, Our Team, Facilities, Contact Us. */
function AboutPage() {
  return (
    <>
      <PageHeader title="About Our School" subtitle={`${school.tagline}, since ${school.foundedYear}.`} />

      <section aria-labelledby="history" className={sectionClass}>
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div>
            <h2 id="history" className={headingClass}>
              Our History
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              {about.history.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start lg:grid-cols-1">
            <div className="rounded-2xl bg-brand-800 p-6 text-white">
              <dt className="text-sm font-semibold tracking-wider text-brand-200 uppercase">Founded</dt>
              <dd className="mt-1 font-display text-4xl font-bold text-gold-300">{school.foundedYear}</dd>
            </div>
            <div className="rounded-2xl bg-gold-100 p-6">
              <dt className="text-sm font-semibold tracking-wider text-gold-700 uppercase">Affiliated to</dt>
              <dd className="mt-1 font-display text-2xl font-bold text-brand-900">{school.affiliation.boardShort}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-label="Mission and vision" className="bg-brand-50/70">
        <div className={`${sectionClass} grid gap-6 md:grid-cols-2`}>
          <Statement icon={TargetIcon} iconClass="bg-gold-100 text-gold-700" title="Our Mission" text={about.mission} />
          <Statement icon={EyeIcon} iconClass="bg-brand-100 text-brand-700" title="Our Vision" text={about.vision} />
        </div>
      </section>

      <section aria-labelledby="team" className={sectionClass}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="team" className={headingClass}>
            Our Team
          </h2>
          <MoreLink to="/about-us/our-team">Meet the team</MoreLink>
        </div>
        <div className="mt-8">
          <TeamCards withBio={false} />
        </div>
      </section>

      <section aria-labelledby="facilities" className="bg-brand-50/70">
        <div className={sectionClass}>
          <h2 id="facilities" className={headingClass}>
            Facilities
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Spaces for learning, play and the arts, on one campus in Duncan Basti.
          </p>
          <div className="mt-8">
            <Facilities />
          </div>
        </div>
      </section>

      <section aria-labelledby="contact" className={sectionClass}>
        <h2 id="contact" className={headingClass}>
          Contact Us
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Visit, call or write: the school office is happy to help.
        </p>
        <div className="mt-8">
          <ContactDetails />
        </div>
      </section>
    </>
  )
}

/** The mission or the vision: an icon, a heading and the school's words. */
function Statement({
  icon: Icon,
  iconClass,
  title,
  text,
}: {
  icon: ComponentType<{ className?: string }>
  iconClass: string
  title: string
  text: string
}) {
  return (
    <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <span className={`flex size-12 items-center justify-center rounded-xl ${iconClass}`}>
        <Icon className="size-6" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold text-brand-900">{title}</h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{text}</p>
    </div>
  )
}
