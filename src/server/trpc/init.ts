import { initTRPC, TRPCError } from '@trpc/server'
import superjson from 'superjson'
import { ZodError } from 'zod'
import type { Role } from '~/shared/roles'
import type { Context } from './context'

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      data: {
        ...shape.data,
        // Field-level messages for forms; zod's own texts are SPEC.md's messages.
        fieldErrors: error.cause instanceof ZodError ? error.cause.flatten().fieldErrors : null,
      },
    }
  },
})

export const createTRPCRouter = t.router
export const createCallerFactory = t.createCallerFactory
export const middleware = t.middleware

export const publicProcedure = t.procedure

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' })
  return next({ ctx: { ...ctx, user: ctx.user } })
})

/** Signed out -> UNAUTHORIZED; signed in with another role -> FORBIDDEN. */
export function roleProcedure(...allowed: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!allowed.includes(ctx.user.role)) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `Access denied. This area requires ${allowed.join(' or ')} permissions.`,
      })
    }
    return next({ ctx })
  })
}

export const staffProcedure = roleProcedure('admin', 'teacher')
export const adminProcedure = roleProcedure('admin')
export const cashierProcedure = roleProcedure('admin', 'cashier')
