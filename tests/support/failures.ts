import { TRPCError } from '@trpc/server'

/** The TRPCError a call fails with; the test fails if the call succeeds or throws anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof TRPCError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}
