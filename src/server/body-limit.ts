// Request bodies are read only while they stay within their route's limit: a declared
// Content-Length above it is refused before anything is read, and a chunked body (no length) is counted as it
// streams and abandoned the moment it passes the limit, so no client can make the server hold more than that.

import { randomUUID } from 'node:crypto'
import { mkdir, open, rm } from 'node:fs/promises'
import path from 'node:path'

export type CappedBody = Uint8Array<ArrayBuffer> | 'too-large'

/** True when the request declares a Content-Length above `max` (refuse with 413 before reading). */
export function declaresMoreThan(request: Request, max: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  return Number.isFinite(declared) && declared > max
}

/** The whole body when it is at most `max` bytes, else 'too-large' (having read at most `max` + one chunk). */
export async function readBodyWithin(request: Request, max: number): Promise<CappedBody> {
  if (declaresMoreThan(request, max)) {
    await request.body?.cancel().catch(() => undefined)
    return 'too-large'
  }
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel().catch(() => undefined)
      return 'too-large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

type NodeBody = AsyncIterable<Uint8Array> & { readableFlowing: boolean | null; readableDidRead: boolean }

/**
 * The body's chunks, read only as fast as they are written out. Under Node the server's own request stream is read
 * when nothing has touched it yet: srvx's request.body is Readable.toWeb(req), whose queue (Node 20) counts chunks
 * rather than bytes and so takes in a whole fast upload while the disk catches up. Leaving the loop early (too
 * large) ends the stream and the connection either way, as cancelling the web stream does.
 */
function bodyChunks(request: Request): AsyncIterable<Uint8Array> {
  const node = (request as Request & { runtime?: { node?: { req?: NodeBody } } }).runtime?.node?.req
  if (node && node.readableFlowing === null && !node.readableDidRead) return node
  const body = request.body
  return (async function* () {
    if (!body) return
    const reader = body.getReader()
    try {
      for (;;) {
        const next = await reader.read()
        if (next.done) return
        yield next.value
      }
    } finally {
      await reader.cancel().catch(() => undefined)
    }
  })()
}

/** An upload spooled to a temp file: its size, its first bytes (for sniffing the type) and the file itself. */
export type SpooledUpload = {
  /** The temp file; storage.put({ body: upload }) moves it into the store. */
  file: string
  size: number
  /** The first `headLength` bytes (fewer when the file is shorter). */
  head: Uint8Array
  /** Removes the temp file unless put() already moved it; safe to call on every path, more than once. */
  discard: () => Promise<void>
}

export type SpooledBody = SpooledUpload | 'too-large'

/** Leading bytes kept in memory for the type checks (file-sniff.ts needs 8, image-processing.ts 12). */
export const headLength = 64

/**
 * Streams an upload to a temp file in `dir` (".upload-<uuid>.tmp", which the storage sweeper removes if the process
 * dies) while counting its bytes and keeping its first bytes, so a file never sits in memory whole.
 * Past `max` bytes it stops reading, removes the file and answers 'too-large'; a client that hangs up mid-body
 * leaves no file either (the error is rethrown).
 */
export async function spoolBodyWithin(request: Request, max: number, dir: string): Promise<SpooledBody> {
  if (declaresMoreThan(request, max)) {
    await request.body?.cancel().catch(() => undefined)
    return 'too-large'
  }
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `.upload-${randomUUID()}.tmp`)
  const discard = () => rm(file, { force: true })
  const handle = await open(file, 'wx')
  const head = new Uint8Array(headLength)
  let size = 0
  try {
    for await (const chunk of bodyChunks(request)) {
      if (size + chunk.byteLength > max) {
        await handle.close()
        await discard()
        return 'too-large'
      }
      if (size < headLength) head.set(chunk.subarray(0, headLength - size), size)
      size += chunk.byteLength
      await handle.write(chunk)
    }
    await handle.close()
  } catch (error) {
    await handle.close().catch(() => undefined)
    await discard()
    throw error
  }
  return { file, size, head: head.slice(0, Math.min(size, headLength)), discard }
}
