// Server-only: the Prisma client for SQLite (file:...) or PostgreSQL (postgres://...), chosen by DATABASE_URL.
import { mkdirSync } from 'node:fs'
import { dirname, isAbsolute, resolve } from 'node:path'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaPg } from '@prisma/adapter-pg'
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils'
import { databaseKindOf, getEnv, type DatabaseKind } from './env'
import { PrismaClient as PostgresPrismaClient } from './db/generated/postgres/client'
import { PrismaClient as SqlitePrismaClient } from './db/generated/sqlite/client'

// The SQLite client's types are canonical; the PostgreSQL client has the same query API.
export type {
  PrismaClient,
  User,
  Teacher,
  Student,
  Session,
  SiteAnnouncement,
  News,
  Event,
  GalleryAlbum,
  GalleryImage,
  GalleryVideo,
  AdmissionApplication,
  EmailOutbox,
  StoredFile,
} from './db/generated/sqlite/client'
export { Prisma, Role, ApplicationStatus } from './db/generated/sqlite/client'
import type { PrismaClient } from './db/generated/sqlite/client'

export type { DatabaseKind }

/** Connection settings parsed from a DATABASE_URL; postgres URLs may carry `?schema=name` (used by tests). */
export function parseDatabaseUrl(url: string) {
  if (url.startsWith('file:')) {
    const raw = url.slice('file:'.length).split('?')[0]!
    // Relative paths are relative to the project root: the app and the Prisma CLI both run from there.
    return { kind: 'sqlite' as const, file: isAbsolute(raw) || raw === ':memory:' ? raw : resolve(process.cwd(), raw) }
  }
  const parsed = new URL(url)
  const schema = parsed.searchParams.get('schema') ?? undefined
  parsed.searchParams.delete('schema')
  return { kind: 'postgres' as const, connectionString: parsed.toString(), schema }
}

/** A FIFO lock: `run(fn)` waits for every earlier holder to finish. */
function createLock() {
  let tail: Promise<void> = Promise.resolve()
  return {
    acquire(): Promise<() => void> {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const ready = tail.then(() => release)
      tail = tail.then(() => held)
      return ready
    },
  }
}

/**
 * Runs `setup` on every new connection and serialises SQLite's single connection: better-sqlite3's adapter
 * locks only transactions against each other, so a query from another request issued while an interactive
 * transaction is open would run inside it (and vanish with its rollback). Every query outside a transaction
 * now waits for the open transaction to end.
 */
function serialisedSqlite(
  factory: SqlMigrationAwareDriverAdapterFactory,
  setup: string,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async (): Promise<SqlDriverAdapter> => {
      const adapter = await factory.connect()
      await adapter.executeScript(setup)
      const lock = createLock()
      const exclusive = async <T>(run: () => Promise<T>): Promise<T> => {
        const release = await lock.acquire()
        try {
          return await run()
        } finally {
          release()
        }
      }
      const serialised: SqlDriverAdapter = {
        provider: adapter.provider,
        adapterName: adapter.adapterName,
        queryRaw: (query: SqlQuery) => exclusive(() => adapter.queryRaw(query)),
        executeRaw: (query: SqlQuery) => exclusive(() => adapter.executeRaw(query)),
        executeScript: (script: string) => exclusive(() => adapter.executeScript(script)),
        dispose: () => adapter.dispose(),
        startTransaction: async (isolationLevel?: IsolationLevel): Promise<Transaction> => {
          const release = await lock.acquire()
          try {
            const tx = await adapter.startTransaction(isolationLevel)
            const ending = (finish: () => Promise<void>) => async () => {
              try {
                await finish()
              } finally {
                release()
              }
            }
            return {
              provider: tx.provider,
              adapterName: tx.adapterName,
              options: tx.options,
              queryRaw: (query: SqlQuery) => tx.queryRaw(query),
              executeRaw: (query: SqlQuery) => tx.executeRaw(query),
              commit: ending(() => tx.commit()),
              rollback: ending(() => tx.rollback()),
              ...(tx.createSavepoint && { createSavepoint: (name: string) => tx.createSavepoint!(name) }),
              ...(tx.rollbackToSavepoint && { rollbackToSavepoint: (name: string) => tx.rollbackToSavepoint!(name) }),
              ...(tx.releaseSavepoint && { releaseSavepoint: (name: string) => tx.releaseSavepoint!(name) }),
            }
          } catch (error) {
            release()
            throw error
          }
        },
      }
      if (adapter.getConnectionInfo) serialised.getConnectionInfo = () => adapter.getConnectionInfo!()
      return serialised
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  }
}

