import { pickCurrentAnnouncement } from '~/shared/announcement'
import { announcementUpdateInput } from '~/shared/content-schemas'
import { orNotFound } from '~/server/content/procedures'
import { createTRPCRouter, procedureFor, publicProcedure } from '../init'

const announcementSelect = {
  id: true,
  headline: true,
  message: true,
  buttonLabel: true,
  buttonLink: true,
  isActive: true,
  updatedAt: true,
} as const

export const announcementRouter = createTRPCRouter({
  /** The banner's announcement: the newest active one, else the newest row, else null. */
  current: publicProcedure.query(async ({ ctx }) => {
    // The rule only ever needs two candidates, so the table is never read whole.
    const [newestActive, newest] = await Promise.all([
      ctx.db.siteAnnouncement.findFirst({
        where: { isActive: true },
        orderBy: { updatedAt: 'desc' },
        select: announcementSelect,
      }),
      ctx.db.siteAnnouncement.findFirst({ orderBy: { updatedAt: 'desc' }, select: announcementSelect }),
    ])
    return pickCurrentAnnouncement([newestActive, newest].filter((row) => row !== null))
  }),

  /**
   * Update the row matching id (message, is_active, updated_at now) and return it. With `asNew`, or when
   * there is no row yet, a new row is posted instead and older ones are switched off, so the banner shows this one
   * and visitors who dismissed the old message see the new one (dismissal is per id).
   */
  update: procedureFor(['admin'])
    .input(announcementUpdateInput)
    .mutation(async ({ ctx, input }) => {
      const { headline, message, buttonLabel, buttonLink, isActive } = input
      const data = { headline, message, buttonLabel, buttonLink, isActive, updatedAt: ctx.now() }
      if (input.id !== null && !input.asNew) {
        return orNotFound(
          ctx.db.siteAnnouncement.update({ where: { id: input.id }, data, select: announcementSelect }),
          'Announcement not found',
        )
      }
      return ctx.db.$transaction(async (tx) => {
        const active = await tx.siteAnnouncement.findMany({
          where: { isActive: true },
          select: { id: true, updatedAt: true },
        })
        // Each keeps its own updated_at, so the new row stays the newest one.
        for (const row of active) {
          await tx.siteAnnouncement.update({
            where: { id: row.id },
            data: { isActive: false, updatedAt: row.updatedAt },
          })
        }
        return tx.siteAnnouncement.create({ data, select: announcementSelect })
      })
    }),
})
