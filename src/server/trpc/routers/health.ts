import { TRPCError } from '@trpc/server'
import { createTRPCRouter, publicProcedure } from '../init'

export const databaseDownMessage = 'The database does not answer.'

export const healthRouter = createTRPCRouter({
  /** Up means the database answers too: a load balancer must not send visitors to a server without one. */
  ping: publicProcedure.query(async ({ ctx }) => {
    try {
      await ctx.db.$queryRawUnsafe('SELECT 1')
    } catch (error) {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: databaseDownMessage, cause: error })
    }
    return { ok: true as const, at: ctx.now() }
  }),
})
