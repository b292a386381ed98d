// The student account made from an accepted application (docs/product.md, Admissions workflow), with the family's
// parent account linked as guardian.
import { normalizeIndianMobile } from '~/shared/phone'
import { badRequest, conflict, notFound } from '~/server/errors'
import { createAccount, type AccountDeps, type CreatedAccount } from '~/server/auth/accounts'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { linkGuardian } from '~/server/auth/guardians'
import { uniqueViolationText } from '~/server/auth/prisma-errors'
import { classLabel, splitStudentName, streamFor, type CreateStudentAccountInput } from '~/shared/admission-schema'
import {
  createStudentAccountWithClassSchema,
  parseClassName,
  type CreateStudentAccountWithClassInput,
} from '~/shared/enrolment-fields'
import { ensureUpcomingYear } from '~/server/fees/years'
import type { AdmissionDeps } from './deps'
import { applicationNotFoundMessage } from './review'

export const accountExistsMessage = 'A student account has already been created for this application.'
export const accountNeedsAcceptanceMessage = 'Only an accepted application can get a student account.'

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
  if (!application) throw notFound(applicationNotFoundMessage)
  if (application.status !== 'accepted') throw badRequest(accountNeedsAcceptanceMessage)
  const familyEmail = application.email.trim().toLowerCase()
  if (input.email === familyEmail) throw badRequest(familyEmailForStudentMessage)

  try {
    await deps.db.admissionEnrollment.create({
      data: { applicationId: application.id, createdById: actor.id, createdAt: deps.now() },
    })
  } catch (error) {
    // The primary key is the only unique column set here (PostgreSQL names it admission_enrollments_pkey).
    if (uniqueViolationText(error) !== null) throw conflict(accountExistsMessage)
    throw error
  }

  let created: CreatedAccount
  try {
    // An application for a named session is enrolled in that fee year, created as upcoming when it is new.
    const year = application.session
      ? await ensureUpcomingYear({ db: deps.db, now: deps.now }, application.session, actor)
      : null
    created = await createAccount(
      {
        role: 'student',
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        schoolId: undefined,
        enrolYearId: year?.id,
        student: {
          parentEmail: familyEmail,
          dateOfBirth: application.dob,
          gender: application.gender as 'male' | 'female' | 'other',
          address: application.address,
          parentName: [application.fatherName, application.motherName].join(' / '),
          // A mobile is kept as +91XXXXXXXXXX like every other; another number (a landline) as the family typed it.
          parentPhone: normalizeIndianMobile(application.phoneNumber) ?? application.phoneNumber,
          // Enrolled in the session's year (else the current one): the applied-for class unless the admin chose another.
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
