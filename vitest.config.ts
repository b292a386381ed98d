import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Server code reads DATABASE_URL for its provider (e.g. containsInsensitive); match the database under test.
    env: { DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'file:./data/test.db' },
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // Each integration file gets its own database (temp SQLite file or PostgreSQL schema), so files may run in parallel.
    fileParallelism: true,
    // Spawning the Prisma CLI (migrate deploy/status) takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
