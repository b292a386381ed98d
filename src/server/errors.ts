// The errors a service raises for the client: each is a TRPCError with the message the person reads, written as a
// full sentence where it is said (`throw notFound('Student not found.')`). The client shows the message as it is.
import { TRPCError } from '@trpc/server'

/** The record asked for does not exist (any more); `message` names it: 'Student not found.' */
export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message })
}

/** The request breaks a rule; nothing was written. */
export function badRequest(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message })
}

/** The request clashes with the stored state (a duplicate, a change made meanwhile); nothing was written. */
export function conflict(message: string): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message })
}

/** The signed-in person may not do this to this record. */
export function forbidden(message: string): TRPCError {
  return new TRPCError({ code: 'FORBIDDEN', message })
}
