import { createHash } from 'node:crypto'
import { StorageKeyError, isPrivateBucket, parseKey } from './keys'
import { storedFileContentSecurityPolicy } from '~/server/security-headers'
import type { Storage, StorageDb } from './types'
import { variantOnDemand } from '~/server/images/responsive'

const immutable = 'public, max-age=31536000, immutable'

/**
 * Answers GET/HEAD /files/<key> for public buckets. Private buckets answer 404 exactly like a
 * missing file, so the route never confirms that an admission document exists.
 */
export async function serveStoredFile(
  request: Request,
  rawKey: string,
  deps: { storage: Storage; db: StorageDb },
): Promise<Response> {
  let parsed: ReturnType<typeof parseKey>
  try {
    parsed = parseKey(rawKey)
  } catch (error) {
    if (error instanceof StorageKeyError) return plain(400, 'Bad request: malformed file path')
    throw error
  }
  if (isPrivateBucket(parsed.bucket)) return plain(404, 'Not found')

  const row = await deps.db.storedFile.findUnique({ where: { key: parsed.key }, select: { provider: true, url: true } })
  if (row?.provider === 'uploadthing' && row.url) {
    return new Response(null, {
      status: 302,
      headers: { Location: row.url, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
    })
  }

  // A responsive variant not made yet (src/server/images/responsive.ts) is made now, once.
  const file = (await deps.storage.get(parsed.key)) ?? (await variantOnDemand(deps.storage, parsed.key))
  if (!file) return plain(404, 'Not found')

  const etag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 27)}"`
  const headers = new Headers({
    'Cache-Control': immutable,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': file.contentType,
  })
  // A stored SVG or HTML file opened directly must not run script in our origin.
  if (file.contentType !== 'application/pdf') {
    headers.set('Content-Security-Policy', storedFileContentSecurityPolicy)
  }
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
    headers.delete('Content-Type')
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(file.size))
  return new Response(request.method === 'HEAD' ? null : (file.body as Uint8Array<ArrayBuffer>), { status: 200, headers })
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  })
}
