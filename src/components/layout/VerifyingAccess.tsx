import { cx } from '~/components/ui/cx'

/** A page-sized spinner with its line; the spinner's colour tells the two waits apart. */
function Waiting({ label, spinner }: { label: string; spinner: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16"
    >
      <span aria-hidden="true" className={cx('size-10 animate-spin rounded-full border-4 border-brand-100', spinner)} />
      <p className="text-base font-semibold text-brand-800">{label}</p>
    </div>
  )
}

/** A route guard's pending state: shown while the session is being checked. */
export function VerifyingAccess() {
  return <Waiting label="Verifying access..." spinner="border-t-brand-700" />
}

/** A page's own data is on its way (after access was verified). */
export function PageLoading({ label }: { label: string }) {
  return <Waiting label={label} spinner="border-t-gold-500" />
}
