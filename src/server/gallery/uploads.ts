// POST /api/gallery/uploads?albumId=<id>: one photo per request, the raw bytes as the body and its name in
// X-File-Name, so the browser can report progress per file (XMLHttpRequest). Admin only, same-site only;
// the type and size are judged from the bytes (image-processing.ts), never from the name or the header.
import { randomInt } from 'node:crypto'
import { takeSlot, tooManyUploadsMessage, uploadLimit } from '~/server/auth/rate-limit'
import { isSameSiteRequest } from '~/server/auth/request-info'
import type { PrismaClient } from '~/server/db'
import { getStorage, type Storage } from '~/server/storage'
import { createRequestContext, type Context } from '~/server/trpc/context'
import type { GalleryImage } from '~/shared/gallery-mapping'
import { addImage, albumExists, albumNotFoundMessage } from './albums'
import { deleteGalleryFiles, type GalleryDeps } from './files'
import { displayName, type ImageVariant } from './image-processing'
import { notSavedMessage, storeUploadedImage, uploadJson } from './image-upload'
import { accessDeniedMessage } from '~/shared/roles'
import { logError } from '~/server/request-log'

export const fileNameHeader = 'X-File-Name'

/** Photos one admin may upload per window: a whole album in one go fits; a runaway script does not. */
export const galleryUploadPolicy = { perUser: 300, windowMs: 15 * 60 * 1000 } as const
export const galleryUploadLimit = (userId: string) => uploadLimit('gallery-upload', galleryUploadPolicy, userId)

export type UploadResponse = { image: GalleryImage } | { error: string }

const json = (status: number, body: UploadResponse, headers?: Headers) => uploadJson(status, body, headers)

/** A starting title from the file name, as most CMSs do ("sports-day_01.jpg" -> "sports day 01"); the admin can edit it. */
export function titleFromFileName(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
  const title = stem
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
  return title || null
}

export function fileNameOf(request: Request): string {
  const raw = request.headers.get(fileNameHeader) ?? ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

async function storeVariants(
  { db, storage }: GalleryDeps,
  albumId: string,
  variants: Record<'original' | 'display' | 'medium' | 'thumbnail', ImageVariant>,
  originalName: string,
) {
  const stem = `${Date.now()}-${String(randomInt(1_000_000)).padStart(6, '0')}`
  const put = (variant: ImageVariant, suffix: string) =>
    storage.put({
      bucket: 'image-gallery',
      path: `albums/${albumId}/${stem}${suffix}.${variant.extension}`,
      body: variant.body,
      contentType: variant.contentType,
      originalName,
    })
  const stored = await Promise.allSettled([
    put(variants.original, ''),
    put(variants.display, '-display'),
    put(variants.medium, '-medium'),
    put(variants.thumbnail, '-thumb'),
  ])
  const urls = stored.map((result) =>
    result.status === 'fulfilled' ? (result.value.url ?? storage.publicUrl(result.value.key)) : null,
  )
  const failure = stored.find((result) => result.status === 'rejected')
  if (failure) {
    await deleteGalleryFiles({ db, storage }, urls)
    throw failure.reason
  }
  const [imageUrl, displayUrl, mediumUrl, thumbnailUrl] = urls as [string, string, string, string]
  return { imageUrl, displayUrl, mediumUrl, thumbnailUrl }
}

/**
 * What every gallery upload (photos, videos) checks before its body is read: same site, an admin's session and a
 * slot of the admin's upload allowance. A refusal comes back as the response to send.
 */
export async function openGalleryUpload(
  request: Request,
  db?: PrismaClient,
): Promise<{ ctx: Context; resHeaders: Headers } | Response> {
  if (!isSameSiteRequest(request)) return json(403, { error: 'Cross-site request refused' })
  const resHeaders = new Headers()
  const ctx = await createRequestContext({ headers: request.headers, resHeaders, url: request.url, db })
  if (!ctx.user) return json(401, { error: 'Please sign in to continue.' }, resHeaders)
  if (ctx.user.role !== 'admin') return json(403, { error: accessDeniedMessage(['admin']) }, resHeaders)
  // The slot is taken atomically before the body is read (rate-limit.ts), so parallel uploads never exceed the limit.
  const slot = await takeSlot(ctx.db, galleryUploadLimit(ctx.user.id), ctx.now())
  if (!slot.allowed) return json(429, { error: tooManyUploadsMessage }, resHeaders)
  return { ctx, resHeaders }
}

/** POST /api/gallery/uploads. Tests pass their own file store and database; the app uses its own. */
export async function handleGalleryUpload(
  request: Request,
  { storage = getStorage(), db }: { storage?: Storage; db?: PrismaClient } = {},
): Promise<Response> {
  const opened = await openGalleryUpload(request, db)
  if (opened instanceof Response) return opened
  const { ctx, resHeaders } = opened

  const albumId = new URL(request.url).searchParams.get('albumId')?.trim() ?? ''
  if (!albumId || albumId.length > 100 || !(await albumExists({ db: ctx.db, storage }, albumId)))
    return json(404, { error: albumNotFoundMessage }, resHeaders)

  const fileName = fileNameOf(request)
  const name = displayName(fileName)
  const saved = await storeUploadedImage(
    request,
    { storage, name, resHeaders, logMessage: '[gallery] upload failed' },
    async (processed) => ({
      urls: await storeVariants({ db: ctx.db, storage }, albumId, processed, name),
      size: { width: processed.original.width, height: processed.original.height },
    }),
  )
  if ('response' in saved) return saved.response
  const { urls, size } = saved.stored

  try {
    const image = await addImage({ db: ctx.db, storage }, albumId, {
      ...urls,
      ...size,
      title: titleFromFileName(fileName),
    })
    return json(201, { image }, resHeaders)
  } catch (error) {
    // The album was deleted while the photo was processing, or the database failed: leave no orphan files.
    await deleteGalleryFiles({ db: ctx.db, storage }, Object.values(urls))
    if (!(await albumExists({ db: ctx.db, storage }, albumId).catch(() => true)))
      return json(404, { error: albumNotFoundMessage }, resHeaders)
    logError('[gallery] upload failed', error)
    return json(500, { error: notSavedMessage(name) }, resHeaders)
  }
}
