// Server-only: every template as the admin's template screen shows it: what it is, where it can go, the SMS text
// registered on DLT (with the DLT template id MSG91_FLOWS gives it) and the WhatsApp body approved by Meta, each
// rendered with the template's own sample values exactly as the queue would render them.
import type { Channel, MessageKind } from '~/shared/messaging'
import {
  needsUnicode,
  renderDlt,
  renderWhatsApp,
  TemplateError,
  templateIds,
  templateOf,
  type TemplateId,
} from './templates'
import { bellOf } from './bell'

export type SmsFlows = Partial<Record<string, { flowId: string; dltTemplateId: string }>>

/** A rendering, or why the sample does not render (a value too long for its {#var#}, say). */
type Rendered = { text: string; error: null } | { text: null; error: string }

export type TemplatePreview = {
  id: TemplateId
  title: string
  kind: MessageKind
  channels: Channel[]
  email: { subject: string; text: string }
  sms: (Rendered & { registered: string; dltTemplateId: string | null; flowId: string | null; unicode: boolean }) | null
  whatsapp: (Rendered & { name: string; language: string; body: string }) | null
  bell: { title: string; body: string; link: string | null } | null
  /** The sample values, as JSON, for the admin to read what filled the preview. */
  sample: string
}

function attempt(render: () => string): Rendered {
  try {
    return { text: render(), error: null }
  } catch (error) {
    if (error instanceof TemplateError) return { text: null, error: error.message }
    throw error
  }
}

export function templatePreviews(flows: SmsFlows): TemplatePreview[] {
  return templateIds.map((id) => {
    const template = templateOf(id)
    const values = template.sample
    const email = template.email(values)
    const sms = template.sms
    const whatsapp = template.whatsapp
    const bell = bellOf(id, values)
    const smsText = sms ? attempt(() => renderDlt(sms.registered, sms.variables(values))) : null
    return {
      id,
      title: template.title,
      kind: template.kind,
      channels: [
        ...(whatsapp ? (['whatsapp'] as const) : []),
        ...(sms ? (['sms'] as const) : []),
        'email' as const,
        ...(bell ? (['bell'] as const) : []),
      ],
      email: { subject: email.subject, text: email.text },
      sms:
        sms && smsText
          ? {
              ...smsText,
              registered: sms.registered,
              dltTemplateId: flows[id]?.dltTemplateId ?? null,
              flowId: flows[id]?.flowId ?? null,
              unicode: smsText.text !== null && needsUnicode(smsText.text),
            }
          : null,
      whatsapp: whatsapp
        ? {
            ...attempt(() => renderWhatsApp(whatsapp.body, whatsapp.variables(values))),
            name: whatsapp.name,
            language: whatsapp.language,
            body: whatsapp.body,
          }
        : null,
      bell: bell ? { title: bell.title, body: bell.body, link: bell.link } : null,
      sample: JSON.stringify(values, null, 2),
    }
  })
}
