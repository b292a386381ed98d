// The admin side of admissions (PRODUCT.md "Admissions", "Admin tools"): list, detail, the status workflow
// with its history and decision e-mails, and creating the student account from an accepted application.
import { TRPCError } from '@trpc/server'
import { createAccount, type AccountDeps, type CreatedAccount } from '~/server/auth/accounts'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { linkGuardian } from '~/server/auth/guardians'
import { uniqueViolationText } from '~/server/auth/prisma-errors'
import { containsInsensitive, type Prisma } from '~/server/db'
import {
  applicationListSchema,
  canChangeStatus,
  changeStatusSchema,
  classLabel,
  decisionStatuses,
  documentKinds,
  normalizeReference,
  statusLabels,
  statusTransitions,
  type ApplicationListInput,
  type ApplicationStatus,
  type ChangeStatusInput,
  splitStudentName,
  type CreateStudentAccountInput,
  type DocumentKind,
} from '~/shared/admission-schema'
import { createStudentAccountWithClassSchema, parseClassName, type CreateStudentAccountWithClassInput } from '~/shared/fees'
import { displayName } from '~/shared/names'
import { startOfSchoolDay, type AdmissionDeps } from './deps'
import { decisionLetter, sendQuietly } from './notifications'

export const applicationNotFoundMessage = 'Application not found'
export const statusRaceMessage = 'This application was changed by someone else meanwhile. The page now shows its current status.'
export const accountExistsMessage = 'A student account has already been created for this application.'
export const accountNeedsAcceptanceMessage = 'Only an accepted application can get a student account.'

const day = 24 * 60 * 60 * 1000

/** The list's filters as a where clause; the CSV export uses the same one. */
export function applicationWhere(input: ApplicationListInput, kind: AdmissionDeps['dbKind']): Prisma.AdmissionApplicationWhereInput {
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
        { reference: { contains: normalizeReference(filters.search) } },
        { phoneNumber: { contains: filters.search } },
      ],
    })
  }
  return where.length ? { AND: where } : {}
}

export async function listApplications(input: ApplicationListInput, deps: Pick<AdmissionDeps, 'db' | 'dbKind'>) {
  const { page, pageSize } = applicationListSchema.parse(input)
  const where = applicationWhere(input, deps.dbKind)
  const [total, items] = await Promise.all([
    deps.db.admissionApplication.count({ where }),
    deps.db.admissionApplication.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { reference: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        reference: true,
        studentName: true,
        applyingForClass: true,
        status: true,
        phoneNumber: true,
        email: true,
        createdAt: true,
      },
    }),
  ])
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}

const documentColumns = {
  birthCertificate: 'birthCertificateUrl',
  aadhaarCard: 'aadhaarCardUrl',
  markSheet: 'markSheetUrl',
} as const satisfies Record<DocumentKind, string>

export function documentKeyOf(application: Record<(typeof documentColumns)[DocumentKind], string | null>, kind: DocumentKind): string | null {
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

  const keys = documentKinds.map((kind) => documentKeyOf(application, kind)).filter((key): key is string => key !== null)
  const files = await deps.db.storedFile.findMany({
    where: { key: { in: keys } },
    select: { key: true, contentType: true, size: true, originalName: true },
  })
  const documents = documentKinds.map((kind) => {
    const key = documentKeyOf(application, kind)
    const file = key ? files.find((f) => f.key === key) : undefined
    return {
      kind,
      present: key !== null,
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

  const { statusChanges, enrollment, birthCertificateUrl: _b, aadhaarCardUrl: _a, markSheetUrl: _m, ...fields } = application
  return {
    ...fields,
    documents,
    history: statusChanges.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      to: change.toStatus,
      note: change.note,
      actorName: change.actorName,
      at: change.createdAt,
    })),
    nextStatuses: statusTransitions[application.status],
    account,
    accountPending: enrollment !== null && enrollment.userId === null,
  }
}

