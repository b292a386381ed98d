// The site-wide announcement banner's rules.

export type AnnouncementRow = {
  id: string
  message: string
  isActive: boolean
  updatedAt: Date
}

/** The announcement to show: the newest active one, otherwise the newest row, otherwise none. */
export function pickCurrentAnnouncement<T extends AnnouncementRow>(rows: readonly T[]): T | null {
  const newestFirst = [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
  return newestFirst.find((row) => row.isActive) ?? newestFirst[0] ?? null
}

/** sessionStorage key holding the id of the announcement this visitor dismissed (remembered for the browser session). */
export const dismissedAnnouncementKey = 'announcement:dismissed-id'

/** Dismissal is per announcement id: a new announcement (new id) shows again. */
export function isAnnouncementDismissed(announcementId: string, dismissedId: string | null | undefined): boolean {
  return dismissedId === announcementId
}

/** Hidden when there is none, when it is inactive, or when this visitor dismissed it. */
export function shouldShowAnnouncement(
  announcement: Pick<AnnouncementRow, 'id' | 'isActive' | 'message'> | null | undefined,
  dismissedId: string | null | undefined,
): boolean {
  if (!announcement || !announcement.isActive) return false
  if (announcement.message.trim() === '') return false
  return !isAnnouncementDismissed(announcement.id, dismissedId)
}

/**
 * An inline script that runs before the banner is parsed: it marks <html> when the visitor
 * already dismissed this announcement, so CSS hides the banner before the first paint.
 */
export function dismissedAnnouncementScript(announcementId: string): string {
  const key = jsLiteral(dismissedAnnouncementKey)
  const id = jsLiteral(announcementId)
  return `try{if(sessionStorage.getItem(${key})===${id})document.documentElement.setAttribute('data-announcement-dismissed','')}catch(e){}`
}

// A JSON string that cannot close the surrounding <script> element.
function jsLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
