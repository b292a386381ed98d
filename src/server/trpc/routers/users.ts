// The admin's user tools: registration, management (edit, reset password, deactivate, delete), roles and
// the CSV import. Every procedure is admin-only and every change is audit-logged in its own transaction.
import { TRPCError } from '@trpc/server'
import type { Prisma, PrismaClient } from '~/server/db'
import { createAccount, emailTakenMessage, issuePassword, studentColumns, teacherColumns } from '~/server/auth/accounts'
import { currentEnrolment, enrolInCurrentYear, hasFeeRecords, studentHasFeesMessage } from '~/server/fees/enrolment'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { credentialSlipsPdf } from '~/server/auth/credential-slips'
import { guardianLinks, linkByParentEmail, linkGuardian, unlinkGuardian } from '~/server/auth/guardians'
import { endPasswordLinks, sendWelcomeEmails, welcomeDepsOf } from '~/server/auth/password-links'
import { importStudents } from '~/server/auth/student-import'
import {
  accountSelect,
  studentDetailsSelect,
  teacherDetailsSelect,
  userIdentitySelect,
} from '~/server/auth/user-selects'
import { hashPassword } from '~/server/auth/password'
import { isForeignKeyViolation, isTransactionConflict, isUniqueViolationOn } from '~/server/auth/prisma-errors'
import {
  createUserSchema,
  emailIsRequired,
  emailRequiredMessage,
  importStudentsSchema,
  listUsersSchema,
  setActiveSchema,
  setRoleSchema,
  updateUserSchema,
  userIdSchema,
  type UpdateUserInput,
} from '~/shared/account-schemas'
import { roleLabels, type Role } from '~/shared/roles'
import { fieldChanges } from '~/shared/audit'
import { displayName } from '~/shared/names'
import { credentialSlipsSchema, linkGuardianSchema, unlinkGuardianSchema } from '~/shared/password-schemas'
import { normalizeIdentifier } from '~/shared/identifier'
import { userListWhere } from '~/server/auth/class-lists'
import { findPage } from '~/server/paging'
import { createTRPCRouter, procedureFor } from '../init'

// The refusal of account creation has its own words.
const onlyAdminsCreateAccounts = { forbiddenMessage: 'Only administrators can create new user accounts' }

export const lastAdminMessage = 'There must always be at least one active administrator.'
const raceMessage = 'Another change to this account was made at the same time. Please try again.'

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

type Tx = Prisma.TransactionClient

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

async function findTarget(tx: Tx, id: string) {
  const user = await tx.user.findUnique({ where: { id }, select: { ...userIdentitySelect, isActive: true } })
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists.' })
  return user
}

function label(user: { email: string | null; uniqueId: string | null; firstName?: string; lastName?: string }) {
  // An account without e-mail (a student created from an admission) is named by its name.
  const name = user.email ?? [user.firstName, user.lastName].filter(Boolean).join(' ')
  return user.uniqueId ? `${name} (${user.uniqueId})` : name
}

/** An account's name for the audit log, read when the entry is written. */
async function nameOf(db: Tx, id: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id }, select: { firstName: true, lastName: true, email: true } })
  return user ? displayName(user) : null
}

/** Refuses a change that would leave no active admin: counted inside the same serializable transaction. */
async function assertAnotherActiveAdmin(tx: Tx, exceptId: string) {
  const others = await tx.user.count({ where: { role: 'admin', isActive: true, id: { not: exceptId } } })
  if (others === 0) throw new TRPCError({ code: 'CONFLICT', message: lastAdminMessage })
}

function refuseSelf(actor: AuditActor, targetId: string, message: string) {
  if (actor.id === targetId) throw new TRPCError({ code: 'FORBIDDEN', message })
}

/** Serializable so that two admins demoting each other at once cannot both succeed. */
async function guarded<T>(db: PrismaClient, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(work, { isolationLevel: 'Serializable' })
  } catch (error) {
    if (isTransactionConflict(error)) throw new TRPCError({ code: 'CONFLICT', message: raceMessage })
    throw error
  }
}

