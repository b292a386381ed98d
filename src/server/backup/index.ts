// `npm run backup` / `npm run restore <archive>` (scripts/backup.ts, scripts/restore.ts).
//
// An archive is one dated .tar.gz holding manifest.json, a consistent snapshot of the database (SQLite's online
// backup API; pg_dump's single-transaction dump for PostgreSQL) and every stored file under FILES_DIR, with the
// SHA-256 of each in the manifest. The database is snapshotted first and the files copied after it: a file is
// always stored before a row names it, so every file the snapshot refers to is already on disk.
// Restoring goes only into an empty database and an empty files folder, and checks every checksum first.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, lstat, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import * as tar from 'tar'
import type { Clock } from '~/server/clock'
import { parseDatabaseUrl } from '~/server/db'
import { isTempFile, walk } from '~/server/storage/sweep'

export const manifestFormat = 'school-backup/1'

export type ManifestEntry = { path: string; size: number; sha256: string }

export type BackupManifest = {
  format: typeof manifestFormat
  createdAt: string
  database: ManifestEntry & { kind: 'sqlite' | 'postgres'; schema?: string }
  files: ManifestEntry[]
}

export class BackupError extends Error {
  override name = 'BackupError'
}

export type BackupOptions = {
  databaseUrl: string
  filesDir: string
  /** Where the archive goes; created when missing. */
  outDir: string
  now: Clock
  log?: (line: string) => void
}

const databaseEntry = { sqlite: 'database/school.db', postgres: 'database/postgres.dump' } as const

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function entryOf(root: string, relative: string): Promise<ManifestEntry> {
  const full = path.join(root, relative)
  return { path: relative, size: (await stat(full)).size, sha256: await sha256Of(full) }
}

/** Every stored file under `root` (relative, '/'-separated), leaving out local.ts's in-flight temp files. */
async function listFiles(root: string): Promise<string[]> {
  const { files } = await walk(root)
  return files
    .map((file) => file.relative)
    .filter((relative) => !isTempFile(path.posix.basename(relative)))
    .sort()
}

function hasCommand(command: string): boolean {
  const run = spawnSync(command, ['--version'], { encoding: 'utf8' })
  return !run.error && run.status === 0
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw new BackupError(`${what} could not start: ${result.error.message}`)
  if (result.status !== 0)
    throw new BackupError(`${what} failed: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ')}`)
}

function stamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')
}

/** Writes `<outDir>/school-backup-<UTC date-time>.tar.gz` and returns its path and manifest. */
export async function createBackup(options: BackupOptions): Promise<{ archive: string; manifest: BackupManifest }> {
  const log = options.log ?? (() => {})
  const settings = parseDatabaseUrl(options.databaseUrl)
  if (settings.kind === 'postgres' && !hasCommand('pg_dump')) {
    throw new BackupError(
      'pg_dump was not found on PATH. Backing up PostgreSQL needs the PostgreSQL client tools (for example `apt install postgresql-client`); nothing was written.',
    )
  }
  const createdAt = options.now()
  const staging = await mkdtemp(path.join(tmpdir(), 'school-backup-'))
  try {
    await mkdir(path.join(staging, 'database'), { recursive: true })
    const dbPath = databaseEntry[settings.kind]
    if (settings.kind === 'sqlite') {
      if (!existsSync(settings.file)) throw new BackupError(`The database file ${settings.file} does not exist.`)
      const source = new Database(settings.file, { readonly: true, fileMustExist: true })
      try {
        // SQLite's online backup: a consistent copy while the app keeps writing.
        await source.backup(path.join(staging, dbPath))
      } finally {
        source.close()
      }
    } else {
      const schemaArgs = settings.schema ? [`--schema=${settings.schema}`] : []
      run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          ...schemaArgs,
          `--file=${path.join(staging, dbPath)}`,
          `--dbname=${settings.connectionString}`,
        ],
        'pg_dump',
      )
    }
    log(`Database snapshot taken (${settings.kind === 'sqlite' ? 'SQLite online backup' : 'pg_dump'}).`)

    const filesRoot = path.resolve(options.filesDir)
    const keys = await listFiles(filesRoot)
    const files: ManifestEntry[] = []
    for (const key of keys) {
      const target = path.join(staging, 'files', key)
      await mkdir(path.dirname(target), { recursive: true })
      try {
        await copyFile(path.join(filesRoot, key), target)
      } catch (error) {
        // Deleted since the listing (a cleanup): the snapshot cannot refer to it any more than the app does.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      files.push(await entryOf(staging, `files/${key}`))
    }
    log(`${files.length} stored files copied.`)

    const manifest: BackupManifest = {
      format: manifestFormat,
      createdAt: createdAt.toISOString(),
      database: {
        kind: settings.kind,
        ...(settings.kind === 'postgres' && settings.schema ? { schema: settings.schema } : {}),
        ...(await entryOf(staging, dbPath)),
      },
      files,
    }
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    await mkdir(options.outDir, { recursive: true })
    const archive = path.resolve(options.outDir, `school-backup-${stamp(createdAt)}.tar.gz`)
    if (existsSync(archive)) throw new BackupError(`${archive} already exists; nothing was overwritten.`)
    const partial = `${archive}.partial`
    const entries = ['manifest.json', 'database', ...(files.length ? ['files'] : [])]
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries)
    await rename(partial, archive)
    log(`Backup written: ${archive}`)
    return { archive, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

export type RestoreOptions = {
  archive: string
  databaseUrl: string
  filesDir: string
  log?: (line: string) => void
}

async function sqliteTables(file: string): Promise<number> {
  if (!existsSync(file) || (await stat(file)).size === 0) return 0
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }).n
  } finally {
    db.close()
  }
}

