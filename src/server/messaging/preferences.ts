// Which channels a person wants each kind of message on. Read by the message queue before it writes a message;
// changed by the person on /profile (Notifications) or by an unsubscribe link / an SMS "STOP" (unsubscribe.ts).
import type { PrismaClient } from '~/server/db'
import {
  choosableChannels,
  startingChoices,
  type ChoosableChannel,
  type MessageChoices,
} from '~/shared/message-choices'
import { choosableKinds, defaultChannels, fallbackOrder, type Channel, type MessageKind } from '~/shared/messaging'
import { normalizeIndianMobile } from '~/shared/phone'

/** Where a stored choice came from. */
export type ChoiceSource = 'profile' | 'unsubscribe_link' | 'sms_stop'

type ContactRow = { email: string | null; phone: string | null; teacher: { phone: string | null } | null }
const contactSelect = { email: true, phone: true, teacher: { select: { phone: true } } } as const

/** The account's own mobile as +91XXXXXXXXXX (a teacher's is on the teachers row), or null when it has no valid one. */
export function mobileOf(row: ContactRow): string | null {
  return normalizeIndianMobile(row.teacher ? row.teacher.phone : row.phone)
}

type ChoiceRow = { kind: string; channel: string; enabled: boolean }

/** What the channels of one user are worked out from: their addresses and their stored choices. */
const choicesSelect = { ...contactSelect, messageChoices: { select: { kind: true, channel: true, enabled: true } } }

/**
 * The channels to use for one user and kind, in the order to try (fallbackOrder), then the bell: the person's own
 * choices, or the kind's defaults where they have not chosen. WhatsApp only where they turned it on themself (the
 * opt-in). Without a valid mobile, SMS and WhatsApp become e-mail; without an e-mail address, e-mail is dropped. The
 * bell always gets a copy. `account` messages are always e-mail. An unknown user gets none.
 */
export async function channelsFor(db: PrismaClient, userId: string, kind: MessageKind): Promise<Channel[]> {
  if (kind === 'account') return ['email']
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      ...contactSelect,
      messageChoices: { where: { kind }, select: { channel: true, enabled: true, kind: true } },
    },
  })
  return user ? channelsOf(user, kind) : []
}

/**
 * channelsFor for many users at once, in a query per 500 users: a map from `userId:kind` to the channels, every
 * pair present (an unknown user gets none).
 */
export async function channelsForMany(
  db: PrismaClient,
  userIds: readonly string[],
  kinds: readonly MessageKind[],
): Promise<Map<string, Channel[]>> {
  const found = new Map<string, Channel[]>()
  const ids = [...new Set(userIds)]
  for (let start = 0; start < ids.length; start += 500) {
    const users = await db.user.findMany({
      where: { id: { in: ids.slice(start, start + 500) } },
      select: { id: true, ...choicesSelect },
    })
    for (const user of users)
      for (const kind of kinds) found.set(`${user.id}:${kind}`, kind === 'account' ? ['email'] : channelsOf(user, kind))
  }
  for (const id of ids) for (const kind of kinds) if (!found.has(`${id}:${kind}`)) found.set(`${id}:${kind}`, [])
  return found
}

function channelsOf(user: ContactRow & { messageChoices: ChoiceRow[] }, kind: MessageKind): Channel[] {
  if (kind === 'account') return ['email']
  const wanted = new Set<Channel>()
  for (const channel of choosableChannels) {
    const stored = user.messageChoices.find((row) => row.kind === kind && row.channel === channel)
    const on = stored ? stored.enabled : channel !== 'whatsapp' && defaultChannels[kind].includes(channel)
    if (on) wanted.add(channel)
  }
  if (!mobileOf(user) && (wanted.has('sms') || wanted.has('whatsapp'))) {
    wanted.delete('sms')
    wanted.delete('whatsapp')
    wanted.add('email')
  }
  if (!user.email) wanted.delete('email')
  return [...fallbackOrder.filter((channel) => wanted.has(channel)), 'bell']
}

/** What the profile's Notifications form shows: the grid, and whether SMS/WhatsApp and e-mail can reach the person. */
export type ChoicesView = { choices: MessageChoices; mobile: string | null; hasEmail: boolean }

export async function readChoices(db: PrismaClient, userId: string): Promise<ChoicesView> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: choicesSelect,
  })
  const choices = startingChoices()
  for (const row of user.messageChoices) {
    if (isChoosableKind(row.kind) && isChoosableChannel(row.channel)) choices[row.kind][row.channel] = row.enabled
  }
  return { choices, mobile: mobileOf(user), hasEmail: user.email !== null }
}

/**
 * Stores the person's whole grid. A switch's time changes only when it changes, so an enabled WhatsApp row keeps
 * the time the person opted in.
 */
export async function saveChoices(
  db: PrismaClient,
  userId: string,
  choices: MessageChoices,
  now: Date,
): Promise<ChoicesView> {
  await db.$transaction(async (tx) => {
    const existing = await tx.messageChoice.findMany({ where: { userId } })
    for (const kind of choosableKinds) {
      for (const channel of choosableChannels) {
        const enabled = choices[kind][channel]
        const row = existing.find((r) => r.kind === kind && r.channel === channel)
        if (row?.enabled === enabled) continue
        await tx.messageChoice.upsert({
          where: { userId_kind_channel: { userId, kind, channel } },
          create: { userId, kind, channel, enabled, changedAt: now, source: 'profile' },
          update: { enabled, changedAt: now, source: 'profile' },
        })
      }
    }
  })
  return readChoices(db, userId)
}

/** Turns one channel off for the given users and kinds (an unsubscribe link, an SMS "STOP"). */
export async function turnOff(
  db: PrismaClient,
  target: { userIds: readonly string[]; kinds: readonly string[]; channel: ChoosableChannel },
  source: ChoiceSource,
  now: Date,
): Promise<void> {
  if (target.userIds.length === 0) return
  await db.$transaction(async (tx) => {
    for (const userId of target.userIds) {
      for (const kind of target.kinds) {
        await tx.messageChoice.upsert({
          where: { userId_kind_channel: { userId, kind, channel: target.channel } },
          create: { userId, kind, channel: target.channel, enabled: false, changedAt: now, source },
          // An already-off switch keeps its time and source: a second click is not a new choice.
          update: {},
        })
        await tx.messageChoice.updateMany({
          where: { userId, kind, channel: target.channel, enabled: true },
          data: { enabled: false, changedAt: now, source },
        })
      }
    }
  })
}

function isChoosableKind(kind: string): kind is (typeof choosableKinds)[number] {
  return (choosableKinds as readonly string[]).includes(kind)
}

function isChoosableChannel(channel: string): channel is ChoosableChannel {
  return (choosableChannels as readonly string[]).includes(channel)
}
