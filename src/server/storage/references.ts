// Every database column that points at a stored file, in one list: the orphan sweeper (sweep.ts) keeps a file
// only while one of these columns names it, and the backup (scripts/backup) relies on the same rule.
//
// When a table starts keeping files, add one line here. A column may hold a storage key
// ("admission-documents/aadhaar-cards/1732...-482135.pdf"), an app URL ("/files/<key>") or a provider URL
// (UploadThing's), all three are understood.
import type { PrismaClient } from '~/server/db'

export type StorageReference = {
  /** The Prisma model's client property, e.g. 'galleryImage'. */
  model: string
  /** Its columns that hold a key or a URL of a stored file. */
  columns: readonly string[]
}

export const storageReferences: readonly StorageReference[] = [
  { model: 'admissionApplication', columns: ['birthCertificateUrl', 'aadhaarCardUrl', 'markSheetUrl'] },
  // Uploaded but not yet claimed by a submission; admissions/uploads.ts expires these rows with their files.
  { model: 'admissionUpload', columns: ['storageKey'] },
  { model: 'galleryImage', columns: ['imageUrl', 'thumbnailUrl', 'mediumUrl', 'displayUrl'] },
  { model: 'galleryAlbum', columns: ['coverImageUrl'] },
  { model: 'galleryVideo', columns: ['videoUrl', 'thumbnailUrl'] },
  { model: 'news', columns: ['imageUrl'] },
  { model: 'user', columns: ['avatarUrl'] },
  { model: 'inventoryItem', columns: ['imageKey', 'thumbnailKey'] },
]

/**
 * Files the code itself refers to (not a row): the home page's pictures at the top of website-images
 * (src/features/home/images.ts). They are never orphans.
 */
export function isSiteAsset(key: string): boolean {
  return /^website-images\/[^/]+$/.test(key)
}

type FindManyDelegate = {
  findMany(args: {
    select: Record<string, boolean>
    skip: number
    take: number
    orderBy: { id: 'asc' }
  }): Promise<Array<Record<string, unknown>>>
}

const pageSize = 2000

/** The storage key a referencing value names: "/files/<key>" -> key, "<bucket>/<path>" -> itself; else null. */
export function keyOfReference(value: string): string | null {
  const clean = value.split(/[?#]/, 1)[0]!.trim()
  if (clean.startsWith('/files/')) return clean.slice('/files/'.length)
  if (/^[a-z0-9][a-z0-9-]*\/[^/]/.test(clean) && !clean.includes('://')) return clean
  return null
}

export type References = {
  /** Storage keys named by some row. */
  keys: Set<string>
  /** Values that are not keys (provider URLs); matched against StoredFile.url. */
  urls: Set<string>
}

/** Reads every referencing column of every row (a page at a time). */
export async function collectReferences(
  db: PrismaClient,
  references: readonly StorageReference[] = storageReferences,
): Promise<References> {
  const found: References = { keys: new Set(), urls: new Set() }
  for (const { model, columns } of references) {
    const delegate = (db as unknown as Record<string, FindManyDelegate | undefined>)[model]
    if (!delegate?.findMany)
      throw new Error(`storage references: the database has no model "${model}" (src/server/storage/references.ts)`)
    const select = Object.fromEntries(columns.map((column) => [column, true]))
    for (let skip = 0; ; skip += pageSize) {
      const rows = await delegate.findMany({
        select: { id: true, ...select },
        skip,
        take: pageSize,
        orderBy: { id: 'asc' },
      })
      for (const row of rows) {
        for (const column of columns) {
          const value = row[column]
          if (typeof value !== 'string' || value === '') continue
          const key = keyOfReference(value)
          if (key) found.keys.add(key)
          else found.urls.add(value)
        }
      }
      if (rows.length < pageSize) break
    }
  }
  return found
}
