#!/usr/bin/env node
// Offline stand-in for Prisma's native schema-engine binary (see docs/decisions/0003-prisma-offline-schema-engine.md).
// The Prisma CLI runs it through PRISMA_SCHEMA_ENGINE_BINARY (set in prisma.config.ts) as
//   prisma-schema-engine.mjs [--datamodels <file>]... [--datasource <json>] [cli <command> | --version]
// and otherwise talks JSON-RPC 2.0 over stdin/stdout; we serve it with @prisma/schema-engine-wasm and a driver adapter.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { withPgClient } from './lib/pg.mjs'

const require = createRequire(import.meta.url)
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Native engine RPC names that the wasm engine spells differently. */
const RENAMED_METHODS = { getDatabaseVersion: 'version' }

const SQLITE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`

function parseArgs(argv) {
  const args = { datamodels: [], datasource: {}, command: undefined, version: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--datamodels') args.datamodels.push(argv[++i])
    else if (arg === '--datasource') args.datasource = JSON.parse(argv[++i] ?? '{}')
    else if (arg === '--enabled-preview-features' || arg === '--extension-types') i++
    else if (arg === '--version' || arg === '-V') args.version = true
    else if (arg === 'cli') args.command = argv[++i]
  }
  return args
}

// ---------- connection settings ----------

/** @returns {{ kind: 'sqlite', file: string } | { kind: 'postgres', connectionString: string, schema: string | undefined }} */
export function parseDatabaseUrl(url) {
  if (!url)
    throw new EngineError('P1012', 'No database URL: set DATABASE_URL (file:./data/school.db or postgres://...)')
  if (url.startsWith('file:')) {
    // Relative SQLite paths are relative to the project root, as in src/server/db.ts.
    const raw = url.slice('file:'.length).split('?')[0]
    return { kind: 'sqlite', file: isAbsolute(raw) ? raw : resolve(projectRoot, raw) }
  }
  const parsed = new URL(url)
  const schema = parsed.searchParams.get('schema') ?? undefined
  parsed.searchParams.delete('schema')
  return { kind: 'postgres', connectionString: parsed.toString(), schema }
}

function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`
}

/** A pg Pool whose results report pg's internal "char" type (OID 18) as text (25): adapter-pg cannot map OID 18. */
function createPgPool(connectionString, schema) {
  const pg = require('pg')
  const pool = new pg.Pool({
    connectionString,
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  })
  pool.on('connect', (client) => {
    const query = client.query.bind(client)
    client.query = (...args) => {
      // pool.query() calls client.query with a callback; transactions call it directly and get a promise.
      const callback = args.at(-1)
      if (typeof callback === 'function') args[args.length - 1] = (error, result) => callback(error, charAsText(result))
      const result = query(...args)
      return result && typeof result.then === 'function' ? result.then(charAsText) : result
    }
  })
  return pool
}

