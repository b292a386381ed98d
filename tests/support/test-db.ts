// A fresh, fully migrated database per call: a temp SQLite file by default, or a uniquely named PostgreSQL
// schema when TEST_DATABASE_URL=postgres://... is set. Migrations are the committed SQL files, applied in order.
import { spawnSync } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { createDb, parseDatabaseUrl, type DatabaseKind, type PrismaClient } from '~/server/db'
import { withPgClient } from '../../scripts/lib/pg.mjs'

export interface TestDatabase {
  kind: DatabaseKind
  /** A DATABASE_URL for this database (postgres URLs carry `?schema=`). */
  url: string
  db: PrismaClient
  /** Empties every table (keeps the schema and the migration history). */
  reset(): Promise<void>
  /** Disconnects and deletes the database. */
  drop(): Promise<void>
}

const projectRoot = resolve(import.meta.dirname, '../..')

export function testDatabaseKind(): DatabaseKind {
  return process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'
}

/** The committed migrations of `kind`, oldest first. */
function migrations(kind: DatabaseKind): Array<{ name: string; script: string }> {
  const dir = join(projectRoot, 'prisma', kind, 'migrations')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, script: readFileSync(join(dir, name, 'migration.sql'), 'utf8') }))
}

/** The committed migration scripts of `kind`, oldest first. */
export function migrationScripts(kind: DatabaseKind): string[] {
  return migrations(kind).map((migration) => migration.script)
}

/**
 * Prisma's migration history for scripts applied directly, as `prisma migrate deploy` would have written it, so the
 * production server's start-up check (src/server/migrations-check.ts) accepts a test database.
 */
function migrationHistory(kind: DatabaseKind): string {
  const table =
    kind === 'sqlite'
      ? `CREATE TABLE "_prisma_migrations" ("id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME, "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME, "started_at" DATETIME NOT NULL DEFAULT current_timestamp, "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0);`
      : `CREATE TABLE "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ, "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0);`
  const now = kind === 'sqlite' ? 'current_timestamp' : 'now()'
  const rows = migrations(kind).map(
    ({ name, script }) =>
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count") VALUES ('${randomUUID()}', '${createHash('sha256').update(script).digest('hex')}', ${now}, '${name}', 1);`,
  )
  return [table, ...rows].join('\n')
}

/** Runs the Prisma CLI (with the offline engine from prisma.config.ts) against `url`. */
export function runPrisma(args: string[], url: string) {
  const run = spawnSync(process.execPath, [join(projectRoot, 'node_modules/prisma/build/index.js'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

export interface CreateTestDatabaseOptions {
  /** 'sql' (default) executes the migration files directly; 'cli' runs `prisma migrate deploy`; 'none' leaves it empty. */
  migrate?: 'sql' | 'cli' | 'none'
}

export async function createTestDatabase({ migrate = 'sql' }: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = testDatabaseKind()
  const url = kind === 'postgres' ? await createPostgresSchema(migrate === 'sql') : createSqliteFile(migrate === 'sql')
  if (migrate === 'cli') {
    const run = runPrisma(['migrate', 'deploy'], url)
    if (run.status !== 0) throw new Error(`prisma migrate deploy failed:\n${run.output}`)
  }
  const db = createDb(url)
  return kind === 'postgres' ? postgresHandle(url, db) : sqliteHandle(url, db)
}

// ---------- SQLite ----------

let sqliteTemplate: string | undefined

/** Migrating once per process and copying the file keeps each new database at a few milliseconds. */
function createSqliteFile(migrated: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'school-test-db-'))
  const file = join(dir, 'test.db')
  if (migrated) {
    sqliteTemplate ??= buildSqliteTemplate()
    copyFileSync(sqliteTemplate, file)
  }
  return `file:${file}`
}

function buildSqliteTemplate(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'school-test-template-')), 'template.db')
  const sqlite = new Database(file)
  try {
    for (const script of migrationScripts('sqlite')) sqlite.exec(script)
    sqlite.exec(migrationHistory('sqlite'))
  } finally {
    sqlite.close()
  }
  process.once('exit', () => rmSync(resolve(file, '..'), { recursive: true, force: true }))
  return file
}

function sqliteHandle(url: string, db: PrismaClient): TestDatabase {
  const file = parseDatabaseUrl(url)
  let tables: string[] | undefined
  return {
    kind: 'sqlite',
    url,
    db,
    async reset() {
      tables ??= (
        await db.$queryRawUnsafe<{ name: string }[]>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
        )
      ).map((row) => row.name)
      // Foreign keys off so the order of deletes does not matter (the pragma is ignored inside a transaction).
      await db.$executeRawUnsafe('PRAGMA foreign_keys = OFF')
      try {
        for (const table of tables) await db.$executeRawUnsafe(`DELETE FROM "${table}"`)
      } finally {
        await db.$executeRawUnsafe('PRAGMA foreign_keys = ON')
      }
    },
    async drop() {
      await db.$disconnect()
      if (file.kind === 'sqlite') rmSync(resolve(file.file, '..'), { recursive: true, force: true })
    },
  }
}

// ---------- PostgreSQL ----------

async function createPostgresSchema(migrated: boolean): Promise<string> {
  const base = new URL(process.env.TEST_DATABASE_URL!)
  base.searchParams.delete('schema')
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  await withPgClient(base.toString(), async (client) => {
    await client.query(`CREATE SCHEMA "${schema}"`)
    if (!migrated) return
    // Unqualified names in the migrations resolve to the new schema.
    await client.query(`SET search_path TO "${schema}"`)
    for (const script of migrationScripts('postgres')) await client.query(script)
    await client.query(migrationHistory('postgres'))
  })
  base.searchParams.set('schema', schema)
  return base.toString()
}

function postgresHandle(url: string, db: PrismaClient): TestDatabase {
  const settings = parseDatabaseUrl(url)
  if (settings.kind !== 'postgres' || !settings.schema) throw new Error(`Not a test schema URL: ${url}`)
  const { connectionString, schema } = settings
  let fastReset: boolean | undefined
  let truncate: string | undefined
  return {
    kind: 'postgres',
    url,
    db,
    async reset() {
      // DELETE in one statement with foreign-key triggers off (a superuser's session_replication_role) costs about
      // nothing for the few tables a test fills; TRUNCATE of every table rewrites each one's files (about a
      // second per test under load). Tables have no sequences to restart (ids are text).
      if (fastReset !== false) {
        try {
          await db.$executeRawUnsafe(
            `DO $$ DECLARE t record; BEGIN
               SET LOCAL session_replication_role = replica;
               FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = '${schema}' AND tablename <> '_prisma_migrations' LOOP
                 EXECUTE format('DELETE FROM %I.%I', '${schema}', t.tablename);
               END LOOP;
             END $$`,
          )
          fastReset = true
          return
        } catch (error) {
          if (fastReset === true) throw error
          fastReset = false
        }
      }
      if (truncate === undefined) {
        const rows = await db.$queryRawUnsafe<{ tablename: string }[]>(
          "SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename <> '_prisma_migrations'",
          schema,
        )
        const tables = rows.map((row) => `"${schema}"."${row.tablename}"`)
        truncate = tables.length ? `TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE` : ''
      }
      if (truncate) await db.$executeRawUnsafe(truncate)
    },
    async drop() {
      await db.$disconnect()
      await withPgClient(connectionString, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`))
    },
  }
}
