// A client abort is at most one short line; a server error is one structured line that names
// the request it belongs to (src/server/request-log.ts, wired in src/start.ts and the tRPC handler).
import { describe, expect, it } from 'vitest'
import { isClientAbort, logError, logRequestError, requestIdFrom, withRequest } from '~/server/request-log'

function capture() {
  const lines: string[] = []
  return { lines, write: (line: string) => void lines.push(line) }
}

const request = { requestId: 'req-42', method: 'GET', path: '/news' }

describe('request log', () => {
  it('a client that hangs up is one info line with the request id, no stack', () => {
    const { lines, write } = capture()
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    withRequest(request, () => logRequestError(aborted, {}, undefined, write))
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('\n')
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      msg: 'client closed the connection',
      requestId: 'req-42',
      path: '/news',
    })
    expect(lines[0]).not.toContain('stack')
  })

  it('an aborted signal counts as the client leaving whatever the error says', () => {
    const controller = new AbortController()
    controller.abort()
    expect(isClientAbort(new Error('Failed to read body'), controller.signal)).toBe(true)
    expect(isClientAbort(new TypeError('x is not a function'))).toBe(false)
  })

  it('a server error is one JSON line with the request id, the message, the cause and the top frames', () => {
    const { lines, write } = capture()
    const error = new TypeError('Cannot read properties of undefined (reading "id")\nsecond line', {
      cause: new Error('db said no'),
    })
    withRequest(request, () => logRequestError(error, { procedure: 'news.byId' }, undefined, write))
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('\n')
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(entry).toMatchObject({
      level: 'error',
      requestId: 'req-42',
      method: 'GET',
      path: '/news',
      procedure: 'news.byId',
      error: 'TypeError: Cannot read properties of undefined (reading "id")',
      cause: 'Error: db said no',
    })
    expect((entry.stack as string[]).length).toBeGreaterThan(0)
    expect(typeof entry.time).toBe('string')
  })

  it('errors outside a request still make one line, and ids from a proxy are kept only when plain', () => {
    const { lines, write } = capture()
    logError('[mail] could not record a failed e-mail', new Error('disk full'), {}, write)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', error: 'Error: disk full' })
    expect(requestIdFrom(new Headers({ 'x-request-id': 'abc-123' }))).toBe('abc-123')
    expect(requestIdFrom(new Headers({ 'x-request-id': 'bad id {"level":"x"}' }))).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFrom(new Headers())).toMatch(/^[0-9a-f-]{36}$/)
  })
})
