import { TRPCError } from '@trpc/server'
import { Prisma } from '~/server/db'
import { staffRoles } from '~/shared/roles'
import { publicProcedure } from '../trpc/init'

/**
 * Staff (teacher or admin) only, like staffProcedure, but a signed-out caller hears SPEC.md's words for the
 * action, e.g. 'You must be logged in to create a news item'. A signed-in student gets FORBIDDEN.
 */
export function staffProcedureFor(action: string) {
  return publicProcedure.use(({ ctx, next }) => {
    const { user } = ctx
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: `You must be logged in to ${action}` })
    if (!(staffRoles as readonly string[]).includes(user.role)) {
      // Same wording as roleProcedure in src/server/trpc/init.ts.
      throw new TRPCError({ code: 'FORBIDDEN', message: `Access denied. This area requires ${staffRoles.join(' or ')} permissions.` })
    }
    return next({ ctx: { ...ctx, user } })
  })
}

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message })
}

/** Runs an update or delete by id; Prisma's "record does not exist" (P2025) becomes NOT_FOUND with `message`. */
export async function orNotFound<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw notFound(message)
    throw error
  }
}
