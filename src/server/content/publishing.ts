// Server side of drafts and scheduled publishing (src/shared/publishing.ts): what the public may see at an instant,
// and the stored columns for a form's choice.
import { badRequest } from '~/server/errors'
import type { SessionUser } from '~/server/auth/session'
import { fromLocalDateTime } from '~/shared/dates'
import { publishAtPastMessage, publishStateOf, type PublishMode, type StoredPublication } from '~/shared/publishing'
import { staffRoles } from '~/shared/roles'

/** Rows a visitor may see at `now`: published, and their publish time (if any) not ahead. */
export function publishedBy(now: Date) {
  return { status: 'published' as const, OR: [{ publishedAt: null }, { publishedAt: { lte: now } }] }
}

/** News always has a publish time (its date on the site). */
export function newsPublishedBy(now: Date) {
  return { status: 'published' as const, publishedAt: { lte: now } }
}

/** Staff see drafts and scheduled rows (to edit them); everyone else only what is published. */
export function maySeeUnpublished(user: SessionUser | null): boolean {
  return user !== null && (staffRoles as readonly string[]).includes(user.role)
}

/**
 * The stored columns for the form's choice. Publishing now keeps the original time of a row that is already public
 * (editing a typo does not move it to the top); a draft or a scheduled row published now gets `now`.
 */
export function publicationData(
  input: { publish: PublishMode; publishAt: string },
  now: Date,
  previous: StoredPublication | null,
): StoredPublication {
  if (input.publish === 'draft') return { status: 'draft', publishedAt: previous?.publishedAt ?? now }
  if (input.publish === 'schedule') {
    const at = fromLocalDateTime(input.publishAt)
    if (at.getTime() <= now.getTime()) throw badRequest(publishAtPastMessage)
    return { status: 'published', publishedAt: at }
  }
  if (previous && publishStateOf(previous, now) === 'published')
    return { status: 'published', publishedAt: previous.publishedAt ?? now }
  return { status: 'published', publishedAt: now }
}
