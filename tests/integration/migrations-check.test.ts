// Start-up refuses a database whose migrations are not all applied, with one line naming the
// database and the command to run; health.ping fails when the database does not answer.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDb } from '~/server/db'
import { databaseKindOf } from '~/server/env'
import { expectedMigrationsFor, pendingMigrations, unmigratedMessage } from '~/server/migrations-check'
import { databaseDownMessage } from '~/server/trpc/routers/health'
import { callerFor } from '../support/accounts'
import { createTestDatabase } from '../support/test-db'

// Migrated by `prisma migrate deploy`, as production is, so the migrations table is there.
const testDb = await createTestDatabase({ migrate: 'cli' })
const kind = databaseKindOf(testDb.url)
const emptyFile = join(tmpdir(), `unmigrated-${process.pid}-${Date.now()}.db`)
const empty = createDb(`file:${emptyFile}`)

afterAll(async () => {
  await empty.$disconnect()
  rmSync(emptyFile, { force: true })
  await testDb.drop()
})

describe('pending migrations', () => {
  it('this build knows its migrations for both providers', () => {
    expect(expectedMigrationsFor('sqlite').length).toBeGreaterThan(5)
    expect(expectedMigrationsFor('postgres').length).toBe(expectedMigrationsFor('sqlite').length)
    expect(expectedMigrationsFor('sqlite')[0]).toMatch(/^\d{14}_init$/)
  })

  it('a migrated database has none pending, whether migrated by the CLI or by the test helper', async () => {
    expect(await pendingMigrations(testDb.db, kind)).toEqual([])
    const bySql = await createTestDatabase()
    try {
      expect(await pendingMigrations(bySql.db, kind)).toEqual([])
    } finally {
      await bySql.drop()
    }
  })

  it('an empty database has all of them pending, and the line names it and the command', async () => {
    const pending = await pendingMigrations(empty, 'sqlite')
    expect(pending).toEqual(expectedMigrationsFor('sqlite'))
    const line = unmigratedMessage(`file:${emptyFile}`, pending)
    expect(line).toContain(emptyFile)
    expect(line).toContain('npm run db:migrate')
    expect(line).not.toContain('\n')
  })

  it('a database missing the newest migration says which, and hides a PostgreSQL password', async () => {
    const all = expectedMigrationsFor('postgres')
    const line = unmigratedMessage('postgres://school:s3cret@db.example:5432/school', all.slice(-1))
    expect(line).toContain(`missing 1 of ${all.length} migrations (newest: ${all.at(-1)})`)
    expect(line).toContain('postgres://school:***@db.example:5432/school')
    expect(line).not.toContain('s3cret')
  })
})

describe('health.ping touches the database', () => {
  it('answers ok with the time when the database answers', async () => {
    const { caller } = callerFor(null, { db: testDb.db, now: () => new Date('2026-06-20T04:30:00Z') })
    expect(await caller.health.ping()).toEqual({ ok: true, at: new Date('2026-06-20T04:30:00Z') })
  })

  it('fails when the database does not answer', async () => {
    const broken = createDb('postgres://nobody:nothing@127.0.0.1:1/none')
    try {
      const { caller } = callerFor(null, { db: broken })
      await expect(caller.health.ping()).rejects.toThrow(databaseDownMessage)
    } finally {
      await broken.$disconnect()
    }
  })
})
