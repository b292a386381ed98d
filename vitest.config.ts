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
    // A worker loads the server's code once for all its files (several seconds a file otherwise); each file still
    // gets the app's clients afresh and leaves process.env as it found it (tests/support/app-per-file.ts).
    isolate: false,
    setupFiles: ['tests/support/app-per-file.ts'],
    // Spawning the Prisma CLI (migrate deploy/status) takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
