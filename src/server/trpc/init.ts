import { forbidden } from '~/server/errors'
import { initTRPC, TRPCError } from '@trpc/server'
import superjson from 'superjson'
import { ZodError } from 'zod'
import { accessDeniedMessage, type Role } from '~/shared/roles'
import { invalidatePublicPages, isPublicContentMutation } from '~/server/public-cache/versions'
import { currentRequest, internalErrorMessage } from '~/server/request-log'
import type { Context } from './context'

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    if (error.code === 'INTERNAL_SERVER_ERROR' && !isDeliberate(error)) {
      // An unexpected failure (a database error, a bug): its text and stack stay in the server's log line, which
      // carries the request id; the caller gets a sentence and that id to quote.
      const requestId = currentRequest()?.requestId ?? null
      const { stack: _stack, path, ...data } = shape.data
      return {
        ...shape,
        message: internalErrorMessage(requestId),
        data: { ...data, ...(path === undefined ? {} : { path }), requestId, fieldErrors: null },
      }
    }
    return {
      ...shape,
      // A person sees `message` (toasts, error states): for refused input it is the first field's sentence, never
      // zod's JSON list of issues.
      message: error.cause instanceof ZodError ? inputErrorMessage(error.cause) : shape.message,
      data: {
        ...shape.data,
        // Field-level messages for forms; our schemas word zod's texts as the forms' messages.
        fieldErrors: error.cause instanceof ZodError ? error.cause.flatten().fieldErrors : null,
      },
    }
  },
})

/**
 * A 500 thrown on purpose with a sentence for people (the database does not answer, the admission form's "Error
 * submitting admission form"). Anything else that fails is wrapped by tRPC, whose message is then the cause's own text.
 */
function isDeliberate(error: TRPCError): boolean {
  return error.cause === undefined ? error.message !== error.code : error.message !== error.cause.message
}

/** The first issue's own message (our schemas word them as the forms' sentences), e.g. 'Date of birth cannot be in the future.' */
function inputErrorMessage(error: ZodError): string {
  return error.issues[0]?.message.trim() || 'The request was not valid.'
}

export const createTRPCRouter = t.router
export const createCallerFactory = t.createCallerFactory

/**
 * Every procedure: a successful mutation of a public content router drops the anonymous page cache (and tells the
 * other instances) before its response leaves, so the next anonymous GET renders the change (src/server/public-cache).
 */
const procedure = t.procedure.use(async ({ path, type, next }) => {
  const result = await next()
  if (type === 'mutation' && result.ok && isPublicContentMutation(path)) invalidatePublicPages(path)
  return result
})

/** Anyone, signed in or not. */
export const publicProcedure = procedure

export type ProcedureOptions = {
  /** What a signed-out caller is told, e.g. 'You must be logged in to create a news item'. */
  signedOutMessage?: string
  /** What a signed-in caller of another role is told; the access-denied sentence by default. */
  forbiddenMessage?: string
}

/**
 * The one way to say who may call a procedure: `procedureFor('signed-in')` or `procedureFor(['admin', 'cashier'])`.
 * Signed out -> UNAUTHORIZED; signed in with another role -> FORBIDDEN with the access-denied sentence
 * (docs/product.md, Roles).
 */
export function procedureFor(
  who: 'signed-in' | readonly Role[],
  { signedOutMessage = 'Please sign in to continue.', forbiddenMessage }: ProcedureOptions = {},
) {
  return procedure.use(({ ctx, next }) => {
    const { user } = ctx
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: signedOutMessage })
    if (who !== 'signed-in' && !who.includes(user.role)) {
      throw forbidden(forbiddenMessage ?? accessDeniedMessage(who))
    }
    return next({ ctx: { ...ctx, user } })
  })
}

/** Any signed-in user. */
export const authedProcedure = procedureFor('signed-in')
