import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { BookOpenIcon, DownloadIcon } from '~/components/ui/icons'

export const prospectusUrl = '/api/prospectus.pdf'

/** The server sends the PDF as an attachment, so following the link downloads it and the page stays. */
function downloadProspectus() {
  const link = document.createElement('a')
  link.href = prospectusUrl
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
  toast.success('Download started', { description: 'School Prospectus (PDF)' })
}

/** The School Prospectus card with its 'Download Prospectus' button. */
export function ProspectusCard() {
  return (
    <section
      aria-labelledby="prospectus-title"
      className="overflow-hidden rounded-2xl bg-brand-800 text-white shadow-sm"
    >
      <div className="relative p-6">
        <div aria-hidden="true" className="absolute -top-10 -right-10 size-40 rounded-full bg-gold-400/15" />
        <span className="relative flex size-10 items-center justify-center rounded-lg bg-gold-400 text-brand-950">
          <BookOpenIcon className="size-5" />
        </span>
        <h2 id="prospectus-title" className="relative mt-4 font-display text-xl font-bold">
          School Prospectus
        </h2>
        <p className="relative mt-2 text-sm leading-relaxed text-brand-100">
          Our history, facilities, clubs, admission rules and contacts in one document to read, print or share.
        </p>
        <button
          type="button"
          onClick={downloadProspectus}
          className={buttonStyles('accent', 'md', 'relative mt-5 w-full')}
        >
          <DownloadIcon className="size-4" />
          Download Prospectus
        </button>
      </div>
    </section>
  )
}
