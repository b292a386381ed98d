import { pickCurrentAnnouncement } from '~/shared/announcement'
import { db } from '~/server/db'
import { createTRPCRouter, publicProcedure } from '../init'

const announcementSelect = { id: true, message: true, isActive: true, updatedAt: true } as const

export const announcementRouter = createTRPCRouter({
  /** The banner's announcement: the newest active one, else the newest row, else null. */
  current: publicProcedure.query(async () => {
    // The rule only ever needs two candidates, so the table is never read whole.
    const [newestActive, newest] = await Promise.all([
      db.siteAnnouncement.findFirst({ where: { isActive: true }, orderBy: { updatedAt: 'desc' }, select: announcementSelect }),
      db.siteAnnouncement.findFirst({ orderBy: { updatedAt: 'desc' }, select: announcementSelect }),
    ])
    return pickCurrentAnnouncement([newestActive, newest].filter((row) => row !== null))
  }),
})
