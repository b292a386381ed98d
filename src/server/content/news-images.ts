// POST /api/news/images: a news item's picture, chosen by uploading it. One image per
// request, raw bytes with the name in X-File-Name so the browser shows progress. Staff only, same-site only, the
// same checks and re-encoding as gallery photos (gallery/image-processing.ts); the 1600 px variant is stored under
// website-images/news/ and its /files/ URL is what the news form saves (content-schemas.ts accepts nothing else).
import { randomInt } from 'node:crypto'
import { takeSlot, tooManyUploadsMessage, uploadLimit } from '~/server/auth/rate-limit'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { displayName } from '~/server/gallery/image-processing'
import { storeUploadedImage, uploadJson } from '~/server/gallery/image-upload'
import { fileNameOf } from '~/server/gallery/uploads'
import type { PrismaClient } from '~/server/db'
import { getStorage, type Storage } from '~/server/storage'
import { createRequestContext } from '~/server/trpc/context'
import { accessDeniedMessage, staffRoles } from '~/shared/roles'

export type NewsImageResponse = { url: string; width: number; height: number } | { error: string }

/** Images one staff member may upload per window: plenty for writing news, not for a script. */
export const newsImageUploadPolicy = { perUser: 60, windowMs: 15 * 60 * 1000 } as const

const json = (status: number, body: NewsImageResponse, headers?: Headers) => uploadJson(status, body, headers)

/** POST /api/news/images. Tests pass their own file store and database; the app uses its own. */
export async function handleNewsImageUpload(
  request: Request,
  { storage = getStorage(), db }: { storage?: Storage; db?: PrismaClient } = {},
): Promise<Response> {
  if (!isSameSiteRequest(request)) return json(403, { error: 'Cross-site request refused' })
  const resHeaders = new Headers()
  const ctx = await createRequestContext({ headers: request.headers, resHeaders, url: request.url, db })
  if (!ctx.user) return json(401, { error: 'You must be logged in to upload a news image' }, resHeaders)
  if (!(staffRoles as readonly string[]).includes(ctx.user.role))
    return json(403, { error: accessDeniedMessage(staffRoles) }, resHeaders)
  const slot = await takeSlot(ctx.db, uploadLimit('news-image-upload', newsImageUploadPolicy, ctx.user.id), ctx.now())
  if (!slot.allowed) return json(429, { error: tooManyUploadsMessage }, resHeaders)

  const name = displayName(fileNameOf(request))
  const saved = await storeUploadedImage(
    request,
    { storage, name, resHeaders, logMessage: '[news] image upload failed' },
    async ({ display }) => {
      const stem = `${ctx.now().getTime()}-${String(randomInt(1_000_000)).padStart(6, '0')}`
      const stored = await storage.put({
        bucket: 'website-images',
        path: `news/${stem}.${display.extension}`,
        body: display.body,
        contentType: display.contentType,
        originalName: name,
      })
      // Always the app URL: the news schema accepts only /files/ addresses of our own files.
      return { url: `/files/${stored.key}`, width: display.width, height: display.height }
    },
  )
  return 'response' in saved ? saved.response : json(201, saved.stored, resHeaders)
}
