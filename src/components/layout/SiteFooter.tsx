import type { ComponentType, MouseEvent, ReactNode } from 'react'
import { school } from '#app-config'
import { currentYear } from '~/shared/clock'
import { cx } from '~/components/ui/cx'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons-core'
import { LinkItems } from './LinkItems'
import { LogoMark } from './Logo'
import { footerQuickLinks, footerStudentLinks, type NavItem } from './navigation'

// Terms, Privacy and Cookies are links that lead nowhere (yet).
const legalLinks = ['Terms', 'Privacy', 'Cookies'] as const
const stayOnPage = (event: MouseEvent) => event.preventDefault()

const linkClass = 'rounded text-slate-300 transition-colors hover:text-gold-300 focus-visible:outline-gold-400'

export function SiteFooter() {
  const year = currentYear()

  return (
    <footer className="bg-brand-950 text-slate-300">
      <div aria-hidden="true" className="h-1 bg-linear-to-r from-gold-500 via-gold-300 to-gold-500" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div>
          <div className="flex items-center gap-3">
            <LogoMark className="h-14 w-auto shrink-0" />
            <div>
              <p className="font-display text-xl leading-tight font-bold text-white">{school.name}</p>
              <p className="mt-1 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
                {school.footerMotto}
              </p>
            </div>
          </div>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{school.tagline}.</p>
          <p className="mt-2 text-sm text-slate-400">Affiliated to the {school.affiliation.board}</p>
        </div>

        <FooterLinks title="Quick Links" links={footerQuickLinks} />
        <FooterLinks title="Admissions & Portals" links={footerStudentLinks} />

        <FooterContact />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {school.name}. All rights reserved.
          </p>
          <ul aria-label="Legal" className="flex gap-5">
            {legalLinks.map((label) => (
              <li key={label}>
                <a href="#" onClick={stayOnPage} className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

/** The school's address, e-mail, phones and office hours. */
function FooterContact() {
  const { address } = school
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">Contact Us</h2>
      <address className="mt-4 space-y-3 text-sm not-italic">
        <ContactLine icon={MapPinIcon}>
          <span>
            {address.line1}
            <br />
            {address.city}, {address.state} {address.postalCode}
            <br />
            {address.country}
          </span>
        </ContactLine>
        <ContactLine icon={MailIcon}>
          <a href={`mailto:${school.email}`} className={linkClass}>
            {school.email}
          </a>
        </ContactLine>
        <ContactLine icon={PhoneIcon}>
          {/* 24 px apart at least, so a finger hits the number it means (WCAG 2.5.8). */}
          <span className="flex flex-col gap-1">
            {school.phones.map((phone) => (
              <a key={phone} href={`tel:${phone.replace(/\s+/g, '')}`} className={cx(linkClass, 'py-0.5')}>
                {phone}
              </a>
            ))}
          </span>
        </ContactLine>
        <ContactLine icon={ClockIcon}>
          <span className="flex flex-col">
            {school.officeHours.map((slot) => (
              <span key={slot.days}>
                {slot.days}: {slot.hours}
              </span>
            ))}
          </span>
        </ContactLine>
      </address>
    </div>
  )
}

function FooterLinks({ title, links }: { title: string; links: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        <LinkItems links={links} linkClass={linkClass} />
      </ul>
    </nav>
  )
}

/** One line of the footer's contact block: an icon, then the text or links. */
function ContactLine({ icon: Icon, children }: { icon: ComponentType<{ className?: string }>; children: ReactNode }) {
  return (
    <p className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-gold-300" />
      {children}
    </p>
  )
}
