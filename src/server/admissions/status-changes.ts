// The status workflow of an application (docs/product.md, Admissions workflow): one change or several at once, with
// the history, the audit log, the decision e-mail and the family's notification.
import { badRequest, conflict, notFound } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { notify } from '~/server/notifications'
import type { AdmissionSettingsView } from '~/shared/admission-settings'
import {
  bulkStatusSchema,
  canChangeStatus,
  changeStatusSchema,
  needsReason,
  statusEmailPreviewSchema,
  statusExplanations,
  statusLabels,
  type ApplicationStatus,
  type BulkStatusInput,
  type ChangeStatusInput,
  type StatusEmailPreviewInput,
} from '~/shared/admission-schema'
import { displayName } from '~/shared/names'
import type { AdmissionDeps } from './deps'
import { addresseeOf, greeted, queueAdmissionLetter, queueQuietly, statusEmail } from './notifications'
import { applicationNotFoundMessage, statusRaceMessage } from './review'
import { readAdmissionSettings } from './settings'

export type ChangeStatusResult = { status: ApplicationStatus; emailed: boolean | null }

type Move = {
  id: string
  from: ApplicationStatus
  to: ApplicationStatus
  note: string | null
  reason: string | null
  bulk?: boolean
}

/**
 * One application from `from` to `to` in its own transaction (status, history with the reason, audit log), then
 * the family's e-mail and in-app notification. Losing a race returns 'conflict' instead of throwing.
 */
async function moveApplication(move: Move, actor: AuditActor, deps: AdmissionDeps, settings: AdmissionSettingsView) {
  const now = deps.now()
  // The reason is told to the family only where it is asked for (waitlist, reject).
  const reason = needsReason(move.to) ? move.reason : null
  const outcome = await deps.db.$transaction(async (tx) => {
    // The status the admin saw is part of the condition, so two admins deciding at once cannot both win.
    const { count } = await tx.admissionApplication.updateMany({
      where: { id: move.id, status: move.from },
      data: { status: move.to, updatedAt: now },
    })
    // Losing the race returns instead of throwing: a rollback on SQLite's shared connection would also undo
    // other requests' writes made while this transaction was open.
    if (count === 0)
      return { changed: false as const, exists: (await tx.admissionApplication.count({ where: { id: move.id } })) > 0 }
    const change = await tx.admissionStatusChange.create({
      select: { id: true },
      data: {
        applicationId: move.id,
        fromStatus: move.from,
        toStatus: move.to,
        note: move.note,
        reason,
        actorId: actor.id,
        actorName: displayName(actor),
        createdAt: now,
      },
    })
    const row = await tx.admissionApplication.findUniqueOrThrow({
      where: { id: move.id },
      select: {
        reference: true,
        studentName: true,
        applyingForClass: true,
        stream: true,
        email: true,
        phoneNumber: true,
        fatherName: true,
        motherName: true,
        enrollment: { select: { userId: true } },
      },
    })
    await writeAuditLog(tx, {
      actor,
      action: 'admission.status_change',
      target: { type: 'admission_application', id: move.id, label: `${row.reference} (${row.studentName})` },
      details: {
        from: move.from,
        to: move.to,
        ...(reason ? { reason } : {}),
        ...(move.note ? { note: move.note } : {}),
        ...(move.bulk ? { bulk: true } : {}),
      },
      at: now,
    })
    return { changed: true as const, application: row, changeId: change.id }
  })
  if (!outcome.changed) return { changed: false as const, exists: outcome.exists }
  const { application } = outcome
  // The family's letter, queued once the change is written (the queue writes in a transaction of its own): once per
  // change; the worker sends it on the family's channels.
  const message = statusEmail(application, move.to, { reason, settings, appOrigin: deps.appOrigin })
  const emailed = message
    ? await queueQuietly(deps, `status ${move.to} ${application.reference}`, () =>
        queueAdmissionLetter(
          deps,
          application,
          message,
          statusLabels[move.to],
          `admission-status:${move.id}:${outcome.changeId}`,
        ),
      )
    : null
  await notifyApplicantFamily(deps.db, application, move.to, reason, now)
  return { changed: true as const, application, emailed }
}

