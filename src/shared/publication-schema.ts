// The zod side of publishing (publishing.ts holds the rest, free of zod for the staff lists' pills): the fields
// and the check every publishable kind's form schema shares.
import { z } from 'zod'
import { isLocalDateTime } from './dates'
import { publishAtRequiredMessage, publishModes, type PublishMode } from './publishing'

/** The form fields every publishable kind shares; `publishAt` is "YYYY-MM-DDTHH:mm" on the school's clock. */
export const publicationFields = {
  /** Callers that predate drafts (scripts, older clients) publish at once. */
  publish: z.enum(publishModes, 'Choose when to publish.').default('now'),
  publishAt: z.string().trim().max(20).default(''),
}

/** Object-level check (the time is needed only when scheduling); the server also checks it is ahead of its clock. */
export function checkPublication(value: { publish: PublishMode; publishAt: string }, ctx: z.RefinementCtx): void {
  if (value.publish !== 'schedule') return
  if (value.publishAt === '') ctx.addIssue({ code: 'custom', path: ['publishAt'], message: publishAtRequiredMessage })
  else if (!isLocalDateTime(value.publishAt))
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Enter a real date and time.' })
}
