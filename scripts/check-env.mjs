#!/usr/bin/env node
// Environment checks shared by `npm start`, `npm run dev` and `npm run demo`.
//
//   node scripts/check-env.mjs                          loads .env, validates, prints one line; exit 1 when invalid
//   node --import ./scripts/check-env.mjs <entry>       loads .env and validates before <entry> runs
//
// Variables already in the environment win over .env, so CI and hosting platforms stay in control.
import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const envFile = join(repoRoot, '.env')

/** Loads <repo>/.env into process.env without overriding variables that are already set. */
export function loadDotEnv() {
  if (!existsSync(envFile)) return false
  process.loadEnvFile(envFile)
  return true
}

/**
 * Validates variables with the app's own parser (src/server/env.ts), so the rules live in one place.
 * @returns {Promise<{ ok: true, summary: string } | { ok: false, message: string }>}
 */
export async function validateEnv(raw = process.env) {
  const { tsImport } = await import('tsx/esm/api')
  /** @type {typeof import('../src/server/env.ts')} */
  const { parseEnv, EnvError } = await tsImport('../src/server/env.ts', import.meta.url)
  try {
    const env = parseEnv(raw)
    const database =
      env.databaseKind === 'sqlite' ? `SQLite (${env.DATABASE_URL})` : `PostgreSQL (${redact(env.DATABASE_URL)})`
    const files = env.UPLOADTHING_TOKEN ? 'UploadThing' : `local disk (${env.FILES_DIR})`
    const mail = env.RESEND_API_KEY ? 'Resend' : 'outbox table'
    return { ok: true, summary: `Environment OK: database ${database}, files on ${files}, e-mail via ${mail}` }
  } catch (error) {
    if (error instanceof EnvError) return { ok: false, message: error.message }
    throw error
  }
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')
}

const self = fileURLToPath(import.meta.url)
const runDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === self
const preloaded = !runDirectly && process.execArgv.some((arg) => arg.endsWith('check-env.mjs'))

if (runDirectly) {
  loadDotEnv()
  const result = await validateEnv()
  if (result.ok) {
    console.log(result.summary)
  } else {
    console.error(result.message)
    process.exit(1)
  }
} else if (preloaded) {
  const entry = process.argv[1] ? resolve(process.argv[1]) : undefined
  if (entry && !existsSync(entry)) {
    console.error(`${relative(repoRoot, entry)} does not exist: run \`npm run build\` first`)
    process.exit(1)
  }
  loadDotEnv()
  // The production server checks itself at boot (src/server/plugins/check-env.ts); everything else
  // (vite dev, the Prisma CLI, the seed) is checked here, before it can touch the database.
  if (entry !== join(repoRoot, '.output', 'server', 'index.mjs')) {
    const result = await validateEnv()
    if (!result.ok) {
      console.error(result.message)
      process.exit(1)
    }
  }
}
