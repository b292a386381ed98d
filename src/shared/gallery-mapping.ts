// Gallery rows as the pages see them (mapping defaults): a missing description, cover,
// title, duration or thumbnail becomes empty text, item_count becomes 0, and an image's thumbnail falls
// back to its image_url. Also the responsive-image rules shared by the grids and the viewer.
import { formatShortMonthDate } from './dates'

/** Widths the server renders at upload (src/server/gallery/image-processing.ts). */
export const imageVariants = {
  thumbnailWidth: 480,
  /** What a phone's one-column grid asks for (about 400 CSS px at 2x). */
  mediumWidth: 800,
  displayWidth: 1600,
  /** The longest edge of the stored original, which is what a visitor downloads. */
  originalMaxEdge: 2560,
} as const

type Nullable<T> = T | null | undefined

/** What albums, images and videos all have: the row, and as the pages see it. */
type ItemRow = { id: string; title: Nullable<string>; description: Nullable<string>; createdAt: Date; updatedAt: Date }
type GalleryItem = { id: string; title: string; description: string; createdAt: Date; updatedAt: Date }

export type AlbumRow = ItemRow & { coverImageUrl: Nullable<string>; itemCount: Nullable<number> }

export type ImageRow = ItemRow & {
  albumId: string
  imageUrl: string
  thumbnailUrl: Nullable<string>
  displayUrl: Nullable<string>
  mediumUrl: Nullable<string>
  width: Nullable<number>
  height: Nullable<number>
  sortOrder: Nullable<number>
}

export type VideoRow = ItemRow & { videoUrl: string; thumbnailUrl: Nullable<string>; duration: Nullable<string> }

export type GalleryAlbum = GalleryItem & { coverImageUrl: string; itemCount: number }

export type GalleryImage = GalleryItem & {
  albumId: string
  imageUrl: string
  thumbnailUrl: string
  /** Empty when no display variant exists (images stored before variants, or seeded ones). */
  displayUrl: string
  /** Empty when no 800 px variant exists (images stored before it, until `npm run images:variants`). */
  mediumUrl: string
  width: number | null
  height: number | null
  sortOrder: number
}

export type GalleryVideo = GalleryItem & { videoUrl: string; thumbnailUrl: string; duration: string }

const text = (value: Nullable<string>): string => value ?? ''
const positiveInt = (value: Nullable<number>): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null

const mapItem = (row: ItemRow): GalleryItem => ({
  id: row.id,
  title: text(row.title),
  description: text(row.description),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
})

/** A photo's name for its thumbnail and the viewer: its title, else its place in the album. */
export function imageLabel(image: GalleryImage, index: number, count: number, albumTitle: string): string {
  return image.title || `${albumTitle}, photo ${index + 1} of ${count}`
}

export function mapAlbum(row: AlbumRow): GalleryAlbum {
  return { ...mapItem(row), coverImageUrl: text(row.coverImageUrl), itemCount: row.itemCount ?? 0 }
}

export function mapImage(row: ImageRow): GalleryImage {
  return {
    ...mapItem(row),
    albumId: row.albumId,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl || row.imageUrl,
    displayUrl: text(row.displayUrl),
    mediumUrl: text(row.mediumUrl),
    width: positiveInt(row.width),
    height: positiveInt(row.height),
    sortOrder: row.sortOrder ?? 0,
  }
}

export function mapVideo(row: VideoRow): GalleryVideo {
  return { ...mapItem(row), videoUrl: row.videoUrl, thumbnailUrl: text(row.thumbnailUrl), duration: text(row.duration) }
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

type VariantSource = Pick<GalleryImage, 'imageUrl' | 'thumbnailUrl' | 'mediumUrl' | 'displayUrl' | 'width' | 'height'>

function candidates(image: VariantSource, includeOriginal: boolean): Array<{ url: string; width: number }> {
  const width = image.width ?? imageVariants.displayWidth
  const list: Array<{ url: string; width: number }> = []
  if (image.thumbnailUrl && image.thumbnailUrl !== image.imageUrl) {
    list.push({ url: image.thumbnailUrl, width: Math.min(imageVariants.thumbnailWidth, width) })
  }
  if (image.mediumUrl) list.push({ url: image.mediumUrl, width: Math.min(imageVariants.mediumWidth, width) })
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

/** Gallery dates show short month, day, year. Fixed to the school's time zone so server and browser agree. */
export function formatGalleryDate(date: Date): string {
  return formatShortMonthDate(date)
}
