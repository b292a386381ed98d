// The admin side of admissions (docs/product.md, Admissions workflow and Admin tools): list, detail, the status
// workflow with its history and decision e-mails, and creating the student account from an accepted application.
import { TRPCError } from '@trpc/server'
import { createAccount, type AccountDeps, type CreatedAccount } from '~/server/auth/accounts'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { linkGuardian } from '~/server/auth/guardians'
import { uniqueViolationText } from '~/server/auth/prisma-errors'
import { containsInsensitive, type Prisma } from '~/server/db'
import { notify } from '~/server/notifications'
import { findPage } from '~/server/paging'
import type { AdmissionSettingsView } from '~/shared/admission-settings'
import {
  applicationListSchema,
  bulkStatusSchema,
  canChangeStatus,
  changeStatusSchema,
  classLabel,
  documentKinds,
  needsReason,
  statusEmailPreviewSchema,
  statusExplanations,
  type BulkStatusInput,
  type StatusEmailPreviewInput,
  normalizeReference,
  statusLabels,
  statusTransitions,
  type ApplicationListInput,
  type ApplicationStatus,
  type ChangeStatusInput,
  splitStudentName,
  streamFor,
  type CreateStudentAccountInput,
  type DocumentKind,
} from '~/shared/admission-schema'
import {
  createStudentAccountWithClassSchema,
  parseClassName,
  type CreateStudentAccountWithClassInput,
} from '~/shared/fees'
import { displayName } from '~/shared/names'
import { startOfSchoolDay, type AdmissionDeps } from './deps'
import { sendQuietly, statusEmail } from './notifications'
import { readAdmissionSettings } from './settings'

export const applicationNotFoundMessage = 'Application not found'
export const statusRaceMessage =
  'This application was changed by someone else meanwhile. The page now shows its current status.'
export const accountExistsMessage = 'A student account has already been created for this application.'
export const accountNeedsAcceptanceMessage = 'Only an accepted application can get a student account.'

const day = 24 * 60 * 60 * 1000

/** The list's filters as a where clause; the CSV export uses the same one. */
export function applicationWhere(
  input: ApplicationListInput,
  kind: AdmissionDeps['dbKind'],
): Prisma.AdmissionApplicationWhereInput {
  const filters = applicationListSchema.parse(input)
  const where: Prisma.AdmissionApplicationWhereInput[] = []
  if (filters.status) where.push({ status: filters.status })
  if (filters.applyingForClass) where.push({ applyingForClass: filters.applyingForClass })
  if (filters.from) where.push({ createdAt: { gte: startOfSchoolDay(filters.from) } })
  if (filters.to) where.push({ createdAt: { lt: new Date(startOfSchoolDay(filters.to).getTime() + day) } })
  if (filters.search) {
    where.push({
      OR: [
        { studentName: containsInsensitive(filters.search, kind) },
        { reference: containsInsensitive(normalizeReference(filters.search), kind) },
        { phoneNumber: containsInsensitive(filters.search, kind) },
      ],
    })
  }
  return where.length ? { AND: where } : {}
}

export async function listApplications(input: ApplicationListInput, deps: Pick<AdmissionDeps, 'db' | 'dbKind'>) {
  const where = applicationWhere(input, deps.dbKind)
  return findPage(
    applicationListSchema.parse(input),
    () => deps.db.admissionApplication.count({ where }),
    (window) =>
      deps.db.admissionApplication.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { reference: 'desc' }],
        ...window,
        select: {
          id: true,
          reference: true,
          studentName: true,
          applyingForClass: true,
          stream: true,
          status: true,
          phoneNumber: true,
          email: true,
          createdAt: true,
        },
      }),
  )
}

const documentColumns = {
  birthCertificate: 'birthCertificateUrl',
  aadhaarCard: 'aadhaarCardUrl',
  markSheet: 'markSheetUrl',
  photo: 'photoUrl',
} as const satisfies Record<DocumentKind, string>

export function documentKeyOf(
  application: Record<(typeof documentColumns)[DocumentKind], string | null>,
  kind: DocumentKind,
): string | null {
  return application[documentColumns[kind]]
}

