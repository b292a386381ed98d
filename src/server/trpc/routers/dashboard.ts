// What /dashboard shows each role (PRODUCT.md "Dashboard and profile"), from real data where it exists.
import type { PrismaClient } from '~/server/db'
import { applicationStatuses, type ApplicationStatus } from '~/shared/admission-schema'
import { roles, type Role } from '~/shared/roles'
import { collectionToday, duesSummaries } from '~/server/fees/summary'
import { authedProcedure, createTRPCRouter } from '../init'


async function adminFigures(db: PrismaClient) {
  const [usersByRole, inactiveUsers, applicationsByStatus, latestApplications, recentActivity] = await Promise.all([
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
      select: { id: true, action: true, actorName: true, targetLabel: true, createdAt: true },
    }),
  ])
  const roleCounts = Object.fromEntries(roles.map((role) => [role, 0])) as Record<Role, number>
  for (const group of usersByRole) roleCounts[group.role] = group._count._all
  const statusCounts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<ApplicationStatus, number>
  for (const group of applicationsByStatus) statusCounts[group.status] = group._count._all
  return { roleCounts, inactiveUsers, statusCounts, latestApplications, recentActivity }
}

export const dashboardRouter = createTRPCRouter({
  summary: authedProcedure.query(async ({ ctx }) => {
    const now = ctx.now()
    const [upcomingEvents, upcomingEventCount, latestNews, newsCount] = await Promise.all([
      ctx.db.event.findMany({
        where: { eventDate: { gte: now } },
        orderBy: { eventDate: 'asc' },
        take: 3,
        select: { id: true, title: true, eventDate: true, location: true },
      }),
      ctx.db.event.count({ where: { eventDate: { gte: now } } }),
      ctx.db.news.findMany({ orderBy: { publishedAt: 'desc' }, take: 3, select: { id: true, title: true, publishedAt: true } }),
      ctx.db.news.count(),
    ])
    const common = { upcomingEvents, upcomingEventCount, latestNews, newsCount }
    const { role, id } = ctx.user

    if (role === 'admin') return { ...common, role, admin: await adminFigures(ctx.db) }
    if (role === 'teacher') {
      const teacher = await ctx.db.teacher.findUnique({
        where: { userId: id },
        select: { subjects: true, specialization: true, employeeId: true, joiningDate: true },
      })
      return { ...common, role, teacher }
    }
    if (role === 'student') {
      const student = await ctx.db.student.findUnique({ where: { userId: id }, select: { parentName: true, parentEmail: true, dateOfBirth: true } })
      const fees = (await duesSummaries(ctx.db, ctx.now, [id])).get(id)!
      return { ...common, role, student, fees }
    }
    if (role === 'parent') {
      // The children this parent is linked to as guardian (issue 16 item 3), never e-mail equality.
      const children = await ctx.db.student.findMany({
        where: { user: { isActive: true, guardians: { some: { parentId: id } } } },
        orderBy: { firstName: 'asc' },
        select: { userId: true, firstName: true, lastName: true, user: { select: { uniqueId: true } } },
      })
      const dues = await duesSummaries(ctx.db, ctx.now, children.map((child) => child.userId))
      return {
        ...common,
        role,
        children: children.map((child) => ({ id: child.userId, firstName: child.firstName, lastName: child.lastName, schoolId: child.user.uniqueId, fees: dues.get(child.userId)! })),
      }
    }
    // The cashier: today's collection at the counter.
    return { ...common, role, collection: await collectionToday(ctx.db, ctx.now, id) }
  }),
})
