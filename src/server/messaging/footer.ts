// The line under every e-mail of a kind a guardian chooses channels for: how to stop this kind of message. This is
// the one place the unsubscribe link is joined to outgoing mail; unsubscribe.ts makes and checks the signed link.
import { choosableKinds, type ChoosableKind, type MessageKind } from '~/shared/messaging'
import { unsubscribeUrl } from './unsubscribe'

const isChoosable = (kind: MessageKind): kind is ChoosableKind => (choosableKinds as readonly string[]).includes(kind)

/** The footer of an e-mail of `kind` to `userId`: empty for account mail, which cannot be turned off. */
export function footerFor(userId: string, kind: MessageKind): string {
  if (!isChoosable(kind)) return ''
  return `To stop these messages by e-mail: ${unsubscribeUrl(userId, kind)}`
}
