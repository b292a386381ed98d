// The small fetch clients the message worker sends through: MSG91's Flow API for SMS and the WhatsApp Cloud API.
// Each takes its base URL and key, so tests point it at a loopback fake; neither hard-codes a host.
import { needsUnicode, templateOf, type TemplateId } from './templates'

/** One queued message as a provider needs it. */
export type Outgoing = {
  /** The outbox row id: the reference the provider echoes back in its delivery reports. */
  id: string
  to: string
  template: TemplateId
  variables: string[]
  text: string
  subject: string
  html: string | null
  /** Extra e-mail headers (List-Unsubscribe for a kind the recipient can turn off); SMS and WhatsApp ignore them. */
  headers?: Record<string, string>
}

export type SendOutcome =
  | { ok: true; providerId: string }
  /** `retry`: worth another attempt later (the provider was down or busy); otherwise it will never go. */
  | { ok: false; retry: boolean; error: string }

export interface ChannelSender {
  provider: 'msg91' | 'whatsapp' | 'resend' | 'outbox'
  /** The most messages a second this provider takes from us. */
  perSecond: number
  send(message: Outgoing): Promise<SendOutcome>
}

const retryable = (status: number) => status === 429 || status >= 500

async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: response.status, json: json as Record<string, unknown> | null, text }
}

const failure = (provider: string, error: unknown): SendOutcome => ({
  ok: false,
  retry: true,
  error: `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
})

/** "+919876543210" -> "919876543210" (MSG91 and WhatsApp both take the number without the plus). */
const digits = (phone: string) => phone.replace(/\D/g, '')

export type Msg91Options = {
  authKey: string
  baseUrl: string
  senderId: string
  /** MSG91's flow id per template, each tied to the DLT template id registered for it. */
  flows: Partial<Record<TemplateId, { flowId: string; dltTemplateId: string }>>
  perSecond?: number
  timeoutMs?: number
}

/**
 * MSG91 Flow API: POST <base>/flow with the flow (template) id and one recipient whose VAR1..VARn fill the
 * template's {#var#}s in order; `unicode: 1` when the text is not plain Latin. Answers {type, message: request id}.
 */
export function msg91Sender(options: Msg91Options): ChannelSender {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    provider: 'msg91',
    perSecond: options.perSecond ?? 20,
    async send(message) {
      const flow = options.flows[message.template]
      if (!flow || !templateOf(message.template).sms)
        return {
          ok: false,
          retry: false,
          error: `The SMS template "${message.template}" is not registered with MSG91.`,
        }
      const recipient: Record<string, string> = { mobiles: digits(message.to) }
      message.variables.forEach((value, index) => (recipient[`VAR${index + 1}`] = value))
      try {
        const { status, json, text } = await postJson(
          `${base}/flow`,
          { authkey: options.authKey },
          {
            template_id: flow.flowId,
            DLT_TE_ID: flow.dltTemplateId,
            sender: options.senderId,
            short_url: '0',
            ...(needsUnicode(message.text) ? { unicode: 1 } : {}),
            recipients: [recipient],
          },
          options.timeoutMs ?? 10_000,
        )
        if (status >= 200 && status < 300 && json?.type === 'success' && typeof json.message === 'string')
          return { ok: true, providerId: json.message }
        const reason = typeof json?.message === 'string' ? json.message : text.slice(0, 200)
        return { ok: false, retry: retryable(status), error: `MSG91 refused the SMS (HTTP ${status}): ${reason}` }
      } catch (error) {
        return failure('MSG91', error)
      }
    },
  }
}

export type WhatsAppOptions = {
  token: string
  baseUrl: string
  phoneNumberId: string
  perSecond?: number
  timeoutMs?: number
}

/**
 * WhatsApp Cloud API: POST <base>/<phone number id>/messages, type "template" (a school may only start a
 * conversation with an approved template), the values as the body's text parameters. Our row id travels as
 * biz_opaque_callback_data and comes back in the status webhooks.
 */
export function whatsAppSender(options: WhatsAppOptions): ChannelSender {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    provider: 'whatsapp',
    perSecond: options.perSecond ?? 50,
    async send(message) {
      const template = templateOf(message.template).whatsapp
      if (!template)
        return { ok: false, retry: false, error: `"${message.template}" has no approved WhatsApp template.` }
      try {
        const { status, json, text } = await postJson(
          `${base}/${encodeURIComponent(options.phoneNumberId)}/messages`,
          { authorization: `Bearer ${options.token}` },
          {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: digits(message.to),
            type: 'template',
            biz_opaque_callback_data: message.id,
            template: {
              name: template.name,
              language: { code: template.language },
              components: [
                { type: 'body', parameters: message.variables.map((value) => ({ type: 'text', text: value })) },
              ],
            },
          },
          options.timeoutMs ?? 10_000,
        )
        const messages = json?.messages
        const id = Array.isArray(messages) ? (messages[0] as { id?: unknown } | undefined)?.id : undefined
        if (status >= 200 && status < 300 && typeof id === 'string') return { ok: true, providerId: id }
        const error = (json?.error as { message?: unknown } | undefined)?.message
        return {
          ok: false,
          retry: retryable(status),
          error: `WhatsApp refused the message (HTTP ${status}): ${typeof error === 'string' ? error : text.slice(0, 200)}`,
        }
      } catch (error) {
        return failure('WhatsApp', error)
      }
    },
  }
}
