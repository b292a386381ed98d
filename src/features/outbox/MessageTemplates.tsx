// /admin/message-templates: every template the site sends families, with its kind, its channels, the SMS text as
// registered on DLT (and the DLT template id it is registered under) and the approved WhatsApp body, each shown as
// the family reads it, filled with the template's sample values.
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Pill } from '~/components/ui/Pill'
import { kindLabels } from '~/shared/message-choices'
import type { MessageKind } from '~/shared/messaging'
import { channelLabel } from '~/shared/outbox-schemas'
import { useTRPC } from '~/trpc/react'

const kindWords = (kind: MessageKind) => (kind === 'account' ? 'Account' : kindLabels[kind])

function Preview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700">{label}</h4>
      <div className="mt-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800">
        {children}
      </div>
    </div>
  )
}

function Rendered({ text, error }: { text: string | null; error: string | null }) {
  if (text !== null) return <>{text}</>
  return (
    <span className="text-red-800">
      <span className="font-semibold">Does not render:</span> {error}
    </span>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </>
  )
}

export function MessageTemplates() {
  const trpc = useTRPC()
  const { data: templates } = useSuspenseQuery(trpc.outbox.templates.queryOptions())
  return (
    <div className="space-y-6">
      <nav aria-label="Templates on this page" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-sm font-semibold text-slate-700">{templates.length} templates</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {templates.map((template) => (
            <li key={template.id}>
              <a href={`#template-${template.id}`} className="font-medium text-brand-700 underline">
                {template.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {templates.map((template) => (
        <section
          key={template.id}
          id={`template-${template.id}`}
          aria-labelledby={`template-${template.id}-title`}
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id={`template-${template.id}-title`} className="text-lg font-semibold text-slate-900">
            {template.title}
          </h2>
          <dl className="mt-3 grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <Fact term="Template">
              <code>{template.id}</code>
            </Fact>
            <Fact term="Kind">{kindWords(template.kind)}</Fact>
            <Fact term="Channels">
              <span className="flex flex-wrap gap-1.5">
                {template.channels.map((channel) => (
                  <Pill key={channel} tone="info">
                    {channelLabel(channel)}
                  </Pill>
                ))}
              </span>
            </Fact>
            {template.sms && (
              <Fact term="DLT template id">
                {template.sms.dltTemplateId ?? 'Not configured (MSG91_FLOWS has no entry for this template)'}
              </Fact>
            )}
            {template.whatsapp && (
              <Fact term="WhatsApp template">
                <code>{template.whatsapp.name}</code> ({template.whatsapp.language})
              </Fact>
            )}
          </dl>
          <div className="mt-5 grid gap-5 lg:grid-cols-2">
            <div className="space-y-4">
              <h3 className="text-base font-semibold text-slate-900">Registered text</h3>
              {template.sms && <Preview label="SMS, as registered on DLT">{template.sms.registered}</Preview>}
              {template.whatsapp && <Preview label="WhatsApp, as approved by Meta">{template.whatsapp.body}</Preview>}
              {!template.sms && !template.whatsapp && (
                <p className="text-sm text-slate-600">E-mail only: no SMS or WhatsApp template is registered.</p>
              )}
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold text-slate-700">Sample values</summary>
                <pre className="mt-1.5 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs text-slate-800">
                  {template.sample}
                </pre>
              </details>
            </div>
            <div className="space-y-4">
              <h3 className="text-base font-semibold text-slate-900">Preview with the sample values</h3>
              <Preview label="E-mail">
                <span className="font-semibold">Subject: {template.email.subject}</span>
                {'\n\n'}
                {template.email.text}
              </Preview>
              {template.sms && (
                <Preview label={`SMS${template.sms.unicode ? ' (sent as Unicode)' : ''}`}>
                  <Rendered text={template.sms.text} error={template.sms.error} />
                </Preview>
              )}
              {template.whatsapp && (
                <Preview label="WhatsApp">
                  <Rendered text={template.whatsapp.text} error={template.whatsapp.error} />
                </Preview>
              )}
              {template.bell && (
                <Preview label="Bell">
                  <span className="font-semibold">{template.bell.title}</span>
                  {'\n'}
                  {template.bell.body}
                </Preview>
              )}
            </div>
          </div>
        </section>
      ))}
    </div>
  )
}