function charAsText(result) {
  for (const field of result?.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25
  return result
}

async function createAdapterFactory(settings, shadowDatabaseUrl) {
  const { bindMigrationAwareSqlAdapterFactory } = await import('@prisma/driver-adapter-utils')
  if (settings.kind === 'sqlite') {
    const { PrismaBetterSqlite3 } = await import('@prisma/adapter-better-sqlite3')
    await prepareSqlite(settings.file)
    const shadow = shadowDatabaseUrl ? parseDatabaseUrl(shadowDatabaseUrl) : undefined
    const factory = new PrismaBetterSqlite3(
      { url: settings.file },
      shadow?.kind === 'sqlite' ? { shadowDatabaseUrl: shadow.file } : {},
    )
    return bindMigrationAwareSqlAdapterFactory({
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: async () => quoteIndexLookups(acceptScriptsInExecuteRaw(await factory.connect())),
      connectToShadowDb: async () => quoteIndexLookups(acceptScriptsInExecuteRaw(await factory.connectToShadowDb())),
    })
  }
  const { PrismaPg } = await import('@prisma/adapter-pg')
  const { connectionString, schema } = settings
  if (schema) await withPgClient(connectionString, (c) => c.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`))
  const main = new PrismaPg(createPgPool(connectionString, schema), schema ? { schema } : undefined)
  return bindMigrationAwareSqlAdapterFactory({
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    // PrismaPg's own shadow database keeps the main connectionString, which overrides its database name:
    // the "shadow" would be the main database, and migrate dev resets the shadow. Create a real one instead.
    connectToShadowDb: () =>
      connectPgShadow(PrismaPg, shadowDatabaseUrl ?? connectionString, shadowDatabaseUrl === undefined, schema),
  })
}

/** The shadow database mirrors the main one's schema name, or the engine reports that schema as drift. */
async function connectPgShadow(PrismaPg, url, temporary, schema) {
  const { database, adminUrl } = pgDatabaseOf(url)
  const shadowName = temporary ? `prisma_migrate_shadow_db_${crypto.randomUUID()}` : database
  if (temporary) await withPgClient(adminUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(shadowName)}`))
  const shadowUrl = new URL(url)
  shadowUrl.pathname = `/${encodeURIComponent(shadowName)}`
  if (schema)
    await withPgClient(shadowUrl.toString(), (c) => c.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`))
  const pool = createPgPool(shadowUrl.toString(), schema)
  const adapter = await new PrismaPg(pool, schema ? { schema } : undefined).connect()
  const dispose = adapter.dispose.bind(adapter)
  adapter.dispose = async () => {
    await dispose()
    await pool.end()
    if (temporary)
      await withPgClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(shadowName)} WITH (FORCE)`))
  }
  return adapter
}

/** The engine replays whole migration files through executeRaw (fine natively); better-sqlite3 runs one statement per call. */
function acceptScriptsInExecuteRaw(adapter) {
  const executeRaw = adapter.executeRaw.bind(adapter)
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query)
    } catch (error) {
      if (query.args.length > 0 || !/more than one statement/.test(String(error?.message))) throw error
      await adapter.executeScript(query.sql)
      return 0
    }
  }
  return adapter
}

const indexLookup = /^(SELECT sql FROM sqlite_master WHERE type = 'index' AND name = )"((?:[^"]|"")*)"(;?)$/

/**
 * The engine reads a partial index's WHERE clause with `name = "<index>"`: a string in double quotes, which SQLite
 * reads as a string only in its legacy mode, and better-sqlite3 is built without it. Ask with single quotes.
 */
function quoteIndexLookups(adapter) {
  const queryRaw = adapter.queryRaw.bind(adapter)
  adapter.queryRaw = (query) => {
    const sql = query.sql.trim().replace(indexLookup, (_, head, name, end) => {
      const plain = name.replaceAll('""', '"')
      return `${head}'${plain.replaceAll("'", "''")}'${end}`
    })
    return queryRaw(sql === query.sql.trim() ? query : { ...query, sql })
  }
  return adapter
}

/** The wasm engine answers P1014 on a fresh SQLite file unless the migrations table already exists. */
async function prepareSqlite(file) {
  const Database = require('better-sqlite3')
  mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  try {
    db.exec(SQLITE_MIGRATIONS_TABLE)
  } finally {
    db.close()
  }
}

/** The wasm engine's reset leaves SQLite tables in place (the native one deletes the file): drop them ourselves. */
function resetSqlite(file) {
  const Database = require('better-sqlite3')
  const db = new Database(file)
  try {
    db.pragma('foreign_keys = OFF')
    const objects = db
      .prepare("SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'")
      .all()
    for (const { type, name } of objects)
      db.exec(`DROP ${type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS ${quoteIdent(name)}`)
    db.exec(SQLITE_MIGRATIONS_TABLE)
  } finally {
    db.close()
  }
}

// ---------- `cli <command>` mode ----------

class EngineError extends Error {
  constructor(code, message) {
    super(message)
    this.code = code
  }
}

