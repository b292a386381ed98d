// The senders the worker uses, made from the settings: e-mail through Resend (or kept in the outbox), SMS through
// MSG91 and WhatsApp through the Cloud API when their keys are set; a channel without keys has no sender, so its
// messages are recorded as not sent.
import { Resend } from 'resend'
import { getEnv, type Env } from '~/server/env'
import { msg91Sender, whatsAppSender, type ChannelSender } from './providers'
import type { Senders } from './worker'

/** E-mail through Resend; our row id is Resend's idempotency key, so a retry after a crash cannot send twice. */
export function resendSender(options: {
  apiKey: string
  from: string
  baseUrl?: string
  perSecond?: number
}): ChannelSender {
  const resend = new Resend(
    options.apiKey,
    options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/+$/, '') } : undefined,
  )
  return {
    provider: 'resend',
    perSecond: options.perSecond ?? 2,
    async send(message) {
      // A template's Reply-To (the admissions office for a family's letter) goes as Resend's own field.
      const { 'Reply-To': replyTo, ...headers } = message.headers ?? {}
      const outcome = await resend.emails.send(
        {
          from: options.from,
          to: message.to.split(',').map((to) => to.trim()),
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
          ...(replyTo ? { replyTo } : {}),
        },
        { idempotencyKey: message.id },
      )
      if (outcome.data) return { ok: true, providerId: outcome.data.id }
      const status = (outcome.error as { statusCode?: number | null } | null)?.statusCode ?? null
      return {
        ok: false,
        retry: status === null || status === 429 || status >= 500,
        error: `Resend refused the e-mail${status ? ` (HTTP ${status})` : ''}: ${outcome.error?.message ?? 'no message id'}`,
      }
    },
  }
}

/** Without a mail provider an e-mail is kept in the outbox, as the demo shows it. */
export const outboxSender: ChannelSender = {
  provider: 'outbox',
  perSecond: 1000,
  send: async () => ({ ok: true, providerId: '' }),
}

/** MSG91_FLOWS: {"fee_reminder":{"flowId":"...","dltTemplateId":"..."},...} */
export function parseFlows(text: string | undefined): Record<string, { flowId: string; dltTemplateId: string }> {
  return text ? (JSON.parse(text) as Record<string, { flowId: string; dltTemplateId: string }>) : {}
}

export function sendersFromEnv(env: Env = getEnv()): Senders {
  return {
    email: env.RESEND_API_KEY
      ? resendSender({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.RESEND_BASE_URL })
      : outboxSender,
    sms:
      env.MSG91_AUTH_KEY && env.SMS_SENDER_ID
        ? msg91Sender({
            authKey: env.MSG91_AUTH_KEY,
            baseUrl: env.MSG91_BASE_URL,
            senderId: env.SMS_SENDER_ID,
            flows: parseFlows(env.MSG91_FLOWS),
          })
        : null,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? whatsAppSender({
            token: env.WHATSAPP_TOKEN,
            baseUrl: env.WHATSAPP_BASE_URL,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          })
        : null,
  }
}