export type ChangeStatusResult = { status: ApplicationStatus; emailed: boolean | null }

export async function changeApplicationStatus(raw: ChangeStatusInput, actor: AuditActor, deps: AdmissionDeps): Promise<ChangeStatusResult> {
  const input = changeStatusSchema.parse(raw)
  if (!canChangeStatus(input.from, input.to)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `An application that is ${statusLabels[input.from].toLowerCase()} cannot be moved to ${statusLabels[input.to].toLowerCase()}.`,
    })
  }
  const now = deps.now()
  const outcome = await deps.db.$transaction(async (tx) => {
    // The status the admin saw is part of the condition, so two admins deciding at once cannot both win.
    const { count } = await tx.admissionApplication.updateMany({ where: { id: input.id, status: input.from }, data: { status: input.to, updatedAt: now } })
    // Losing the race returns instead of throwing: a rollback on SQLite's shared connection would also undo
    // other requests' writes made while this transaction was open.
    if (count === 0) return { changed: false as const, exists: (await tx.admissionApplication.count({ where: { id: input.id } })) > 0 }
    await tx.admissionStatusChange.create({
      data: { applicationId: input.id, fromStatus: input.from, toStatus: input.to, note: input.note, actorId: actor.id, actorName: displayName(actor), createdAt: now },
    })
    const row = await tx.admissionApplication.findUniqueOrThrow({
      where: { id: input.id },
      select: { reference: true, studentName: true, applyingForClass: true, email: true },
    })
    await writeAuditLog(tx, {
      actor,
      action: 'admission.status_change',
      target: { type: 'admission_application', id: input.id, label: `${row.reference} (${row.studentName})` },
      details: { from: input.from, to: input.to, ...(input.note ? { note: input.note } : {}) },
      at: now,
    })
    return { changed: true as const, application: row }
  })
  if (!outcome.changed) {
    throw new TRPCError(outcome.exists ? { code: 'CONFLICT', message: statusRaceMessage } : { code: 'NOT_FOUND', message: applicationNotFoundMessage })
  }
  const { application } = outcome

  const decision = (decisionStatuses as readonly string[]).includes(input.to) ? (input.to as (typeof decisionStatuses)[number]) : null
  const emailed = decision ? await sendQuietly(deps, `decision ${decision} ${application.reference}`, decisionLetter(application, decision)) : null
  return { status: input.to, emailed }
}

export type StudentAccountResult = {
  account: CreatedAccount['user']
  password: string
  /** The family's parent account, linked as guardian: created now (with its one-time password) or found. */
  parent: { account: { id: string; email: string | null; firstName: string; lastName: string; uniqueId: string | null }; password: string | null } | null
}

export const familyEmailForStudentMessage = "The student's e-mail must be their own. The family's e-mail becomes the parent account."

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
  if (application.status !== 'accepted') throw new TRPCError({ code: 'BAD_REQUEST', message: accountNeedsAcceptanceMessage })
  const familyEmail = application.email.trim().toLowerCase()
  if (input.email === familyEmail) throw new TRPCError({ code: 'BAD_REQUEST', message: familyEmailForStudentMessage })

  try {
    await deps.db.admissionEnrollment.create({ data: { applicationId: application.id, createdById: actor.id, createdAt: deps.now() } })
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
          section: input.section,
          rollNumber: input.rollNumber,
        },
      },
      actor,
      { ...deps.account, db: deps.db, source: `admission ${application.reference}` },
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
      target: { type: 'admission_application', id: application.id, label: `${application.reference} (${application.studentName})` },
      details: { userId: created.user.id, schoolId: created.user.uniqueId, className: classLabel(application.applyingForClass) },
    })
  })
  const parent = await linkFamilyParent(application, created.user.id, actor, deps)
  return { account: created.user, password: created.password, parent }
}

/**
 * The family's parent account (issue 16 item 3): the account of the application's e-mail when it is a parent's,
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
        { ...deps.account, db: deps.db, source: `admission ${application.reference}` },
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
