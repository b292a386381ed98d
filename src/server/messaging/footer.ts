// The line under every e-mail of a kind a guardian chooses channels for: how to stop this kind of message. This is
// the one place the unsubscribe link is joined to outgoing mail; `unsubscribeLink` is where it is made.
import { choosableKinds, type MessageKind } from '~/shared/messaging'

/** The guardian's unsubscribe link for `kind`; null until the family-preferences code provides one. */
const unsubscribeLink = (_userId: string, _kind: MessageKind): string | null => null

/** The footer of an e-mail of `kind` to `userId`: empty for account mail, which cannot be turned off. */
export function footerFor(userId: string, kind: MessageKind): string {
  if (!(choosableKinds as readonly string[]).includes(kind)) return ''
  const link = unsubscribeLink(userId, kind)
  return link ? `To stop these messages by e-mail: ${link}` : ''
}
