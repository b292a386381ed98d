import { TRPCError } from '@trpc/server'

/** The Error a call fails with; the test fails if the call succeeds or throws something that is not an Error. */
export async function errorOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Error) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

/** The TRPCError a call fails with; the test fails if the call succeeds or throws anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await errorOf(promise)
  if (error instanceof TRPCError) return error
  throw error
}
