// What the backup tests share: an empty database to restore into, and archives written byte by byte, so a test can
// hand restore what no honest backup contains (paths with "..", absolute paths, links).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import * as tar from 'tar'
import type { TestDatabase } from '../support/test-db'

/**
 * An empty database to restore into: a new SQLite file under `workDir`, or a new PostgreSQL database with the same
 * schema name as `source`; `cleanups` gets its removal.
 */
export async function emptyTarget(
  source: TestDatabase,
  workDir: string,
  cleanups: Array<() => Promise<void>>,
): Promise<string> {
  if (source.kind === 'sqlite') return `file:${join(mkdtempSync(join(workDir, 'db-')), 'restored.db')}`
  const schema = new URL(source.url).searchParams.get('schema')!
  const admin = new URL(process.env.TEST_DATABASE_URL!)
  admin.searchParams.delete('schema')
  const name = `restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: admin.toString() })
    await dropper.connect()
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await dropper.end()
  })
  const target = new URL(admin)
  target.pathname = `/${name}`
  target.searchParams.set('schema', schema)
  return target.toString()
}

export type RawEntry =
  | { path: string; body: Uint8Array | string }
  | { path: string; type: 'SymbolicLink' | 'Link'; linkpath: string }
  | { path: string; type: 'Directory' }

/** A .tar.gz of exactly these entries, names untouched (node-tar's writer would clean them). */
export function writeRawArchive(file: string, entries: RawEntry[]): void {
  const blocks: Buffer[] = []
  for (const entry of entries) {
    const body = 'body' in entry ? Buffer.from(entry.body) : Buffer.alloc(0)
    const type = 'body' in entry ? 'File' : entry.type
    const header = new tar.Header({
      path: entry.path,
      mode: type === 'Directory' ? 0o755 : 0o644,
      size: body.length,
      type,
      linkpath: 'linkpath' in entry ? entry.linkpath : undefined,
      mtime: new Date(0),
    })
    const block = Buffer.alloc(512)
    header.encode(block, 0)
    blocks.push(block, body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  writeFileSync(file, gzipSync(Buffer.concat(blocks)))
}
