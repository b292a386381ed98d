// The responsive variants of the site's pictures (src/shared/responsive-images.ts): every width in AVIF, WebP and
// JPEG. `npm run images:variants` makes all of them for every stored picture (a variant already stored is left
// alone, so a second run writes nothing); a variant asked for before that is made on its first request (/files).
// A source narrower than a width gets that width's file at its own size (never enlarged), so every srcset name exists.
import sharp from 'sharp'
import type { Bucket, Storage, StorageDb } from '~/server/storage'
import {
  parseVariantKey,
  responsiveFormats,
  responsiveSourceKey,
  responsiveWidths,
  variantKey,
  type ResponsiveFormat,
} from '~/shared/responsive-images'

const contentTypes: Record<ResponsiveFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

function encode(image: sharp.Sharp, format: ResponsiveFormat): Promise<Buffer> {
  // Effort 2: the same size as the default 4 at a quarter of the time (a 1600 px picture in under a second).
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 72 }).toBuffer()
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
}

export type VariantStats = { written: number; skipped: number }

/** Stores the missing variants of `sourceKey` (bytes read from storage unless given); returns what it wrote. */
export async function ensureResponsiveVariants(
  storage: Storage,
  sourceKey: string,
  sourceBytes?: Uint8Array,
): Promise<VariantStats> {
  const stats: VariantStats = { written: 0, skipped: 0 }
  const missing: { width: number; format: ResponsiveFormat; key: string }[] = []
  for (const width of responsiveWidths) {
    for (const format of responsiveFormats) {
      const key = variantKey(sourceKey, width, format)
      if (!(await isStored(storage, key))) missing.push({ width, format, key })
      else stats.skipped++
    }
  }
  if (missing.length === 0) return stats
  const bytes = sourceBytes ?? (await storage.get(sourceKey))?.body
  if (!bytes) throw new Error(`${sourceKey} is not in storage`)
  for (const { width, format, key } of missing) {
    await storeVariant(storage, key, bytes, width, format)
    stats.written++
  }
  return stats
}

/** Whether a file is stored under `key`, without reading it where the store can tell (local disk). */
const isStored = async (storage: Storage, key: string) =>
  (storage.open ? await storage.open(key) : await storage.get(key)) !== null

async function storeVariant(
  storage: Storage,
  key: string,
  source: Uint8Array,
  width: number,
  format: ResponsiveFormat,
) {
  variantEncodes.count++
  const body = await encode(sharp(source).rotate().resize({ width, withoutEnlargement: true }), format)
  const slash = key.indexOf('/')
  await storage.put({
    bucket: key.slice(0, slash) as Bucket,
    path: key.slice(slash + 1),
    body: new Uint8Array(body),
    contentType: contentTypes[format],
  })
  return { body: new Uint8Array(body), contentType: contentTypes[format], size: body.byteLength }
}

/** How many variants this process has encoded: read by the test that proves concurrent requests share one encode. */
export const variantEncodes = { count: 0 }

/** Variants being made right now by key, so concurrent requests for one missing variant share a single encode. */
const inFlight = new Map<string, Promise<{ body: Uint8Array; contentType: string; size: number } | null>>()

/**
 * A variant asked for before `npm run images:variants` made it: found by its name (the source whose variant name
 * this is), rendered, stored and returned; null when the name is no variant of a stored picture. Requests that
 * arrive while it is being made wait for the same result (an AVIF encode costs about a second of CPU).
 */
export function variantOnDemand(
  storage: Storage,
  key: string,
): Promise<{ body: Uint8Array; contentType: string; size: number } | null> {
  const pending = inFlight.get(key)
  if (pending) return pending
  const made = makeVariant(storage, key).finally(() => inFlight.delete(key))
  inFlight.set(key, made)
  return made
}

async function makeVariant(storage: Storage, key: string) {
  const variant = parseVariantKey(key)
  if (!variant) return null
  for (const sourceKey of variant.sourceKeys) {
    const source = await storage.get(sourceKey)
    if (source) return storeVariant(storage, key, source.body, variant.width, variant.format)
  }
  return null
}

/** Every picture with variants (home, admissions and news pictures) gets all of them; safe to run again. */
export async function makeAllVariants(
  storage: Storage,
  db: StorageDb,
  log: (line: string) => void = () => {},
): Promise<VariantStats & { images: number }> {
  const rows = await db.storedFile.findMany({
    where: { bucket: 'website-images' },
    select: { key: true },
    orderBy: { key: 'asc' },
  })
  const total = { written: 0, skipped: 0, images: 0 }
  for (const { key } of rows) {
    if (responsiveSourceKey(`/files/${key}`) !== key) continue
    const stats = await ensureResponsiveVariants(storage, key)
    log(`${key}: ${stats.written} written, ${stats.skipped} already there`)
    total.written += stats.written
    total.skipped += stats.skipped
    total.images++
  }
  return total
}
