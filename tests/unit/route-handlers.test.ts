import { describe, expect, it } from 'vitest'
import { downloadHandlers, exportHandlers, uploadHandlers } from '~/server/route-handlers'

describe('file-transfer route handlers', () => {
  it('a download answers GET and HEAD alike and any other method 405 with Allow: GET, HEAD', async () => {
    const served: string[] = []
    const handlers = downloadHandlers(({ request }: { request: Request }) => {
      served.push(request.method)
      return new Response('file')
    })
    await handlers.GET({ request: new Request('http://school.test/f', { method: 'GET' }) })
    await handlers.HEAD({ request: new Request('http://school.test/f', { method: 'HEAD' }) })
    expect(served).toEqual(['GET', 'HEAD'])
    const refused = handlers.ANY()
    expect(refused.status).toBe(405)
    expect(refused.headers.get('Allow')).toBe('GET, HEAD')
  })

  it('an upload hands POST its request and answers any other method 405 with Allow: POST', async () => {
    const request = new Request('http://school.test/u', { method: 'POST', body: 'bytes' })
    const handlers = uploadHandlers(async (received) => new Response(await received.text(), { status: 201 }))
    const response = await handlers.POST({ request })
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('bytes')
    const refused = handlers.ANY()
    expect(refused.status).toBe(405)
    expect(refused.headers.get('Allow')).toBe('POST')
  })

  it('an export answers POST with its route context and any other method (GET, HEAD) 405 with Allow: POST', async () => {
    const handlers = exportHandlers(({ request, params }: { request: Request; params: { id: string } }) =>
      Response.json({ method: request.method, id: params.id }),
    )
    const response = await handlers.POST({
      request: new Request('http://school.test/e', { method: 'POST' }),
      params: { id: 'a1' },
    })
    expect(await response.json()).toEqual({ method: 'POST', id: 'a1' })
    expect(handlers).not.toHaveProperty('GET')
    const refused = handlers.ANY()
    expect(refused.status).toBe(405)
    expect(refused.headers.get('Allow')).toBe('POST')
  })
})
