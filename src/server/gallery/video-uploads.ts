// POST /api/gallery/videos: one video file per request, the raw bytes as the body and its name in
// X-File-Name, so the browser can show upload progress (XMLHttpRequest). Admin only, same-site, counted with the
// photo uploads. Streamed to a temp file (spoolBodyWithin), judged by its first bytes (MP4 or WebM, never the name
// or the declared type) and moved into the store; the answer is the address the video form then saves.
import { randomInt } from 'node:crypto'
import { limits } from '#app-config'
import { spoolBodyWithin } from '~/server/body-limit'
import type { PrismaClient } from '~/server/db'
import { logError } from '~/server/request-log'
import { getStorage, type Storage } from '~/server/storage'
import { sniffVideoType, videoExtension } from '~/shared/video-sniff'
import { displayName } from './image-processing'
import { notSavedMessage, uploadJson } from './image-upload'
import { fileNameOf, openGalleryUpload } from './uploads'

export type VideoUploadResponse = { url: string; contentType: string; size: number } | { error: string }

const megabytes = Math.round(limits.maxVideoUploadBytes / 1024 / 1024)

export const videoUploadMessages = {
  tooLarge: (name: string) =>
    `${name} is larger than ${megabytes} MB. Put longer videos on YouTube or Vimeo and paste the link instead.`,
  notVideo: (name: string) => `${name} is not an MP4 or WebM video.`,
  failed: notSavedMessage,
} as const

const json = (status: number, body: VideoUploadResponse, headers?: Headers) => uploadJson(status, body, headers)

/** Tests pass their own file store and database; the app uses its own. */
export async function handleVideoUpload(
  request: Request,
  { storage = getStorage(), db }: { storage?: Storage; db?: PrismaClient } = {},
): Promise<Response> {
  const opened = await openGalleryUpload(request, db)
  if (opened instanceof Response) return opened
  const { ctx, resHeaders } = opened

  const name = displayName(fileNameOf(request))
  const upload = await spoolBodyWithin(request, limits.maxVideoUploadBytes, storage.incomingDir)
  if (upload === 'too-large') return json(413, { error: videoUploadMessages.tooLarge(name) }, resHeaders)
  try {
    const type = sniffVideoType(upload.head)
    if (!type) return json(415, { error: videoUploadMessages.notVideo(name) }, resHeaders)
    const stem = `${ctx.now().getTime()}-${String(randomInt(1_000_000)).padStart(6, '0')}`
    const stored = await storage.put({
      bucket: 'image-gallery',
      path: `videos/${stem}.${videoExtension(type)}`,
      body: upload,
      contentType: type,
      originalName: name,
    })
    const url = stored.url ?? storage.publicUrl(stored.key)
    if (!url) throw new Error(`no public address for ${stored.key}`)
    return json(201, { url, contentType: type, size: upload.size }, resHeaders)
  } catch (error) {
    logError('[gallery] video upload failed', error)
    return json(500, { error: videoUploadMessages.failed(name) }, resHeaders)
  } finally {
    await upload.discard()
  }
}
