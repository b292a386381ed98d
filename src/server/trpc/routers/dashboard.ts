// What /dashboard shows each role (docs/product.md, Dashboard), from real data where it exists.
import { newsPublishedBy, publishedBy } from '~/server/content/publishing'
import type { PrismaClient } from '~/server/db'
import { applicationStatuses, type ApplicationStatus } from '~/shared/admission-schema'
import { roles, type Role } from '~/shared/roles'
import { collectionToday, duesSummaries } from '~/server/fees/summary'
import { assertCanSeeStudent } from '~/server/fees/access'
import { studentProfile } from '~/server/fees/counter'
import { recordIdInputSchema } from '~/shared/ids'
import { authedProcedure, createTRPCRouter, procedureFor } from '../init'
import { auditView } from '~/server/auth/audit-view'
import { lowStockWhere } from '~/server/inventory/items'

/** The notices a child's page lists: the latest published, as on /notice. */
const childNoticeCount = 5

/**
 * A parent's page for one child: profile, fees and notices. Scoped by the guardian link on the
 * server; any other id (another family's child, a teacher, nothing) is the same "not found".
 */
async function childPage(db: PrismaClient, parent: { id: string; role: Role }, studentId: string, now: () => Date) {
  await assertCanSeeStudent(db, parent, studentId)
  const [profile, details, fees, notices] = await Promise.all([
    studentProfile(db, studentId),
    db.user.findUniqueOrThrow({
      where: { id: studentId },
      select: {
        avatarUrl: true,
        student: { select: { dateOfBirth: true, gender: true, address: true } },
        guardians: {
          orderBy: { slot: 'asc' },
          select: { relation: true, parent: { select: { id: true, firstName: true, lastName: true } } },
        },
      },
    }),
    duesSummaries(db, now, [studentId]),
    db.notice.findMany({
      where: publishedBy(now()),
      orderBy: [{ date: 'desc' }, { createdAt: 'desc' }],
      take: childNoticeCount,
      select: { id: true, title: true, category: true, date: true, important: true },
    }),
  ])
  return {
    id: studentId,
    name: profile.name,
    schoolId: profile.schoolId,
    avatarUrl: details.avatarUrl,
    classLabel: profile.classLabel,
    section: profile.section,
    rollNumber: profile.rollNumber,
    yearName: profile.yearName,
    dateOfBirth: details.student?.dateOfBirth ?? null,
    gender: details.student?.gender ?? null,
    address: details.student?.address ?? null,
    guardians: details.guardians.map((link) => ({
      id: link.parent.id,
      name: `${link.parent.firstName} ${link.parent.lastName}`.trim(),
      relation: link.relation,
      isYou: link.parent.id === parent.id,
    })),
    fees: fees.get(studentId)!,
    notices,
  }
}

/**
 * Today's collection at the whole counter (the day's collection report) and the count of items at or below their
 * reorder level (the inventory's low-stock list), each from the service its report uses.
 */
async function adminToday(db: PrismaClient, now: () => Date, adminId: string) {
  const [collection, lowStockCount] = await Promise.all([
    collectionToday(db, now, adminId),
    db.inventoryItem.count({ where: { archived: false, ...lowStockWhere(db) } }),
  ])
  return {
    collection: { date: collection.date, totalPaise: collection.totalPaise, count: collection.count },
    lowStockCount,
  }
}

