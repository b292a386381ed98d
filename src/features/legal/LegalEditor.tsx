import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { Tabs } from '~/components/ui/Tabs'
import { formatShortDateTime } from '~/shared/dates'
import { legalKinds, legalLimits, legalPaths, legalTitles, type LegalKind } from '~/shared/legal'
import { publishLegalInput, type PublishLegalInput } from '~/shared/legal-schemas'
import { useTRPC } from '~/trpc/react'

/** Admin: the privacy notice and the terms of use, each edited and published as a new version. */
export function LegalEditor() {
  return (
    <Tabs
      label="Legal pages"
      tabs={legalKinds.map((kind) => ({ id: kind, label: legalTitles[kind], panel: <KindEditor kind={kind} /> }))}
      panelClassName="mt-6 space-y-6"
    />
  )
}

function KindEditor({ kind }: { kind: LegalKind }) {
  const trpc = useTRPC()
  const page = useQuery(trpc.legal.page.queryOptions({ kind }))
  if (page.isPending) return <LoadingState label="Loading the text..." />
  if (page.isError)
    return <ErrorState message={`Error loading the text: ${page.error.message}`} onRetry={() => void page.refetch()} />
  return (
    <>
      <PublishForm
        key={page.data.version}
        kind={kind}
        version={page.data.version}
        // The section ids are added for the page; the stored text has none.
        html={page.data.html.replace(/<h2 id="[^"]*">/g, '<h2>')}
      />
      <History kind={kind} />
    </>
  )
}

function PublishForm({ kind, version, html }: { kind: LegalKind; version: number; html: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const form = useForm<PublishLegalInput>({
    resolver: zodResolver(publishLegalInput),
    defaultValues: { kind, baseVersion: version, content: html, summary: '' },
  })
  const { errors } = form.formState
  const publish = useMutation(
    trpc.legal.publish.mutationOptions({
      onSuccess: async (result) => {
        toast.success(`${legalTitles[kind]} version ${result.version} published`)
        await queryClient.invalidateQueries({ queryKey: trpc.legal.pathKey() })
      },
    }),
  )
  const consentNote =
    kind === 'privacy'
      ? ' Applications made from now on record consent to the new version; earlier ones keep theirs.'
      : ''
  return (
    <Panel
      title={`${legalTitles[kind]}: version ${version}`}
      description={`The text as it stands at ${legalPaths[kind]}. Publishing adds version ${version + 1}; every earlier version stays readable.${consentNote}`}
    >
      <form onSubmit={form.handleSubmit((values) => publish.mutate(values))} noValidate className="space-y-5">
        {publish.isError && <ErrorNote>{errorText(publish.error)}</ErrorNote>}
        <Field
          id={`${kind}-content`}
          label="Text"
          error={errors.content?.message}
          hint="Paragraphs separated by a blank line, or markup: <h2> starts a section (the page lists them), <p>, <ul>/<li>, <a href>, <strong>."
        >
          {(aria) => (
            <textarea
              {...aria}
              {...form.register('content')}
              rows={18}
              maxLength={legalLimits.content}
              className={`${inputClass} font-mono text-sm`}
            />
          )}
        </Field>
        <Field id={`${kind}-summary`} label="What changed" error={errors.summary?.message} hint="Shown in the history.">
          {(aria) => (
            <input
              {...aria}
              {...form.register('summary')}
              maxLength={legalLimits.summary}
              placeholder="e.g. New grievance officer"
              className={inputClass}
            />
          )}
        </Field>
        <FormActions
          busy={publish.isPending}
          submitLabel={`Publish version ${version + 1}`}
          busyLabel="Publishing..."
        />
      </form>
    </Panel>
  )
}

function History({ kind }: { kind: LegalKind }) {
  const trpc = useTRPC()
  const history = useQuery(trpc.legal.history.queryOptions({ kind }))
  return (
    <Panel title="Versions">
      {history.isPending ? (
        <LoadingState label="Loading the versions..." />
      ) : history.isError ? (
        <ErrorState
          message={`Error loading the versions: ${history.error.message}`}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {history.data.map((row) => (
            <li key={row.version} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <Link
                to={legalPaths[kind]}
                search={{ version: row.version }}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                Version {row.version}
              </Link>
              <span className="text-sm text-slate-700">{row.summary ?? 'The first text, written for the school.'}</span>
              <span className="text-sm text-slate-600 sm:ml-auto">
                {row.createdByName}, {formatShortDateTime(row.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
