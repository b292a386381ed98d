// `npm run backup` / `npm run restore`. The seeded demo is backed up while admissions keep
// arriving, restored into an empty database and files folder elsewhere, and every row and file is found there.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitApplication } from '~/server/admissions/submit'
import { BackupError, createBackup, restoreBackup } from '~/server/backup'
import { fixedClock } from '~/server/clock'
import { createDb, parseDatabaseUrl, type PrismaClient } from '~/server/db'
import { collectReferences } from '~/server/storage/references'
import { seedDemo } from '../../prisma/seed/demo'
import { filesOnDisk, testDeps, uploadRequired, validFields, type TestDeps } from './admissions-helpers'
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/test-db'
import { emptyTarget as emptyTargetOf } from './backup-helpers'

const projectRoot = resolve(import.meta.dirname, '../..')
const kind = testDatabaseKind()
let t: TestDatabase
let deps: TestDeps
const workDir = mkdtempSync(join(tmpdir(), 'backup-test-'))
const cleanups: Array<() => Promise<void>> = []

beforeAll(async () => {
  t = await createTestDatabase()
  deps = testDeps(t)
  await seedDemo(t.db, deps.storage, { now: new Date('2026-06-20T04:30:00Z') })
}, 240_000)
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
  await t.drop()
  deps.cleanup()
  rmSync(workDir, { recursive: true, force: true })
  // Dropping the restored schemas' copies of the demo takes a while on a busy machine.
}, 180_000)

type Rows = Map<string, Map<string, string>>

/** Every row of every table, keyed by table and by id (or key, or the whole row when it has neither). */
async function allRows(db: PrismaClient): Promise<Rows> {
  const tables =
    kind === 'sqlite'
      ? await db.$queryRawUnsafe<{ name: string }[]>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
      : await db.$queryRawUnsafe<{ name: string }[]>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
        )
  const result: Rows = new Map()
  for (const { name } of tables) {
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${name}"`)
    const byId = new Map<string, string>()
    for (const row of rows) {
      const text = JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
      byId.set('id' in row ? String(row.id) : 'key' in row ? String(row.key) : text, text)
    }
    result.set(name, byId)
  }
  return result
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

const emptyTarget = () => emptyTargetOf(t, workDir, cleanups)

