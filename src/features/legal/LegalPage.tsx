import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageBody } from '~/components/layout/PageBody'
import { PageHeader } from '~/components/layout/PageHeader'
import { proseClass } from '~/components/ui/prose'
import { formatLongDate } from '~/shared/dates'
import { legalPaths, legalTitles, type LegalKind } from '~/shared/legal'
import { useTRPC } from '~/trpc/react'

/**
 * /privacy and /terms: the page's current text as the admin published it (or an earlier version, to read what was
 * agreed to), with its version and date and a list of its sections. The text was sanitized on the server.
 */
export function LegalPage({ kind, version }: { kind: LegalKind; version: number | undefined }) {
  const trpc = useTRPC()
  const { data: page } = useSuspenseQuery(trpc.legal.page.queryOptions({ kind, version }))
  const title = legalTitles[kind]
  const earlier = page.version !== page.latest
  return (
    <>
      <PageHeader title={title} subtitle={`Version ${page.version}, published ${formatLongDate(page.createdAt)}.`} />
      <PageBody tone="plain" className="grid max-w-6xl gap-10 py-10 sm:py-14 lg:grid-cols-[14rem_minmax(0,1fr)]">
        {page.sections.length > 0 && (
          <nav aria-label="On this page" className="lg:sticky lg:top-40 lg:self-start">
            <h2 className="text-sm font-bold tracking-wider text-slate-600 uppercase">On this page</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-brand-600"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="max-w-3xl min-w-0">
          {earlier && (
            <p role="note" className="mb-6 rounded-xl border border-gold-300 bg-gold-50 p-4 text-sm text-slate-800">
              This is an earlier version of the {title}, kept so you can read what was agreed to.{' '}
              <Link to={legalPaths[kind]} className="font-semibold text-brand-700 underline underline-offset-2">
                Read the current version (version {page.latest})
              </Link>
              .
            </p>
          )}
          <article className={proseClass} dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
      </PageBody>
    </>
  )
}
