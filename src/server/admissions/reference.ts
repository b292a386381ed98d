import type { PrismaClient } from '~/server/db'
import { formatReference } from '~/shared/admission-schema'
import { schoolYearOf } from './deps'

/**
 * The next reference of the year, e.g. ADM-2026-00042. One upsert is one INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING on both databases, so concurrent submissions never receive the same number. A failed
 * submission leaves a gap, which is harmless for references (unlike receipts).
 */
export async function nextReference(db: PrismaClient, now: Date): Promise<string> {
  const year = schoolYearOf(now)
  const counter = await db.admissionReferenceCounter.upsert({
    where: { year },
    create: { year, value: 1 },
    update: { value: { increment: 1 } },
    select: { value: true },
  })
  return formatReference(year, counter.value)
}
