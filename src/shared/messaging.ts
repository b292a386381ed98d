// Family messaging: the channels a message can go out on, the kinds of message a guardian chooses channels for,
// and the defaults a guardian starts with (docs/product.md, Messages to families).

/** Where a message goes: an e-mail, an SMS, a WhatsApp template message, or the in-app bell. */
export const channels = ['email', 'sms', 'whatsapp', 'bell'] as const
export type Channel = (typeof channels)[number]

/**
 * What a message is about. A guardian picks channels per kind; `account` (password links, sign-in notices) is
 * always e-mail and cannot be turned off.
 */
export const messageKinds = ['fees', 'attendance', 'admissions', 'news', 'account'] as const
export type MessageKind = (typeof messageKinds)[number]

/** The kinds a guardian can choose channels for on their profile. */
export const choosableKinds = ['fees', 'attendance', 'admissions', 'news'] as const satisfies readonly MessageKind[]
export type ChoosableKind = (typeof choosableKinds)[number]

/**
 * A guardian's starting choices: what is owed or urgent reaches the phone (WhatsApp, then SMS), school news comes
 * by e-mail. The bell always gets a copy for a user with an account.
 */
export const defaultChannels: Record<ChoosableKind, readonly Channel[]> = {
  fees: ['whatsapp', 'sms', 'bell'],
  attendance: ['whatsapp', 'sms', 'bell'],
  admissions: ['email', 'sms', 'bell'],
  news: ['email', 'bell'],
}

/**
 * The order a message falls back in when a channel fails: WhatsApp, then SMS, then e-mail. The bell is not a
 * fallback (it is written beside the others, never instead of them).
 */
export const fallbackOrder: readonly Channel[] = ['whatsapp', 'sms', 'email']

/**
 * Promotional messages (school news) are never sent by SMS between 21:00 and 10:00 in India; reminders of a due,
 * receipts and account messages are transactional and may go at any hour.
 */
export const promotionalKinds: readonly MessageKind[] = ['news']
