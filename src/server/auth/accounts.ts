// Creating an account: the user row, its teachers/students row and the audit entry in one transaction,
// with a generated password (shown once) and, when none was given, a generated school ID.
// Used by the registration form, the CSV import, and (later) accepting an admission application.
import { conflict } from '~/server/errors'
import { TRPCError } from '@trpc/server'
import type { Prisma, PrismaClient } from '~/server/db'
import { enrolInCurrentYear } from '~/server/fees/enrolment'
import type { CreateUserInput, StudentFields, TeacherFields } from '~/shared/account-schemas'
import { generatePassword, meetsPasswordPolicy, passwordPolicyMessage } from '~/shared/password-policy'
import { generateSchoolId } from '~/shared/school-id'
import type { Role } from '~/shared/roles'
import { displayName } from '~/shared/names'
import { writeAuditLog, type AuditActor } from './audit-log'
import { hashPassword } from './password'
import { isUniqueViolationOn } from './prisma-errors'
import { accountSelect } from './user-selects'

export const emailTakenMessage = 'This email is already registered'
export const schoolIdTakenMessage = 'This school ID is already in use'

/** Up to 3 retries, back-off from 500 ms doubling (capped at 8 s), on conflicts. */
export const creationRetry = { retries: 3, firstDelayMs: 500, maxDelayMs: 8000 } as const

export type AccountDeps = {
  db: PrismaClient
  /** The request's clock: the audit entry's time. */
  now: () => Date
  generateSchoolId?: (role: Role) => string
  generatePassword?: () => string
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** An account to create; only an admission's student may come without an e-mail. */
export type NewAccountInput = Omit<CreateUserInput, 'email'> & {
  email: string | null
  /** A student's fee year when it is not the current one (an admission for a later session). */
  enrolYearId?: string
}

export type CreatedAccount = {
  user: Prisma.UserGetPayload<{ select: typeof accountSelect }>
  /** The generated password, in clear text this once; only its Argon2id hash is stored. */
  password: string
}

/** A fresh password that is checked against the password policy before it is used. */
export function issuePassword(generate: () => string = generatePassword): string {
  const password = generate()
  if (!meetsPasswordPolicy(password)) {
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: passwordPolicyMessage })
  }
  return password
}

type Names = { firstName: string; lastName: string }

/** Each of `keys` from the optional fields, a blank one as null (the table's nullable column). */
function nullWhereBlank<F extends object, K extends keyof F>(fields: Partial<F>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, fields[key] ?? null])) as { [P in K]-?: NonNullable<F[P]> | null }
}

/** The teachers row's columns; blank optional fields become null. */
export function teacherColumns(names: Names, email: string, fields: Partial<TeacherFields> = {}) {
  const optional = nullWhereBlank(fields, [
    'dateOfBirth',
    'gender',
    'joiningDate',
    'employeeId',
    'subjects',
    'specialization',
    'qualification',
    'phone',
  ])
  return { ...names, email, ...optional }
}

/** The students row's columns; blank optional fields become null. */
export function studentColumns(names: Names, fields: Partial<StudentFields> = {}) {
  return {
    ...names,
    ...nullWhereBlank(fields, ['parentEmail', 'dateOfBirth', 'gender', 'address', 'parentName', 'parentPhone']),
  }
}

/** Clear messages before the write; the unique indexes still decide races. */
export async function assertAccountIsNew(
  input: Pick<NewAccountInput, 'email' | 'schoolId'>,
  db: PrismaClient | Prisma.TransactionClient,
) {
  // Never `email: null` in the filter: it would match every account without an e-mail.
  const or = [
    ...(input.email ? [{ email: input.email }] : []),
    ...(input.schoolId ? [{ uniqueId: input.schoolId }] : []),
  ]
  if (or.length === 0) return
  const clash = await db.user.findFirst({
    where: { OR: or },
    select: { email: true },
  })
  if (!clash) return
  throw conflict(clash.email === input.email ? emailTakenMessage : schoolIdTakenMessage)
}

export type Writer = (
  tx: Prisma.TransactionClient,
  account: { input: NewAccountInput; schoolId: string; passwordHash: string },
) => Promise<CreatedAccount['user']>

/** Inserts the user and its role row; audit-logged as `user.create` by `actor`. */
export function writeAccount(actor: AuditActor, source: string, now: () => Date): Writer {
  return async (tx, { input, schoolId, passwordHash }) => {
    const user = await tx.user.create({
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        uniqueId: schoolId,
        passwordHash,
      },
      select: accountSelect,
    })
    // A teacher or student account comes with its teachers or students row.
    const names = { firstName: input.firstName, lastName: input.lastName }
    if (input.role === 'teacher')
      await tx.teacher.create({ data: { userId: user.id, ...teacherColumns(names, input.email ?? '', input.teacher) } })
    if (input.role === 'student')
      await tx.student.create({ data: { userId: user.id, ...studentColumns(names, input.student) } })
    // The class in the current academic year, when one was given (fee portal: the student's fees follow it).
    const enrolment =
      input.role === 'student' ? await enrolInCurrentYear(tx, user.id, input.student, input.enrolYearId) : null
    await writeAuditLog(tx, {
      actor,
      action: 'user.create',
      target: {
        type: 'user',
        id: user.id,
        label: `${user.email ?? `${user.firstName} ${user.lastName}`} (${schoolId})`,
      },
      details: { name: displayName(user), role: user.role, schoolId, source, ...(enrolment ? { enrolment } : {}) },
      at: now(),
    })
    return user
  }
}

/**
 * Creates one account. A generated school ID that collides is replaced and retried with back-off;
 * a taken e-mail or a taken school ID the admin typed is a CONFLICT with the form's message.
 */
export async function createAccount(
  input: NewAccountInput,
  actor: AuditActor,
  deps: AccountDeps & { source?: string },
): Promise<CreatedAccount> {
  const db = deps.db
  const sleep = deps.sleep ?? wait
  const nextSchoolId = deps.generateSchoolId ?? generateSchoolId
  await assertAccountIsNew(input, db)
  const password = issuePassword(deps.generatePassword)
  const passwordHash = await hashPassword(password)
  const write = writeAccount(actor, deps.source ?? 'registration', deps.now)

  let delay: number = creationRetry.firstDelayMs
  for (let attempt = 0; ; attempt++) {
    const schoolId = input.schoolId ?? nextSchoolId(input.role)
    try {
      const user = await db.$transaction((tx) => write(tx, { input, schoolId, passwordHash }))
      return { user, password }
    } catch (error) {
      if (isUniqueViolationOn(error, 'email')) throw conflict(emailTakenMessage)
      const schoolIdClash = isUniqueViolationOn(error, 'unique_id', 'uniqueId')
      if (schoolIdClash && input.schoolId) throw conflict(schoolIdTakenMessage)
      if (!schoolIdClash || attempt >= creationRetry.retries) throw error
      await sleep(delay)
      delay = Math.min(delay * 2, creationRetry.maxDelayMs)
    }
  }
}
