import { notFound } from '~/server/errors'
import { orNotFound } from '~/server/content/procedures'
import { publicationData, publishedBy } from '~/server/content/publishing'
import { publishStateOf } from '~/shared/publishing'
import {
  byIdInput,
  calendarEntryInput,
  categoryLabels,
  noticeInput,
  updateInput,
  type NoticeCategory,
  type NoticeInput,
} from '~/shared/content-schemas'
import type { Prisma } from '~/server/db'
import { notifyFamilies, withdrawScheduled } from '~/server/notifications'
import { staffRoles } from '~/shared/roles'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

const noticeSelect = { id: true, title: true, category: true, date: true, content: true, important: true } as const
type Db = Prisma.TransactionClient

const calendarSelect = { id: true, date: true, endDate: true, title: true, category: true } as const

// /notice lists the most recent notices; older circulars stay in the database.
const noticeCap = 100
// Enough for several academic years of calendar days.
const calendarCap = 1000

const noticeData = ({ title, category, date, content, important }: NoticeInput) => ({
  title,
  category,
  date,
  content,
  important,
})

/**
 * The bell line of a new notice for every student and parent, written when the notice goes out
 * or, when it is scheduled, dated at its publish time (the bell shows nothing before then). Editing a notice that
 * is already out notifies no one again.
 */
const noticeLine = (title: string) => `New notice: ${title}`

async function announceNotice(
  db: Db,
  notice: { title: string; category: NoticeCategory; important: boolean; status: string; publishedAt: Date | null },
  now: Date,
) {
  if (notice.status !== 'published') return
  const body = `${notice.important ? 'Important · ' : ''}${categoryLabels[notice.category]}. Read it on the notice board.`
  await notifyFamilies(
    db,
    { kind: 'notice_new', title: noticeLine(notice.title), body, link: '/notice' },
    notice.publishedAt ?? now,
  )
}

/** A scheduled notice changed or deleted before it went out: its waiting bell lines go. */
async function withdrawNotice(
  db: Db,
  previous: { title: string; status: string; publishedAt: Date | null },
  now: Date,
) {
  if (previous.status === 'published' && previous.publishedAt)
    await withdrawScheduled(db, 'notice_new', noticeLine(previous.title), previous.publishedAt, now)
}

const calendarRouter = createTRPCRouter({
  /** Every calendar entry, in date order (the /notice calendar outlines their dates). */
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.calendarEntry.findMany({
      orderBy: [{ date: 'asc' }, { title: 'asc' }],
      take: calendarCap,
      select: calendarSelect,
    })
    // Rows from before multi-day entries have no end date: they cover their one day.
    return rows.map((row) => ({ ...row, endDate: row.endDate ?? row.date }))
  }),

  create: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to create a calendar entry' })
    .input(calendarEntryInput)
    .mutation(({ ctx, input }) =>
      ctx.db.calendarEntry.create({
        data: { ...input, endDate: input.endDate || input.date, createdById: ctx.user.id },
        select: { id: true },
      }),
    ),

  update: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to update a calendar entry' })
    .input(updateInput(calendarEntryInput))
    .mutation(({ ctx, input: { id, ...data } }) =>
      orNotFound(
        ctx.db.calendarEntry.update({
          where: { id },
          // Every edit raises the sequence: calendar apps replace their copy of the day (/calendar.ics).
          data: { ...data, endDate: data.endDate || data.date, sequence: { increment: 1 } },
          select: { id: true },
        }),
        'Calendar entry not found',
      ),
    ),

  delete: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to delete a calendar entry' })
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      orNotFound(
        ctx.db.calendarEntry.delete({ where: { id: input.id }, select: { id: true } }),
        'Calendar entry not found',
      ),
    ),
})

export const noticesRouter = createTRPCRouter({
  /** Notices and circulars, the latest date first. */
  list: publicProcedure.query(({ ctx }) =>
    ctx.db.notice.findMany({
      where: publishedBy(ctx.now()),
      orderBy: [{ date: 'desc' }, { createdAt: 'desc' }],
      take: noticeCap,
      select: noticeSelect,
    }),
  ),

  /** Staff: the notices with drafts and scheduled ones, each with its state and publish time. */
  manageList: procedureFor(staffRoles).query(async ({ ctx }) => {
    const now = ctx.now()
    const rows = await ctx.db.notice.findMany({
      orderBy: [{ date: 'desc' }, { createdAt: 'desc' }],
      take: noticeCap,
      select: { ...noticeSelect, status: true, publishedAt: true },
    })
    return rows.map((row) => ({ ...row, state: publishStateOf(row, now) }))
  }),

  create: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to create a notice' })
    .input(noticeInput)
    .mutation(({ ctx, input }) =>
      ctx.db.$transaction(async (tx) => {
        const data = { ...noticeData(input), ...publicationData(input, ctx.now(), null) }
        const notice = await tx.notice.create({ data: { ...data, createdById: ctx.user.id }, select: { id: true } })
        await announceNotice(tx, data, ctx.now())
        return notice
      }),
    ),

  update: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to update a notice' })
    .input(updateInput(noticeInput))
    .mutation(async ({ ctx, input: { id, ...input } }) => {
      const now = ctx.now()
      const previous = await ctx.db.notice.findUnique({
        where: { id },
        select: { title: true, status: true, publishedAt: true },
      })
      if (!previous) throw notFound('Notice not found')
      const data = { ...noticeData(input), ...publicationData(input, now, previous) }
      return ctx.db.$transaction(async (tx) => {
        const notice = await orNotFound(
          tx.notice.update({ where: { id }, data, select: { id: true } }),
          'Notice not found',
        )
        // Out already: an edit notifies no one again. Not out yet: the waiting lines follow the new title and time.
        if (publishStateOf(previous, now) !== 'published') {
          await withdrawNotice(tx, previous, now)
          await announceNotice(tx, data, now)
        }
        return notice
      })
    }),

  delete: procedureFor(staffRoles, { signedOutMessage: 'You must be logged in to delete a notice' })
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      ctx.db.$transaction(async (tx) => {
        const deleted = await orNotFound(
          tx.notice.delete({
            where: { id: input.id },
            select: { id: true, title: true, status: true, publishedAt: true },
          }),
          'Notice not found',
        )
        await withdrawNotice(tx, deleted, ctx.now())
        return { id: deleted.id }
      }),
    ),

  calendar: calendarRouter,
})
