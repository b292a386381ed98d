import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from '~/components/form/Field'
import { formatLongDate } from '~/shared/dates'
import { privacyConsentLabel } from '~/shared/legal'

/**
 * The guardian's consent to the Privacy Notice, required beside the terms box: the link opens the notice in a
 * new tab (the form keeps what was typed), and the version shown is the one stored with the application.
 */
export function PrivacyConsent({
  notice,
  error,
  disabled,
  registration,
}: {
  notice: { version: number; createdAt: Date }
  error: string | undefined
  disabled: boolean
  registration: UseFormRegisterReturn<'privacyConsent'>
}) {
  return (
    <>
      <div className="mt-4 flex items-start gap-3">
        <input
          id="privacyConsent"
          type="checkbox"
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'privacyConsent-error' : undefined}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...registration}
        />
        <label htmlFor="privacyConsent" className="text-sm leading-relaxed text-slate-800">
          {privacyConsentLabel}{' '}
          <a
            href="/privacy"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Read the Privacy Notice (version {notice.version}, {formatLongDate(notice.createdAt)})
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </label>
      </div>
      <FieldError id="privacyConsent-error" message={error} />
    </>
  )
}
