// Request bodies are read only while they stay within their route's limit (issue 15 item 3): a declared
// Content-Length above it is refused before anything is read, and a chunked body (no length) is counted as it
// streams and abandoned the moment it passes the limit, so no client can make the server hold more than that.

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
