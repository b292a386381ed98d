// The content that staff manage (docs/product.md, Content management): one zod schema per form, used by the
// form (zodResolver) and by the procedure, which re-checks everything the browser sends.
import { recordIdSchema } from './ids'
import { z } from 'zod'
import { calendarCategories, noticeCategories } from './content-options'
import { contentLimits } from './content-limits'
import { blankOrDateEntry, dateEntry } from './date-schema'
import { addDays, isDateKey, isLocalDateTime } from './dates'
import { checkPublication, publicationFields } from './publication-schema'
import { multiLine, singleLine } from './text'

export { calendarCategories, categoryLabels, noticeCategories } from './content-options'
export type { CalendarCategory, NoticeCategory } from './content-options'
export { contentLimits } from './content-limits'

const id = recordIdSchema

const requiredText = (label: string, max: number, lines: 'single' | 'multi' = 'single') => {
  const text = z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
  return lines === 'multi' ? multiLine(text, label) : singleLine(text, label)
}

const title = requiredText('Title', contentLimits.title)

const dateKey = z
  .string({ error: 'Date is required.' })
  .trim()
  .min(1, 'Date is required.')
  .pipe(dateEntry({ message: 'Enter a real date as DD/MM/YYYY.' }))

/**
 * A news image is a file stored here (uploaded from the news form, or a gallery photo): /files/<public bucket>/<path>.
 * Never another address: a planted URL (say, an admin-only GET) would be fetched by every reader's browser.
 * The procedure also checks that the file exists in our storage.
 */
export const ownImagePattern = /^\/files\/(website-images|image-gallery)(\/[a-z0-9][a-z0-9._-]*)+$/

export const ownImageMessage =
  'Choose the image by uploading it here; addresses of other pages or sites are not accepted.'

export function isOwnImageUrl(value: string): boolean {
  return ownImagePattern.test(value) && !value.includes('..')
}

const imageUrl = z
  .string()
  .trim()
  .max(contentLimits.imageUrl, `Image address must be at most ${contentLimits.imageUrl} characters.`)
  .refine((value) => value === '' || isOwnImageUrl(value), ownImageMessage)

export const newsInput = z
  .object({
    title,
    content: requiredText('Content', contentLimits.newsContent, 'multi'),
    imageUrl,
    isFeatured: z.boolean(),
    ...publicationFields,
  })
  .superRefine(checkPublication)
export type NewsInput = z.infer<typeof newsInput>

export const eventInput = z
  .object({
    title,
    description: requiredText('Description', contentLimits.eventDescription, 'multi'),
    /** "YYYY-MM-DDTHH:mm" on the school's clock (what a datetime-local input gives). */
    eventDate: z
      .string({ error: 'Date and time are required.' })
      .trim()
      .min(1, 'Date and time are required.')
      .refine(isLocalDateTime, 'Enter a real date and time.'),
    location: singleLine(
      z.string().trim().max(contentLimits.location, `Location must be at most ${contentLimits.location} characters.`),
      'Location',
    ),
    isFeatured: z.boolean(),
    /** Called off: the event stays listed, marked cancelled (and STATUS:CANCELLED in the calendar feed). */
    cancelled: z.boolean().default(false),
    ...publicationFields,
  })
  .superRefine(checkPublication)
export type EventInput = z.infer<typeof eventInput>

export const noticeInput = z
  .object({
    title,
    category: z.enum(noticeCategories, 'Choose a category.'),
    date: dateKey,
    content: requiredText('Content', contentLimits.noticeContent, 'multi'),
    important: z.boolean(),
    ...publicationFields,
  })
  .superRefine(checkPublication)
export type NoticeInput = z.infer<typeof noticeInput>

export const calendarEntryInput = z
  .object({
    date: dateKey,
    /** The last day of a multi-day entry (a vacation); empty for a single day. */
    endDate: blankOrDateEntry({ message: 'Enter a real end date as DD/MM/YYYY.' }).default(''),
    title,
    category: z.enum(calendarCategories, 'Choose a category.'),
  })
  .superRefine((value, ctx) => {
    if (value.endDate !== '' && isDateKey(value.date) && value.endDate < value.date) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date.' })
    } else if (value.endDate !== '' && isDateKey(value.date) && value.endDate > addDays(value.date, 365)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'An entry can span at most a year.' })
    }
  })
export type CalendarEntryInput = z.infer<typeof calendarEntryInput>

/** The banner's default: the invitation to join the school family and its Apply Now button. */
export const defaultAnnouncementButton = {
  headline: 'Join our school family: admissions are open',
  buttonLabel: 'Apply Now',
  buttonLink: '/online-admissions',
} as const

/** A path on this site ("/online-admissions") or an https:// address. */
export function isButtonLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
  return URL.canParse(value) && new URL(value).protocol === 'https:'
}

const announcementFields = z.object({
  // Defaults for callers that predate the headline and button (they keep the default banner).
  headline: requiredText('Headline', contentLimits.headline).default(defaultAnnouncementButton.headline),
  message: requiredText('Message', contentLimits.announcement, 'multi'),
  buttonLabel: singleLine(
    z
      .string()
      .trim()
      .max(contentLimits.buttonLabel, `Button label must be at most ${contentLimits.buttonLabel} characters.`),
    'Button label',
  ).default(defaultAnnouncementButton.buttonLabel),
  buttonLink: z
    .string()
    .trim()
    .max(contentLimits.buttonLink, `Button link must be at most ${contentLimits.buttonLink} characters.`)
    .refine(
      (value) => value === '' || isButtonLink(value),
      'Enter a page of this site such as /online-admissions, or an address starting with https://',
    )
    .default(defaultAnnouncementButton.buttonLink),
  isActive: z.boolean(),
})

/** A button needs both its label and its link; neither means no button. */
function checkAnnouncementButton(value: { buttonLabel: string; buttonLink: string }, ctx: z.RefinementCtx): void {
  if (value.buttonLabel !== '' && value.buttonLink === '')
    ctx.addIssue({
      code: 'custom',
      path: ['buttonLink'],
      message: 'Add the link the button opens, or clear the label for no button.',
    })
  if (value.buttonLabel === '' && value.buttonLink !== '')
    ctx.addIssue({
      code: 'custom',
      path: ['buttonLabel'],
      message: 'Add the button label, or clear the link for no button.',
    })
}

export const announcementInput = announcementFields.superRefine(checkAnnouncementButton)

/** The admin's form: the fields and "show it again to visitors who closed it". */
export const announcementFormInput = announcementFields
  .extend({ asNew: z.boolean() })
  .superRefine(checkAnnouncementButton)

/** Saving the banner: update the row `id`, or post a new row (none yet, or "show it again to everyone"). */
export const announcementUpdateInput = announcementFields
  .extend({
    id: id.nullable(),
    /** A new id makes the banner show again for visitors who dismissed the old one. */
    asNew: z.boolean(),
  })
  .superRefine(checkAnnouncementButton)

export const byIdInput = z.object({ id })

export const updateInput = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.extend({ id })

export const pageInput = z.object({ page: z.number().int().min(1).max(10_000).default(1) })

/** /events shows every upcoming event; a school never has more than a term's worth planned. */
export const upcomingEventsCap = 100
/** The upcoming events, soonest first: all of them, or the first `limit` (the home page's three). */
export const upcomingEventsInput = z
  .object({ limit: z.number().int().min(1).max(upcomingEventsCap).optional() })
  .optional()
/** The staff list of events: upcoming or past, a page at a time. */
export const eventManageListInput = pageInput.extend({ when: z.enum(['upcoming', 'past']) })
