// The gallery's input schemas: used by the admin forms and by the gallery router alike.
import { z } from 'zod'
import { recordIdSchema } from './ids'
import { multiLine, singleLine } from '~/shared/text'
import { youtubeId } from '~/shared/video-url'

/** Single-line text unless told otherwise (descriptions keep their line breaks). */
const trimmed = (max: number, label: string, lines: 'single' | 'multi' = 'single') => {
  const text = z.string().trim().max(max, `${label} must be at most ${max} characters`)
  return lines === 'multi' ? multiLine(text, label) : singleLine(text, label)
}

export const pageSchema = z.object({ page: z.number().int().min(1).max(100_000).default(1) })

export const albumFieldsSchema = z.object({
  title: trimmed(120, 'Title').min(1, 'Title is required'),
  description: trimmed(2000, 'Description', 'multi'),
})
export type AlbumFields = z.infer<typeof albumFieldsSchema>

export const updateAlbumSchema = albumFieldsSchema.extend({ id: recordIdSchema })

export const imageFieldsSchema = z.object({
  title: trimmed(120, 'Title'),
  description: trimmed(1000, 'Description', 'multi'),
})
export type ImageFields = z.infer<typeof imageFieldsSchema>

export const updateImageSchema = imageFieldsSchema.extend({ id: recordIdSchema })

export const reorderImagesSchema = z.object({
  albumId: recordIdSchema,
  imageIds: z
    .array(recordIdSchema)
    .min(1)
    .max(2000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each image may appear only once'),
})

export const setCoverSchema = z.object({ albumId: recordIdSchema, imageId: recordIdSchema })

function isVideoAddress(value: string): boolean {
  if (youtubeId(value)) return true
  if (value.startsWith('/files/')) return true
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'https:' || protocol === 'http:'
}

const videoUrlMessage = 'Enter a YouTube link or a direct video address starting with https://'

export const videoFieldsSchema = z.object({
  title: trimmed(120, 'Title').min(1, 'Title is required'),
  description: trimmed(2000, 'Description', 'multi'),
  videoUrl: trimmed(500, 'Video link').min(1, 'Video link is required').refine(isVideoAddress, videoUrlMessage),
  duration: trimmed(20, 'Duration').refine(
    (value) => value === '' || /^(\d{1,2}:)?\d{1,2}:\d{2}$/.test(value),
    'Duration must look like 3:25 or 1:02:45',
  ),
  /** Needed only for direct videos: YouTube links get YouTube's own still. */
  thumbnailUrl: trimmed(500, 'Thumbnail link').refine(
    (value) =>
      value === '' || value.startsWith('/files/') || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    'Thumbnail must be an image address starting with https://',
  ),
})
export type VideoFields = z.infer<typeof videoFieldsSchema>

export const updateVideoSchema = videoFieldsSchema.extend({ id: recordIdSchema })
