import { fileURLToPath } from 'node:url'
import { defineConfig } from 'prisma/config'

// The machine has no access to binaries.prisma.sh: the CLI runs our wasm-backed engine script instead (ADR 0003).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(
  new URL('./scripts/prisma-schema-engine.mjs', import.meta.url),
)

const url = process.env.DATABASE_URL?.trim() || 'file:./data/school.db'
const provider = url.startsWith('file:') ? 'sqlite' : 'postgres'

export default defineConfig({
  schema: `prisma/${provider}/schema.prisma`,
  migrations: { path: `prisma/${provider}/migrations` },
  datasource: { url },
})
