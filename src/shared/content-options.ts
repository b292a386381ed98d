// The notice and calendar categories with their labels, without zod, so public pages that only show them (the
// notice board, the calendar) do not load the form schemas of src/shared/content-schemas.ts.
export const noticeCategories = ['event', 'meeting', 'holiday', 'exam', 'administrative'] as const
export type NoticeCategory = (typeof noticeCategories)[number]

export const calendarCategories = ['event', 'meeting', 'holiday', 'exam'] as const
export type CalendarCategory = (typeof calendarCategories)[number]

/** One category as a badge: "Event", "Exam"... */
export const categoryLabels: Record<NoticeCategory, string> = {
  event: 'Event',
  meeting: 'Meeting',
  holiday: 'Holiday',
  exam: 'Exam',
  administrative: 'Administrative',
}

/** The /notice filter, in its order; "all" is the default. */
export const noticeFilterOptions = [
  { value: 'all', label: 'All Notices' },
  { value: 'event', label: 'Events' },
  { value: 'meeting', label: 'Meetings' },
  { value: 'holiday', label: 'Holidays' },
  { value: 'exam', label: 'Examinations' },
  { value: 'administrative', label: 'Administrative' },
] as const satisfies ReadonlyArray<{ value: NoticeCategory | 'all'; label: string }>

export type NoticeFilter = (typeof noticeFilterOptions)[number]['value']