describe('backup and restore', () => {
  let archive: string
  let before: Rows

  it('backs up the seeded demo while admissions are submitted, and restores every row and file elsewhere', async () => {
    let submitting = true
    let submitted = 0
    const failures: unknown[] = []
    const submitter = (async () => {
      for (let i = 0; submitting || submitted < 3; i++) {
        try {
          const documents = await uploadRequired(deps, { clientAddress: `198.51.100.${i % 250}` })
          await submitApplication({ ...validFields, studentName: `Applicant ${i}`, documents }, deps)
          submitted++
        } catch (error) {
          failures.push(error)
          if (failures.length > 3) break
        }
      }
    })()

    while (submitted < 2 && failures.length === 0) await new Promise((done) => setTimeout(done, 20))
    before = await allRows(t.db)
    // Files being written right now are temp files, not stored files yet.
    const stored = filesOnDisk(deps.filesDir).filter((key) => !key.endsWith('.tmp'))
    const filesBefore = Object.fromEntries(stored.map((key) => [key, sha256(join(deps.filesDir, key))]))

    const result = await createBackup({
      databaseUrl: t.url,
      filesDir: deps.filesDir,
      outDir: join(workDir, 'out'),
      now: fixedClock('2026-06-20T10:00:00+05:30'),
    })
    submitting = false
    await submitter
    expect(failures).toEqual([])
    archive = result.archive
    expect(archive).toBe(join(workDir, 'out', 'school-backup-2026-06-20T04-30-00Z.tar.gz'))
    const after = await allRows(t.db)
    expect(submitted).toBeGreaterThanOrEqual(3)

    // The archive: manifest, database, every file with its checksum.
    const listed: string[] = []
    await tar.list({ file: archive, onReadEntry: (entry) => listed.push(entry.path) })
    expect(listed).toContain('manifest.json')
    expect(listed).toContain(kind === 'sqlite' ? 'database/school.db' : 'database/postgres.dump')
    for (const [key, sum] of Object.entries(filesBefore)) {
      expect(result.manifest.files.find((entry) => entry.path === `files/${key}`)?.sha256, key).toBe(sum)
    }

    const databaseUrl = await emptyTarget()
    const filesDir = join(workDir, 'restored-files')
    await restoreBackup({ archive, databaseUrl, filesDir })
    const restoredDb = createDb(databaseUrl)
    cleanups.push(() => restoredDb.$disconnect())
    const restored = await allRows(restoredDb)

    // Every row that existed when the backup began is there, unchanged unless the running submissions touch its
    // table (an upload row may be claimed meanwhile); and the quiet tables hold nothing that never existed.
    const busyTables = /^(admission_|rate_limit|stored_files|email_outbox|audit_logs|_prisma_migrations)/
    // Rows the submissions delete or rewrite: an upload is claimed by its submission, a counter moves on or expires.
    const transientTables = /^(admission_uploads|admission_reference_counters|rate_limit)/
    for (const [table, rows] of before) {
      const restoredRows = restored.get(table)
      expect(restoredRows, table).toBeDefined()
      if (transientTables.test(table)) continue
      for (const [id, text] of rows) {
        expect(restoredRows!.has(id), `${table} ${id}`).toBe(true)
        if (!busyTables.test(table)) expect(restoredRows!.get(id), `${table} ${id}`).toBe(text)
      }
      if (busyTables.test(table)) continue
      for (const id of restoredRows!.keys())
        expect(after.get(table)!.has(id), `${table} ${id} never existed`).toBe(true)
    }
    expect(restored.get('admission_applications')!.size).toBeGreaterThanOrEqual(
      before.get('admission_applications')!.size,
    )
    expect(restored.get('news')!.size).toBeGreaterThan(0)
    expect(restored.get('gallery_images')!.size).toBeGreaterThan(0)

    // Every file the restored rows refer to is there, byte for byte the original.
    const references = await collectReferences(restoredDb)
    const local = await restoredDb.storedFile.findMany({ where: { provider: 'local' }, select: { key: true } })
    const needed = new Set([...references.keys].filter((key) => !key.startsWith('http')))
    for (const { key } of local) needed.add(key)
    expect(needed.size).toBeGreaterThan(20)
    for (const key of needed) {
      const file = join(filesDir, key)
      expect(existsSync(file), key).toBe(true)
      expect(sha256(file), key).toBe(sha256(join(deps.filesDir, key)))
    }
  }, 240_000)

  it('refuses a database or files folder that is not empty, writing nothing', async () => {
    const filesDir = join(workDir, 'fresh-files')
    const notEmpty = await restoreBackup({ archive, databaseUrl: t.url, filesDir }).then(
      () => null,
      (error: unknown) => error,
    )
    expect(notEmpty).toBeInstanceOf(BackupError)
    expect((notEmpty as Error).message).toMatch(/is not empty \(\d+ tables\)\. Restore only into an empty database/)
    expect(existsSync(filesDir)).toBe(false)

    const databaseUrl = await emptyTarget()
    const busyFiles = mkdtempSync(join(workDir, 'busy-'))
    writeFileSync(join(busyFiles, 'keep.txt'), 'mine')
    await expect(restoreBackup({ archive, databaseUrl, filesDir: busyFiles })).rejects.toThrow(
      /The files folder .* is not empty/,
    )
    if (kind === 'sqlite')
      expect(
        existsSync(
          parseDatabaseUrl(databaseUrl).kind === 'sqlite'
            ? (parseDatabaseUrl(databaseUrl) as { file: string }).file
            : '',
        ),
      ).toBe(false)
  })

  it('refuses a damaged archive: a changed file fails its checksum and nothing is restored', async () => {
    const unpacked = mkdtempSync(join(workDir, 'tamper-'))
    await tar.extract({ file: archive, cwd: unpacked })
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as {
      files: Array<{ path: string }>
    }
    const victim = manifest.files[0]!.path
    writeFileSync(join(unpacked, victim), 'not the original bytes')
    const damaged = join(workDir, 'damaged.tar.gz')
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, ['manifest.json', 'database', 'files'])

    const databaseUrl = await emptyTarget()
    const filesDir = join(workDir, 'damaged-files')
    await expect(restoreBackup({ archive: damaged, databaseUrl, filesDir })).rejects.toThrow(
      `Checksum mismatch for ${victim}: the archive is damaged. Nothing was restored.`,
    )
    expect(existsSync(filesDir)).toBe(false)
  })

  it('says clearly when PostgreSQL needs pg_dump and it is not on PATH, writing nothing', async () => {
    const path = process.env.PATH
    process.env.PATH = join(workDir, 'no-such-bin')
    try {
      const outDir = join(workDir, 'no-pg-dump')
      await expect(
        createBackup({
          databaseUrl: 'postgres://postgres@127.0.0.1:5432/school',
          filesDir: deps.filesDir,
          outDir,
          now: fixedClock('2026-06-20T10:00:00+05:30'),
        }),
      ).rejects.toThrow('pg_dump was not found on PATH. Backing up PostgreSQL needs the PostgreSQL client tools')
      expect(existsSync(outDir)).toBe(false)
    } finally {
      process.env.PATH = path
    }
  })

  it('npm run backup and npm run restore work from the command line', () => {
    const out = join(workDir, 'cli-out')
    const env = { ...process.env, DATABASE_URL: t.url, FILES_DIR: deps.filesDir }
    const backup = spawnSync('npm', ['run', '--silent', 'backup', '--', '--out', out], {
      cwd: projectRoot,
      env,
      encoding: 'utf8',
    })
    expect(backup.status, backup.stderr).toBe(0)
    const written = /Backup written: (\S+\.tar\.gz)/.exec(backup.stdout)?.[1]
    expect(written).toBeTruthy()

    const restoreEnv = {
      ...env,
      DATABASE_URL: 'file:' + join(workDir, 'cli-db', 'school.db'),
      FILES_DIR: join(workDir, 'cli-files'),
    }
    if (kind === 'sqlite') {
      const restore = spawnSync('npm', ['run', '--silent', 'restore', '--', written!], {
        cwd: projectRoot,
        env: restoreEnv,
        encoding: 'utf8',
      })
      expect(restore.status, restore.stderr).toBe(0)
      expect(restore.stdout).toContain('Restore complete.')
      const again = spawnSync('npm', ['run', '--silent', 'restore', '--', written!], {
        cwd: projectRoot,
        env: restoreEnv,
        encoding: 'utf8',
      })
      expect(again.status).toBe(1)
      expect(again.stderr).toMatch(/^Restore failed: The database .* is not empty/m)
    }
  }, 120_000)
})