/** The family's bell, when they have an account: the parent account of the application's e-mail, and the student. */
async function notifyApplicantFamily(
  db: AdmissionDeps['db'],
  application: { reference: string; studentName: string; email: string; enrollment: { userId: string | null } | null },
  status: ApplicationStatus,
  reason: string | null,
  now: Date,
) {
  const parent = await db.user.findFirst({
    where: { email: application.email.trim().toLowerCase(), role: 'parent', isActive: true },
    select: { id: true },
  })
  const ids = [parent?.id, application.enrollment?.userId].filter((id): id is string => Boolean(id))
  await notify(
    db,
    ids,
    {
      kind: 'admission_decision',
      title: `Application ${application.reference}: ${statusLabels[status]}`,
      body: `${application.studentName}: ${statusExplanations[status]}${reason ? ` Reason: ${reason}` : ''}`,
      link: '/admission-status',
    },
    now,
  )
}

export async function changeApplicationStatus(
  raw: ChangeStatusInput,
  actor: AuditActor,
  deps: AdmissionDeps,
): Promise<ChangeStatusResult> {
  const input = changeStatusSchema.parse(raw)
  if (!canChangeStatus(input.from, input.to)) {
    throw badRequest(
      `An application that is ${statusLabels[input.from].toLowerCase()} cannot be moved to ${statusLabels[input.to].toLowerCase()}.`,
    )
  }
  const settings = await readAdmissionSettings(deps.db)
  const outcome = await moveApplication(
    { id: input.id, from: input.from, to: input.to, note: input.note, reason: input.reason },
    actor,
    deps,
    settings,
  )
  if (!outcome.changed) {
    throw outcome.exists ? conflict(statusRaceMessage) : notFound(applicationNotFoundMessage)
  }
  return { status: input.to, emailed: outcome.emailed }
}

export type BulkRowResult = {
  id: string
  reference: string | null
  studentName: string | null
  ok: boolean
  /** Why this one was not moved; null when it was. */
  message: string | null
  emailed: boolean | null
}

/**
 * One decision for several applications. Each is moved from its own current status in its own
 * transaction, so one that cannot move (already decided, changed meanwhile, gone) is reported and the others stand.
 */
export async function changeStatusInBulk(
  raw: BulkStatusInput,
  actor: AuditActor,
  deps: AdmissionDeps,
): Promise<{ results: BulkRowResult[]; moved: number }> {
  const input = bulkStatusSchema.parse(raw)
  const settings = await readAdmissionSettings(deps.db)
  const rows = await deps.db.admissionApplication.findMany({
    where: { id: { in: input.ids } },
    select: { id: true, reference: true, studentName: true, status: true },
  })
  const results: BulkRowResult[] = []
  for (const id of input.ids) {
    const row = rows.find((candidate) => candidate.id === id)
    if (!row) {
      results.push({
        id,
        reference: null,
        studentName: null,
        ok: false,
        message: applicationNotFoundMessage,
        emailed: null,
      })
      continue
    }
    const base = { id, reference: row.reference, studentName: row.studentName }
    if (!canChangeStatus(row.status, input.to)) {
      results.push({
        ...base,
        ok: false,
        emailed: null,
        message: `${statusLabels[row.status]}: cannot be moved to ${statusLabels[input.to].toLowerCase()}.`,
      })
      continue
    }
    try {
      const outcome = await moveApplication(
        { id, from: row.status, to: input.to, note: null, reason: input.reason, bulk: true },
        actor,
        deps,
        settings,
      )
      results.push(
        outcome.changed
          ? { ...base, ok: true, message: null, emailed: outcome.emailed }
          : {
              ...base,
              ok: false,
              emailed: null,
              message: outcome.exists ? statusRaceMessage : applicationNotFoundMessage,
            },
      )
    } catch (error) {
      deps.logError(`bulk status change of ${row.reference} failed`, error)
      results.push({
        ...base,
        ok: false,
        emailed: null,
        message: 'This application could not be changed. Please try it again on its own page.',
      })
    }
  }
  return { results, moved: results.filter((result) => result.ok).length }
}

/** The e-mail a status change would send, for the confirmation dialog; null when that status sends none. */
export async function previewStatusEmail(raw: StatusEmailPreviewInput, deps: Pick<AdmissionDeps, 'db' | 'appOrigin'>) {
  const input = statusEmailPreviewSchema.parse(raw)
  const application = await deps.db.admissionApplication.findUnique({
    where: { id: input.id },
    select: {
      reference: true,
      studentName: true,
      applyingForClass: true,
      stream: true,
      email: true,
      fatherName: true,
      motherName: true,
    },
  })
  if (!application) throw notFound(applicationNotFoundMessage)
  const { guardian } = await addresseeOf(deps.db, application)
  const settings = await readAdmissionSettings(deps.db)
  const message = statusEmail(application, input.to, {
    reason: needsReason(input.to) ? input.reason : null,
    settings,
    appOrigin: deps.appOrigin,
  })
  return message ? { to: message.to, subject: message.subject, text: greeted(message.text, guardian) } : null
}
