// A stand-in for UploadThing's ingest server, file CDN and management API on 127.0.0.1.
// It checks what the real service checks (HMAC-signed ingest URLs, the API key header)
// so the real `uploadthing` SDK can be exercised end to end without the internet.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeUpload = {
  fileKey: string
  customId: string | null
  name: string
  contentType: string
  acl: string | null
  contentDisposition: string | null
  bytes: Uint8Array
}

export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  /** Set when the ingest URL's `signature` parameter matched an HMAC of the URL with the API key. */
  signatureValid: boolean
  json: unknown
}

export type FakeUploadThing = {
  /** Base URL of the fake, e.g. http://127.0.0.1:41234 (used as apiUrl and ingestUrl). */
  url: string
  apiKey: string
  appId: string
  /** A real-format token: base64 of {"apiKey","appId","regions"}. */
  token: string
  uploads: Map<string, FakeUpload>
  requests: RecordedRequest[]
  /** The next ingest PUT answers with this HTTP status instead of storing the file. */
  failNextUploadWith(status: number): void
  close(): Promise<void>
}

type Json = Record<string, unknown>

export async function startFakeUploadThing(): Promise<FakeUploadThing> {
  const apiKey = `sk_test_${randomBytes(12).toString('hex')}`
  const appId = 'fakeapp123'
  const token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ['fake-region-1'] })).toString('base64')
  const uploads = new Map<string, FakeUpload>()
  const requests: RecordedRequest[] = []
  let nextUploadFailure: number | null = null
  let base = ''

  const sign = (url: string) => `hmac-sha256=${createHmac('sha256', apiKey).update(url).digest('hex')}`

  const hasValidSignature = (url: URL): boolean => {
    const signature = url.searchParams.get('signature')
    if (!signature) return false
    const unsigned = new URL(url)
    unsigned.searchParams.delete('signature')
    const expected = Buffer.from(sign(unsigned.toString()))
    const actual = Buffer.from(signature)
    const expires = Number(url.searchParams.get('expires'))
    return expected.length === actual.length && timingSafeEqual(expected, actual) && expires > Date.now()
  }

  const findUpload = (body: Json, idField: 'fileKey' | 'customId'): FakeUpload | undefined => {
    const id = body[idField]
    return [...uploads.values()].find((u) => (idField === 'fileKey' ? u.fileKey : u.customId) === id)
  }

  const handlers = {
    async ingest(req: IncomingMessage, url: URL, raw: Buffer, res: ServerResponse) {
      if (nextUploadFailure !== null) {
        const status = nextUploadFailure
        nextUploadFailure = null
        return sendJson(res, status, { error: 'Simulated ingest failure' })
      }
      if (!hasValidSignature(url)) return sendJson(res, 403, { error: 'Invalid signature' })
      const form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData()
      const file = form.get('file')
      if (!(file instanceof Blob)) return sendJson(res, 400, { error: 'Missing multipart field "file"' })
      const fileKey = url.pathname.slice(1)
      const meta = (name: string) => {
        const value = url.searchParams.get(name)
        return value === null ? null : decodeURIComponent(value)
      }
      const bytes = new Uint8Array(await file.arrayBuffer())
      uploads.set(fileKey, {
        fileKey,
        customId: meta('x-ut-custom-id'),
        name: meta('x-ut-file-name') ?? 'unnamed',
        contentType: meta('x-ut-file-type') ?? 'application/octet-stream',
        acl: meta('x-ut-acl'),
        contentDisposition: meta('x-ut-content-disposition'),
        bytes,
      })
      const fileUrl = `${base}/f/${fileKey}`
      return sendJson(res, 200, {
        url: fileUrl,
        appUrl: fileUrl,
        ufsUrl: fileUrl,
        fileHash: createHash('sha256').update(bytes).digest('hex'),
      })
    },

    cdn(url: URL, res: ServerResponse) {
      const upload = uploads.get(decodeURIComponent(url.pathname.slice('/f/'.length)))
      if (!upload) return sendJson(res, 404, { error: 'Not found' })
      if (upload.acl === 'private' && !hasValidSignature(url))
        return sendJson(res, 403, { error: 'Signature required' })
      res.writeHead(200, { 'content-type': upload.contentType, 'content-length': upload.bytes.byteLength })
      res.end(upload.bytes)
    },

    api(op: string, body: Json, res: ServerResponse) {
      switch (op) {
        case 'deleteFiles': {
          const ids = (body.fileKeys ?? body.customIds) as unknown
          if (!Array.isArray(ids)) return sendJson(res, 400, { error: 'fileKeys or customIds required' })
          const field = body.fileKeys ? 'fileKey' : 'customId'
          let deletedCount = 0
          for (const id of ids) {
            const upload = findUpload({ [field]: id }, field)
            if (upload && uploads.delete(upload.fileKey)) deletedCount++
          }
          return sendJson(res, 200, { success: true, deletedCount })
        }
        case 'requestFileAccess': {
          const upload = findUpload(body, body.fileKey ? 'fileKey' : 'customId')
          if (!upload) return sendJson(res, 404, { error: 'File not found' })
          const ttlSeconds = typeof body.expiresIn === 'number' ? body.expiresIn : 3600
          const signed = new URL(`${base}/f/${upload.fileKey}`)
          signed.searchParams.append('expires', String(Date.now() + ttlSeconds * 1000))
          signed.searchParams.append('signature', sign(signed.toString()))
          return sendJson(res, 200, { url: signed.href, ufsUrl: signed.href })
        }
        default:
          return sendJson(res, 404, { error: `Unknown operation ${op}` })
      }
    },
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const url = new URL(req.url ?? '/', base)
      const isJson = (req.headers['content-type'] ?? '').includes('application/json')
      const json: unknown = isJson && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : null
      const isIngest = req.method === 'PUT'
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        signatureValid: isIngest && hasValidSignature(url),
        json,
      })
      const respond = async () => {
        if (isIngest) return handlers.ingest(req, url, raw, res)
        if (req.method === 'GET' && url.pathname.startsWith('/f/')) return handlers.cdn(url, res)
        const op = /^\/v6\/(\w+)$/.exec(url.pathname)?.[1]
        if (req.method === 'POST' && op) {
          if (req.headers['x-uploadthing-api-key'] !== apiKey) return sendJson(res, 401, { error: 'Invalid API key' })
          return handlers.api(op, (json ?? {}) as Json, res)
        }
        return sendJson(res, 404, { error: 'Not found' })
      }
      respond().catch((error: unknown) => sendJson(res, 500, { error: String(error) }))
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    apiKey,
    appId,
    token,
    uploads,
    requests,
    failNextUploadWith(status) {
      nextUploadFailure = status
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}
