// Gallery videos: the public paged read and the admin's add, edit and delete.
import { notFound } from '~/server/errors'
import { paging } from '#app-config'
import type { Prisma } from '~/server/db'
import { mapVideo, type GalleryVideo } from '~/shared/gallery-mapping'
import { findPage, type Page } from '~/server/paging'
import { youtubeId, youtubeThumbnailUrl } from '~/shared/video-url'
import type { VideoFields } from '~/shared/gallery-schemas'
import { deleteGalleryFiles, type GalleryDeps } from './files'
import { checkVideoLink } from './video-links'

/** Saving a video also checks its link over HTTP (ctx.fetch). */
type VideoWriteDeps = GalleryDeps & { fetch: typeof fetch; lookup: (host: string) => Promise<string[]> }

export const videoNotFoundMessage = 'This video no longer exists.'

const videoSelect = {
  id: true,
  title: true,
  description: true,
  videoUrl: true,
  thumbnailUrl: true,
  duration: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.GalleryVideoSelect

const videoOrder = [
  { updatedAt: 'desc' },
  { id: 'asc' },
] as const satisfies Prisma.GalleryVideoOrderByWithRelationInput[]

export type VideoPage = Page<GalleryVideo>

/** A page of videos ordered by updated_at descending, through findPage. */
export async function listVideos(
  deps: GalleryDeps,
  requestedPage: number,
  pageSize: number = paging.videos,
): Promise<VideoPage> {
  const found = await findPage(
    { page: requestedPage, pageSize },
    () => deps.db.galleryVideo.count(),
    (window) => deps.db.galleryVideo.findMany({ orderBy: videoOrder, ...window, select: videoSelect }),
  )
  return { ...found, items: found.items.map(mapVideo) }
}

export async function listAllVideos(deps: GalleryDeps): Promise<GalleryVideo[]> {
  const rows = await deps.db.galleryVideo.findMany({ orderBy: videoOrder, select: videoSelect })
  return rows.map(mapVideo)
}

/** The stored columns for a form's fields: a YouTube link always gets YouTube's own thumbnail. */
function columnsOf(fields: VideoFields) {
  const id = youtubeId(fields.videoUrl)
  return {
    title: fields.title,
    description: fields.description || null,
    videoUrl: fields.videoUrl,
    duration: fields.duration || null,
    thumbnailUrl: id ? youtubeThumbnailUrl(id) : fields.thumbnailUrl || null,
  }
}

export async function createVideo(deps: VideoWriteDeps, fields: VideoFields): Promise<GalleryVideo> {
  await checkVideoLink(deps, fields.videoUrl)
  return mapVideo(await deps.db.galleryVideo.create({ data: columnsOf(fields), select: videoSelect }))
}

export async function updateVideo(deps: VideoWriteDeps, id: string, fields: VideoFields): Promise<GalleryVideo> {
  const previous = await deps.db.galleryVideo.findUnique({
    where: { id },
    select: { videoUrl: true, thumbnailUrl: true },
  })
  if (!previous) throw notFound(videoNotFoundMessage)
  // An unchanged link is not checked again, so a caption can be fixed while the video's host is down.
  if (fields.videoUrl !== previous.videoUrl) await checkVideoLink(deps, fields.videoUrl)
  const updated = await deps.db.galleryVideo.update({ where: { id }, data: columnsOf(fields), select: videoSelect })
  await deleteUnusedFiles(deps, [previous.videoUrl, previous.thumbnailUrl])
  return mapVideo(updated)
}

export async function deleteVideo(deps: GalleryDeps, id: string): Promise<void> {
  const row = await deps.db.galleryVideo.findUnique({ where: { id }, select: { videoUrl: true, thumbnailUrl: true } })
  if (!row) throw notFound(videoNotFoundMessage)
  await deps.db.galleryVideo.delete({ where: { id } })
  await deleteUnusedFiles(deps, [row.videoUrl, row.thumbnailUrl])
}

/** Removes our stored files among `urls` that no remaining video refers to (two videos may share a still). */
async function deleteUnusedFiles(deps: GalleryDeps, urls: Array<string | null>): Promise<void> {
  const candidates = urls.filter((url): url is string => Boolean(url))
  if (candidates.length === 0) return
  const stillUsed = await deps.db.galleryVideo.findMany({
    where: { OR: [{ videoUrl: { in: candidates } }, { thumbnailUrl: { in: candidates } }] },
    select: { videoUrl: true, thumbnailUrl: true },
  })
  const used = new Set(stillUsed.flatMap((row) => [row.videoUrl, row.thumbnailUrl]))
  await deleteGalleryFiles(
    deps,
    candidates.filter((url) => !used.has(url)),
  )
}
