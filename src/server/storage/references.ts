// Every database column that points at a stored file, in one list: the orphan sweeper (sweep.ts) keeps a file
// only while one of these columns names it, and the backup (scripts/backup) relies on the same rule.
//
// When a table starts keeping files, add it here: tests/unit/storage-references.test.ts reads prisma/models and fails
// for a column that looks like a file (fileColumnPattern) and is in neither list below, and the sweeper checks the
// same against the live database before it removes anything (checkStorageReferences). A column may hold a storage
// key ("admission-documents/aadhaar-cards/1732...-482135.pdf"), an app URL ("/files/<key>") or a provider URL
// (UploadThing's), all three are understood.
import { databaseKindOfClient, type PrismaClient } from '~/server/db'

export type StorageReference = {
  /** The Prisma model's client property, e.g. 'galleryImage'. */
  model: string
  /** Its table in the database (the model's @@map). */
  table: string
  /** Its columns that hold a key or a URL of a stored file: field name -> column name (the field's @map). */
  columns: Readonly<Record<string, string>>
}

export const storageReferences: readonly StorageReference[] = [
  {
    model: 'admissionApplication',
    table: 'admission_applications',
    columns: {
      birthCertificateUrl: 'birth_certificate_url',
      aadhaarCardUrl: 'aadhaar_card_url',
      markSheetUrl: 'mark_sheet_url',
      photoUrl: 'photo_url',
    },
  },
  // Uploaded but not yet claimed by a submission; admissions/uploads.ts expires these rows with their files.
  { model: 'admissionUpload', table: 'admission_uploads', columns: { storageKey: 'storage_key' } },
  {
    model: 'galleryImage',
    table: 'gallery_images',
    columns: {
      imageUrl: 'image_url',
      thumbnailUrl: 'thumbnail_url',
      mediumUrl: 'medium_url',
      displayUrl: 'display_url',
    },
  },
  { model: 'galleryAlbum', table: 'gallery_albums', columns: { coverImageUrl: 'cover_image_url' } },
  { model: 'galleryVideo', table: 'gallery_videos', columns: { videoUrl: 'video_url', thumbnailUrl: 'thumbnail_url' } },
  { model: 'news', table: 'news', columns: { imageUrl: 'image_url' } },
  { model: 'user', table: 'profiles', columns: { avatarUrl: 'avatar_url' } },
  {
    model: 'inventoryItem',
    table: 'inventory_items',
    columns: { imageKey: 'image_key', thumbnailKey: 'thumbnail_key' },
  },
]

/** A column name that suggests a stored file: it must be listed above or below. */
export const fileColumnPattern =
  /(^|_)(url|key|image|images|photo|photos|picture|file|files|thumbnail|avatar|document|documents|attachment|video|path)(_|$)/

/** Columns that match fileColumnPattern but hold no stored file, each with the reason: table.column -> why. */
export const notFileColumns: Readonly<Record<string, string>> = {
  'gallery_albums.cover_image_id': 'the id of a gallery_images row; that row names the files',
  'stored_files.key': "the store's own record of a file, kept or removed with the file; it keeps no file alive",
  'stored_files.url': "the provider's URL of that same file",
  'fee_reminders.family_key': 'a family identifier for the once-a-day reminder rule',
  'rate_limit_counters.key': 'the name of a rate-limit counter',
  'admission_settings.documents_due_by': 'a date',
  'admission_applications.documents_deleted_at': "when the retention review removed the application's documents",
  'email_outbox.dedupe_key': 'what a message is about and its channel, so one is never queued twice',
  'departments.name_key': "a department's name in lower case, which keeps two departments from differing in case alone",
  'payment_orders.qr_image_url': "the payment gateway's picture of a counter UPI QR, on the gateway's own host",
}

export class StorageReferencesError extends Error {
  override name = 'StorageReferencesError'
}

/**
 * Checks the list against the live database: every listed column exists, and every column that looks like a file
 * is listed (or in notFileColumns). Throws StorageReferencesError naming each problem; the sweeper removes nothing
 * then, since a file named only by an unlisted column would look like an orphan.
 */
export async function checkStorageReferences(
  db: PrismaClient,
  references: readonly StorageReference[] = storageReferences,
): Promise<void> {
  const columns =
    databaseKindOfClient(db) === 'sqlite'
      ? await db.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
          "SELECT m.name AS table_name, p.name AS column_name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'",
        )
      : await db.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
          'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()',
        )
  const present = new Set(columns.map((row) => `${row.table_name}.${row.column_name}`))
  const listed = new Set(
    references.flatMap((reference) => Object.values(reference.columns).map((column) => `${reference.table}.${column}`)),
  )
  const problems = [
    ...[...listed]
      .filter((column) => !present.has(column))
      .map((column) => `${column} is listed but not in the database`),
    ...[...present]
      .filter((column) => !column.startsWith('_prisma_migrations.'))
      .filter((column) => fileColumnPattern.test(column.split('.')[1]!))
      .filter((column) => !listed.has(column) && !(column in notFileColumns))
      .map((column) => `${column} looks like it holds files but is not listed`),
  ]
  if (problems.length > 0)
    throw new StorageReferencesError(
      `storage references (src/server/storage/references.ts) do not match the database, so nothing is removed until they do: ${problems.join('; ')}`,
    )
}

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
    const fields = Object.keys(columns)
    const select = Object.fromEntries(fields.map((field) => [field, true]))
    for (let skip = 0; ; skip += pageSize) {
      const rows = await delegate.findMany({
        select: { id: true, ...select },
        skip,
        take: pageSize,
        orderBy: { id: 'asc' },
      })
      for (const row of rows) {
        for (const field of fields) {
          const value = row[field]
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
