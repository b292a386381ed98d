// Server-only: enrolling a student in the current academic year from the account screens (registration, user
// management, CSV import, an accepted admission). Runs inside the caller's transaction.
import { classNeedsStream, streamFor } from '~/shared/admission-schema'
import type { EnrolmentFields } from '~/shared/enrolment-fields'
import type { Db } from './ledger'

export type EnrolmentResult = { yearName: string; className: string } | null

/**
 * Sets the student's class, section and roll number for the current year (one row per student and year, so
 * earlier years stay), or for the year `yearId` names (an admission for a later session). Nothing happens without a
 * class, or while no year is current and none is named (the admin sets one first).
 */
export async function enrolInCurrentYear(
  tx: Db,
  studentId: string,
  fields: EnrolmentFields | undefined,
  yearId?: string,
): Promise<EnrolmentResult> {
  if (!fields?.className) return null
  const year = await tx.academicYear.findFirst({
    where: yearId ? { id: yearId } : { isCurrent: true },
    select: { id: true, name: true },
  })
  if (!year) return null
  const data = {
    className: fields.className,
    section: fields.section ?? null,
    // An edit that does not mention the stream keeps the one stored (an XI/XII class); below XI there is none.
    stream:
      fields.stream === undefined && classNeedsStream(fields.className)
        ? undefined
        : streamFor(fields.className, fields.stream),
    rollNumber: fields.rollNumber ? Number(fields.rollNumber) : null,
  }
  await tx.enrolment.upsert({
    where: { studentId_yearId: { studentId, yearId: year.id } },
    create: { studentId, yearId: year.id, ...data },
    update: data,
  })
  return { yearName: year.name, className: fields.className }
}

/** The current year's class of a student, for the edit forms. */
export async function currentEnrolment(db: Db, studentId: string) {
  return db.enrolment.findFirst({
    where: { studentId, year: { isCurrent: true } },
    select: { className: true, section: true, stream: true, rollNumber: true, year: { select: { name: true } } },
  })
}

export const studentHasFeesMessage =
  'This student has fee records (charges or payments). Deactivate the account instead, so the ledger keeps its name.'

/** Deleting a student with fee records would leave charges and receipts without a name: refused. */
export async function hasFeeRecords(tx: Db, studentId: string): Promise<boolean> {
  const [charge, allocation] = await Promise.all([
    tx.feeCharge.findFirst({ where: { studentId }, select: { id: true } }),
    tx.feeAllocation.findFirst({ where: { studentId }, select: { id: true } }),
  ])
  return charge !== null || allocation !== null
}
