import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain .mjs build script without type declarations
import { composeSchema, writeSchemas } from '../../scripts/prisma-schemas.mjs'

const models = [
  { name: 'b.prisma', source: 'model B {\n  id String @id\n}\n' },
  { name: 'a.prisma', source: 'model A {\n  id String @id\n}' },
]

describe('composeSchema', () => {
  it('writes the sqlite datasource and client output', () => {
    const schema: string = composeSchema('sqlite', models)
    expect(schema).toContain('provider = "sqlite"')
    expect(schema).toContain('output       = "../../src/server/db/generated/sqlite"')
    expect(schema).not.toContain('url')
  })

  it('uses the postgresql provider name for postgres', () => {
    const schema: string = composeSchema('postgres', models)
    expect(schema).toContain('provider = "postgresql"')
    expect(schema).toContain('generated/postgres"')
  })

  it('orders model files by name so both schemas are stable', () => {
    const schema: string = composeSchema('sqlite', models)
    expect(schema.indexOf('model A')).toBeLessThan(schema.indexOf('model B'))
  })

  it('rejects an unknown provider', () => {
    expect(() => composeSchema('mysql', models)).toThrow(/Unknown provider/)
  })

  it('the committed prisma/{sqlite,postgres}/schema.prisma match prisma/models', () => {
    expect(writeSchemas({ check: true })).toEqual([])
  })
})