export async function getApplication(id: string, deps: Pick<AdmissionDeps, 'db'>) {
  const application = await deps.db.admissionApplication.findUnique({
    where: { id },
    include: {
      statusChanges: { orderBy: { createdAt: 'asc' } },
      enrollment: true,
    },
  })
  if (!application) throw new TRPCError({ code: 'NOT_FOUND', message: applicationNotFoundMessage })

  const keys = documentKinds
    .map((kind) => documentKeyOf(application, kind))
    .filter((key): key is string => key !== null)
  const files = await deps.db.storedFile.findMany({
    where: { key: { in: keys } },
    select: { key: true, contentType: true, size: true, originalName: true },
  })
  const documents = documentKinds.map((kind) => {
    const key = documentKeyOf(application, kind)
    const file = key ? files.find((f) => f.key === key) : undefined
    return {
      kind,
      // Deleted under the retention rule: the key is kept in the row, the file is gone.
      present: key !== null && application.documentsDeletedAt === null,
      contentType: file?.contentType ?? null,
      size: file?.size ?? null,
      originalName: file?.originalName ?? null,
    }
  })

  const userId = application.enrollment?.userId
  const account = userId
    ? await deps.db.user.findUnique({
        where: { id: userId },
        select: { id: true, email: true, firstName: true, lastName: true, uniqueId: true, isActive: true },
      })
    : null

  const {
    statusChanges,
    enrollment,
    birthCertificateUrl: _b,
    aadhaarCardUrl: _a,
    markSheetUrl: _m,
    photoUrl: _p,
    ...fields
  } = application
  return {
    ...fields,
    documents,
    history: statusChanges.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      to: change.toStatus,
      note: change.note,
      reason: change.reason,
      actorName: change.actorName,
      at: change.createdAt,
    })),
    nextStatuses: statusTransitions[application.status],
    account,
    accountPending: enrollment !== null && enrollment.userId === null,
  }
}

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
    await tx.admissionStatusChange.create({
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
    return { changed: true as const, application: row }
  })
  if (!outcome.changed) return { changed: false as const, exists: outcome.exists }
  const { application } = outcome
  const message = statusEmail(application, move.to, { reason, settings, appOrigin: deps.appOrigin })
  const emailed = message ? await sendQuietly(deps, `status ${move.to} ${application.reference}`, message) : null
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
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `An application that is ${statusLabels[input.from].toLowerCase()} cannot be moved to ${statusLabels[input.to].toLowerCase()}.`,
    })
  }
  const settings = await readAdmissionSettings(deps.db)
  const outcome = await moveApplication(
    { id: input.id, from: input.from, to: input.to, note: input.note, reason: input.reason },
    actor,
    deps,
    settings,
  )
  if (!outcome.changed) {
    throw new TRPCError(
      outcome.exists
        ? { code: 'CONFLICT', message: statusRaceMessage }
        : { code: 'NOT_FOUND', message: applicationNotFoundMessage },
    )
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
    select: { reference: true, studentName: true, applyingForClass: true, stream: true, email: true },
  })
  if (!application) throw new TRPCError({ code: 'NOT_FOUND', message: applicationNotFoundMessage })
  const settings = await readAdmissionSettings(deps.db)
  const message = statusEmail(application, input.to, {
    reason: needsReason(input.to) ? input.reason : null,
    settings,
    appOrigin: deps.appOrigin,
  })
  return message ? { to: message.to, subject: message.subject, text: message.text } : null
}

export type StudentAccountResult = {
  account: CreatedAccount['user']
  password: string
  /** The family's parent account, linked as guardian: created now (with its one-time password) or found. */
  parent: {
    account: { id: string; email: string | null; firstName: string; lastName: string; uniqueId: string | null }
    password: string | null
  } | null
}

export const familyEmailForStudentMessage =
  "The student's e-mail must be their own. The family's e-mail becomes the parent account."

/**
 * The enrollment row is written first and is unique per application, so a double click or two admins
 * produce one account; if the account cannot be created the row is removed and the admin may retry.
 */
