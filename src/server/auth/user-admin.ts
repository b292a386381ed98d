// The admin's user management (docs/product.md, Admin tools): the list, an account's detail, the counts per role and
// editing an account. Access changes (password reset, deactivate, delete, role) are in user-access.ts, new accounts
// and guardian links in user-registration.ts. Every change is audit-logged in its own transaction.
import { badRequest, conflict, notFound } from '~/server/errors'
import type { Prisma, PrismaClient } from '~/server/db'
import { emailTakenMessage, studentColumns, teacherColumns } from '~/server/auth/accounts'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { userListWhere } from '~/server/auth/class-lists'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { accountSelect, studentDetailsSelect, teacherDetailsSelect } from '~/server/auth/user-selects'
import { currentEnrolment, enrolInCurrentYear } from '~/server/fees/enrolment'
import { findPage } from '~/server/paging'
import {
  emailIsRequired,
  emailRequiredMessage,
  type ListUsersInput,
  type UpdateUserInput,
} from '~/shared/account-schemas'
import { fieldChanges } from '~/shared/audit'
import { displayName } from '~/shared/names'
import type { Role } from '~/shared/roles'

export type UserAdminDeps = { db: PrismaClient; now: () => Date }

export type Tx = Prisma.TransactionClient

export const accountGoneMessage = 'This account no longer exists.'

const listSelect = {
  ...accountSelect,
  sessions: { select: { lastVerifiedAt: true }, orderBy: { lastVerifiedAt: 'desc' }, take: 1 },
} as const satisfies Prisma.UserSelect

const detailSelect = {
  ...accountSelect,
  updatedAt: true,
  phone: true,
  address: true,
  teacher: { select: teacherDetailsSelect },
  student: { select: studentDetailsSelect },
} as const satisfies Prisma.UserSelect

/** An account as the audit log names it: its e-mail (or name) and school ID. */
export function label(user: { email: string | null; uniqueId: string | null; firstName?: string; lastName?: string }) {
  // An account without e-mail (a student created from an admission) is named by its name.
  const name = user.email ?? [user.firstName, user.lastName].filter(Boolean).join(' ')
  return user.uniqueId ? `${name} (${user.uniqueId})` : name
}

/**
 * The contact columns on the account itself, where Edit Profile keeps them (src/server/auth/profile.ts): a teacher's
 * phone lives on the teachers row and a student's address on the students row, which their own fields edit.
 */
function ownContact(account: { role: Role; teacher: unknown; student: unknown }, contact: UpdateUserInput['contact']) {
  if (!contact) return {}
  const hasTeacherRow = account.role === 'teacher' || account.teacher !== null
  const hasStudentRow = account.role === 'student' || account.student !== null
  return {
    ...(hasTeacherRow ? {} : { phone: contact.phone ?? null }),
    ...(hasStudentRow ? {} : { address: contact.address ?? null }),
  }
}

export async function listUsers(db: PrismaClient, input: ListUsersInput) {
  const where = userListWhere(db, input)
  const page = await findPage(
    input,
    () => db.user.count({ where }),
    (window) =>
      db.user.findMany({
        where,
        select: listSelect,
        orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { email: 'asc' }],
        ...window,
      }),
  )
  return {
    ...page,
    items: page.items.map(({ sessions, ...user }) => ({
      ...user,
      lastActiveAt: sessions[0]?.lastVerifiedAt ?? null,
    })),
  }
}

export async function getUser(db: PrismaClient, id: string) {
  const user = await db.user.findUnique({ where: { id }, select: detailSelect })
  if (!user) throw notFound(accountGoneMessage)
  // The class in the current academic year (null when not enrolled or no year is current).
  return { ...user, enrolment: user.student ? await currentEnrolment(db, user.id) : null }
}

/** Counts per role for the role management screen and the admin dashboard. */
export async function roleCounts(db: PrismaClient) {
  const groups = await db.user.groupBy({ by: ['role'], _count: { _all: true }, where: { isActive: true } })
  return Object.fromEntries(groups.map((group) => [group.role, group._count._all])) as Partial<Record<Role, number>>
}

export async function updateUser({ db, now }: UserAdminDeps, actor: AuditActor, input: UpdateUserInput) {
  try {
    return await db.$transaction(async (tx) => {
      const before = await tx.user.findUnique({ where: { id: input.id }, select: detailSelect })
      if (!before) throw notFound(accountGoneMessage)
      // The form's role is only a hint; the stored role decides whether the e-mail may be blank.
      if (!input.email && emailIsRequired(before.role)) throw badRequest(emailRequiredMessage)
      const names = { firstName: input.firstName, lastName: input.lastName }
      const user = await tx.user.update({
        where: { id: input.id },
        data: { ...names, email: input.email, ...ownContact(before, input.contact) },
        select: detailSelect,
      })
      // Role rows always follow the names; their other columns change only when the form sent them.
      if (before.role === 'teacher' || before.teacher) {
        const email = input.email ?? ''
        const data = input.teacher ? teacherColumns(names, email, input.teacher) : { ...names, email }
        await tx.teacher.upsert({
          where: { userId: input.id },
          create: { userId: input.id, ...teacherColumns(names, email, input.teacher) },
          update: data,
        })
      }
      if (before.role === 'student' || before.student) {
        const data = input.student ? studentColumns(names, input.student) : names
        await tx.student.upsert({
          where: { userId: input.id },
          create: { userId: input.id, ...studentColumns(names, input.student) },
          update: data,
        })
        await enrolInCurrentYear(tx, input.id, input.student)
      }
      const after = await tx.user.findUniqueOrThrow({ where: { id: input.id }, select: detailSelect })
      // Names at the time and each field's before and after value, so the log reads as a sentence.
      await writeAuditLog(tx, {
        actor,
        action: 'user.update',
        target: { type: 'user', id: user.id, label: label(user) },
        details: { name: displayName(before), changes: fieldChanges(before, after) },
        at: now(),
      })
      return after
    })
  } catch (error) {
    if (isUniqueViolationOn(error, 'email')) throw conflict(emailTakenMessage)
    throw error
  }
}
