// POST /api/news/images: a news item's picture, chosen by uploading it (issue 15 items 6 and 11). One image per
// request, raw bytes with the name in X-File-Name so the browser shows progress. Staff only, same-site only, the
// same checks and re-encoding as gallery photos (gallery/image-processing.ts); the 1600 px variant is stored under
// website-images/news/ and its /files/ URL is what the news form saves (content-schemas.ts accepts nothing else).
import { randomInt } from 'node:crypto'
import { limits } from '#app-config'
import { takeSlot } from '~/server/auth/rate-limit'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { spoolBodyWithin } from '~/server/body-limit'
import { ImageRejectedError, displayName, processGalleryImage } from '~/server/gallery/image-processing'
import { fileNameOf } from '~/server/gallery/uploads'
import type { PrismaClient } from '~/server/db'
import { getStorage, type Storage } from '~/server/storage'
import { createRequestContext } from '~/server/trpc/context'
import { accessDeniedMessage, staffRoles } from '~/shared/roles'
import { logError } from '~/server/request-log'

export type NewsImageResponse = { url: string; width: number; height: number } | { error: string }

/** Images one staff member may upload per window: plenty for writing news, not for a script. */
export const newsImageUploadPolicy = { perUser: 60, windowMs: 15 * 60 * 1000 } as const

function json(status: number, body: NewsImageResponse, headers?: Headers): Response {
  const response = Response.json(body, { status, headers })
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** POST /api/news/images. Tests pass their own file store and database; the app uses its own. */
export async function handleNewsImageUpload(request: Request, { storage = getStorage(), db }: { storage?: Storage; db?: PrismaClient } = {}): Promise<Response> {
  if (!isSameSiteRequest(request)) return json(403, { error: 'Cross-site request refused' })
  const resHeaders = new Headers()
  const ctx = await createRequestContext({ headers: request.headers, resHeaders, url: request.url, db })
  if (!ctx.user) return json(401, { error: 'You must be logged in to upload a news image' }, resHeaders)
  if (!(staffRoles as readonly string[]).includes(ctx.user.role)) return json(403, { error: accessDeniedMessage(staffRoles) }, resHeaders)
  const slot = await takeSlot(ctx.db, { key: `news-image-upload:user:${ctx.user.id}`, limit: newsImageUploadPolicy.perUser, windowMs: newsImageUploadPolicy.windowMs }, ctx.now())
  if (!slot.allowed) return json(429, { error: 'Too many uploads at once. Please wait a few minutes and try again.' }, resHeaders)

  const name = displayName(fileNameOf(request))
  // Streamed to a temp file (body-limit.ts) that sharp reads; removed on every path.
  const upload = await spoolBodyWithin(request, limits.maxUploadBytes, storage.incomingDir)
  if (upload === 'too-large') return json(413, { error: `${name} is larger than 5 MB. Please choose a smaller photo.` }, resHeaders)

  try {
    const { display } = await processGalleryImage(upload, name)
    const stem = `${ctx.now().getTime()}-${String(randomInt(1_000_000)).padStart(6, '0')}`
    const stored = await storage.put({ bucket: 'website-images', path: `news/${stem}.${display.extension}`, body: display.body, contentType: display.contentType, originalName: name })
    // Always the app URL: the news schema accepts only /files/ addresses of our own files.
    return json(201, { url: `/files/${stored.key}`, width: display.width, height: display.height }, resHeaders)
  } catch (error) {
    if (error instanceof ImageRejectedError) return json(error.status, { error: error.message }, resHeaders)
    logError('[news] image upload failed', error)
    return json(500, { error: `${name} could not be saved. Please try again.` }, resHeaders)
  } finally {
    await upload.discard()
  }
}