export async function createStudentAccount(
  raw: CreateStudentAccountInput | CreateStudentAccountWithClassInput,
  actor: AuditActor,
  deps: Pick<AdmissionDeps, 'db' | 'now'> & { account?: Omit<AccountDeps, 'db'> },
): Promise<StudentAccountResult> {
  const input = createStudentAccountWithClassSchema.parse(raw)
  const application = await deps.db.admissionApplication.findUnique({ where: { id: input.id } })
  if (!application) throw new TRPCError({ code: 'NOT_FOUND', message: applicationNotFoundMessage })
  if (application.status !== 'accepted')
    throw new TRPCError({ code: 'BAD_REQUEST', message: accountNeedsAcceptanceMessage })
  const familyEmail = application.email.trim().toLowerCase()
  if (input.email === familyEmail) throw new TRPCError({ code: 'BAD_REQUEST', message: familyEmailForStudentMessage })

  try {
    await deps.db.admissionEnrollment.create({
      data: { applicationId: application.id, createdById: actor.id, createdAt: deps.now() },
    })
  } catch (error) {
    // The primary key is the only unique column set here (PostgreSQL names it admission_enrollments_pkey).
    if (uniqueViolationText(error) !== null) throw new TRPCError({ code: 'CONFLICT', message: accountExistsMessage })
    throw error
  }

  let created: CreatedAccount
  try {
    created = await createAccount(
      {
        role: 'student',
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        schoolId: undefined,
        student: {
          parentEmail: familyEmail,
          dateOfBirth: application.dob,
          gender: application.gender as 'male' | 'female' | 'other',
          address: application.address,
          parentName: [application.fatherName, application.motherName].join(' / '),
          parentPhone: application.phoneNumber,
          // Enrolled in the current year: the applied-for class unless the admin chose another.
          className: input.className ?? parseClassName(application.applyingForClass) ?? undefined,
          // The stream applied for (XI and XII), unless the admin chose another.
          stream:
            input.stream ?? streamFor(input.className ?? application.applyingForClass, application.stream) ?? undefined,
          section: input.section,
          rollNumber: input.rollNumber,
        },
      },
      actor,
      { ...deps.account, db: deps.db, now: deps.now, source: `admission ${application.reference}` },
    )
  } catch (error) {
    await deps.db.admissionEnrollment.deleteMany({ where: { applicationId: application.id, userId: null } })
    throw error
  }

  await deps.db.$transaction(async (tx) => {
    await tx.admissionEnrollment.update({ where: { applicationId: application.id }, data: { userId: created.user.id } })
    await writeAuditLog(tx, {
      actor,
      action: 'admission.account_create',
      target: {
        type: 'admission_application',
        id: application.id,
        label: `${application.reference} (${application.studentName})`,
      },
      details: {
        userId: created.user.id,
        schoolId: created.user.uniqueId,
        className: classLabel(application.applyingForClass),
      },
      at: deps.now(),
    })
  })
  const parent = await linkFamilyParent(application, created.user.id, actor, deps)
  return { account: created.user, password: created.password, parent }
}

/**
 * The family's parent account: the account of the application's e-mail when it is a parent's,
 * else a new parent account with that e-mail; linked to the new student as guardian. Another kind of account
 * on that e-mail (staff) is left alone: no link.
 */
async function linkFamilyParent(
  application: { email: string; fatherName: string; motherName: string; reference: string },
  studentId: string,
  actor: AuditActor,
  deps: Pick<AdmissionDeps, 'db' | 'now'> & { account?: Omit<AccountDeps, 'db'> },
): Promise<StudentAccountResult['parent']> {
  const email = application.email.trim().toLowerCase()
  const select = { id: true, email: true, firstName: true, lastName: true, uniqueId: true, role: true } as const
  let existing = await deps.db.user.findUnique({ where: { email }, select })
  let password: string | null = null
  if (!existing) {
    const { firstName, lastName } = splitStudentName(application.fatherName.trim() || application.motherName.trim())
    try {
      const created = await createAccount(
        { role: 'parent', firstName: firstName || 'Parent', lastName: lastName || '-', email, schoolId: undefined },
        actor,
        { ...deps.account, db: deps.db, now: deps.now, source: `admission ${application.reference}` },
      )
      existing = { ...created.user, role: 'parent' as const }
      password = created.password
    } catch (error) {
      // Created meanwhile (two children of one family at once): use that one.
      existing = await deps.db.user.findUnique({ where: { email }, select })
      if (!existing) throw error
    }
  }
  if (existing.role !== 'parent') return null
  await linkGuardian(deps.db, { parentId: existing.id, studentId, relation: 'guardian', now: deps.now() })
  const { role: _role, ...account } = existing
  return { account, password }
}
