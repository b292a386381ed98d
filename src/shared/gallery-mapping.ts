// Gallery rows as the pages see them (SPEC.md section 3, mapping defaults): a missing description, cover,
// title, duration or thumbnail becomes empty text, item_count becomes 0, and an image's thumbnail falls
// back to its image_url. Also the responsive-image rules shared by the grids and the viewer.
import { formatShortMonthDate } from './dates'

/** Widths the server renders at upload (src/server/gallery/image-processing.ts). */
export const imageVariants = {
  thumbnailWidth: 480,
  displayWidth: 1600,
  /** The longest edge of the stored original, which is what a visitor downloads. */
  originalMaxEdge: 2560,
} as const

type Nullable<T> = T | null | undefined

export type AlbumRow = {
  id: string
  title: Nullable<string>
  description: Nullable<string>
  coverImageUrl: Nullable<string>
  itemCount: Nullable<number>
  createdAt: Date
  updatedAt: Date
}

export type ImageRow = {
  id: string
  albumId: string
  title: Nullable<string>
  description: Nullable<string>
  imageUrl: string
  thumbnailUrl: Nullable<string>
  displayUrl: Nullable<string>
  width: Nullable<number>
  height: Nullable<number>
  sortOrder: Nullable<number>
  createdAt: Date
  updatedAt: Date
}

export type VideoRow = {
  id: string
  title: Nullable<string>
  description: Nullable<string>
  videoUrl: string
  thumbnailUrl: Nullable<string>
  duration: Nullable<string>
  createdAt: Date
  updatedAt: Date
}

export type GalleryAlbum = {
  id: string
  title: string
  description: string
  coverImageUrl: string
  itemCount: number
  createdAt: Date
  updatedAt: Date
}

export type GalleryImage = {
  id: string
  albumId: string
  title: string
  description: string
  imageUrl: string
  thumbnailUrl: string
  /** Empty when no display variant exists (images stored before variants, or seeded ones). */
  displayUrl: string
  width: number | null
  height: number | null
  sortOrder: number
  createdAt: Date
  updatedAt: Date
}

export type GalleryVideo = {
  id: string
  title: string
  description: string
  videoUrl: string
  thumbnailUrl: string
  duration: string
  createdAt: Date
  updatedAt: Date
}

const text = (value: Nullable<string>): string => value ?? ''
const positiveInt = (value: Nullable<number>): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null

export function mapAlbum(row: AlbumRow): GalleryAlbum {
  return {
    id: row.id,
    title: text(row.title),
    description: text(row.description),
    coverImageUrl: text(row.coverImageUrl),
    itemCount: row.itemCount ?? 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function mapImage(row: ImageRow): GalleryImage {
  return {
    id: row.id,
    albumId: row.albumId,
    title: text(row.title),
    description: text(row.description),
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl || row.imageUrl,
    displayUrl: text(row.displayUrl),
    width: positiveInt(row.width),
    height: positiveInt(row.height),
    sortOrder: row.sortOrder ?? 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function mapVideo(row: VideoRow): GalleryVideo {
  return {
    id: row.id,
    title: text(row.title),
    description: text(row.description),
    videoUrl: row.videoUrl,
    thumbnailUrl: text(row.thumbnailUrl),
    duration: text(row.duration),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** An album as the grids show it: the cover as a responsive image, or null for 'No cover image'. */
export type AlbumCard = GalleryAlbum & { cover: ResponsiveImage | null; coverImageId: string | null }

export type ResponsiveImage = {
  src: string
  /** Empty when there is only one file to choose from. */
  srcSet: string
  width: number | null
  height: number | null
}

type VariantSource = Pick<GalleryImage, 'imageUrl' | 'thumbnailUrl' | 'displayUrl' | 'width' | 'height'>

function candidates(image: VariantSource, includeOriginal: boolean): Array<{ url: string; width: number }> {
  const width = image.width ?? imageVariants.displayWidth
  const list: Array<{ url: string; width: number }> = []
  if (image.thumbnailUrl && image.thumbnailUrl !== image.imageUrl) {
    list.push({ url: image.thumbnailUrl, width: Math.min(imageVariants.thumbnailWidth, width) })
  }
  if (image.displayUrl) list.push({ url: image.displayUrl, width: Math.min(imageVariants.displayWidth, width) })
  // Without a display variant, a stored image known to be no wider than the display size stands in for it
  // (seeded photos are 1600 px); a larger or unmeasured one is never sent to a grid cell.
  const displaySized = image.width !== null && image.width <= imageVariants.displayWidth
  if (includeOriginal || (!image.displayUrl && displaySized)) list.push({ url: image.imageUrl, width })
  const seen = new Set<string>()
  return list.filter((c) => (seen.has(c.url) ? false : (seen.add(c.url), true))).sort((a, b) => a.width - b.width)
}

function responsive(image: VariantSource, includeOriginal: boolean): ResponsiveImage {
  const list = candidates(image, includeOriginal)
  const src = list[0]?.url ?? image.imageUrl
  return {
    src,
    srcSet: list.length > 1 ? list.map((c) => `${c.url} ${c.width}w`).join(', ') : '',
    width: image.width,
    height: image.height,
  }
}

/** For a grid cell: the thumbnail and the display variant, never the original upload. */
export function gridImage(image: VariantSource): ResponsiveImage {
  return responsive(image, false)
}

/** For the full-screen viewer: every size, so a large screen may use the original. */
export function viewerImage(image: VariantSource): ResponsiveImage {
  const chosen = responsive(image, true)
  // The viewer's first paint should be sharp, so its fallback src is the display size rather than the thumbnail.
  return { ...chosen, src: image.displayUrl || image.imageUrl }
}

/** SPEC.md section 9: gallery dates show short month, day, year. Fixed to the school's time zone so server and browser agree. */
export function formatGalleryDate(date: Date): string {
  return formatShortMonthDate(date)
}
