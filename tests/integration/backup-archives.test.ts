// A backup archive is untrusted input: restore refuses any archive whose entries or manifest reach outside their
// place (paths with "..", absolute paths, links, a manifest that names other files than the archive holds), writing
// nothing at all, neither files nor database. And a backup is private: written owner-only, the PostgreSQL password
// never on a command line.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackupError, createBackup, restoreBackup, type BackupManifest } from '~/server/backup'
import { fixedClock } from '~/server/clock'
import { createDb, parseDatabaseUrl } from '~/server/db'
import { createLocalStorage } from '~/server/storage'
import { createTestDatabase, type TestDatabase } from '../support/test-db'
import { pngBytes } from './admissions-helpers'
import { emptyTarget, writeRawArchive, type RawEntry } from './backup-helpers'

let t: TestDatabase
const workDir = mkdtempSync(join(tmpdir(), 'backup-archives-'))
const cleanups: Array<() => Promise<void>> = []
let archive: string
let manifest: BackupManifest
/** The honest archive's entries, to build crafted ones from. */
let honest: RawEntry[]

beforeAll(async () => {
  t = await createTestDatabase()
  const filesDir = join(workDir, 'files')
  const storage = createLocalStorage(filesDir, { db: t.db })
  await storage.put({ bucket: 'website-images', path: 'news/1-000001.png', body: pngBytes, contentType: 'image/png' })
  await storage.put({
    bucket: 'admission-documents',
    path: 'photos/1-000002.png',
    body: pngBytes,
    contentType: 'image/png',
  })
  const made = await createBackup({
    databaseUrl: t.url,
    filesDir,
    outDir: join(workDir, 'out'),
    now: fixedClock('2026-06-20T10:00:00+05:30'),
  })
  archive = made.archive
  manifest = made.manifest
  const unpacked = join(workDir, 'unpacked')
  mkdirSync(unpacked)
  await tar.extract({ file: archive, cwd: unpacked })
  honest = [manifest.database.path, ...manifest.files.map((entry) => entry.path)].map((path) => ({
    path,
    body: readFileSync(join(unpacked, path)),
  }))
}, 120_000)
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
  await t.drop()
  rmSync(workDir, { recursive: true, force: true })
})

const newsPath = 'files/website-images/news/1-000001.png'

let count = 0
/** Restores a crafted archive into an empty database and files folder; returns the error and what was written. */
async function restoreCrafted(entries: RawEntry[], changeManifest: (m: BackupManifest) => void = () => {}) {
  const name = `crafted-${++count}`
  const file = join(workDir, `${name}.tar.gz`)
  const edited = structuredClone(manifest)
  changeManifest(edited)
  writeRawArchive(file, [{ path: 'manifest.json', body: JSON.stringify(edited) }, ...entries])
  const databaseUrl = await emptyTarget(t, workDir, cleanups)
  const filesDir = join(workDir, name, 'deep', 'files')
  const error = await restoreBackup({ archive: file, databaseUrl, filesDir }).then(
    () => null,
    (failure: unknown) => failure,
  )
  const settings = parseDatabaseUrl(databaseUrl)
  let tables = 0
  if (settings.kind === 'sqlite') tables = existsSync(settings.file) ? 1 : 0
  else {
    const db = createDb(databaseUrl)
    tables = Number(
      (
        await db.$queryRawUnsafe<{ n: bigint }[]>(
          "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
        )
      )[0]!.n,
    )
    await db.$disconnect()
  }
  return { error, filesWritten: existsSync(filesDir), tables, around: join(workDir, name) }
}

function expectRefused(outcome: Awaited<ReturnType<typeof restoreCrafted>>, message: RegExp) {
  expect(outcome.error).toBeInstanceOf(BackupError)
  expect((outcome.error as Error).message).toMatch(message)
  expect((outcome.error as Error).message).toMatch(/Nothing was restored\.$/)
  expect(outcome.filesWritten).toBe(false)
  expect(outcome.tables).toBe(0)
}

