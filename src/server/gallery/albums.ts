// Albums and their images: the public reads and the admin's changes (docs/product.md, Gallery and
// Gallery management). Every function takes the database and the file store (the tRPC context) as `deps`.
import { conflict, notFound } from '~/server/errors'
import { paging } from '#app-config'
import type { Prisma } from '~/server/db'
import {
  gridImage,
  mapAlbum,
  mapImage,
  type AlbumCard,
  type GalleryImage,
  type ResponsiveImage,
} from '~/shared/gallery-mapping'
import { findPage, type Page } from '~/server/paging'
import type { AlbumFields, ImageFields } from '~/shared/gallery-schemas'
import { deleteGalleryFiles, type GalleryDeps } from './files'

export const albumNotFoundMessage = 'Album not found'
export const imageNotFoundMessage = 'This image no longer exists.'

const imageSelect = {
  id: true,
  albumId: true,
  title: true,
  description: true,
  imageUrl: true,
  thumbnailUrl: true,
  mediumUrl: true,
  displayUrl: true,
  width: true,
  height: true,
  sortOrder: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.GalleryImageSelect

const albumSelect = {
  id: true,
  title: true,
  description: true,
  coverImageUrl: true,
  coverImageId: true,
  createdAt: true,
  updatedAt: true,
  coverImage: { select: imageSelect },
  _count: { select: { images: true } },
} as const satisfies Prisma.GalleryAlbumSelect

type AlbumRecord = Prisma.GalleryAlbumGetPayload<{ select: typeof albumSelect }>

// Images of an album by sort_order; createdAt breaks ties so equal sort_order stays stable.
const imageOrder = [
  { sortOrder: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
] as const satisfies Prisma.GalleryImageOrderByWithRelationInput[]
const albumOrder = [
  { updatedAt: 'desc' },
  { id: 'asc' },
] as const satisfies Prisma.GalleryAlbumOrderByWithRelationInput[]

function toCard(record: AlbumRecord): AlbumCard {
  const album = mapAlbum({ ...record, itemCount: record._count.images })
  let cover: ResponsiveImage | null = null
  if (record.coverImage) cover = gridImage(mapImage(record.coverImage))
  else if (album.coverImageUrl) cover = { src: album.coverImageUrl, srcSet: '', width: null, height: null }
  return { ...album, cover, coverImageId: record.coverImageId }
}

/** The URL an album shows for an image used as its cover: the sharp display size when there is one. */
function coverUrlOf(image: { imageUrl: string; displayUrl: string | null }): string {
  return image.displayUrl || image.imageUrl
}

/**
 * An album without a cover takes its first image by sort_order, and that is saved back.
 * A cover given only as a URL (older or imported rows) is linked to its image the same way, so the grid can
 * use that image's smaller files. updated_at is written unchanged: filling in a cover never reorders the grid.
 */
async function fillMissingCovers(deps: GalleryDeps, records: AlbumRecord[]): Promise<AlbumRecord[]> {
  return Promise.all(
    records.map(async (record) => {
      if (record.coverImage) return record
      const url = record.coverImageUrl
      if (url) {
        const match = await deps.db.galleryImage.findFirst({
          where: {
            albumId: record.id,
            OR: [{ imageUrl: url }, { displayUrl: url }, { mediumUrl: url }, { thumbnailUrl: url }],
          },
          orderBy: imageOrder,
          select: imageSelect,
        })
        if (!match) return record
        await deps.db.galleryAlbum.updateMany({
          where: { id: record.id, coverImageUrl: url },
          data: { coverImageId: match.id, updatedAt: record.updatedAt },
        })
        return { ...record, coverImageId: match.id, coverImage: match }
      }
      const first = await deps.db.galleryImage.findFirst({
        where: { albumId: record.id },
        orderBy: imageOrder,
        select: imageSelect,
      })
      if (!first) return record
      const coverImageUrl = coverUrlOf(first)
      // The null check makes a concurrent admin's choice of cover win over this default.
      await deps.db.galleryAlbum.updateMany({
        where: { id: record.id, coverImageUrl: null },
        data: { coverImageUrl, coverImageId: first.id, updatedAt: record.updatedAt },
      })
      return { ...record, coverImageUrl, coverImageId: first.id, coverImage: first }
    }),
  )
}

export type AlbumPage = Page<AlbumCard>

/** A page of albums ordered by updated_at descending, through findPage. */
export async function listAlbums(
  deps: GalleryDeps,
  requestedPage: number,
  pageSize: number = paging.albums,
): Promise<AlbumPage> {
  const found = await findPage(
    { page: requestedPage, pageSize },
    () => deps.db.galleryAlbum.count(),
    (window) => deps.db.galleryAlbum.findMany({ orderBy: albumOrder, ...window, select: albumSelect }),
  )
  return { ...found, items: (await fillMissingCovers(deps, found.items)).map(toCard) }
}

export type AlbumDetail = { album: AlbumCard; images: GalleryImage[] }

/** One album and its images in sort_order; null when it does not exist ('Album not found'). */
export async function getAlbum(deps: GalleryDeps, id: string): Promise<AlbumDetail | null> {
  const record = await deps.db.galleryAlbum.findUnique({ where: { id }, select: albumSelect })
  if (!record) return null
  const images = await deps.db.galleryImage.findMany({
    where: { albumId: id },
    orderBy: imageOrder,
    select: imageSelect,
  })
  return { album: toCard(record), images: images.map(mapImage) }
}

/** Every album for the admin screen, newest first (a school's gallery is hundreds of albums at most). */
export async function listAllAlbums(deps: GalleryDeps): Promise<AlbumCard[]> {
  const records = await deps.db.galleryAlbum.findMany({ orderBy: albumOrder, select: albumSelect })
  return records.map(toCard)
}

export async function createAlbum(deps: GalleryDeps, fields: AlbumFields): Promise<AlbumCard> {
  const record = await deps.db.galleryAlbum.create({
    data: { title: fields.title, description: fields.description || null },
    select: albumSelect,
  })
  return toCard(record)
}

export async function updateAlbum(deps: GalleryDeps, id: string, fields: AlbumFields): Promise<AlbumCard> {
  const { count } = await deps.db.galleryAlbum.updateMany({
    where: { id },
    data: { title: fields.title, description: fields.description || null },
  })
  if (count === 0) throw notFound(albumNotFoundMessage)
  const record = await deps.db.galleryAlbum.findUniqueOrThrow({ where: { id }, select: albumSelect })
  return toCard(record)
}

/** Deletes the album, its image rows (cascade) and then its stored files. */
export async function deleteAlbum(deps: GalleryDeps, id: string): Promise<{ deletedImages: number }> {
  const { urls, deletedImages } = await deps.db.$transaction(async (tx) => {
    const album = await tx.galleryAlbum.findUnique({ where: { id }, select: { coverImageUrl: true } })
    if (!album) throw notFound(albumNotFoundMessage)
    const images = await tx.galleryImage.findMany({
      where: { albumId: id },
      select: { imageUrl: true, thumbnailUrl: true, mediumUrl: true, displayUrl: true },
    })
    await tx.galleryAlbum.delete({ where: { id } })
    // A cover file is removed only when no other album still shows it.
    const coverShared = album.coverImageUrl
      ? (await tx.galleryAlbum.count({ where: { coverImageUrl: album.coverImageUrl } })) > 0
      : true
    const fileUrls = images.flatMap((image) => [image.imageUrl, image.thumbnailUrl, image.mediumUrl, image.displayUrl])
    if (!coverShared) fileUrls.push(album.coverImageUrl)
    return { urls: fileUrls, deletedImages: images.length }
  })
  await deleteGalleryFiles(deps, urls)
  return { deletedImages }
}

export async function setAlbumCover(deps: GalleryDeps, albumId: string, imageId: string): Promise<AlbumCard> {
  const image = await deps.db.galleryImage.findFirst({
    where: { id: imageId, albumId },
    select: { id: true, imageUrl: true, displayUrl: true },
  })
  if (!image) throw notFound(imageNotFoundMessage)
  const record = await deps.db.galleryAlbum.update({
    where: { id: albumId },
    data: { coverImageUrl: coverUrlOf(image), coverImageId: image.id },
    select: albumSelect,
  })
  return toCard(record)
}

export async function updateImage(deps: GalleryDeps, id: string, fields: ImageFields): Promise<GalleryImage> {
  const { count } = await deps.db.galleryImage.updateMany({
    where: { id },
    data: { title: fields.title || null, description: fields.description || null },
  })
  if (count === 0) throw notFound(imageNotFoundMessage)
  return mapImage(await deps.db.galleryImage.findUniqueOrThrow({ where: { id }, select: imageSelect }))
}

/** Sets sort_order to each image's position in `imageIds`, which must list the album's images exactly. */
export async function reorderImages(deps: GalleryDeps, albumId: string, imageIds: string[]): Promise<GalleryImage[]> {
  await deps.db.$transaction(async (tx) => {
    const existing = await tx.galleryImage.findMany({ where: { albumId }, select: { id: true } })
    const known = new Set(existing.map((row) => row.id))
    if (existing.length !== imageIds.length || !imageIds.every((id) => known.has(id))) {
      throw conflict('The album changed while you were reordering. Reload the page and try again.')
    }
    for (const [index, id] of imageIds.entries()) {
      await tx.galleryImage.update({ where: { id }, data: { sortOrder: index } })
    }
  })
  const images = await deps.db.galleryImage.findMany({ where: { albumId }, orderBy: imageOrder, select: imageSelect })
  return images.map(mapImage)
}

/** Deletes one image and its files; when it was the cover, the album falls back to its next first image. */
export async function deleteImage(deps: GalleryDeps, id: string): Promise<void> {
  const image = await deps.db.$transaction(async (tx) => {
    const row = await tx.galleryImage.findUnique({
      where: { id },
      select: { id: true, albumId: true, imageUrl: true, thumbnailUrl: true, mediumUrl: true, displayUrl: true },
    })
    if (!row) throw notFound(imageNotFoundMessage)
    await tx.galleryImage.delete({ where: { id } })
    const album = await tx.galleryAlbum.findUniqueOrThrow({
      where: { id: row.albumId },
      select: { coverImageUrl: true, coverImageId: true },
    })
    const wasCover =
      album.coverImageId === row.id ||
      (album.coverImageUrl !== null &&
        [row.imageUrl, row.displayUrl, row.mediumUrl, row.thumbnailUrl].includes(album.coverImageUrl))
    const itemCount = await tx.galleryImage.count({ where: { albumId: row.albumId } })
    await tx.galleryAlbum.update({
      where: { id: row.albumId },
      data: { itemCount, ...(wasCover ? { coverImageUrl: null, coverImageId: null } : {}) },
    })
    return row
  })
  await deleteGalleryFiles(deps, [image.imageUrl, image.thumbnailUrl, image.mediumUrl, image.displayUrl])
}

export type NewImageFiles = {
  title: string | null
  imageUrl: string
  displayUrl: string
  mediumUrl: string
  thumbnailUrl: string
  width: number
  height: number
}

/** Adds an uploaded image at the end of the album and keeps item_count in step; a new album's first image becomes its cover. */
export async function addImage(deps: GalleryDeps, albumId: string, files: NewImageFiles): Promise<GalleryImage> {
  return deps.db.$transaction(async (tx) => {
    const last = await tx.galleryImage.findFirst({
      where: { albumId },
      orderBy: { sortOrder: 'desc' },
      select: { sortOrder: true },
    })
    const created = await tx.galleryImage.create({
      data: { albumId, ...files, sortOrder: last ? last.sortOrder + 1 : 0 },
      select: imageSelect,
    })
    const itemCount = await tx.galleryImage.count({ where: { albumId } })
    await tx.galleryAlbum.update({ where: { id: albumId }, data: { itemCount } })
    // Only when the album has no cover at all: an admin's choice is never replaced.
    await tx.galleryAlbum.updateMany({
      where: { id: albumId, coverImageId: null, coverImageUrl: null },
      data: { coverImageId: created.id, coverImageUrl: coverUrlOf(created) },
    })
    return mapImage(created)
  })
}

export async function albumExists(deps: GalleryDeps, id: string): Promise<boolean> {
  return (await deps.db.galleryAlbum.count({ where: { id } })) > 0
}
