// Puts the demo's pictures into storage: the four home images, album photos with thumbnails, video
// thumbnails and the two shipped clips. A file already in storage is left alone, so re-seeding is cheap.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { encodeMedium } from '~/server/gallery/image-processing'
import { mediumPathOf } from '~/server/gallery/medium-variants'
import type { Bucket, Storage } from '~/server/storage'
import { drawScene, renderJpegWithThumbnail, renderPng, type DrawOptions, type SceneName } from './drawing'

export const homeImageSize = { width: 1600, height: 1000 } as const
export const galleryImageSize = { width: 1600, height: 1067 } as const
export const thumbnailWidth = 480
export const videoThumbnailSize = { width: 1280, height: 720 } as const

export interface FileStats {
  written: number
  skipped: number
}

export interface SeedFiles {
  storage: Storage
  stats: FileStats
}

function urlOf(storage: Storage, key: string): string {
  const url = storage.publicUrl(key)
  if (!url) throw new Error(`Storage gave no public URL for ${key}: demo images must be in a public bucket`)
  return url
}

async function exists(storage: Storage, key: string): Promise<boolean> {
  return (await storage.get(key)) !== null
}

async function put(
  files: SeedFiles,
  bucket: Bucket,
  path: string,
  body: Uint8Array,
  contentType: string,
): Promise<void> {
  await files.storage.put({ bucket, path, body, contentType, originalName: path.split('/').pop() })
  files.stats.written++
}

/**
 * Rendering the pictures is most of a fresh seed's time, and a test run seeds many times. With SEED_RENDER_CACHE
 * naming a folder, what an SVG rendered to is kept there under a hash of the SVG, the sizes and the encoder, so the
 * next seed (in any process) reads the same bytes instead of rendering them again.
 */
async function rendered(
  what: unknown[],
  names: readonly string[],
  render: () => Promise<Record<string, Uint8Array>>,
): Promise<Record<string, Uint8Array>> {
  const dir = process.env.SEED_RENDER_CACHE?.trim()
  if (!dir) return render()
  const key = createHash('sha256')
    .update(JSON.stringify([renderCacheVersion, sharp.versions, ...what]))
    .digest('hex')
  try {
    const parts = await Promise.all(names.map((name) => readFile(join(dir, `${key}.${name}`))))
    return Object.fromEntries(parts.map((body, i) => [names[i]!, new Uint8Array(body)]))
  } catch {
    const made = await render()
    await mkdir(dir, { recursive: true })
    // Written under a temporary name and renamed, so a seed running beside this one never reads half a file.
    for (const name of names) {
      const temporary = join(dir, `${key}.${name}.${randomUUID()}`)
      await writeFile(temporary, made[name]!)
      await rename(temporary, join(dir, `${key}.${name}`))
    }
    return made
  }
}
/** Raise when the encoders' settings change (render.ts, encodeMedium), so pictures kept earlier are not used. */
const renderCacheVersion = 1
/** encodeMedium's format. */
const mediumContentType = 'image/webp'

/** A home image (PNG) such as website-images/students-and-teachers.png; returns its URL. */
export async function ensureHomeImage(files: SeedFiles, name: string, scene: SceneName): Promise<string> {
  const path = `${name}.png`
  const key = `website-images/${path}`
  if (await exists(files.storage, key)) {
    files.stats.skipped++
  } else {
    const svg = drawScene(scene, name)
    const { png } = await rendered(['home', svg, homeImageSize], ['png'], async () => ({
      png: (await renderPng(svg, homeImageSize.width, homeImageSize.height)).body,
    }))
    await put(files, 'website-images', path, png!, 'image/png')
  }
  return urlOf(files.storage, key)
}

export interface GalleryPicture {
  imageUrl: string
  mediumUrl: string
  thumbnailUrl: string
  width: number
  height: number
}

/** A gallery JPEG, its 800 px WebP (as uploads get) and its 480 px thumbnail under image-gallery/<folder>/. */
export async function ensureGalleryImage(
  files: SeedFiles,
  folder: string,
  name: string,
  scene: SceneName,
  seed: string,
  shot: DrawOptions['shot'] = 'varied',
): Promise<GalleryPicture> {
  const fullPath = `${folder}/${name}.jpg`
  const thumbPath = `${folder}/thumbs/${name}.jpg`
  const mediumPath = mediumPathOf(`image-gallery/${fullPath}`)
  const [haveFull, haveThumb, haveMedium] = await Promise.all(
    [fullPath, thumbPath, mediumPath].map((path) => exists(files.storage, `image-gallery/${path}`)),
  )
  if (haveFull && haveThumb && haveMedium) {
    files.stats.skipped += 3
  } else {
    const svg = drawScene(scene, seed, { shot })
    const { full, thumbnail, medium } = await rendered(
      ['gallery', svg, galleryImageSize, thumbnailWidth],
      ['full', 'thumbnail', 'medium'],
      async () => {
        const made = await renderJpegWithThumbnail(svg, galleryImageSize.width, galleryImageSize.height, thumbnailWidth)
        const webp = await encodeMedium(sharp(made.full.body))
        return { full: made.full.body, thumbnail: made.thumbnail.body, medium: webp.body }
      },
    )
    if (haveFull) files.stats.skipped++
    else await put(files, 'image-gallery', fullPath, full!, 'image/jpeg')
    if (haveThumb) files.stats.skipped++
    else await put(files, 'image-gallery', thumbPath, thumbnail!, 'image/jpeg')
    if (haveMedium) files.stats.skipped++
    else await put(files, 'image-gallery', mediumPath, medium!, mediumContentType)
  }
  return {
    imageUrl: urlOf(files.storage, `image-gallery/${fullPath}`),
    mediumUrl: urlOf(files.storage, `image-gallery/${mediumPath}`),
    thumbnailUrl: urlOf(files.storage, `image-gallery/${thumbPath}`),
    ...galleryImageSize,
  }
}

/** A 16:9 poster for a video card. */
export async function ensureVideoThumbnail(files: SeedFiles, slug: string, scene: SceneName): Promise<string> {
  const path = `videos/thumbs/${slug}.jpg`
  const key = `image-gallery/${path}`
  if (await exists(files.storage, key)) {
    files.stats.skipped++
  } else {
    const svg = drawScene(scene, `video-${slug}`, { shot: 'varied' })
    const { full } = await rendered(['video', svg, videoThumbnailSize], ['full'], async () => ({
      full: (await renderJpegWithThumbnail(svg, videoThumbnailSize.width, videoThumbnailSize.height, thumbnailWidth))
        .full.body,
    }))
    await put(files, 'image-gallery', path, full!, 'image/jpeg')
  }
  return urlOf(files.storage, key)
}

const assetsDir = fileURLToPath(new URL('./assets/videos/', import.meta.url))

/** One of the short H.264 clips shipped in prisma/seed/assets/videos (made from these illustrations). */
export async function ensureVideoFile(files: SeedFiles, fileName: string): Promise<string> {
  const path = `videos/${fileName}`
  const key = `image-gallery/${path}`
  if (await exists(files.storage, key)) {
    files.stats.skipped++
  } else {
    const body = await readFile(`${assetsDir}${fileName}`)
    await put(files, 'image-gallery', path, new Uint8Array(body.buffer, body.byteOffset, body.byteLength), 'video/mp4')
  }
  return urlOf(files.storage, key)
}

/** Runs async jobs with at most `limit` in flight (rendering is CPU-bound; the machine may have 2 cores). */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  job: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await job(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