describe('restore refuses a crafted archive and writes nothing', () => {
  it('the honest archive restores (the crafted ones differ from it only where named)', async () => {
    const outcome = await restoreCrafted(honest)
    expect(outcome.error).toBeNull()
    expect(outcome.filesWritten).toBe(true)
  })

  it('a manifest path with ".." that would land above FILES_DIR', async () => {
    // The archive holds X at its top; the manifest names it through a/b/c/../../../X, which used to land three
    // folders above FILES_DIR.
    const outcome = await restoreCrafted([...honest, { path: 'X', body: 'planted' }], (m) =>
      m.files.push({ path: 'a/b/c/../../../X', size: 7, sha256: '' }),
    )
    expectRefused(outcome, /X is not part of a backup/)
    expect(existsSync(join(outcome.around, 'X'))).toBe(false)
    expect(existsSync(join(dirname(outcome.around), 'X'))).toBe(false)

    const inside = await restoreCrafted(honest, (m) => {
      m.files.find((entry) => entry.path === newsPath)!.path = 'files/website-images/news/../../../../X'
    })
    expectRefused(
      inside,
      /The manifest names "files\/website-images\/news\/\.\.\/\.\.\/\.\.\/\.\.\/X", which is not a stored file's path/,
    )
  })

  it('an entry whose path climbs out with ".." or is absolute', async () => {
    expectRefused(
      await restoreCrafted([...honest, { path: 'files/../../escape.txt', body: 'x' }]),
      /files\/\.\.\/\.\.\/escape\.txt points outside the archive/,
    )
    const absolute = join(workDir, 'absolute-target.txt')
    expectRefused(await restoreCrafted([...honest, { path: absolute, body: 'x' }]), /points outside the archive/)
    expect(existsSync(absolute)).toBe(false)
  })

  it('symbolic and hard links in the tar', async () => {
    const outside = join(workDir, 'outside')
    mkdirSync(outside, { recursive: true })
    expectRefused(
      await restoreCrafted([
        ...honest,
        { path: 'files/website-images/evil', type: 'SymbolicLink', linkpath: outside },
        { path: 'files/website-images/evil/planted.png', body: 'x' },
      ]),
      /files\/website-images\/evil is a SymbolicLink, not a plain file/,
    )
    expect(existsSync(join(outside, 'planted.png'))).toBe(false)
    expectRefused(
      await restoreCrafted([...honest, { path: 'files/website-images/hard', type: 'Link', linkpath: '/etc/passwd' }]),
      /is a Link, not a plain file/,
    )
  })

  it('a manifest that names other files than the tar holds, or another database path', async () => {
    const renamed = honest.map((entry) =>
      entry.path === newsPath ? { ...entry, path: entry.path.replace('1-000001', '1-000009') } : entry,
    )
    expectRefused(
      await restoreCrafted(renamed),
      /The archive holds files\/website-images\/news\/1-000009\.png, which its manifest does not list/,
    )
    expectRefused(
      await restoreCrafted(honest.filter((entry) => entry.path !== newsPath)),
      /The archive is missing files\/website-images\/news\/1-000001\.png, which its manifest lists/,
    )
    expectRefused(
      await restoreCrafted(honest, (m) => {
        m.database.path = `../${m.database.path}`
      }),
      /The manifest names the database "\.\.\/database\//,
    )
  })
})

describe('a backup is private', () => {
  it('writes the archive readable by its owner only', () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600)
  })

  it('gives pg_dump the password in its environment, never on its command line', async () => {
    // A stand-in pg_dump first on PATH records what it was given.
    const bin = join(workDir, 'bin')
    mkdirSync(bin, { recursive: true })
    const record = join(workDir, 'record')
    writeFileSync(
      join(bin, 'pg_dump'),
      `#!/bin/sh\n[ "$1" = "--version" ] && exit 0\nprintf '%s\\n' "$@" > "${record}.args"\nprintf '%s' "$PGPASSWORD" > "${record}.password"\nexit 1\n`,
    )
    chmodSync(join(bin, 'pg_dump'), 0o755)
    const path = process.env.PATH
    process.env.PATH = `${bin}:${path}`
    try {
      await expect(
        createBackup({
          databaseUrl: 'postgres://school:S3cret%21pass@127.0.0.1:5432/school',
          filesDir: join(workDir, 'files'),
          outDir: join(workDir, 'pg-out'),
          now: fixedClock('2026-06-20T10:00:00+05:30'),
        }),
      ).rejects.toThrow('pg_dump failed')
    } finally {
      process.env.PATH = path
    }
    const args = readFileSync(`${record}.args`, 'utf8')
    expect(args).toContain('--dbname=postgres://school@127.0.0.1:5432/school')
    expect(args).not.toContain('S3cret')
    expect(readFileSync(`${record}.password`, 'utf8')).toBe('S3cret!pass')
  })
})
