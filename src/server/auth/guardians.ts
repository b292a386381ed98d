// Guardian links (issue 16 item 3): a parent account linked to a student account. One parent, several
// children; at most two guardians per child. The cap holds under concurrency because each link takes slot 1
// or 2 of the child under a unique (student, slot) index: two admins linking a third guardian at once cannot
// both get in; the loser's insert fails on the index and tries the next slot, and there is none.
import { TRPCError } from '@trpc/server'
import type { Prisma, PrismaClient } from '~/server/db'
import { isUniqueViolationOn } from './prisma-errors'

type Db = PrismaClient | Prisma.TransactionClient

export const guardianRelations = ['father', 'mother', 'guardian'] as const
export type GuardianRelation = (typeof guardianRelations)[number]

export const maxGuardians = 2
export const guardiansFullMessage = 'This student already has two guardians. Unlink one first.'
export const alreadyLinkedMessage = 'This parent is already linked to this student.'

/** Links `parentId` (a parent account) to `studentId` (a student account). */
export async function linkGuardian(db: Db, input: { parentId: string; studentId: string; relation: GuardianRelation; now: Date }): Promise<void> {
  const [parent, student] = await Promise.all([
    db.user.findUnique({ where: { id: input.parentId }, select: { role: true } }),
    db.user.findUnique({ where: { id: input.studentId }, select: { role: true } }),
  ])
  if (parent?.role !== 'parent') throw new TRPCError({ code: 'BAD_REQUEST', message: 'Only a parent account can be linked as guardian.' })
  if (student?.role !== 'student') throw new TRPCError({ code: 'BAD_REQUEST', message: 'A guardian is linked to a student account.' })
  if (await db.guardian.findUnique({ where: { parentId_studentId: { parentId: input.parentId, studentId: input.studentId } } })) {
    throw new TRPCError({ code: 'CONFLICT', message: alreadyLinkedMessage })
  }
  for (let slot = 1; slot <= maxGuardians; slot++) {
    try {
      await db.guardian.create({ data: { parentId: input.parentId, studentId: input.studentId, relation: input.relation, slot, createdAt: input.now } })
      return
    } catch (error) {
      if (isUniqueViolationOn(error, 'slot')) continue
      if (isUniqueViolationOn(error, 'parent_id', 'parentId', 'pkey')) throw new TRPCError({ code: 'CONFLICT', message: alreadyLinkedMessage })
      throw error
    }
  }
  throw new TRPCError({ code: 'CONFLICT', message: guardiansFullMessage })
}

/** Removes a link; false when there was none. */
export async function unlinkGuardian(db: Db, input: { parentId: string; studentId: string }): Promise<boolean> {
  const { count } = await db.guardian.deleteMany({ where: { parentId: input.parentId, studentId: input.studentId } })
  return count === 1
}

const personSelect = { id: true, firstName: true, lastName: true, email: true, uniqueId: true } as const

/** Both sides of an account's links: its guardians (a student) and its children (a parent). */
export async function guardianLinks(db: Db, userId: string) {
  const [guardians, children] = await Promise.all([
    db.guardian.findMany({ where: { studentId: userId }, orderBy: { slot: 'asc' }, select: { relation: true, parent: { select: personSelect } } }),
    db.guardian.findMany({ where: { parentId: userId }, orderBy: { student: { firstName: 'asc' } }, select: { relation: true, student: { select: personSelect } } }),
  ])
  return {
    guardians: guardians.map((row) => ({ relation: row.relation as GuardianRelation, ...row.parent })),
    children: children.map((row) => ({ relation: row.relation as GuardianRelation, ...row.student })),
  }
}
