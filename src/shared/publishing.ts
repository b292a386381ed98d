// Drafts and scheduled publishing of news, events and notices. A row is stored as a draft or as
// published from a time on; "scheduled" is a published row whose time is still ahead, so nothing has to flip it.
import { formatDateTimeNumeric, toLocalDateTime } from './dates'

/** What the staff form asks: publish now, at a time, or keep as a draft. */
export const publishModes = ['now', 'schedule', 'draft'] as const
export type PublishMode = (typeof publishModes)[number]

export const publishModeLabels: Record<PublishMode, string> = {
  now: 'Publish now',
  schedule: 'Schedule for later',
  draft: 'Save as draft',
}

/** What a row is at an instant, for the staff lists' status pill. */
export const publishStates = ['draft', 'scheduled', 'published'] as const
export type PublishState = (typeof publishStates)[number]

export const publishStateLabels: Record<PublishState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

export type StoredPublication = { status: 'draft' | 'published'; publishedAt: Date | null }

export function publishStateOf(row: StoredPublication, now: Date): PublishState {
  if (row.status === 'draft') return 'draft'
  return row.publishedAt && row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}

/**
 * What staff read on an item's own page while visitors cannot see it (null once it is published): "Draft — not
 * public yet" or "Scheduled for 20/06/2026 09:00 — not public yet", on the school's clock.
 */
export function unpublishedNote(state: PublishState, publishedAt: Date | null): string | null {
  if (state === 'draft') return 'Draft — not public yet'
  if (state === 'scheduled')
    return publishedAt
      ? `Scheduled for ${formatDateTimeNumeric(publishedAt)} — not public yet`
      : 'Scheduled — not public yet'
  return null
}

export const publishAtRequiredMessage = 'Choose the date and time to publish at.'
export const publishAtPastMessage = 'Choose a publish time in the future, or publish now.'

/** The form's starting values for a stored row (a new one publishes now). */
export function publicationFormValues(
  row: StoredPublication | null,
  now: Date,
): { publish: PublishMode; publishAt: string } {
  const state = row ? publishStateOf(row, now) : 'published'
  if (state === 'draft') return { publish: 'draft', publishAt: '' }
  if (state === 'scheduled' && row?.publishedAt)
    return { publish: 'schedule', publishAt: toLocalDateTime(row.publishedAt) }
  return { publish: 'now', publishAt: '' }
}
