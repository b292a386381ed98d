// What `npm run backup` and `npm run restore` share: the archive's manifest, the error they report, checksums and
// running the PostgreSQL client tools with the password kept off their command line.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import path from 'node:path'
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

/** Where the database snapshot sits in an archive, by kind. */
export const databaseEntry = { sqlite: 'database/school.db', postgres: 'database/postgres.dump' } as const

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every stored file under `root` (relative, '/'-separated), leaving out local.ts's in-flight temp files. */
export async function listFiles(root: string): Promise<string[]> {
  const { files } = await walk(root)
  return files
    .map((file) => file.relative)
    .filter((relative) => !isTempFile(path.posix.basename(relative)))
    .sort()
}

export function hasCommand(command: string): boolean {
  const run = spawnSync(command, ['--version'], { encoding: 'utf8' })
  return !run.error && run.status === 0
}

/**
 * The connection for pg_dump / pg_restore: the URL without its password, which goes in PGPASSWORD instead, so it
 * never shows in the process list (`ps` shows every user's command lines, not their environments).
 */
export function postgresConnection(connectionString: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.PGPASSWORD
  return { dbname: url.toString(), env: password ? { ...env, PGPASSWORD: password } : env }
}

export function run(command: string, args: string[], what: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env })
  if (result.error) throw new BackupError(`${what} could not start: ${result.error.message}`)
  if (result.status !== 0)
    throw new BackupError(`${what} failed: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ')}`)
}