/** The CLI skips the first stderr line, then reads JSON log lines and looks for an ERROR from schema_engine::logger. */
function reportCliError(error) {
  const code = error instanceof EngineError ? error.code : 'P1001'
  const line = { level: 'ERROR', target: 'schema_engine::logger', fields: { error_code: code, message: error.message } }
  process.stderr.write(
    `${JSON.stringify({ level: 'INFO', target: 'schema_engine::logger', fields: { message: 'cli' } })}\n${JSON.stringify(line)}`,
  )
}

function pgDatabaseOf(connectionString) {
  const url = new URL(connectionString)
  const database = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  return { database, adminUrl: url.toString() }
}

async function pgCanConnect(connectionString) {
  try {
    await withPgClient(connectionString, (c) => c.query('SELECT 1'))
  } catch (error) {
    if (error?.code === '3D000')
      throw new EngineError('P1003', `Database ${pgDatabaseOf(connectionString).database} does not exist`)
    throw new EngineError('P1001', `Can't reach database server: ${error?.message ?? error}`)
  }
}

const cliCommands = {
  async 'can-connect-to-database'(settings) {
    if (settings.kind === 'sqlite') {
      if (!existsSync(settings.file)) throw new EngineError('P1003', `Database ${settings.file} does not exist`)
      return
    }
    await pgCanConnect(settings.connectionString)
  },
  async 'create-database'(settings) {
    if (settings.kind === 'sqlite') return prepareSqlite(settings.file)
    const { database, adminUrl } = pgDatabaseOf(settings.connectionString)
    await withPgClient(adminUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(database)}`))
  },
  async 'drop-database'(settings) {
    if (settings.kind === 'sqlite') {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(settings.file + suffix, { force: true })
      return
    }
    const { database, adminUrl } = pgDatabaseOf(settings.connectionString)
    await withPgClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`))
  },
}

async function runCli(command, settings) {
  const handler = cliCommands[command]
  if (!handler) throw new EngineError('P1012', `Unsupported schema engine cli command: ${command}`)
  await handler(settings)
}

// ---------- JSON-RPC mode ----------

const hasStatements = (sql) => (sql ?? '').split('\n').some((line) => line.trim() && !line.trim().startsWith('--'))

/** A diff from the committed migrations (replayed on the adapter's shadow database) to the target schema. */
function diffFromMigrations(engine, { migrationsList, schema, filters }, script) {
  return engine.diff({
    from: { tag: 'migrations', ...migrationsList },
    to: { tag: 'schemaDatamodel', ...schema },
    script,
    exitCode: true,
    filters,
  })
}

/**
 * The wasm engine's evaluateDataLoss and createMigration ignore the adapter's shadow database ("shadow DB must be
 * provided through an external factory") while diff uses it: rebuild both from diff. Data-loss warnings are lost.
 */
const SHADOW_FALLBACKS = {
  async evaluateDataLoss(engine, input) {
    const { exitCode } = await diffFromMigrations(engine, input, false)
    return { migrationSteps: exitCode === 2 ? 1 : 0, unexecutableSteps: [], warnings: [] }
  },
  async createMigration(engine, input, settings) {
    const { stdout } = await diffFromMigrations(engine, input, true)
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
    return {
      connectorType: settings.kind === 'sqlite' ? 'sqlite' : 'postgresql',
      generatedMigrationName: `${stamp}_${input.migrationName}`,
      migrationScript: hasStatements(stdout) || input.draft ? (stdout ?? '') : null,
      extension: 'sql',
    }
  },
}

/** The wasm bindings report panics through this global (the CLI defines the same one for its own wasm modules). */
const panicRegistry = {
  message: '',
  set_message(message) {
    this.message = `RuntimeError: ${message}`
  },
  get() {
    return this.message
  },
}

async function loadWasmEngine() {
  globalThis.PRISMA_WASM_PANIC_REGISTRY = panicRegistry
  // The package's entry imports the .wasm as an ES module, which Node 20 cannot; instantiate it by hand.
  const bindingsPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')
  const bindings = await import(bindingsPath)
  const bytes = readFileSync(resolve(dirname(bindingsPath), 'schema_engine_bg.wasm'))
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bindings })
  bindings.__wbg_set_wasm(instance.exports)
  instance.exports.__wbindgen_start?.()
  return bindings
}

