// Attendance marks and their words, and the percentage every report shows: days present (late counts as present)
// out of the days the class's register was taken while the student was on it. Plain values, no zod.
import { academics } from '#app-config'
import { classLabel } from './admission-options'

export const attendanceStatuses = ['present', 'absent', 'late'] as const
export type AttendanceStatus = (typeof attendanceStatuses)[number]
export const attendanceStatusLabels: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
}
/** The letter of each status in the month register (P, A, L). */
export const attendanceLetters: Record<AttendanceStatus, string> = { present: 'P', absent: 'A', late: 'L' }

/** Why a student is absent or late, when the teacher knows: a marked leave sends no absence alert. */
export const absenceReasons = ['sick', 'leave'] as const
export type AbsenceReason = (typeof absenceReasons)[number]
export const absenceReasonLabels: Record<AbsenceReason, string> = { sick: 'Sick', leave: 'On leave' }

export type AttendanceCount = { present: number; absent: number; late: number }

/** Days attended (present or late) and days counted. */
export function attended(count: AttendanceCount): { days: number; of: number } {
  return { days: count.present + count.late, of: count.present + count.absent + count.late }
}

/** "93.9%" (one decimal, cut), or null when no register counted the student yet. */
export function attendancePercentText(count: AttendanceCount): string | null {
  const { days, of } = attended(count)
  if (of === 0) return null
  const tenths = Math.floor((days * 1000) / of)
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`
}

/** Below the threshold of app.config.ts (75 % by default), compared in whole numbers. */
export function isBelowThreshold(count: AttendanceCount, thresholdPercent = academics.attendanceThresholdPercent) {
  const { days, of } = attended(count)
  return of > 0 && days * 100 < thresholdPercent * of
}

/** "Class 9 A", or "Class 9" for a class without sections. */
export function classSectionLabel(className: string, section: string): string {
  return section ? `${classLabel(className)} ${section}` : classLabel(className)
}
