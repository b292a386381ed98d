// `npm run backup` (scripts/backup.ts): one dated .tar.gz holding manifest.json, a consistent snapshot of the
// database (SQLite's online backup API; pg_dump's single-transaction dump for PostgreSQL) and every stored file under
// FILES_DIR, with the SHA-256 of each in the manifest. The database is snapshotted first and the files copied after
// it: a file is always stored before a row names it, so every file the snapshot refers to is already on disk.
// The archive holds every family's documents, so it is readable by its owner only (0600).
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import * as tar from 'tar'
import type { Clock } from '~/server/clock'
import { parseDatabaseUrl } from '~/server/db'
import {
  BackupError,
  databaseEntry,
  hasCommand,
  listFiles,
  manifestFormat,
  postgresConnection,
  run,
  sha256Of,
  type BackupManifest,
  type ManifestEntry,
} from './shared'

export type BackupOptions = {
  databaseUrl: string
  filesDir: string
  /** Where the archive goes; created (owner-only) when missing. */
  outDir: string
  now: Clock
  log?: (line: string) => void
}

async function entryOf(root: string, relative: string): Promise<ManifestEntry> {
  const full = path.join(root, relative)
  return { path: relative, size: (await stat(full)).size, sha256: await sha256Of(full) }
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
      const connection = postgresConnection(settings.connectionString)
      run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          ...schemaArgs,
          `--file=${path.join(staging, dbPath)}`,
          `--dbname=${connection.dbname}`,
        ],
        'pg_dump',
        connection.env,
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

    await mkdir(options.outDir, { recursive: true, mode: 0o700 })
    const archive = path.resolve(options.outDir, `school-backup-${stamp(createdAt)}.tar.gz`)
    if (existsSync(archive)) throw new BackupError(`${archive} already exists; nothing was overwritten.`)
    const partial = `${archive}.partial`
    // Created owner-only before a byte is written (tar keeps an existing file's mode), whatever the umask.
    await rm(partial, { force: true })
    await (await open(partial, 'wx', 0o600)).close()
    const entries = ['manifest.json', 'database', ...(files.length ? ['files'] : [])]
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries)
    await rename(partial, archive)
    log(`Backup written: ${archive}`)
    return { archive, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
