// `npm run demo` writes the DATABASE_URL it actually used into .env (scripts/lib/env-file.mjs),
// so a later `npm start` without it in the environment opens the same database.
import { describe, expect, it } from 'vitest'
import { readEnvValue, setEnvValue } from '../../scripts/lib/env-file.mjs'

const example = [
  '# Database (required).',
  '# For PostgreSQL: DATABASE_URL=postgres://user:password@host:5432/dbname',
  'DATABASE_URL=file:./data/school.db',
  '# PORT=3000',
  '',
].join('\n')

describe('.env values', () => {
  it('reads the active line, not a commented example', () => {
    expect(readEnvValue(example, 'DATABASE_URL')).toBe('file:./data/school.db')
    expect(readEnvValue('# DATABASE_URL=x\n', 'DATABASE_URL')).toBeUndefined()
    expect(readEnvValue('DATABASE_URL="file:./a b.db"\n', 'DATABASE_URL')).toBe('file:./a b.db')
  })

  it('replaces the active line and keeps the comments', () => {
    const url = 'postgres://school:pw@127.0.0.1:5432/school'
    const text = setEnvValue(example, 'DATABASE_URL', url)
    expect(readEnvValue(text, 'DATABASE_URL')).toBe(url)
    expect(text).toContain('# For PostgreSQL: DATABASE_URL=postgres://user:password@host:5432/dbname')
    expect(text).toContain('# PORT=3000')
    expect(text.match(/^DATABASE_URL=/gm)).toHaveLength(1)
  })

  it('appends the variable when .env has none, and quotes values with spaces', () => {
    expect(setEnvValue('PORT=3000', 'DATABASE_URL', 'file:./data/school.db')).toBe(
      'PORT=3000\nDATABASE_URL=file:./data/school.db\n',
    )
    const text = setEnvValue('', 'DATABASE_URL', 'file:./my data/school.db')
    expect(text).toBe('DATABASE_URL="file:./my data/school.db"\n')
    expect(readEnvValue(text, 'DATABASE_URL')).toBe('file:./my data/school.db')
  })
})
