// The committed migrations of both providers build exactly the schema of prisma/models: a model change without its
// migration, or two branches' migrations that undo each other (SQLite rebuilds a table with the columns its branch
// knew), fail here rather than on a school's server. Runs in the PostgreSQL stage, whose server the check needs for
// the PostgreSQL shadow database.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { testDatabaseKind } from '../support/test-db'

const repoRoot = resolve(import.meta.dirname, '..', '..')

it.runIf(testDatabaseKind() === 'postgres')(
  'the migrations of both providers build exactly prisma/models',
  () => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'db-new-migration.mjs'), '--check'], {
      cwd: repoRoot,
      env: { ...process.env, MIGRATION_POSTGRES_URL: process.env.TEST_DATABASE_URL },
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('The migrations build the schema exactly.')
    expect(run.status).toBe(0)
  },
  180_000,
)
