import { notFound } from '~/server/errors'
import { paging } from '#app-config'
import { orNotFound } from '~/server/content/procedures'
import { publicationData, publishedBy } from '~/server/content/publishing'
import { findPage } from '~/server/paging'
import { publishStateOf } from '~/shared/publishing'
import {
  byIdInput,
  eventInput,
  eventManageListInput,
  pageInput,
  upcomingEventsCap,
  upcomingEventsInput,
  updateInput,
  type EventInput,
} from '~/shared/content-schemas'
import { fromLocalDateTime } from '~/shared/dates'
import { staffRoles } from '~/shared/roles'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

const eventSelect = {
  id: true,
  title: true,
  description: true,
  eventDate: true,
  location: true,
  isFeatured: true,
  cancelled: true,
} as const

/** The stored form: the form's wall-clock time is read on the school's clock (publication apart). */
const toData = (input: EventInput) => ({
  title: input.title,
  description: input.description,
  eventDate: fromLocalDateTime(input.eventDate),
  location: input.location || null,
  isFeatured: input.isFeatured,
  cancelled: input.cancelled,
})

const notFoundMessage = 'Event not found'

export const eventsRouter = createTRPCRouter({
  /** One published event (its own page, /events/<id>). */
  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const event = await ctx.db.event.findFirst({
      where: { id: input.id, ...publishedBy(ctx.now()) },
      select: { ...eventSelect, updatedAt: true },
    })
    if (!event) throw notFound(notFoundMessage)
    return event
  }),

  /** Events whose date is now or later, soonest first (home: the next 3). */
  upcoming: publicProcedure.input(upcomingEventsInput).query(({ ctx, input }) =>
    ctx.db.event.findMany({
      where: { eventDate: { gte: ctx.now() }, ...publishedBy(ctx.now()) },
      orderBy: [{ eventDate: 'asc' }, { id: 'asc' }],
      take: input?.limit ?? upcomingEventsCap,
      select: eventSelect,
    }),
  ),

  /** Events that have taken place, the most recent first, a page at a time. */
  past: publicProcedure.input(pageInput).query(async ({ ctx, input }) => {
    const where = { eventDate: { lt: ctx.now() }, ...publishedBy(ctx.now()) }
    return findPage(
      { page: input.page, pageSize: paging.defaultList },
      () => ctx.db.event.count({ where }),
      (window) =>
        ctx.db.event.findMany({
          where,
          orderBy: [{ eventDate: 'desc' }, { id: 'asc' }],
          ...window,
          select: eventSelect,
        }),
    )
  }),

  /** Staff: upcoming (soonest first) or past (latest first) events, drafts and scheduled ones included, with their state. */
  manageList: procedureFor(staffRoles)
    .input(eventManageListInput)
    .query(async ({ ctx, input }) => {
      const now = ctx.now()
      const upcoming = input.when === 'upcoming'
      const where = { eventDate: upcoming ? { gte: now } : { lt: now } }
      const page = await findPage(
        { page: input.page, pageSize: paging.defaultList },
        () => ctx.db.event.count({ where }),
        (window) =>
          ctx.db.event.findMany({
            where,
            orderBy: [{ eventDate: upcoming ? 'asc' : 'desc' }, { id: 'asc' }],
            ...window,
            select: { ...eventSelect, status: true, publishedAt: true },
          }),
      )
      return { ...page, items: page.items.map((row) => ({ ...row, state: publishStateOf(row, now) })) }
    }),

  create: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to create an event' })
    .input(eventInput)
    .mutation(({ ctx, input }) =>
      ctx.db.event.create({
        data: { ...toData(input), ...publicationData(input, ctx.now(), null), createdById: ctx.user.id },
        select: { id: true },
      }),
    ),

  update: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to update an event' })
    .input(updateInput(eventInput))
    .mutation(async ({ ctx, input: { id, ...input } }) => {
      const previous = await ctx.db.event.findUnique({ where: { id }, select: { status: true, publishedAt: true } })
      if (!previous) throw notFound(notFoundMessage)
      // Every edit raises the sequence: calendar apps replace their copy of the event (/calendar.ics).
      const data = { ...toData(input), ...publicationData(input, ctx.now(), previous), sequence: { increment: 1 } }
      return orNotFound(ctx.db.event.update({ where: { id }, data, select: { id: true } }), notFoundMessage)
    }),

  delete: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to delete an event' })
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      orNotFound(ctx.db.event.delete({ where: { id: input.id }, select: { id: true } }), notFoundMessage),
    ),
})
