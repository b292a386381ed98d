// Promotional SMS (school news) are not sent between 21:00 and 10:00 India time; they wait until 10:00.
import { promotionalKinds, type Channel, type MessageKind } from '~/shared/messaging'

const istOffsetMs = (5 * 60 + 30) * 60_000
export const quietFromHour = 21
export const quietUntilHour = 10

/** When a message may go out: `now`, or the next 10:00 IST for a promotional SMS in quiet hours. */
export function earliestSend(channel: Channel, kind: MessageKind | null, now: Date): Date {
  if (channel !== 'sms' || !kind || !promotionalKinds.includes(kind)) return now
  const ist = new Date(now.getTime() + istOffsetMs)
  const hour = ist.getUTCHours()
  if (hour >= quietUntilHour && hour < quietFromHour) return now
  const tenToday = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), quietUntilHour) - istOffsetMs
  return new Date(hour >= quietFromHour ? tenToday + 24 * 3_600_000 : tenToday)
}
