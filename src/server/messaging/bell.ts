// The portal bell's line for a queued message: the template's own, its title and e-mail subject when it has none,
// or none at all (account mail, or an action that writes its own lines).
import type { NotificationKind } from '~/server/notifications'
import type { MessageKind } from '~/shared/messaging'
import { templateOf, type BellPart, type TemplateId } from './templates'

/** The bell's kind of line for each kind of message (account messages are e-mail only). */
const bellKinds: Partial<Record<MessageKind, NotificationKind>> = {
  fees: 'fee_due',
  attendance: 'absence',
  admissions: 'admission_decision',
  news: 'notice_new',
}

/** The bell line of a template with its values, or null for a kind that never rings the bell. */
export function bellOf(id: TemplateId, values: unknown): (BellPart & { kind: NotificationKind }) | null {
  const template = templateOf(id)
  if (template.bell === false) return null
  const part: BellPart = template.bell
    ? template.bell(values)
    : { title: template.title, body: template.email(values).subject, link: null }
  const kind = part.kind ?? bellKinds[template.kind]
  return kind ? { ...part, kind } : null
}
