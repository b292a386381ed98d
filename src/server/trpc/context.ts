import { lookup as dnsLookup } from 'node:dns/promises'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { readSessionToken, serializeSessionCookie } from '~/server/auth/cookie'
import { clientAddressOf, configuredAppOrigin, isSecureRequest } from '~/server/auth/request-info'
import { validateSessionToken, type SessionUser } from '~/server/auth/session'
import { systemNow, type Clock } from '~/server/clock'
import { getDb, type PrismaClient } from '~/server/db'
import { getMailer, type Mailer } from '~/server/mail'
import { getStorage, type Storage } from '~/server/storage'
import { paymentGatewayFromEnv } from '~/server/payments/gateway'
import type { GatewayConfig } from '~/server/payments/razorpay'

export type ContextUser = SessionUser

export type Context = {
  user: ContextUser | null
  /** The session behind `user`, so logout can delete exactly this one. */
  session: { id: string; expiresAt: Date } | null
  /** The incoming request's headers (cookies, origin, forwarded address). */
  headers: Headers
  /** Headers to add to the response, e.g. Set-Cookie from sign-in. */
  resHeaders: Headers
  /** The client's address for rate limiting; null when unknown. */
  clientAddress: string | null
  /** Whether cookies must be Secure (`__Host-session`), decided per request by request-info.ts. */
  secureCookies: boolean
  /** The clock (src/server/clock.ts); tests fix or move it. Never call `new Date()` in a procedure. */
  now: Clock
  /** The database; tests pass their own (tests/support/test-db.ts). */
  db: PrismaClient
  /** The mail adapter (outbox table by default, Resend when configured). */
  mailer: Mailer
  /** The file store (local disk by default, UploadThing when configured). */
  storage: Storage
  /** Outbound HTTP (checking a gallery video link); tests pass one that answers from a loopback server. */
  fetch: typeof fetch
  /** A host name's addresses (where an outbound request would really go); tests pass their own. */
  lookup: (host: string) => Promise<string[]>
  /**
   * The site's public origin for links in e-mails (password links): APP_ORIGIN, never the request's Host or Origin,
   * which a client chooses (a reset link pointing at another site would hand it the token).
   */
  appOrigin: string
  /** The payment gateway (Razorpay, the built-in demo, or none); tests pass a loopback fake's. */
  paymentGateway: () => GatewayConfig | null
}

/** Builds a context without HTTP: used by tests (`createInnerContext({ user })`) and by the request path. */
export function createInnerContext(input: Partial<Context> = {}): Context {
  return {
    user: input.user ?? null,
    session: input.session ?? null,
    headers: input.headers ?? new Headers(),
    resHeaders: input.resHeaders ?? new Headers(),
    clientAddress: input.clientAddress ?? null,
    secureCookies: input.secureCookies ?? false,
    now: input.now ?? systemNow,
    // The app's adapters are created on first use, so a context that never touches them opens nothing.
    db: input.db ?? lazy(getDb),
    mailer: input.mailer ?? lazy(getMailer),
    storage: input.storage ?? lazy(getStorage),
    fetch: input.fetch ?? ((resource, init) => fetch(resource, init)),
    lookup: input.lookup ?? ((host) => dnsLookup(host, { all: true }).then((found) => found.map((a) => a.address))),
    appOrigin: input.appOrigin ?? configuredAppOrigin(),
    paymentGateway: input.paymentGateway ?? paymentGatewayFromEnv,
  }
}

function lazy<T extends object>(create: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = create()
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

export type RequestContextOptions = {
  headers: Headers
  resHeaders: Headers
  /** The request URL; defaults to the current TanStack Start request's. */
  url?: string
  /** The socket address; defaults to the current TanStack Start request's. */
  socketAddress?: string
  now?: Clock
  /** The database; the app's own by default. */
  db?: PrismaClient
}

// Outside a Start request (tests calling the fetch handler directly) these helpers throw: fall back to undefined.
function currentRequestUrl(): string | undefined {
  try {
    return getRequest().url
  } catch {
    return undefined
  }
}

function currentSocketAddress(): string | undefined {
  try {
    return getRequestIP()
  } catch {
    return undefined
  }
}

/** The request path: the signed-in user comes from the session cookie; a refreshed session re-sets it. */
export async function createRequestContext(opts: RequestContextOptions): Promise<Context> {
  const now = opts.now ?? systemNow
  const secureCookies = isSecureRequest(opts.headers, opts.url ?? currentRequestUrl())
  const base = createInnerContext({
    headers: opts.headers,
    resHeaders: opts.resHeaders,
    clientAddress: clientAddressOf(opts.headers, opts.socketAddress ?? currentSocketAddress()),
    secureCookies,
    now,
    ...(opts.db ? { db: opts.db } : {}),
  })
  const token = readSessionToken(opts.headers, secureCookies)
  if (!token) return base
  const at = now()
  const result = await validateSessionToken(token, { db: base.db, now: at })
  if (!result) return base
  if (result.refreshed) {
    opts.resHeaders.append('set-cookie', serializeSessionCookie(token, result.session.expiresAt, secureCookies, at))
  }
  return { ...base, user: result.user, session: { id: result.session.id, expiresAt: result.session.expiresAt } }
}
