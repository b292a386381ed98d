// The admin's outbox of every channel (/admin/outbox): its filters and the words for each status.
import { z } from 'zod'
import { isDateKey } from './dates'
import { singleLine } from './text'
import { channels, type Channel } from './messaging'
import { outboxStatuses, type OutboxStatus } from './outbox-statuses'

export * from './outbox-statuses'

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Not sent',
  stored: 'Kept in outbox',
  resent: 'Sent again',
  unconfirmed: 'Unconfirmed',
}

export const channelLabels: Record<Channel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  bell: 'Bell',
}

export function channelLabel(channel: string): string {
  return channelLabels[channel as Channel] ?? channel
}

export function outboxStatusLabel(status: string): string {
  return outboxStatusLabels[status as OutboxStatus] ?? status
}

const dateFilter = (label: string) =>
  z.string().trim().refine(isDateKey, `${label} must be a date such as 2026-06-20.`).optional()

export const outboxListSchema = z
  .object({
    status: z.enum(outboxStatuses, 'Choose a status.').optional(),
    channel: z.enum(channels, 'Choose a channel.').optional(),
    /** Part of the recipient or the subject. */
    search: singleLine(z.string().trim().max(100, 'Search must be at most 100 characters.'), 'Search').optional(),
    /** Created on or after this school date. */
    from: dateFilter('From'),
    /** Created on or before this school date (inclusive). */
    to: dateFilter('To'),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(5).max(100).default(25),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: 'From must not be after To.',
    path: ['to'],
  })
