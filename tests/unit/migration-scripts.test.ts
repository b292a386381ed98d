// The committed migrations as Prisma's engine reads them: it cuts a script into statements at every semicolon, even
// one inside a `--` comment, so a comment with a semicolon becomes a statement that fails (on the shadow database of
// `npm run db:new-migration`, and in `prisma migrate deploy`).
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

describe.each(['sqlite', 'postgres'])('the %s migrations', (provider) => {
  const dir = join(root, 'prisma', provider, 'migrations')
  const scripts = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, sql: readFileSync(join(dir, entry.name, 'migration.sql'), 'utf8') }))

  it('have no semicolon inside a comment', () => {
    const offending = scripts.flatMap(({ name, sql }) =>
      sql
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${name}:${i + 1}` }))
        .filter(({ line }) => line.startsWith('--') && line.includes(';'))
        .map(({ at }) => at),
    )
    expect(offending).toEqual([])
  })
})
