// The line under every e-mail of a kind a guardian chooses channels for: how to stop this kind of message. This is
// the one place the unsubscribe link is joined to outgoing mail; unsubscribe.ts makes and checks the signed link.
import { choosableKinds, type ChoosableKind, type MessageKind } from '~/shared/messaging'
import { oneClickUnsubscribeUrl, unsubscribeUrl } from './unsubscribe'

const isChoosable = (kind: MessageKind): kind is ChoosableKind => (choosableKinds as readonly string[]).includes(kind)

/** The footer of an e-mail of `kind` to `userId`: empty for account mail, which cannot be turned off. */
export function footerFor(userId: string, kind: MessageKind): string {
  if (!isChoosable(kind)) return ''
  return `To stop these messages by e-mail: ${unsubscribeUrl(userId, kind)}`
}

/**
 * The headers that let a mail app offer its own "Unsubscribe" button (RFC 8058 one-click: the app POSTs to the link;
 * a scanner's GET changes nothing). None for account mail.
 */
export function unsubscribeHeaders(userId: string | null, kind: string | null): Record<string, string> | undefined {
  if (!userId || !kind || !isChoosable(kind as MessageKind)) return undefined
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(userId, kind as ChoosableKind)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
