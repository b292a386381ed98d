#!/usr/bin/env node
// Composes both schemas from prisma/models and generates BOTH Prisma clients (sqlite and postgres),
// so the app can switch databases with DATABASE_URL alone. Works offline (see ADR 0003).
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROVIDERS, schemaPathOf, writeSchemas } from './prisma-schemas.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const prismaBin = join(root, 'node_modules', 'prisma', 'build', 'index.js')

writeSchemas()
for (const provider of PROVIDERS) {
  const run = spawnSync(process.execPath, [prismaBin, 'generate', '--schema', schemaPathOf(provider)], {
    cwd: root,
    stdio: 'inherit',
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
