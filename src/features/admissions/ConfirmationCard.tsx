import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { limits, school } from '#app-config'
import { buttonStyles } from '~/components/ui/button-styles'
import { CheckCircleIcon, InfoIcon } from './ui'

export type Confirmation = { reference: string; email: string; studentName: string; markSheetMissing: boolean }

/** Shown about 1 s after success, with next steps and links to the homepage and /academics. */
export function ConfirmationCard({ confirmation }: { confirmation: Confirmation }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(confirmation.reference)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <section
      aria-labelledby="confirmation-heading"
      className="overflow-hidden rounded-2xl border border-green-200 bg-white shadow-lg"
    >
      <div className="bg-gradient-to-br from-leaf-600 to-leaf-700 px-6 py-8 text-center text-white sm:px-10">
        <CheckCircleIcon className="mx-auto size-14 text-white" />
        <h2
          id="confirmation-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 font-display text-2xl font-bold focus:outline-none sm:text-3xl"
        >
          Thank you! Your application has been received.
        </h2>
        <p className="mt-2 text-green-50">
          We have the application for <strong className="font-semibold text-white">{confirmation.studentName}</strong>{' '}
          and sent a confirmation to{' '}
          <strong className="font-semibold break-all text-white">{confirmation.email}</strong>.
        </p>
      </div>

      <div className="space-y-7 px-6 py-8 sm:px-10">
        <div className="flex flex-col items-center gap-2 rounded-xl border border-gold-200 bg-gold-50 px-4 py-5 text-center">
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">
            Your application reference number
          </p>
          <p
            className="font-mono text-2xl font-bold tracking-wider text-brand-900 sm:text-3xl"
            data-testid="application-reference"
          >
            {confirmation.reference}
          </p>
          <p className="text-sm text-slate-700">
            Please keep it: quote it when you contact us and use it to check the status.
          </p>
          <button type="button" onClick={copy} className={buttonStyles('outline', 'sm', 'mt-1')}>
            {copied ? 'Copied' : 'Copy reference number'}
          </button>
          <span aria-live="polite" className="sr-only">
            {copied ? 'Reference number copied' : ''}
          </span>
        </div>

        {confirmation.markSheetMissing && (
          <div className="flex items-start gap-3 rounded-xl border border-gold-300 bg-gold-50 px-4 py-3 text-sm text-slate-800">
            <InfoIcon className="mt-0.5 size-5 shrink-0 text-gold-700" />
            <p>
              The mark sheet could not be uploaded. Your application is complete without it; please bring a copy to the
              school office.
            </p>
          </div>
        )}

        <div>
          <h3 className="font-display text-xl font-bold text-brand-900">What happens next</h3>
          <ol className="mt-4 space-y-4">
            {[
              `Our admissions team reviews your application and replies within ${limits.admissionsReplyTime}.`,
              `Bring the original documents (birth certificate with a photocopy, and a photocopy of the Aadhaar card) to the school office within ${limits.documentSubmissionDays} days of this online submission.`,
              'Admission is confirmed by paying the fees within the specified timeframe. We will notify you by e-mail or phone.',
            ].map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                >
                  {index + 1}
                </span>
                <p className="pt-0.5 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
          <p className="mt-5 text-sm text-slate-700">
            You can check the status at any time on the{' '}
            <Link
              to="/admission-status"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              application status page
            </Link>
            . Questions? Write to{' '}
            <a
              href={`mailto:${school.admissionsEmail}`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {school.admissionsEmail}
            </a>
            .
          </p>
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-center">
          <Link to="/" className={buttonStyles('primary', 'lg')}>
            Return to Homepage
          </Link>
          <Link to="/academics" className={buttonStyles('outline', 'lg')}>
            Explore Academics
          </Link>
        </div>
      </div>
    </section>
  )
}
