import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { DownloadIcon } from '~/components/ui/icons'
import { BookOpenIcon } from './icons'
import { buildProspectusPdf, prospectusFileName } from './prospectus'

function downloadProspectus() {
  const bytes = buildProspectusPdf()
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = prospectusFileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken its copy once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
  toast.success('Download started', { description: 'School Prospectus (PDF)' })
}

/** SPEC.md "School Prospectus" card with its 'Download Prospectus' button. */
export function ProspectusCard() {
  return (
    <section aria-labelledby="prospectus-title" className="overflow-hidden rounded-2xl bg-brand-800 text-white shadow-sm">
      <div className="relative p-6">
        <div aria-hidden="true" className="absolute -right-10 -top-10 size-40 rounded-full bg-gold-400/15" />
        <span className="relative flex size-10 items-center justify-center rounded-lg bg-gold-400 text-brand-950">
          <BookOpenIcon className="size-5" />
        </span>
        <h2 id="prospectus-title" className="relative mt-4 font-display text-xl font-bold">
          School Prospectus
        </h2>
        <p className="relative mt-2 text-sm leading-relaxed text-brand-100">
          Our history, facilities, clubs, admission rules and contacts in one document to read, print or share.
        </p>
        <button type="button" onClick={downloadProspectus} className={buttonStyles('accent', 'md', 'relative mt-5 w-full')}>
          <DownloadIcon className="size-4" />
          Download Prospectus
        </button>
      </div>
    </section>
  )
}