async function adminFigures(db: PrismaClient, now: () => Date, adminId: string) {
  const [usersByRole, inactiveUsers, applicationsByStatus, latestApplications, recentActivity, today] =
    await Promise.all([
      db.user.groupBy({ by: ['role'], _count: { _all: true }, where: { isActive: true } }),
      db.user.count({ where: { isActive: false } }),
      db.admissionApplication.groupBy({ by: ['status'], _count: { _all: true } }),
      db.admissionApplication.findMany({
        orderBy: { createdAt: 'desc' },
        take: 5,
        select: { id: true, reference: true, studentName: true, applyingForClass: true, status: true, createdAt: true },
      }),
      db.auditLog.findMany({
        orderBy: { createdAt: 'desc' },
        take: 5,
        select: {
          id: true,
          action: true,
          actorName: true,
          actorEmail: true,
          targetType: true,
          targetLabel: true,
          details: true,
          createdAt: true,
        },
      }),
      adminToday(db, now, adminId),
    ])
  const roleCounts = Object.fromEntries(roles.map((role) => [role, 0])) as Record<Role, number>
  for (const group of usersByRole) roleCounts[group.role] = group._count._all
  const statusCounts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >
  for (const group of applicationsByStatus) statusCounts[group.status] = group._count._all
  return {
    today,
    roleCounts,
    inactiveUsers,
    statusCounts,
    latestApplications,
    recentActivity: recentActivity.map(auditView),
  }
}

export const dashboardRouter = createTRPCRouter({
  /** A parent's child: only through the guardian link; anything else is NOT_FOUND, never FORBIDDEN. */
  child: procedureFor(['parent'])
    .input(recordIdInputSchema)
    .query(({ ctx, input }) => childPage(ctx.db, ctx.user, input.id, ctx.now)),

  summary: authedProcedure.query(async ({ ctx }) => {
    const now = ctx.now()
    const [upcomingEvents, upcomingEventCount, latestNews, newsCount] = await Promise.all([
      ctx.db.event.findMany({
        where: { eventDate: { gte: now }, ...publishedBy(now) },
        orderBy: { eventDate: 'asc' },
        take: 3,
        select: { id: true, title: true, eventDate: true, location: true },
      }),
      ctx.db.event.count({ where: { eventDate: { gte: now }, ...publishedBy(now) } }),
      ctx.db.news.findMany({
        where: newsPublishedBy(now),
        orderBy: { publishedAt: 'desc' },
        take: 3,
        select: { id: true, title: true, publishedAt: true },
      }),
      ctx.db.news.count({ where: newsPublishedBy(now) }),
    ])
    const common = { upcomingEvents, upcomingEventCount, latestNews, newsCount }
    const { role, id } = ctx.user

    if (role === 'admin') return { ...common, role, admin: await adminFigures(ctx.db, ctx.now, id) }
    if (role === 'teacher') {
      const teacher = await ctx.db.teacher.findUnique({
        where: { userId: id },
        select: { subjects: true, specialization: true, employeeId: true, joiningDate: true },
      })
      return { ...common, role, teacher }
    }
    if (role === 'student') {
      const student = await ctx.db.student.findUnique({
        where: { userId: id },
        select: { parentName: true, parentEmail: true, dateOfBirth: true },
      })
      const fees = (await duesSummaries(ctx.db, ctx.now, [id])).get(id)!
      return { ...common, role, student, fees }
    }
    if (role === 'parent') {
      // The children this parent is linked to as guardian, never e-mail equality.
      const children = await ctx.db.student.findMany({
        where: { user: { isActive: true, guardians: { some: { parentId: id } } } },
        orderBy: { firstName: 'asc' },
        select: {
          userId: true,
          firstName: true,
          lastName: true,
          user: { select: { uniqueId: true, avatarUrl: true } },
        },
      })
      const dues = await duesSummaries(
        ctx.db,
        ctx.now,
        children.map((child) => child.userId),
      )
      return {
        ...common,
        role,
        children: children.map((child) => ({
          id: child.userId,
          firstName: child.firstName,
          lastName: child.lastName,
          schoolId: child.user.uniqueId,
          avatarUrl: child.user.avatarUrl,
          fees: dues.get(child.userId)!,
        })),
      }
    }
    if (role === 'storekeeper') {
      const lowStockCount = await ctx.db.inventoryItem.count({ where: { archived: false, ...lowStockWhere(ctx.db) } })
      return { ...common, role, lowStockCount }
    }
    // The cashier: today's collection at the counter.
    return { ...common, role, collection: await collectionToday(ctx.db, ctx.now, id) }
  }),
})