async function postgresTables(connectionString: string, schema: string): Promise<number> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const result = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
      [schema],
    )
    return Number(result.rows[0]?.n ?? 0)
  } finally {
    await client.end()
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

async function checkEntry(root: string, entry: ManifestEntry): Promise<void> {
  const full = path.resolve(root, entry.path)
  if (!full.startsWith(root + path.sep))
    throw new BackupError(`The manifest names a path outside the archive: ${entry.path}`)
  const info = await lstat(full).catch(() => null)
  if (!info?.isFile()) throw new BackupError(`The archive is missing ${entry.path}, which its manifest lists.`)
  const sha256 = await sha256Of(full)
  if (sha256 !== entry.sha256 || info.size !== entry.size) {
    throw new BackupError(`Checksum mismatch for ${entry.path}: the archive is damaged. Nothing was restored.`)
  }
}

/**
 * Restores `archive` into an empty database and an empty files folder; refuses (BackupError, nothing written)
 * when either holds anything, or when any checksum in the manifest does not match.
 */
export async function restoreBackup(options: RestoreOptions): Promise<{ manifest: BackupManifest }> {
  const log = options.log ?? (() => {})
  const archive = path.resolve(options.archive)
  if (!existsSync(archive)) throw new BackupError(`No archive at ${archive}.`)
  const settings = parseDatabaseUrl(options.databaseUrl)
  const filesRoot = path.resolve(options.filesDir)

  if (settings.kind === 'sqlite') {
    const tables = await sqliteTables(settings.file)
    if (tables > 0)
      throw new BackupError(
        `The database ${settings.file} is not empty (${tables} tables). Restore only into an empty database: point DATABASE_URL at a new file.`,
      )
  } else {
    if (!hasCommand('pg_restore'))
      throw new BackupError(
        'pg_restore was not found on PATH. Restoring PostgreSQL needs the PostgreSQL client tools (for example `apt install postgresql-client`).',
      )
    const tables = await postgresTables(settings.connectionString, settings.schema ?? 'public')
    if (tables > 0)
      throw new BackupError(
        `The PostgreSQL schema "${settings.schema ?? 'public'}" is not empty (${tables} tables). Restore only into an empty database.`,
      )
  }
  if (!(await isEmptyDir(filesRoot)))
    throw new BackupError(
      `The files folder ${filesRoot} is not empty. Restore only into an empty folder: point FILES_DIR at a new one.`,
    )

  const staging = await mkdtemp(path.join(tmpdir(), 'school-restore-'))
  try {
    // node-tar refuses absolute paths and "..": nothing lands outside the staging folder.
    await tar.extract({ file: archive, cwd: staging, strict: true })
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => {
        throw new BackupError(`${archive} has no manifest.json: it is not a backup made by npm run backup.`)
      }),
    ) as BackupManifest
    if (manifest.format !== manifestFormat)
      throw new BackupError(`${archive} is not a backup this version can restore (format ${String(manifest.format)}).`)
    if (manifest.database.kind !== settings.kind) {
      throw new BackupError(
        `The archive holds a ${manifest.database.kind} database, but DATABASE_URL names a ${settings.kind} one.`,
      )
    }
    if (settings.kind === 'postgres' && (manifest.database.schema ?? 'public') !== (settings.schema ?? 'public')) {
      throw new BackupError(
        `The archive holds the PostgreSQL schema "${manifest.database.schema ?? 'public'}": restore it into a DATABASE_URL with ?schema=${manifest.database.schema ?? 'public'}.`,
      )
    }
    const stagingRoot = path.resolve(staging)
    await checkEntry(stagingRoot, manifest.database)
    for (const entry of manifest.files) await checkEntry(stagingRoot, entry)
    log(`Checksums verified: the database and ${manifest.files.length} files.`)

    if (settings.kind === 'sqlite') {
      await mkdir(path.dirname(settings.file), { recursive: true })
      await rm(settings.file, { force: true })
      await copyFile(path.join(staging, manifest.database.path), settings.file)
    } else {
      run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          `--dbname=${settings.connectionString}`,
          path.join(staging, manifest.database.path),
        ],
        'pg_restore',
      )
    }
    log('Database restored.')

    for (const entry of manifest.files) {
      const key = entry.path.slice('files/'.length)
      const target = path.join(filesRoot, key)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(staging, entry.path), target)
      if ((await sha256Of(target)) !== entry.sha256)
        throw new BackupError(`Checksum mismatch after copying ${key} into ${filesRoot}.`)
    }
    log(`${manifest.files.length} files restored into ${filesRoot}; checksums verified.`)
    return { manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
