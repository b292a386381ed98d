import { authedProcedure, createTRPCRouter, publicProcedure } from '../init'

export const authRouter = createTRPCRouter({
  /** The signed-in user, or null: what the header and route guards read. */
  me: publicProcedure.query(({ ctx }) => ctx.user),
  logout: authedProcedure.mutation(() => ({ ok: true as const })),
})
