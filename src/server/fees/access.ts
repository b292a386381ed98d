// Server-only: who may see which student's fees. Staff at the counter (admin, cashier) see every student; a
// student sees only themself; a parent sees the students they are linked to as guardian. Anything else is
// answered as "not found", so a stranger cannot even learn that a student or receipt exists.
import { notFound } from '~/server/errors'
import type { Role } from '~/shared/roles'
import { studentNotFoundMessage } from './common'
import type { Db } from './ledger'

export type FeeViewer = { id: string; role: Role }

export const isCounterStaff = (user: { role: Role }) => user.role === 'admin' || user.role === 'cashier'

/** The students whose fees a student or parent may read (for staff: not used, they see all). */
export async function familyStudentIds(db: Db, user: FeeViewer): Promise<string[]> {
  if (user.role === 'student') {
    const self = await db.student.findUnique({ where: { userId: user.id }, select: { userId: true } })
    return self ? [self.userId] : []
  }
  if (user.role === 'parent') {
    // The explicit guardian link, never e-mail equality.
    const children = await db.student.findMany({
      where: { user: { isActive: true, guardians: { some: { parentId: user.id } } } },
      select: { userId: true },
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
    })
    return children.map((child) => child.userId)
  }
  return []
}

export async function canSeeStudent(db: Db, user: FeeViewer, studentId: string): Promise<boolean> {
  if (isCounterStaff(user)) return true
  return (await familyStudentIds(db, user)).includes(studentId)
}

/** Throws NOT_FOUND unless `user` may see the student's fees. */
export async function assertCanSeeStudent(db: Db, user: FeeViewer, studentId: string): Promise<void> {
  if (!(await canSeeStudent(db, user, studentId))) throw notFound(studentNotFoundMessage)
}

/**
 * The rule of the receipt file route (PDF): counter staff read any receipt; a student or parent only a receipt
 * that pays fees of their own family.
 */
export async function canReadReceipt(db: Db, user: FeeViewer | null, receipt: { id: string }): Promise<boolean> {
  if (!user) return false
  if (isCounterStaff(user)) return true
  const family = await familyStudentIds(db, user)
  if (family.length === 0) return false
  const hit = await db.feeAllocation.findFirst({
    where: { receiptId: receipt.id, studentId: { in: family } },
    select: { id: true },
  })
  if (hit) return true
  // A receipt that only took an advance has no allocations: its credit entry names the student.
  const advance = await db.feeCreditEntry.findFirst({
    where: { receiptId: receipt.id, studentId: { in: family } },
    select: { id: true },
  })
  return advance !== null
}
