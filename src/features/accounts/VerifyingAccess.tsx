/** The route guard's page: shown while the session is being checked. */
export function VerifyingAccess() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <p className="text-base font-semibold text-brand-800">Verifying access...</p>
    </div>
  )
}

/** A page's own data is on its way (after access was verified). */
export function PageLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-gold-500"
      />
      <p className="text-base font-semibold text-brand-800">{label}</p>
    </div>
  )
}