/** A new client for `url`; the caller owns it and calls `$disconnect()`. */
export function createDb(url: string): PrismaClient {
  const settings = parseDatabaseUrl(url)
  if (settings.kind === 'sqlite') {
    if (settings.file !== ':memory:') mkdirSync(dirname(settings.file), { recursive: true })
    // WAL lets readers run during a write; the 5 s busy timeout makes concurrent writers wait instead of failing.
    // better-sqlite3 is built with foreign keys on; the pragma keeps cascades working whatever the build.
    const adapter = serialisedSqlite(
      new PrismaBetterSqlite3({ url: settings.file, timeout: 5000 }),
      'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
    )
    return tagKind(new SqlitePrismaClient({ adapter }), 'sqlite')
  }
  const { connectionString, schema } = settings
  const adapter = new PrismaPg(
    // search_path makes raw SQL land in the same schema as the generated queries.
    { connectionString, ...(schema ? { options: `-c search_path="${schema.replaceAll('"', '""')}"` } : {}) },
    schema ? { schema } : undefined,
  )
  return tagKind(new PostgresPrismaClient({ adapter }) as unknown as PrismaClient, 'postgres')
}

const kindKey = Symbol('databaseKind')

function tagKind(client: PrismaClient, kind: DatabaseKind): PrismaClient {
  Object.defineProperty(client, kindKey, { value: kind })
  return client
}

/** Which database a client talks to (read through the lazy proxies too); the app's setting for an untagged client. */
export function databaseKindOfClient(client: object): DatabaseKind {
  return (Reflect.get(client, kindKey) as DatabaseKind | undefined) ?? databaseKindOf(getEnv().DATABASE_URL)
}

let instance: PrismaClient | undefined

/** The app's client, created on first use from DATABASE_URL. */
export function getDb(): PrismaClient {
  instance ??= createDb(getEnv().DATABASE_URL)
  return instance
}

/** Closes the app's client (its connection pool) if one was opened; the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const open = instance
  instance = undefined
  await open?.$disconnect()
}

/** Lazy singleton: importing this module opens no connection and reads no environment. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, key) {
    const client = getDb()
    const value: unknown = Reflect.get(client, key)
    return typeof value === 'function' ? value.bind(client) : value
  },
})

/**
 * A case-insensitive `contains` filter for what a person typed: PostgreSQL needs `mode: 'insensitive'`, SQLite's
 * LIKE already ignores ASCII case (and rejects `mode`). Prisma passes `%` and `_` on to LIKE as wildcards
 * (prisma/orm#19506): on PostgreSQL they are escaped with LIKE's default backslash, so "50%" finds "50%" only.
 * SQLite's LIKE has no escape character unless the query names one, which Prisma's filters cannot, so there they
 * still match any text (a search finds more, never less). `database` is the client being queried (ctx.db) or its kind.
 */
export function containsInsensitive(
  value: string,
  database: DatabaseKind | object = databaseKindOf(getEnv().DATABASE_URL),
): { contains: string } {
  const kind = typeof database === 'string' ? database : databaseKindOfClient(database)
  return kind === 'postgres'
    ? ({ contains: value.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' } as { contains: string })
    : { contains: value }
}
