// A person's choices of channel per kind of message, as the profile's Notifications form shows and saves them, and
// the words of the unsubscribe page. The rules that turn choices into channels are in
// src/server/messaging/preferences.ts.
import { z } from 'zod'
import { choosableKinds, defaultChannels, type Channel, type ChoosableKind } from './messaging'

/** The channels a person turns on or off; the bell always gets a copy and is not a choice. */
export const choosableChannels = ['email', 'sms', 'whatsapp'] as const satisfies readonly Channel[]
export type ChoosableChannel = (typeof choosableChannels)[number]

export const kindLabels: Record<ChoosableKind, string> = {
  fees: 'Fees',
  attendance: 'Attendance',
  admissions: 'Admissions',
  news: 'School news',
}

export const kindDescriptions: Record<ChoosableKind, string> = {
  fees: 'Fees due, reminders and receipts',
  attendance: 'A child marked absent',
  admissions: 'Decisions on an application',
  news: 'Notices, events and announcements',
}

export const channelLabels: Record<ChoosableChannel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' }

/** One kind's switches. */
export type KindChoices = Record<ChoosableChannel, boolean>
/** The whole grid: every choosable kind, every choosable channel. */
export type MessageChoices = Record<ChoosableKind, KindChoices>

const kindChoicesSchema = z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() })

/** The profile's form and the procedure that saves it: every kind, every channel, on or off. */
export const messageChoicesSchema = z.object({
  fees: kindChoicesSchema,
  attendance: kindChoicesSchema,
  admissions: kindChoicesSchema,
  news: kindChoicesSchema,
}) satisfies z.ZodType<MessageChoices>

/**
 * The grid before a person has chosen anything: the kinds' defaults, with WhatsApp off everywhere, because WhatsApp
 * is sent only to someone who turned it on themself (that is their opt-in).
 */
export function startingChoices(): MessageChoices {
  return Object.fromEntries(
    choosableKinds.map((kind) => [
      kind,
      {
        email: defaultChannels[kind].includes('email'),
        sms: defaultChannels[kind].includes('sms'),
        whatsapp: false,
      },
    ]),
  ) as MessageChoices
}

/** The signed link's parts, as the unsubscribe page reads them from its address. */
export const unsubscribeLinkSchema = z.object({
  u: z.string().trim().min(1).max(64),
  k: z.enum(choosableKinds),
  s: z.string().trim().min(1).max(128),
})
export type UnsubscribeLink = z.output<typeof unsubscribeLinkSchema>

/** The page's and the button's input: the parts as they arrive; a malformed link answers "not valid", not an error. */
export const unsubscribeLinkInputSchema = z.object({
  u: z.string().max(200),
  k: z.string().max(40),
  s: z.string().max(200),
})

export const unsubscribeBadLinkMessage =
  'This unsubscribe link is not valid. Sign in and change your choices under Profile, Notifications.'