export const usersRouter = createTRPCRouter({
  list: procedureFor(['admin'])
    .input(listUsersSchema)
    .query(async ({ ctx, input }) => {
      const where = userListWhere(ctx.db, input)
      const page = await findPage(
        input,
        () => ctx.db.user.count({ where }),
        (window) =>
          ctx.db.user.findMany({
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
    }),

  get: procedureFor(['admin'])
    .input(userIdSchema)
    .query(async ({ ctx, input }) => {
      const user = await ctx.db.user.findUnique({ where: { id: input.id }, select: detailSelect })
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists.' })
      // The class in the current academic year (null when not enrolled or no year is current).
      return { ...user, enrolment: user.student ? await currentEnrolment(ctx.db, user.id) : null }
    }),

  /** Counts per role for the role management screen and the admin dashboard. */
  roleCounts: procedureFor(['admin']).query(async ({ ctx }) => {
    const groups = await ctx.db.user.groupBy({ by: ['role'], _count: { _all: true }, where: { isActive: true } })
    return Object.fromEntries(groups.map((group) => [group.role, group._count._all])) as Partial<Record<Role, number>>
  }),

  create: procedureFor(['admin'], onlyAdminsCreateAccounts)
    .input(createUserSchema)
    .mutation(async ({ ctx, input }) => {
      const created = await createAccount(input, ctx.user, { db: ctx.db, now: ctx.now, source: 'registration' })
      // The guardian link from the parent e-mail, either way round.
      await linkByParentEmail(ctx.db, { ...created.user, parentEmail: input.student?.parentEmail }, ctx.now())
      // The welcome e-mail's link lets the person choose their own password.
      const emailed = await sendWelcomeEmails(welcomeDepsOf(ctx), [created.user])
      return { ...created, welcomeEmailed: emailed.has(created.user.id) }
    }),

  importStudents: procedureFor(['admin'], onlyAdminsCreateAccounts)
    .input(importStudentsSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await importStudents(input.rows, ctx.user, { db: ctx.db, now: ctx.now, dryRun: input.dryRun })
      if (result.created.length === 0)
        return { ...result, created: result.created.map((account) => ({ ...account, welcomeEmailed: false })) }
      const users = await ctx.db.user.findMany({
        where: { uniqueId: { in: result.created.map((account) => account.schoolId) } },
        select: {
          id: true,
          email: true,
          firstName: true,
          uniqueId: true,
          role: true,
          student: { select: { parentEmail: true } },
        },
      })
      for (const user of users)
        await linkByParentEmail(ctx.db, { ...user, parentEmail: user.student?.parentEmail }, ctx.now())
      const emailed = await sendWelcomeEmails(welcomeDepsOf(ctx), users)
      const emailedIds = new Set(users.filter((user) => emailed.has(user.id)).map((user) => user.uniqueId))
      return {
        ...result,
        created: result.created.map((account) => ({ ...account, welcomeEmailed: emailedIds.has(account.schoolId) })),
      }
    }),

  /** Both sides of an account's guardian links. */
  guardians: procedureFor(['admin'])
    .input(userIdSchema)
    .query(({ ctx, input }) => guardianLinks(ctx.db, input.id)),

  /** Links a parent account (by e-mail or school ID) to a student; at most two guardians per child. */
  linkGuardian: procedureFor(['admin'])
    .input(linkGuardianSchema)
    .mutation(async ({ ctx, input }) => {
      const identifier = normalizeIdentifier(input.parent)
      const parent = await ctx.db.user.findUnique({
        where: identifier.kind === 'email' ? { email: identifier.value } : { uniqueId: identifier.value },
        select: { id: true, firstName: true, lastName: true },
      })
      if (!parent) throw new TRPCError({ code: 'NOT_FOUND', message: 'No account has that e-mail or school ID.' })
      await linkGuardian(ctx.db, {
        parentId: parent.id,
        studentId: input.studentId,
        relation: input.relation,
        now: ctx.now(),
      })
      await writeAuditLog(ctx.db, {
        actor: ctx.user,
        action: 'user.guardian_link',
        target: { type: 'user', id: input.studentId, label: `${parent.firstName} ${parent.lastName}` },
        details: {
          parentId: parent.id,
          relation: input.relation,
          parentName: displayName(parent),
          studentName: await nameOf(ctx.db, input.studentId),
        },
        at: ctx.now(),
      })
      return guardianLinks(ctx.db, input.studentId)
    }),

  unlinkGuardian: procedureFor(['admin'])
    .input(unlinkGuardianSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await unlinkGuardian(ctx.db, input)))
        throw new TRPCError({ code: 'NOT_FOUND', message: 'That link has already been removed.' })
      const [parentName, studentName] = await Promise.all([
        nameOf(ctx.db, input.parentId),
        nameOf(ctx.db, input.studentId),
      ])
      await writeAuditLog(ctx.db, {
        actor: ctx.user,
        action: 'user.guardian_unlink',
        target: { type: 'user', id: input.studentId, label: studentName },
        details: { parentId: input.parentId, parentName, studentName },
        at: ctx.now(),
      })
      return guardianLinks(ctx.db, input.studentId)
    }),

  /** A PDF of sign-in slips for new accounts without e-mail, from the creation result the admin holds (base64). */
  credentialSlips: procedureFor(['admin'])
    .input(credentialSlipsSchema)
    .mutation(async ({ ctx, input }) => ({
      pdfBase64: Buffer.from(await credentialSlipsPdf(input.slips, ctx.now())).toString('base64'),
    })),

  update: procedureFor(['admin'])
    .input(updateUserSchema)
    .mutation(async ({ ctx, input }) => {
      try {
        return await ctx.db.$transaction(async (tx) => {
          const before = await tx.user.findUnique({ where: { id: input.id }, select: detailSelect })
          if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists.' })
          // The form's role is only a hint; the stored role decides whether the e-mail may be blank.
          if (!input.email && emailIsRequired(before.role))
            throw new TRPCError({ code: 'BAD_REQUEST', message: emailRequiredMessage })
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
            actor: ctx.user,
            action: 'user.update',
            target: { type: 'user', id: user.id, label: label(user) },
            details: { name: displayName(before), changes: fieldChanges(before, after) },
            at: ctx.now(),
          })
          return after
        })
      } catch (error) {
        if (isUniqueViolationOn(error, 'email')) throw new TRPCError({ code: 'CONFLICT', message: emailTakenMessage })
        throw error
      }
    }),

  /** A new generated password, shown once; every session of the account and every password link sent to it end. */
  resetPassword: procedureFor(['admin'])
    .input(userIdSchema)
    .mutation(async ({ ctx, input }) => {
      const password = issuePassword()
      const passwordHash = await hashPassword(password)
      const user = await ctx.db.$transaction(async (tx) => {
        const target = await findTarget(tx, input.id)
        await tx.user.update({ where: { id: target.id }, data: { passwordHash } })
        await tx.session.deleteMany({ where: { userId: target.id } })
        // A reset or welcome link already sent (perhaps to whoever made the reset necessary) no longer works.
        await endPasswordLinks(tx, target.id, ctx.now())
        await writeAuditLog(tx, {
          actor: ctx.user,
          action: 'user.password_reset',
          target: { type: 'user', id: target.id, label: label(target) },
          details: { name: displayName(target) },
          at: ctx.now(),
        })
        return target
      })
      return { id: user.id, email: user.email, uniqueId: user.uniqueId, password }
    }),

  /** Deactivating ends every session and blocks sign-in; reactivating lets the same password in again. */
  setActive: procedureFor(['admin'])
    .input(setActiveSchema)
    .mutation(async ({ ctx, input }) => {
      refuseSelf(ctx.user, input.id, 'You cannot deactivate your own account.')
      return guarded(ctx.db, async (tx) => {
        const target = await findTarget(tx, input.id)
        if (!input.active && target.role === 'admin') await assertAnotherActiveAdmin(tx, target.id)
        const user = await tx.user.update({
          where: { id: target.id },
          data: { isActive: input.active },
          select: { id: true, isActive: true },
        })
        if (!input.active) {
          await tx.session.deleteMany({ where: { userId: target.id } })
          // Its password links die with its sessions, so reactivating it does not bring an old link back to life.
          await endPasswordLinks(tx, target.id, ctx.now())
        }
        if (target.isActive !== input.active) {
          await writeAuditLog(tx, {
            actor: ctx.user,
            action: input.active ? 'user.reactivate' : 'user.deactivate',
            target: { type: 'user', id: target.id, label: label(target) },
            details: { name: displayName(target) },
            at: ctx.now(),
          })
        }
        return user
      })
    }),

  delete: procedureFor(['admin'])
    .input(userIdSchema)
    .mutation(async ({ ctx, input }) => {
      refuseSelf(ctx.user, input.id, 'You cannot delete your own account.')
      try {
        return await guarded(ctx.db, async (tx) => {
          const target = await findTarget(tx, input.id)
          if (target.role === 'admin') await assertAnotherActiveAdmin(tx, target.id)
          if (await hasFeeRecords(tx, target.id))
            throw new TRPCError({ code: 'CONFLICT', message: studentHasFeesMessage })
          await tx.user.delete({ where: { id: target.id } })
          // An account made from an accepted application can be made again (the application's row names it by id only).
          await tx.admissionEnrollment.deleteMany({ where: { userId: target.id } })
          await writeAuditLog(tx, {
            actor: ctx.user,
            action: 'user.delete',
            target: { type: 'user', id: target.id, label: label(target) },
            details: { role: target.role, name: `${target.firstName} ${target.lastName}`.trim() },
            at: ctx.now(),
          })
          return { id: target.id }
        })
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw new TRPCError({
            code: 'CONFLICT',
            message: 'Other records still refer to this account. Deactivate it instead.',
          })
        }
        throw error
      }
    }),

  /** Role management: no self-demotion, and never zero active admins. */
  setRole: procedureFor(['admin'])
    .input(setRoleSchema)
    .mutation(async ({ ctx, input }) => {
      refuseSelf(ctx.user, input.id, 'You cannot change your own role.')
      return guarded(ctx.db, async (tx) => {
        const target = await findTarget(tx, input.id)
        if (target.role === input.role) return { id: target.id, role: target.role }
        // A student without e-mail becomes a parent or staff member only once the account has an address.
        if (!target.email && emailIsRequired(input.role)) {
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: `Add an e-mail address to this account before giving it the ${roleLabels[input.role]} role.`,
          })
        }
        if (target.role === 'admin') await assertAnotherActiveAdmin(tx, target.id)
        const user = await tx.user.update({
          where: { id: target.id },
          data: { role: input.role },
          select: { id: true, role: true },
        })
        // Teacher and student accounts have their matching record.
        const names = { firstName: target.firstName, lastName: target.lastName }
        if (input.role === 'teacher') {
          await tx.teacher.upsert({
            where: { userId: target.id },
            create: { userId: target.id, ...teacherColumns(names, target.email ?? '') },
            update: {},
          })
        }
        if (input.role === 'student') {
          await tx.student.upsert({
            where: { userId: target.id },
            create: { userId: target.id, ...studentColumns(names) },
            update: {},
          })
        }
        await writeAuditLog(tx, {
          actor: ctx.user,
          action: 'user.role_change',
          target: { type: 'user', id: target.id, label: label(target) },
          details: {
            name: displayName(target),
            from: target.role,
            to: input.role,
            summary: `${roleLabels[target.role]} -> ${roleLabels[input.role]}`,
          },
          at: ctx.now(),
        })
        return user
      })
    }),
})
