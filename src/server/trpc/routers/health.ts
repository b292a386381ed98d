import { createTRPCRouter, publicProcedure } from '../init'

export const healthRouter = createTRPCRouter({
  ping: publicProcedure.query(({ ctx }) => ({ ok: true as const, at: ctx.now() })),
})
