import type { ReactNode } from 'react'
import { school } from '#app-config'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons'

export function fullAddress(): string {
  const { address } = school
  return `${address.line1}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`
}

/** The About page's Contact Us: address, e-mail, two phones and the office hours. */
export function ContactDetails() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <ContactRow icon={<MapPinIcon className="size-5" />} label="Address">
        <address className="text-slate-700 not-italic">{fullAddress()}</address>
      </ContactRow>
      <ContactRow icon={<MailIcon className="size-5" />} label="E-mail">
        <a
          href={`mailto:${school.email}`}
          className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {school.email}
        </a>
      </ContactRow>
      <ContactRow icon={<PhoneIcon className="size-5" />} label="Phone">
        <ul>
          {school.phones.map((phone) => (
            <li key={phone}>
              <a
                href={`tel:${phone.replace(/\s+/g, '')}`}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </ContactRow>
      <ContactRow icon={<ClockIcon className="size-5" />} label="Office hours">
        <dl className="text-slate-700">
          {school.officeHours.map((slot) => (
            <div key={slot.days} className="flex gap-2">
              <dt className="font-medium">{slot.days}:</dt>
              <dd>{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </ContactRow>
    </ul>
  )
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-gold-300">
        {icon}
      </span>
      <div>
        <p className="font-semibold text-brand-900">{label}</p>
        {children}
      </div>
    </li>
  )
}
