// `npm run restore <archive>` (scripts/restore.ts): restores a backup into an empty database and an empty files
// folder, after checking every checksum. An archive is untrusted input: before anything is extracted, every entry
// must be a plain file or folder under manifest.json, database/ or files/, and every path the manifest names must
// be one of those files and land inside FILES_DIR (or be the database snapshot), else nothing is restored.
import { existsSync } from 'node:fs'
import { copyFile, lstat, mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import * as tar from 'tar'
import { parseDatabaseUrl } from '~/server/db'
import { StorageKeyError, parseKey } from '~/server/storage/keys'
import {
  BackupError,
  databaseEntry,
  hasCommand,
  manifestFormat,
  postgresConnection,
  run,
  sha256Of,
  type BackupManifest,
  type ManifestEntry,
} from './shared'

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

const refused = (what: string) => new BackupError(`${what} Nothing was restored.`)

/** Lists the archive's entries without writing anything; refuses links, devices and paths outside its three parts. */
async function archiveFiles(archive: string): Promise<Set<string>> {
  const files = new Set<string>()
  const problems: string[] = []
  await tar
    .list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const name = entry.path.replace(/\/+$/, '')
        if (entry.type !== 'File' && entry.type !== 'Directory' && entry.type !== 'OldFile')
          problems.push(`${name} is a ${entry.type}, not a plain file`)
        else if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.split('/').some((part) => part === '..'))
          problems.push(`${name} points outside the archive`)
        else if (!/^(manifest\.json|database|files)(\/|$)/.test(name)) problems.push(`${name} is not part of a backup`)
        else if (entry.type !== 'Directory') files.add(name)
      },
    })
    .catch((error: unknown) => {
      throw refused(`${archive} cannot be read as a backup archive (${(error as Error).message}).`)
    })
  if (problems.length > 0) throw refused(`The archive is unsafe: ${problems.slice(0, 5).join('; ')}.`)
  return files
}

/** Where a manifest's file entry goes: files/<storage key>, resolved inside filesRoot, or a BackupError. */
function targetOf(filesRoot: string, entry: ManifestEntry): string {
  const key = entry.path.startsWith('files/') ? entry.path.slice('files/'.length) : null
  try {
    if (key === null) throw new StorageKeyError('not under files/')
    parseKey(key)
  } catch (error) {
    if (!(error instanceof StorageKeyError)) throw error
    throw refused(`The manifest names ${JSON.stringify(entry.path)}, which is not a stored file's path.`)
  }
  const target = path.resolve(filesRoot, key)
  if (!target.startsWith(filesRoot + path.sep))
    throw refused(`The manifest's ${entry.path} lands outside ${filesRoot}.`)
  return target
}

async function checkEntry(root: string, entry: ManifestEntry, inArchive: Set<string>): Promise<void> {
  if (!inArchive.has(entry.path)) throw refused(`The archive is missing ${entry.path}, which its manifest lists.`)
  const full = path.resolve(root, entry.path)
  const info = await lstat(full).catch(() => null)
  if (!info?.isFile()) throw refused(`The archive is missing ${entry.path}, which its manifest lists.`)
  const sha256 = await sha256Of(full)
  if (sha256 !== entry.sha256 || info.size !== entry.size) {
    throw new BackupError(`Checksum mismatch for ${entry.path}: the archive is damaged. Nothing was restored.`)
  }
}

/** Reads and checks the manifest against the archive's listing: paths, database entry, nothing unlisted. */
async function readManifest(
  staging: string,
  archive: string,
  inArchive: Set<string>,
  kind: 'sqlite' | 'postgres',
  filesRoot: string,
): Promise<{ manifest: BackupManifest; targets: Map<ManifestEntry, string> }> {
  const manifest = JSON.parse(
    await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => {
      throw new BackupError(`${archive} has no manifest.json: it is not a backup made by npm run backup.`)
    }),
  ) as BackupManifest
  if (manifest.format !== manifestFormat)
    throw new BackupError(`${archive} is not a backup this version can restore (format ${String(manifest.format)}).`)
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `The archive holds a ${manifest.database.kind} database, but DATABASE_URL names a ${kind} one.`,
    )
  }
  if (manifest.database.path !== databaseEntry[kind])
    throw refused(
      `The manifest names the database ${JSON.stringify(manifest.database.path)}, not ${databaseEntry[kind]}.`,
    )
  const targets = new Map(manifest.files.map((entry) => [entry, targetOf(filesRoot, entry)]))
  const listed = new Set(['manifest.json', manifest.database.path, ...manifest.files.map((entry) => entry.path)])
  const unlisted = [...inArchive].filter((name) => !listed.has(name))
  if (unlisted.length > 0) throw refused(`The archive holds ${unlisted[0]}, which its manifest does not list.`)
  return { manifest, targets }
}

/**
 * Restores `archive` into an empty database and an empty files folder; refuses (BackupError, nothing written)
 * when either holds anything, when the archive or its manifest names anything outside its place, or when any
 * checksum in the manifest does not match.
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

  const inArchive = await archiveFiles(archive)
  const staging = await mkdtemp(path.join(tmpdir(), 'school-restore-'))
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true })
    const { manifest, targets } = await readManifest(staging, archive, inArchive, settings.kind, filesRoot)
    if (settings.kind === 'postgres' && (manifest.database.schema ?? 'public') !== (settings.schema ?? 'public')) {
      throw new BackupError(
        `The archive holds the PostgreSQL schema "${manifest.database.schema ?? 'public'}": restore it into a DATABASE_URL with ?schema=${manifest.database.schema ?? 'public'}.`,
      )
    }
    await checkEntry(staging, manifest.database, inArchive)
    for (const entry of manifest.files) await checkEntry(staging, entry, inArchive)
    log(`Checksums verified: the database and ${manifest.files.length} files.`)

    if (settings.kind === 'sqlite') {
      await mkdir(path.dirname(settings.file), { recursive: true })
      await rm(settings.file, { force: true })
      await copyFile(path.join(staging, manifest.database.path), settings.file)
    } else {
      const connection = postgresConnection(settings.connectionString)
      run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          `--dbname=${connection.dbname}`,
          path.join(staging, manifest.database.path),
        ],
        'pg_restore',
        connection.env,
      )
    }
    log('Database restored.')

    for (const [entry, target] of targets) {
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(staging, entry.path), target)
      if ((await sha256Of(target)) !== entry.sha256)
        throw new BackupError(`Checksum mismatch after copying ${entry.path} into ${filesRoot}.`)
    }
    log(`${manifest.files.length} files restored into ${filesRoot}; checksums verified.`)
    return { manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
