// Server-only: the retention rule of the privacy notice. Documents of applicants who were not admitted are deleted
// dataProtection.unadmittedDocumentsMonths months after the academic session they applied for starts (the first
// 1 April on or after the application). Nothing is deleted by a timer: the admissions list shows the applications
// whose documents are due, and an admin reviews them and deletes them (audit-logged). The application itself stays.
import { conflict } from '~/server/errors'
import { retentionBatch } from '~/shared/admission-schema'
import { dataProtection } from '#app-config'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import type { PrismaClient } from '~/server/db'
import type { Storage } from '~/server/storage'
import { documentKinds } from '~/shared/admission-schema'
import { documentKeyOf } from './review'
import { addDays, addMonths, dateKeyOf, fromLocalDateTime, type DateKey } from '~/shared/dates'

/** Applications that did not end in an admission: every status but accepted. */
const notAdmitted = { status: { not: 'accepted' as const }, documentsDeletedAt: null }

/** The first 1 April on or after `day`: the start of the session an application on that day is for. */
export function sessionStartFor(day: DateKey): DateKey {
  const year = Number(day.slice(0, 4))
  return day <= `${year}-04-01` ? `${year}-04-01` : `${year + 1}-04-01`
}

/** The day an application's documents become due for deletion if it was not admitted. */
export function documentsDueOn(createdAt: Date): DateKey {
  return addMonths(sessionStartFor(dateKeyOf(createdAt)), dataProtection.unadmittedDocumentsMonths)
}

/**
 * Applications made before this instant have their session start N months or more before today: the end of the
 * latest 1 April that is at least N months ago.
 */
function dueBefore(now: Date): Date {
  const cutoff = addMonths(dateKeyOf(now), -dataProtection.unadmittedDocumentsMonths)
  const year = Number(cutoff.slice(0, 4))
  const latestStart = cutoff >= `${year}-04-01` ? `${year}-04-01` : `${year - 1}-04-01`
  return fromLocalDateTime(`${addDays(latestStart, 1)}T00:00`)
}

export async function documentsDue(db: PrismaClient, now: Date) {
  const where = { ...notAdmitted, createdAt: { lt: dueBefore(now) } }
  const [count, rows] = await Promise.all([
    db.admissionApplication.count({ where }),
    db.admissionApplication.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: retentionBatch,
      select: { id: true, reference: true, studentName: true, status: true, createdAt: true },
    }),
  ])
  return { count, items: rows.map((row) => ({ ...row, dueOn: documentsDueOn(row.createdAt) })) }
}

type RetentionDeps = {
  db: PrismaClient
  storage: Storage
  now: Date
  logError: (message: string, error: unknown) => void
}

/**
 * Deletes the documents of the chosen applications that are still due (an admin reviewing at the same time as
 * another deletes each one once). The row is marked first, in one conditional update, then its files go.
 */
export async function deleteDueDocuments(ids: string[], actor: AuditActor, deps: RetentionDeps) {
  const { db, storage, now } = deps
  const due = await db.admissionApplication.findMany({
    where: { id: { in: ids }, ...notAdmitted, createdAt: { lt: dueBefore(now) } },
    select: {
      id: true,
      reference: true,
      birthCertificateUrl: true,
      aadhaarCardUrl: true,
      markSheetUrl: true,
      photoUrl: true,
    },
  })
  if (due.length === 0) throw conflict('None of these documents are due any more.')
  const deleted: string[] = []
  for (const application of due) {
    const claimed = await db.admissionApplication.updateMany({
      where: { id: application.id, documentsDeletedAt: null },
      data: { documentsDeletedAt: now, markSheetUrl: null, photoUrl: null },
    })
    if (claimed.count === 0) continue
    for (const kind of documentKinds) {
      const key = documentKeyOf(application, kind)
      if (!key) continue
      await storage.delete(key).catch((error: unknown) => deps.logError(`deleting ${key} failed`, error))
    }
    deleted.push(application.reference)
  }
  if (deleted.length) {
    await writeAuditLog(db, {
      actor,
      action: 'admission.documents_delete',
      target: { type: 'admission_application', label: `${deleted.length} applications` },
      details: {
        references: deleted,
        rule: `${dataProtection.unadmittedDocumentsMonths} months after the session start`,
      },
      at: now,
    })
  }
  return { deleted: deleted.length }
}
