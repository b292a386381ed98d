// The server entry (TanStack Start's default, plus the request log). Every request gets an id
// (X-Request-Id: the proxy's, else a new one) that each log line written while serving it carries
// (src/server/request-log.ts). An error that escapes Start is logged here once, as one line, and rethrown with its
// status set, which Start takes as already reported; a client that hung up is one short line and no stack trace.
import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { isClientAbort, logRequestError, requestIdFrom, withRequest } from '~/server/request-log'

const startFetch = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  fetch(request, ...rest) {
    const info = {
      requestId: requestIdFrom(request.headers),
      method: request.method,
      path: new URL(request.url).pathname,
    }
    return withRequest(info, async () => {
      try {
        const response = await startFetch(request, ...rest)
        try {
          response.headers.set('x-request-id', info.requestId)
        } catch {
          // An immutable response (a redirect) goes without it.
        }
        return response
      } catch (error) {
        if (error instanceof Response) throw error
        logRequestError(error, {}, request.signal)
        // 499: nginx's "client closed request"; nobody reads the answer anyway.
        const status = isClientAbort(error, request.signal) ? 499 : 500
        throw Object.assign(new Error(status === 499 ? 'Client closed the request' : 'Internal server error'), {
          status,
          headers: { 'x-request-id': info.requestId },
        })
      }
    })
  },
})
