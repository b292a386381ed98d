// Start-up refuses a database whose migrations are not all applied: a second instance
// pointed at a new, empty SQLite file used to answer 200 with "table does not exist" inside its pages.
// The migrations this build expects are baked in at build time from prisma/<provider>/migrations (their names: the
// SQL is only in lazy chunks that are never loaded).
import type { PrismaClient } from './db'
import { databaseKindOf, type DatabaseKind } from './env'

const namesOf = (files: Record<string, unknown>) =>
  Object.keys(files)
    .map((path) => path.split('/').at(-2)!)
    .sort()

const expectedMigrations: Record<DatabaseKind, string[]> = {
  sqlite: namesOf(import.meta.glob('/prisma/sqlite/migrations/*/migration.sql', { query: '?raw' })),
  postgres: namesOf(import.meta.glob('/prisma/postgres/migrations/*/migration.sql', { query: '?raw' })),
}

export function expectedMigrationsFor(kind: DatabaseKind): string[] {
  return expectedMigrations[kind]
}

/** The migrations this build has that the database has not applied (all of them when it has none). */
export async function pendingMigrations(db: PrismaClient, kind: DatabaseKind): Promise<string[]> {
  let applied: Set<string>
  try {
    const rows = await db.$queryRawUnsafe<Array<{ migration_name: string }>>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
    applied = new Set(rows.map((row) => row.migration_name))
  } catch (error) {
    // No migrations table: a database nothing was ever applied to. Anything else (unreachable, denied) is its own error.
    if (!/no such table|does not exist/i.test(error instanceof Error ? error.message : String(error))) throw error
    applied = new Set()
  }
  return expectedMigrations[kind].filter((name) => !applied.has(name))
}

/** A database URL fit for a log line: a PostgreSQL password is hidden. */
export function describeDatabase(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')
}

/** One line naming the database and the command that fixes it. */
export function unmigratedMessage(url: string, pending: string[]): string {
  const total = expectedMigrations[databaseKindOf(url)].length
  const what =
    pending.length === total
      ? 'has no tables yet'
      : `is missing ${pending.length} of ${total} migrations (newest: ${pending.at(-1)})`
  return `The database ${describeDatabase(url)} ${what}: run \`npm run db:migrate\` with the same DATABASE_URL, then start again.`
}
