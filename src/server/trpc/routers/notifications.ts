import { notFound } from '~/server/errors'
import { clearNotifications, listNotifications, markRead } from '~/server/notifications'
import { recordIdInputSchema } from '~/shared/ids'
import { createTRPCRouter, procedureFor } from '../init'

const notFoundMessage = 'That notification no longer exists.'

/** The bell: every procedure acts on the caller's own notifications only. */
export const notificationsRouter = createTRPCRouter({
  list: procedureFor('signed-in').query(({ ctx }) => listNotifications(ctx.db, ctx.user.id, ctx.now())),

  markRead: procedureFor('signed-in')
    .input(recordIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      const exists = await ctx.db.notification.count({
        where: { id: input.id, userId: ctx.user.id, createdAt: { lte: ctx.now() } },
      })
      if (!exists) throw notFound(notFoundMessage)
      await markRead(ctx.db, ctx.user.id, input.id, ctx.now())
      return { ok: true as const }
    }),

  markAllRead: procedureFor('signed-in').mutation(async ({ ctx }) => ({
    marked: await markRead(ctx.db, ctx.user.id, null, ctx.now()),
  })),

  clear: procedureFor('signed-in')
    .input(recordIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      if ((await clearNotifications(ctx.db, ctx.user.id, input.id, ctx.now())) === 0) throw notFound(notFoundMessage)
      return { ok: true as const }
    }),

  clearAll: procedureFor('signed-in').mutation(async ({ ctx }) => ({
    cleared: await clearNotifications(ctx.db, ctx.user.id, null, ctx.now()),
  })),
})
