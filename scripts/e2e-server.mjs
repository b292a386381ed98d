#!/usr/bin/env node
// Playwright's webServer command. Playwright starts the webServer before globalSetup, so the fresh
// database has to be prepared here: recreate data/e2e.db and data/e2e-files (or E2E_NAME's), migrate, seed, then serve
// the production build in this same process (Playwright stops the process group when the run ends).
//   --seed-only          prepares E2E_NAME's database and files, then exits (npm test seeds once for its shards)
//   E2E_SEED_FROM=name   copies data/name.db and data/name-files (seeded at the same TEST_NOW) instead of seeding
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { dataDir, freshSqliteEnv, hasProductionBuild, migrateAndSeed, repoRoot } from './lib/tasks.mjs'

if (!hasProductionBuild()) {
  console.error('No production build in .output/: run `npm run build` first')
  process.exit(1)
}

// Browser tests run on the embedded defaults (local files, the outbox table), never real services: empty values
// keep keys from the caller's shell or .env out of the seed and the server.
// E2E_NAME names the database and the files folder, so Playwright runs side by side (shards, instants) never share data.
// Online payments go through the built-in demo gateway, switched on for this production build.
const env = {
  ...freshSqliteEnv(process.env.E2E_NAME || 'e2e'),
  UPLOADTHING_TOKEN: '',
  RESEND_API_KEY: '',
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
  RAZORPAY_WEBHOOK_SECRET: '',
  PAYMENTS_DEMO_GATEWAY: '1',
}
const seedOnly = process.argv.includes('--seed-only')
// The seed's dates count from the test instant, as the server's clock does under Playwright (playwright.config.ts).
// A seed made ahead (run with `node --import tsx`) takes the same default instant.
if (seedOnly && !process.env.TEST_NOW?.trim())
  process.env.TEST_NOW = (await import('../tests/support/test-now.ts')).testNowIso
const seedFrom = process.env.E2E_SEED_FROM
try {
  if (seedFrom) {
    const template = join(dataDir, `${seedFrom}.db`)
    if (!existsSync(template)) throw new Error(`no seeded database at ${template}`)
    const database = env.DATABASE_URL.slice('file:'.length)
    for (const suffix of ['', '-wal']) if (existsSync(template + suffix)) cpSync(template + suffix, database + suffix)
    const files = join(dataDir, `${seedFrom}-files`)
    if (existsSync(files)) cpSync(files, env.FILES_DIR, { recursive: true })
  } else {
    await migrateAndSeed(env, { quiet: true })
  }
} catch (error) {
  console.error(`e2e database: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
if (seedOnly) process.exit(0)

Object.assign(process.env, env, { NODE_ENV: 'production', HOST: process.env.HOST ?? '127.0.0.1' })
await import(pathToFileURL(join(repoRoot, '.output', 'server', 'index.mjs')).href)
