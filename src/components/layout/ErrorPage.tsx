import type { ErrorComponentProps } from '@tanstack/react-router'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { AlertIcon, CopyIcon, HomeIcon, RefreshIcon, WifiOffIcon } from '~/components/ui/icons-core'
import { errorDetails, errorMessage, isNetworkError } from '~/shared/error-messages'

async function copyDetails(error: unknown) {
  try {
    await navigator.clipboard.writeText(errorDetails(error, window.location.href, new Date()))
    toast.success('Error details copied to clipboard')
  } catch {
    toast.error('Could not copy the details', { description: 'Your browser did not allow access to the clipboard.' })
  }
}

/** The error boundary's page: Go to Home, Reload Page, Copy Details. */
export function ErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const network = isNetworkError(error)
  const message = errorMessage(error)

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-gold-100 text-gold-700">
        {network ? <WifiOffIcon className="size-8" /> : <AlertIcon className="size-8" />}
      </span>
      <h1 className="mt-6 font-display text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {network ? 'Connection problem' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-slate-700">
        {network
          ? 'We could not reach the school website. Please check your internet connection and try again.'
          : 'An unexpected error stopped this page from loading. Reloading usually helps; if it keeps happening, please let the school office know.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full page load: after an error, a fresh start is the safest way home. */}
        <a href="/" className={buttonStyles('primary', 'md')}>
          <HomeIcon className="size-4" />
          Go to Home
        </a>
        <button type="button" onClick={() => window.location.reload()} className={buttonStyles('outline', 'md')}>
          <RefreshIcon className="size-4" />
          Reload Page
        </button>
        <button type="button" onClick={() => void copyDetails(error)} className={buttonStyles('outline', 'md')}>
          <CopyIcon className="size-4" />
          Copy Details
        </button>
      </div>
      {message && (
        <details className="mt-8 w-full max-w-xl text-left text-sm text-slate-600">
          <summary className="cursor-pointer rounded font-medium text-slate-700 focus-visible:outline-brand-600">
            Technical details
          </summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs break-words whitespace-pre-wrap text-slate-800">
            {message}
          </pre>
        </details>
      )}
    </section>
  )
}
