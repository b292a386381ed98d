// Gallery rows hold file URLs: /files/<key> for files on the local disk, the CDN address for files on
// UploadThing (so visitors skip a redirect). Deleting a photo or an album maps those URLs back to storage
// keys: read from the path, or looked up in the StoredFile table that every stored file has a row in.
import type { PrismaClient } from '~/server/db'
import { StorageKeyError, parseKey, type Storage, type StorageDb } from '~/server/storage'
import { logError } from '~/server/request-log'

/** What the gallery services need: the tRPC context's database and file store. */
export type GalleryDeps = { db: PrismaClient; storage: Storage }

const filesPrefix = '/files/'

/** The storage key in one of our /files/ URLs when it is in the gallery bucket; null otherwise. */
export function galleryKeyOfAppUrl(url: string): string | null {
  if (!url.startsWith(filesPrefix)) return null
  try {
    const parsed = parseKey(url.slice(filesPrefix.length))
    return parsed.bucket === 'image-gallery' ? parsed.key : null
  } catch (error) {
    if (error instanceof StorageKeyError) return null
    throw error
  }
}

/** Storage keys of the gallery files behind `urls`; outside links (e.g. YouTube stills) have none. */
export async function galleryKeysOf(db: StorageDb, urls: Array<string | null | undefined>): Promise<string[]> {
  const keys = new Set<string>()
  const providerUrls: string[] = []
  for (const url of urls) {
    if (!url) continue
    const key = galleryKeyOfAppUrl(url)
    if (key) keys.add(key)
    else if (/^https?:\/\//.test(url)) providerUrls.push(url)
  }
  if (providerUrls.length > 0) {
    const rows = await db.storedFile.findMany({
      where: { url: { in: providerUrls }, bucket: 'image-gallery' },
      select: { key: true },
    })
    for (const row of rows) keys.add(row.key)
  }
  return [...keys]
}

/**
 * Deletes stored files after their rows are gone. A failure is logged, not thrown: the visitor-facing data is
 * already consistent, and an orphaned file is harmless compared with a half-deleted album.
 */
export async function deleteGalleryFiles(
  { db, storage }: GalleryDeps,
  urls: Array<string | null | undefined>,
): Promise<void> {
  const keys = await galleryKeysOf(db, urls)
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)))
  results.forEach((result, i) => {
    if (result.status === 'rejected') logError(`[gallery] could not delete ${keys[i]}`, result.reason)
  })
}