function rpcError(id, error) {
  const isPanic = error?.name === 'RuntimeError' || error instanceof WebAssembly.RuntimeError
  const message = isPanic && panicRegistry.message ? panicRegistry.message : String(error?.message ?? error)
  const code = error?.code ?? error?.error_code
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: 4466,
      message: 'An error happened. Check the data field for details.',
      data: {
        is_panic: isPanic,
        message,
        ...(typeof code === 'string' && code.startsWith('P') ? { error_code: code, meta: error?.meta ?? {} } : {}),
        ...(isPanic ? { error: { message } } : {}),
      },
    },
  }
}

async function serveRpc(args, settings) {
  const wasm = await loadWasmEngine()
  const datamodels = args.datamodels.map((file) => [file, readFileSync(resolve(file), 'utf8')])
  // Some commands (migrate diff) pass no --datamodels, but the wasm engine panics without one: give it the datasource.
  if (datamodels.length === 0) {
    datamodels.push([
      'datasource.prisma',
      `datasource db {\n  provider = "${settings.kind === 'sqlite' ? 'sqlite' : 'postgresql'}"\n}\n`,
    ])
  }
  const log = (line) => process.stderr.write(`${line}\n`)
  const adapterFactory = await createAdapterFactory(settings, args.datasource.shadowDatabaseUrl)
  const engine = await wasm.SchemaEngine.new({ datamodels }, log, adapterFactory)

  const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`)
  let queue = Promise.resolve()
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
  lines.on('line', (line) => {
    if (!line.trim()) return
    const request = JSON.parse(line)
    if (request.method === undefined) return // a reply to our own request; we never send any
    // The engine is single-threaded: handle requests one at a time, in order.
    queue = queue.then(async () => {
      const method = RENAMED_METHODS[request.method] ?? request.method
      try {
        if (method === 'reset' && settings.kind === 'sqlite') {
          resetSqlite(settings.file)
          send({ jsonrpc: '2.0', id: request.id, result: null })
          return
        }
        if (typeof engine[method] !== 'function')
          throw new Error(`Method ${request.method} is not supported by the wasm schema engine`)
        const params = request.params ?? {}
        const result = await engine[method](params).catch((error) => {
          const fallback = SHADOW_FALLBACKS[method]
          if (!fallback || !/shadow DB must be provided/.test(String(error?.message ?? error))) throw error
          return fallback(engine, params, settings)
        })
        // The native engine prints diff output through a `print` request; the CLI captures it for --output.
        if (method === 'diff' && typeof result?.stdout === 'string') {
          send({ jsonrpc: '2.0', id: `print-${request.id}`, method: 'print', params: { content: result.stdout } })
          result.stdout = null
        }
        send({ jsonrpc: '2.0', id: request.id, result: result ?? null })
      } catch (error) {
        send(rpcError(request.id, error))
      }
    })
  })
  await new Promise((done) => lines.on('close', done))
  await queue
}

// ---------- entry ----------

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if (args.version) {
    const { version } = await loadWasmEngine()
    console.log(`schema-engine-cli ${version()} (wasm)`)
    return
  }
  const settings = parseDatabaseUrl(args.datasource.url ?? process.env.DATABASE_URL)
  if (args.command) return runCli(args.command, settings)
  await serveRpc(args, settings)
}

// A panic inside the wasm surfaces as an uncaught RuntimeError from a promise job: report its Rust message and exit.
process.on('uncaughtException', (error) => {
  const message = panicRegistry.message || String(error?.stack ?? error)
  process.stderr.write(
    `${JSON.stringify({ level: 'ERROR', target: 'schema_engine::logger', fields: { message, backtrace: String(error?.stack ?? '') } })}\n`,
  )
  process.exit(101)
})

main().then(
  () => process.exit(0),
  (error) => {
    reportCliError(error)
    process.exit(1)
  },
)
