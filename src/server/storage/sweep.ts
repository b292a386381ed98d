// The orphan sweeper of the local file store. A server killed mid-upload leaves temp files (".<name>.<uuid>.tmp",
// local.ts writes beside the target and renames) and stored files that no row ever came to name (the process
// died between storing the file and writing its row). At start-up and every hour (plugins/storage-sweeper.ts)
// this removes temp files older than an hour and unreferenced files older than a grace period, one log line each.
import { lstat, readdir, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import type { Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import { StorageKeyError, parseKey } from './keys'
import { parseVariantKey } from '~/shared/responsive-images'
import {
  checkStorageReferences,
  collectReferences,
  isSiteAsset,
  storageReferences,
  type StorageReference,
} from './references'

export const sweepPolicy = {
  /** A temp file this old belongs to no running write (a 5 MB write takes well under a second). */
  tempMaxAgeMs: 60 * 60 * 1000,
  /** Long enough for any upload to be claimed by its row (admission uploads wait at most 2 hours). */
  orphanGraceMs: 24 * 60 * 60 * 1000,
  everyMs: 60 * 60 * 1000,
} as const

export type SweepOptions = {
  db: PrismaClient
  /** FILES_DIR */
  filesDir: string
  now: Clock
  tempMaxAgeMs?: number
  orphanGraceMs?: number
  references?: readonly StorageReference[]
  /** One line per removed file; console.log by default. */
  log?: (line: string) => void
}

export type SweepResult = { tempFiles: string[]; orphans: string[]; rows: string[] }

const hours = (ms: number) => `${Math.floor(ms / 3_600_000)} h`

/** local.ts's in-flight write (".<name>.<uuid>.tmp" beside the target) or an upload being spooled (".incoming/.upload-<uuid>.tmp"). */
export function isTempFile(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp')
}

export type FoundFile = { full: string; relative: string; mtimeMs: number }

/** Every regular file and folder under root (relative paths '/'-separated); a missing root is empty. */
export async function walk(root: string): Promise<{ files: FoundFile[]; dirs: string[] }> {
  const files: FoundFile[] = []
  const dirs: string[] = []
  const visit = async (dir: string, prefix: string) => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      const relative = `${prefix}${entry.name}`
      if (entry.isDirectory()) {
        dirs.push(full)
        await visit(full, `${relative}/`)
      } else if (entry.isFile()) {
        const stat = await lstat(full).catch(() => null)
        if (stat) files.push({ full, relative, mtimeMs: stat.mtimeMs })
      }
      // Symlinks and other kinds are never ours to remove.
    }
  }
  await visit(root, '')
  return { files, dirs }
}

function storedKey(relative: string): string | null {
  try {
    return parseKey(relative).key
  } catch (error) {
    if (error instanceof StorageKeyError) return null
    throw error
  }
}

/**
 * Removes, under filesDir: temp files older than tempMaxAgeMs; stored files that no row references
 * (storageReferences) and that are older than orphanGraceMs, with their StoredFile rows; StoredFile rows
 * of local files that no longer exist and are unreferenced past the grace period; and then-empty folders.
 * Files the code refers to (isSiteAsset), responsive variants of a picture that stays (they belong to it) and
 * anything that is not a storage key are left alone. Nothing at all is removed while the list of referencing
 * columns does not match the database (checkStorageReferences throws).
 */
export async function sweepStorage(options: SweepOptions): Promise<SweepResult> {
  const { db, now } = options
  await checkStorageReferences(db, options.references ?? storageReferences)
  const root = path.resolve(options.filesDir)
  const tempMaxAgeMs = options.tempMaxAgeMs ?? sweepPolicy.tempMaxAgeMs
  const graceMs = options.orphanGraceMs ?? sweepPolicy.orphanGraceMs
  const log = options.log ?? ((line: string) => console.log(line))
  const result: SweepResult = { tempFiles: [], orphans: [], rows: [] }
  const at = now().getTime()

  const { files, dirs } = await walk(root)
  const candidates: Array<FoundFile & { key: string }> = []
  for (const file of files) {
    const age = at - file.mtimeMs
    if (isTempFile(path.basename(file.relative))) {
      if (age > tempMaxAgeMs) {
        await rm(file.full, { force: true })
        result.tempFiles.push(file.relative)
        log(`[storage-sweep] removed temp file ${file.relative} (${hours(age)} old, left by an interrupted write)`)
      }
      continue
    }
    const key = storedKey(file.relative)
    if (key && !isSiteAsset(key) && age > graceMs) candidates.push({ ...file, key })
  }

  // References are read after the walk: a row written meanwhile names a file the walk saw as old, so it is kept.
  const references = await collectReferences(db, options.references ?? storageReferences)
  const rows = await db.storedFile.findMany({ select: { key: true, url: true, provider: true, createdAt: true } })
  const rowByKey = new Map(rows.map((row) => [row.key, row]))
  const isReferenced = (key: string) => {
    if (references.keys.has(key)) return true
    const url = rowByKey.get(key)?.url
    return Boolean(url && references.urls.has(url))
  }

  const onDisk = new Set(files.map((file) => file.relative))
  // A variant stays while its source picture does (the source is kept by a row or by the code).
  const unreferenced = candidates.filter((file) => !isReferenced(file.key))
  const orphans = unreferenced
    .filter((file) => !parseVariantKey(file.key))
    .map((file) => ({ ...file, why: 'no row refers to it' }))
  const removing = new Set(orphans.map((file) => file.key))
  const sourceStays = (key: string) => onDisk.has(key) && !removing.has(key)
  for (const file of unreferenced) {
    const variant = parseVariantKey(file.key)
    if (variant && !variant.sourceKeys.some(sourceStays)) orphans.push({ ...file, why: 'its picture is gone' })
  }
  for (const file of orphans) {
    await rm(file.full, { force: true })
    await db.storedFile.deleteMany({ where: { key: file.key, provider: 'local' } })
    result.orphans.push(file.key)
    log(`[storage-sweep] removed ${file.key} (${hours(at - file.mtimeMs)} old, ${file.why})`)
  }

  for (const row of rows) {
    if (row.provider !== 'local' || onDisk.has(row.key) || isReferenced(row.key)) continue
    if (at - row.createdAt.getTime() <= graceMs) continue
    await db.storedFile.deleteMany({ where: { key: row.key, provider: 'local' } })
    result.rows.push(row.key)
    log(`[storage-sweep] removed the record of ${row.key} (its file is gone and no row refers to it)`)
  }

  // Deepest first, so a folder emptied by its children goes too; the buckets themselves stay. A folder is left
  // while it is young: a write may have just created it (local.ts makes the folder, then writes into it).
  for (const dir of dirs.sort((a, b) => b.length - a.length)) {
    if (path.dirname(dir) === root) continue
    const stat = await lstat(dir).catch(() => null)
    if (!stat || at - stat.mtimeMs <= tempMaxAgeMs) continue
    await rmdir(dir).catch(() => undefined)
  }
  return result
}
