// Guardian links: a parent account linked to a student account. One parent, several
// children; at most two guardians per child. The cap holds under concurrency because each link takes slot 1
// or 2 of the child under a unique (student, slot) index: two admins linking a third guardian at once cannot
// both get in; the loser's insert fails on the index and tries the next slot, and there is none.
import { badRequest, conflict } from '~/server/errors'
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
export async function linkGuardian(
  db: Db,
  input: { parentId: string; studentId: string; relation: GuardianRelation; now: Date },
): Promise<void> {
  const [parent, student] = await Promise.all([
    db.user.findUnique({ where: { id: input.parentId }, select: { role: true } }),
    db.user.findUnique({ where: { id: input.studentId }, select: { role: true } }),
  ])
  if (parent?.role !== 'parent') throw badRequest('Only a parent account can be linked as guardian.')
  if (student?.role !== 'student') throw badRequest('A guardian is linked to a student account.')
  if (
    await db.guardian.findUnique({
      where: { parentId_studentId: { parentId: input.parentId, studentId: input.studentId } },
    })
  ) {
    throw conflict(alreadyLinkedMessage)
  }
  for (let slot = 1; slot <= maxGuardians; slot++) {
    try {
      await db.guardian.create({
        data: {
          parentId: input.parentId,
          studentId: input.studentId,
          relation: input.relation,
          slot,
          createdAt: input.now,
        },
      })
      return
    } catch (error) {
      if (isUniqueViolationOn(error, 'slot')) continue
      if (isUniqueViolationOn(error, 'parent_id', 'parentId', 'pkey')) throw conflict(alreadyLinkedMessage)
      throw error
    }
  }
  throw conflict(guardiansFullMessage)
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
    db.guardian.findMany({
      where: { studentId: userId },
      orderBy: { slot: 'asc' },
      select: { relation: true, parent: { select: personSelect } },
    }),
    db.guardian.findMany({
      where: { parentId: userId },
      orderBy: { student: { firstName: 'asc' } },
      select: { relation: true, student: { select: personSelect } },
    }),
  ])
  return {
    guardians: guardians.map((row) => ({ relation: row.relation as GuardianRelation, ...row.parent })),
    children: children.map((row) => ({ relation: row.relation as GuardianRelation, ...row.student })),
  }
}

/**
 * Registration and the CSV import: a new student whose parent e-mail is a parent account's is
 * linked to it; a new parent account is linked to the students whose parent e-mail is theirs. A full or
 * existing link is left as it is. Returns how many links were made.
 */
export async function linkByParentEmail(
  db: PrismaClient,
  user: { id: string; role: string; email: string | null; parentEmail?: string | null },
  now: Date,
): Promise<number> {
  const pairs: { parentId: string; studentId: string }[] = []
  if (user.role === 'student' && user.parentEmail) {
    const parent = await db.user.findUnique({
      where: { email: user.parentEmail.toLowerCase() },
      select: { id: true, role: true },
    })
    if (parent?.role === 'parent') pairs.push({ parentId: parent.id, studentId: user.id })
  }
  if (user.role === 'parent' && user.email) {
    const children = await db.student.findMany({
      where: { parentEmail: user.email },
      select: { userId: true },
      take: 20,
    })
    pairs.push(...children.map((child) => ({ parentId: user.id, studentId: child.userId })))
  }
  let linked = 0
  for (const pair of pairs) {
    try {
      await linkGuardian(db, { ...pair, relation: 'guardian', now })
      linked += 1
    } catch (error) {
      if (!(error instanceof TRPCError && error.code === 'CONFLICT')) throw error
    }
  }
  return linked
}
