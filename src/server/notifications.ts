// The notification bell: rows per user in the database, written where things happen (a new
// application, a fee receipt) and read, marked read and cleared by their owner only. Writing one never fails
// the action that caused it: a lost notification is logged, the receipt or application stands.
import { withConflictRetry } from '~/server/auth/prisma-errors'
import type { Prisma, PrismaClient } from '~/server/db'

/** The tables a notification touches; a transaction client or the mailers' part of the client will do. */
type Db = Pick<PrismaClient | Prisma.TransactionClient, 'user' | 'notification' | 'guardian'>
type AdminDb = Pick<Db, 'user' | 'notification'>

export type NotificationKind =
  | 'application_new'
  | 'mail_failed'
  | 'stock_low'
  | 'notice_new'
  | 'fee_receipt'
  | 'fee_due'
  | 'admission_decision'
  | 'absence'
  | 'results_published'

export type NewNotification = { kind: NotificationKind; title: string; body: string; link?: string | null }

const rowOf = (userId: string, notification: NewNotification, at: Date) => ({
  userId,
  kind: notification.kind,
  title: notification.title.slice(0, 200),
  body: notification.body.slice(0, 1000),
  link: notification.link ?? null,
  createdAt: at,
})

/** Notifies each user once (ids repeated are written once). */
export async function notify(
  db: AdminDb,
  userIds: readonly string[],
  notification: NewNotification,
  now: Date,
): Promise<void> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return
  try {
    await withConflictRetry(() =>
      db.notification.createMany({ data: ids.map((userId) => rowOf(userId, notification, now)) }),
    )
  } catch (error) {
    console.error('[notifications] could not write:', error)
  }
}

/**
 * Every active admin (new applications, failed e-mails, low stock). With `refreshUnread`, an admin who still has an
 * unread notification of the same kind and link gets that one refreshed (new text, moved to the top) instead of a
 * second one: twenty failed e-mails in a row are one line in the bell, not twenty.
 */
export async function notifyAdmins(
  db: AdminDb,
  notification: NewNotification,
  now: Date,
  options: { refreshUnread?: boolean } = {},
): Promise<void> {
  try {
    const admins = await db.user.findMany({ where: { role: 'admin', isActive: true }, select: { id: true } })
    let ids = admins.map((admin) => admin.id)
    if (options.refreshUnread && ids.length > 0) {
      const where = { userId: { in: ids }, kind: notification.kind, link: notification.link ?? null, readAt: null }
      const open = await db.notification.findMany({ where, select: { userId: true } })
      if (open.length > 0)
        await db.notification.updateMany({
          where,
          data: { title: notification.title.slice(0, 200), body: notification.body.slice(0, 1000), createdAt: now },
        })
      const refreshed = new Set(open.map((row) => row.userId))
      ids = ids.filter((id) => !refreshed.has(id))
    }
    await notify(db, ids, notification, now)
  } catch (error) {
    console.error('[notifications] could not notify the admins:', error)
  }
}

/** Every active student and parent (a new notice). `at` may be ahead of now: a scheduled notice's bell line waits for it. */
export async function notifyFamilies(db: AdminDb, notification: NewNotification, at: Date): Promise<void> {
  try {
    const users = await db.user.findMany({
      where: { role: { in: ['student', 'parent'] }, isActive: true },
      select: { id: true },
    })
    await notify(
      db,
      users.map((user) => user.id),
      notification,
      at,
    )
  } catch (error) {
    console.error('[notifications] could not notify the families:', error)
  }
}

/**
 * Withdraws the bell lines of a scheduled notice that is not out yet (rescheduled, made a draft or deleted). They
 * are found by what they were written with: the notice's title and its publish time, which is still ahead.
 */
export async function withdrawScheduled(
  db: AdminDb,
  kind: NotificationKind,
  title: string,
  at: Date,
  now: Date,
): Promise<void> {
  if (at.getTime() <= now.getTime()) return
  await db.notification.deleteMany({ where: { kind, title: title.slice(0, 200), createdAt: at } })
}

/**
 * Several students, each with their own notification, to them and their guardians in two queries (a term's dues
 * for a whole school). A parent of two children gets one line per child.
 */
export async function notifyEachFamily(
  db: Db,
  items: readonly { studentId: string; notification: NewNotification }[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return
  try {
    const guardians = await db.guardian.findMany({
      where: { studentId: { in: items.map((item) => item.studentId) } },
      select: { studentId: true, parentId: true },
    })
    // A guardian of several children on the same news gets each distinct line once, never the same line twice.
    const seen = new Set<string>()
    const rows = items.flatMap(({ studentId, notification }) => {
      const ids = new Set([
        studentId,
        ...guardians.filter((guardian) => guardian.studentId === studentId).map((guardian) => guardian.parentId),
      ])
      return [...ids]
        .filter((userId) => {
          const key = JSON.stringify([userId, notification.title, notification.body ?? null])
          if (seen.has(key)) return false
          seen.add(key)
          return true
        })
        .map((userId) => rowOf(userId, notification, now))
    })
    await withConflictRetry(() => db.notification.createMany({ data: rows }))
  } catch (error) {
    console.error('[notifications] could not write:', error)
  }
}

const pageSize = 20

/** What the owner sees at `now`: a line written for later (a scheduled notice) appears when its time comes. */
const visible = (userId: string, now: Date) => ({ userId, createdAt: { lte: now } })

export async function listNotifications(db: PrismaClient, userId: string, now: Date) {
  const [items, unread] = await Promise.all([
    db.notification.findMany({
      where: visible(userId, now),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: pageSize,
      select: { id: true, kind: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    db.notification.count({ where: { ...visible(userId, now), readAt: null } }),
  ])
  return { items, unread }
}

/** Marks the owner's notification read (or all of them); someone else's id changes nothing. */
export async function markRead(db: PrismaClient, userId: string, id: string | null, now: Date): Promise<number> {
  const { count } = await db.notification.updateMany({
    where: { ...visible(userId, now), readAt: null, ...(id ? { id } : {}) },
    data: { readAt: now },
  })
  return count
}

/** Clears the owner's notification (or all of them). */
export async function clearNotifications(
  db: PrismaClient,
  userId: string,
  id: string | null,
  now: Date,
): Promise<number> {
  const { count } = await db.notification.deleteMany({ where: { ...visible(userId, now), ...(id ? { id } : {}) } })
  return count
}
