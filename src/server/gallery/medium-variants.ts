// The 800 px variant of gallery photos stored before uploads made one (a phone's grid cell
// asks for about 720 device pixels, and without it downloads the 1,600 px display size). `npm run images:variants`
// calls this after the website pictures' variants. Safe to run again: only rows without a medium_url are read, and
// a row is written only while it still has none, so a second or a concurrent run writes nothing twice.
import sharp from 'sharp'
import { logError } from '~/server/request-log'
import { galleryKeysOf, type GalleryDeps } from './files'
import { encodeMedium } from './image-processing'

export type MediumStats = { written: number; skipped: number; photos: number }

const batch = 200

/** The medium file's path beside its source: albums/x/123-display.webp -> albums/x/123-medium.webp. */
export function mediumPathOf(sourceKey: string): string {
  const path = sourceKey.slice(sourceKey.indexOf('/') + 1)
  const stem = path.replace(/\.[a-z0-9]+$/i, '').replace(/-display$/, '')
  return `${stem}-medium.webp`
}

/** Adds the medium variant to every gallery photo that has none; returns what it wrote. */
export async function addMissingMediumVariants(
  { db, storage }: GalleryDeps,
  log: (line: string) => void = () => {},
): Promise<MediumStats> {
  const stats: MediumStats = { written: 0, skipped: 0, photos: 0 }
  let after = ''
  for (;;) {
    const rows = await db.galleryImage.findMany({
      where: { mediumUrl: null, id: { gt: after } },
      select: { id: true, imageUrl: true, displayUrl: true },
      orderBy: { id: 'asc' },
      take: batch,
    })
    if (rows.length === 0) return stats
    after = rows.at(-1)!.id
    for (const row of rows) {
      stats.photos++
      // The display size is the smaller file to read; the original stands in where there is none (seeded photos).
      const [sourceKey] = await galleryKeysOf(db, [row.displayUrl || row.imageUrl])
      const source = sourceKey ? await storage.get(sourceKey) : null
      if (!sourceKey || !source) {
        stats.skipped++
        log(`  ${row.id}: its photo is not in storage, skipped`)
        continue
      }
      try {
        const medium = await encodeMedium(sharp(source.body).rotate())
        const stored = await storage.put({
          bucket: 'image-gallery',
          path: mediumPathOf(sourceKey),
          body: medium.body,
          contentType: medium.contentType,
        })
        const mediumUrl = stored.url ?? storage.publicUrl(stored.key)
        const { count } = await db.galleryImage.updateMany({
          where: { id: row.id, mediumUrl: null },
          data: { mediumUrl },
        })
        if (count === 1) stats.written++
        else stats.skipped++
      } catch (error) {
        stats.skipped++
        logError(`[gallery] could not make the 800 px variant of ${sourceKey}`, error)
      }
    }
    log(`  ${stats.photos} gallery photos looked at, ${stats.written} medium variants written`)
  }
}
