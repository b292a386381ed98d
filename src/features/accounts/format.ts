// SPEC.md section 9: news and events dates read "month name, day, year"; times "h:mm am/pm".
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' })
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' })
const shortDateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' })

export function formatLongDate(date: Date): string {
  return dateFormat.format(date)
}

export function formatTime(date: Date): string {
  return timeFormat.format(date).toLowerCase()
}

export function formatDateTime(date: Date): string {
  return shortDateTime.format(date)
}

/** A stored YYYY-MM-DD as "April 12, 1988", without a time-zone shift. */
export function formatCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(`${value}T12:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}
