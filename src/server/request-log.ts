// One structured line per server error, tagged with the request's id. A client that hangs up
// mid-response is not a server error: it is at most one short line, never a stack trace.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export type RequestInfo = { requestId: string; method: string; path: string }

const current = new AsyncLocalStorage<RequestInfo>()

/** The caller's X-Request-Id when it is a plain token (a proxy's), else a new one. */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get('x-request-id')?.trim()
  return given && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID()
}

/** Runs `fn` with `info` as the current request, so errors logged anywhere below carry its id. */
export function withRequest<T>(info: RequestInfo, fn: () => T): T {
  return current.run(info, fn)
}

export function currentRequest(): RequestInfo | undefined {
  return current.getStore()
}

/** True when the error only says the client went away (closed the tab, lost the network) mid-request. */
export function isClientAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown }
  return (
    name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNABORTED' ||
    message === 'aborted'
  )
}

type Level = 'error' | 'warn' | 'info'
type Writer = (line: string) => void

const defaultWriter: Writer = (line) => console.error(line)

/** Writes `{"level","msg",...fields,"requestId","method","path"}` as one line of JSON. */
export function logLine(
  level: Level,
  msg: string,
  fields: Record<string, unknown> = {},
  write: Writer = defaultWriter,
): void {
  const request = currentRequest()
  // Wall-clock time of the log line (not business time, so not the app clock).
  const line = { time: new Date().toISOString(), level, msg, ...request, ...fields }
  write(JSON.stringify(line))
}

/** What an error is, on one line: name and message, code, cause, and the top stack frames. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) }
  const frames = (error.stack ?? '')
    .split('\n')
    .slice(1)
    .map((frame) => frame.trim().replace(/^at /, ''))
    .filter(Boolean)
    .slice(0, 6)
  const { code } = error as { code?: unknown }
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message.split('\n')[0]}` : undefined
  return {
    error: `${error.name}: ${error.message.split('\n')[0]}`,
    ...(code !== undefined ? { code } : {}),
    ...(cause ? { cause } : {}),
    stack: frames,
  }
}

/** What the caller of a failed request reads: no detail of the failure, only the id its log line carries. */
export function internalErrorMessage(requestId: string | null): string {
  return requestId
    ? `Something went wrong on our side. Please try again; if it keeps happening, give the school office this reference: ${requestId}.`
    : 'Something went wrong on our side. Please try again.'
}

/** Logs a failed request once: a client abort as one short info line, anything else as one error line. */
export function logRequestError(
  error: unknown,
  fields: Record<string, unknown> = {},
  signal?: AbortSignal,
  write: Writer = defaultWriter,
): void {
  if (isClientAbort(error, signal)) logLine('info', 'client closed the connection', fields, write)
  else logLine('error', 'request failed', { ...fields, ...errorFields(error) }, write)
}

/** A server-side failure that does not fail the request (a mail that could not be sent, a file left behind): one line. */
export function logError(
  msg: string,
  error?: unknown,
  fields: Record<string, unknown> = {},
  write: Writer = defaultWriter,
): void {
  logLine('error', msg, { ...fields, ...(error === undefined ? {} : errorFields(error)) }, write)
}
