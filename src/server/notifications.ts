// The notification bell (issue 16 item 2): rows per user in the database, written where things happen (a new
// application, a fee receipt) and read, marked read and cleared by their owner only. Writing one never fails
// the action that caused it: a lost notification is logged, the receipt or application stands.
import type { Prisma, PrismaClient } from '~/server/db'

type Db = PrismaClient | Prisma.TransactionClient

export type NotificationKind = 'application_new' | 'mail_failed' | 'stock_low' | 'notice_new' | 'fee_receipt' | 'fee_due' | 'admission_decision'

export type NewNotification = { kind: NotificationKind; title: string; body: string; link?: string | null }

/** Notifies each user once (ids repeated are written once). */
export async function notify(db: Db, userIds: readonly string[], notification: NewNotification, now: Date): Promise<void> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return
  try {
    await db.notification.createMany({
      data: ids.map((userId) => ({
        userId,
        kind: notification.kind,
        title: notification.title.slice(0, 200),
        body: notification.body.slice(0, 1000),
        link: notification.link ?? null,
        createdAt: now,
      })),
    })
  } catch (error) {
    console.error('[notifications] could not write:', error)
  }
}

/** Every active admin (new applications, failed e-mails, low stock). */
export async function notifyAdmins(db: Db, notification: NewNotification, now: Date): Promise<void> {
  const admins = await db.user.findMany({ where: { role: 'admin', isActive: true }, select: { id: true } })
  await notify(db, admins.map((admin) => admin.id), notification, now)
}

/** A student and the guardians linked to them (fee receipts and dues, admission news). */
export async function notifyFamily(db: Db, studentId: string, notification: NewNotification, now: Date): Promise<void> {
  const guardians = await db.guardian.findMany({ where: { studentId }, select: { parentId: true } })
  await notify(db, [studentId, ...guardians.map((guardian) => guardian.parentId)], notification, now)
}

const pageSize = 20

export async function listNotifications(db: PrismaClient, userId: string) {
  const [items, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: pageSize,
      select: { id: true, kind: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    db.notification.count({ where: { userId, readAt: null } }),
  ])
  return { items, unread }
}

/** Marks the owner's notification read (or all of them); someone else's id changes nothing. */
export async function markRead(db: PrismaClient, userId: string, id: string | null, now: Date): Promise<number> {
  const { count } = await db.notification.updateMany({ where: { userId, readAt: null, ...(id ? { id } : {}) }, data: { readAt: now } })
  return count
}

/** Clears the owner's notification (or all of them). */
export async function clearNotifications(db: PrismaClient, userId: string, id: string | null): Promise<number> {
  const { count } = await db.notification.deleteMany({ where: { userId, ...(id ? { id } : {}) } })
  return count
}
