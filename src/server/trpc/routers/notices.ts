import { orNotFound } from '~/server/content/procedures'
import { byIdInput, calendarEntryInput, noticeInput, updateInput } from '~/shared/content-schemas'
import { staffRoles } from '~/shared/roles'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

const noticeSelect = { id: true, title: true, category: true, date: true, content: true, important: true } as const
const calendarSelect = { id: true, date: true, title: true, category: true } as const

// /notice lists the most recent notices; older circulars stay in the database.
const noticeCap = 100
// Enough for several academic years of calendar days.
const calendarCap = 1000

const calendarRouter = createTRPCRouter({
  /** Every calendar entry, in date order (the /notice calendar outlines their dates). */
  list: publicProcedure.query(({ ctx }) =>
    ctx.db.calendarEntry.findMany({ orderBy: [{ date: 'asc' }, { title: 'asc' }], take: calendarCap, select: calendarSelect }),
  ),

  create: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to create a calendar entry' })
    .input(calendarEntryInput)
    .mutation(({ ctx, input }) => ctx.db.calendarEntry.create({ data: { ...input, createdById: ctx.user.id }, select: { id: true } })),

  update: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to update a calendar entry' })
    .input(updateInput(calendarEntryInput))
    .mutation(({ ctx, input: { id, ...data } }) =>
      orNotFound(ctx.db.calendarEntry.update({ where: { id }, data, select: { id: true } }), 'Calendar entry not found'),
    ),

  delete: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to delete a calendar entry' })
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      orNotFound(ctx.db.calendarEntry.delete({ where: { id: input.id }, select: { id: true } }), 'Calendar entry not found'),
    ),
})

export const noticesRouter = createTRPCRouter({
  /** Notices and circulars, the latest date first. */
  list: publicProcedure.query(({ ctx }) =>
    ctx.db.notice.findMany({ orderBy: [{ date: 'desc' }, { createdAt: 'desc' }], take: noticeCap, select: noticeSelect }),
  ),

  create: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to create a notice' })
    .input(noticeInput)
    .mutation(({ ctx, input }) => ctx.db.notice.create({ data: { ...input, createdById: ctx.user.id }, select: { id: true } })),

  update: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to update a notice' })
    .input(updateInput(noticeInput))
    .mutation(({ ctx, input: { id, ...data } }) => orNotFound(ctx.db.notice.update({ where: { id }, data, select: { id: true } }), 'Notice not found')),

  delete: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to delete a notice' })
    .input(byIdInput)
    .mutation(({ ctx, input }) => orNotFound(ctx.db.notice.delete({ where: { id: input.id }, select: { id: true } }), 'Notice not found')),

  calendar: calendarRouter,
})
