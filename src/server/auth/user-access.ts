// Access changes on an account (docs/product.md, Admin tools): a new password, deactivating, deleting and the role.
// Never on one's own account, and never leaving the school without an active administrator.
import { badRequest, conflict, forbidden, notFound } from '~/server/errors'
import type { PrismaClient } from '~/server/db'
import { issuePassword, studentColumns, teacherColumns } from '~/server/auth/accounts'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { hashPassword } from '~/server/auth/password'
import { endPasswordLinks } from '~/server/auth/password-links'
import { isForeignKeyViolation, isTransactionConflict } from '~/server/auth/prisma-errors'
import { userIdentitySelect } from '~/server/auth/user-selects'
import { hasFeeRecords, studentHasFeesMessage } from '~/server/fees/enrolment'
import { emailIsRequired, type SetActiveInput, type SetRoleInput } from '~/shared/account-schemas'
import { displayName } from '~/shared/names'
import { roleLabels } from '~/shared/roles'
import { accountGoneMessage, label, type Tx, type UserAdminDeps } from './user-admin'

export const lastAdminMessage = 'There must always be at least one active administrator.'
const raceMessage = 'Another change to this account was made at the same time. Please try again.'

async function findTarget(tx: Tx, id: string) {
  const user = await tx.user.findUnique({ where: { id }, select: { ...userIdentitySelect, isActive: true } })
  if (!user) throw notFound(accountGoneMessage)
  return user
}

/** Refuses a change that would leave no active admin: counted inside the same serializable transaction. */
async function assertAnotherActiveAdmin(tx: Tx, exceptId: string) {
  const others = await tx.user.count({ where: { role: 'admin', isActive: true, id: { not: exceptId } } })
  if (others === 0) throw conflict(lastAdminMessage)
}

function refuseSelf(actor: AuditActor, targetId: string, message: string) {
  if (actor.id === targetId) throw forbidden(message)
}

/** Serializable so that two admins demoting each other at once cannot both succeed. */
async function guarded<T>(db: PrismaClient, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(work, { isolationLevel: 'Serializable' })
  } catch (error) {
    if (isTransactionConflict(error)) throw conflict(raceMessage)
    throw error
  }
}

/** A new generated password, shown once; every session of the account and every password link sent to it end. */
export async function resetUserPassword({ db, now }: UserAdminDeps, actor: AuditActor, id: string) {
  const password = issuePassword()
  const passwordHash = await hashPassword(password)
  const user = await db.$transaction(async (tx) => {
    const target = await findTarget(tx, id)
    await tx.user.update({ where: { id: target.id }, data: { passwordHash } })
    await tx.session.deleteMany({ where: { userId: target.id } })
    // A reset or welcome link already sent (perhaps to whoever made the reset necessary) no longer works.
    await endPasswordLinks(tx, target.id, now())
    await writeAuditLog(tx, {
      actor,
      action: 'user.password_reset',
      target: { type: 'user', id: target.id, label: label(target) },
      details: { name: displayName(target) },
      at: now(),
    })
    return target
  })
  return { id: user.id, email: user.email, uniqueId: user.uniqueId, password }
}

/** Deactivating ends every session and blocks sign-in; reactivating lets the same password in again. */
export async function setUserActive({ db, now }: UserAdminDeps, actor: AuditActor, input: SetActiveInput) {
  refuseSelf(actor, input.id, 'You cannot deactivate your own account.')
  return guarded(db, async (tx) => {
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
      await endPasswordLinks(tx, target.id, now())
    }
    if (target.isActive !== input.active) {
      await writeAuditLog(tx, {
        actor,
        action: input.active ? 'user.reactivate' : 'user.deactivate',
        target: { type: 'user', id: target.id, label: label(target) },
        details: { name: displayName(target) },
        at: now(),
      })
    }
    return user
  })
}

export async function deleteUser({ db, now }: UserAdminDeps, actor: AuditActor, id: string) {
  refuseSelf(actor, id, 'You cannot delete your own account.')
  try {
    return await guarded(db, async (tx) => {
      const target = await findTarget(tx, id)
      if (target.role === 'admin') await assertAnotherActiveAdmin(tx, target.id)
      if (await hasFeeRecords(tx, target.id)) throw conflict(studentHasFeesMessage)
      await tx.user.delete({ where: { id: target.id } })
      // An account made from an accepted application can be made again (the application's row names it by id only).
      await tx.admissionEnrollment.deleteMany({ where: { userId: target.id } })
      await writeAuditLog(tx, {
        actor,
        action: 'user.delete',
        target: { type: 'user', id: target.id, label: label(target) },
        details: { role: target.role, name: `${target.firstName} ${target.lastName}`.trim() },
        at: now(),
      })
      return { id: target.id }
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict('Other records still refer to this account. Deactivate it instead.')
    }
    throw error
  }
}

/** Role management: no self-demotion, and never zero active admins. */
export async function setUserRole({ db, now }: UserAdminDeps, actor: AuditActor, input: SetRoleInput) {
  refuseSelf(actor, input.id, 'You cannot change your own role.')
  return guarded(db, async (tx) => {
    const target = await findTarget(tx, input.id)
    if (target.role === input.role) return { id: target.id, role: target.role }
    // A student without e-mail becomes a parent or staff member only once the account has an address.
    if (!target.email && emailIsRequired(input.role)) {
      throw badRequest(`Add an e-mail address to this account before giving it the ${roleLabels[input.role]} role.`)
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
      actor,
      action: 'user.role_change',
      target: { type: 'user', id: target.id, label: label(target) },
      details: {
        name: displayName(target),
        from: target.role,
        to: input.role,
        summary: `${roleLabels[target.role]} -> ${roleLabels[input.role]}`,
      },
      at: now(),
    })
    return user
  })
}
