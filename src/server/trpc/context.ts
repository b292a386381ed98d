import type { Role } from '~/shared/roles'

export type ContextUser = {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
  uniqueId: string | null
}

export type Context = {
  user: ContextUser | null
  /** The incoming request's headers (cookies, origin, forwarded address). */
  headers: Headers
  /** Headers to add to the response, e.g. Set-Cookie from sign-in. */
  resHeaders: Headers
}

/** Builds a context without HTTP: used by tests (`createInnerContext({ user })`) and by the request path. */
export function createInnerContext(input: Partial<Context> = {}): Context {
  return {
    user: input.user ?? null,
    headers: input.headers ?? new Headers(),
    resHeaders: input.resHeaders ?? new Headers(),
  }
}

/** The request path: the signed-in user comes from the session cookie. */
export async function createRequestContext(opts: { headers: Headers; resHeaders: Headers }): Promise<Context> {
  return createInnerContext({ ...opts, user: null })
}
