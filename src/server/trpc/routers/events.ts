import { paging } from '#app-config'
import { orNotFound } from '~/server/content/procedures'
import { byIdInput, eventInput, pageInput, updateInput, type EventInput } from '~/shared/content-schemas'
import { fromLocalDateTime } from '~/shared/dates'
import { z } from 'zod'
import { staffRoles } from '~/shared/roles'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

const eventSelect = { id: true, title: true, description: true, eventDate: true, location: true, isFeatured: true } as const

/** The stored form: the form's wall-clock time is read on the school's clock. */
const toData = (input: EventInput) => ({
  title: input.title,
  description: input.description,
  eventDate: fromLocalDateTime(input.eventDate),
  location: input.location || null,
  isFeatured: input.isFeatured,
})

const notFoundMessage = 'Event not found'
// /events shows every upcoming event; a school never has more than a term's worth planned.
const upcomingCap = 100

export const eventsRouter = createTRPCRouter({
  /** Events whose date is now or later, soonest first (home: the next 3). */
  upcoming: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(upcomingCap).optional() }).optional())
    .query(({ ctx, input }) =>
      ctx.db.event.findMany({
        where: { eventDate: { gte: ctx.now() } },
        orderBy: [{ eventDate: 'asc' }, { id: 'asc' }],
        take: input?.limit ?? upcomingCap,
        select: eventSelect,
      }),
    ),

  /** Events that have taken place, the most recent first, a page at a time. */
  past: publicProcedure.input(pageInput).query(async ({ ctx, input }) => {
    const pageSize = paging.defaultList
    const where = { eventDate: { lt: ctx.now() } }
    const [total, items] = await Promise.all([
      ctx.db.event.count({ where }),
      ctx.db.event.findMany({ where, orderBy: [{ eventDate: 'desc' }, { id: 'asc' }], skip: (input.page - 1) * pageSize, take: pageSize, select: eventSelect }),
    ])
    return { items, total, page: input.page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
  }),

  create: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to create an event' })
    .input(eventInput)
    .mutation(({ ctx, input }) => ctx.db.event.create({ data: { ...toData(input), createdById: ctx.user.id }, select: { id: true } })),

  update: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to update an event' })
    .input(updateInput(eventInput))
    .mutation(({ ctx, input: { id, ...input } }) =>
      orNotFound(ctx.db.event.update({ where: { id }, data: toData(input), select: { id: true } }), notFoundMessage),
    ),

  delete: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to delete an event' })
    .input(byIdInput)
    .mutation(({ ctx, input }) => orNotFound(ctx.db.event.delete({ where: { id: input.id }, select: { id: true } }), notFoundMessage)),
})
