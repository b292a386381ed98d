// Source files stay under 400 lines (docs/architecture.md): a longer file is split into cohesive files. Generated
// code is left out; the named exceptions say why they stay long.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const maxLines = 400

const generated = (path: string) => path.startsWith('src/server/db/generated/') || path === 'src/routeTree.gen.ts'

/** Files allowed over the limit, and why. */
const longOnPurpose: Record<string, string> = {
  'scripts/bench.mjs':
    'the load benchmark: one standalone script run with plain node, its scenarios read top to bottom',
  'scripts/prisma-schema-engine.mjs':
    "the offline migration route: a standalone node script driving Prisma's schema engine without the CLI",
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => join(folder, path).replaceAll('\\', '/'))
    .filter((path) => /\.(ts|tsx|mjs|js|cjs|css)$/.test(path) && !generated(path))
    .sort()
}

const lineCount = (path: string) => readFileSync(join(root, path), 'utf8').replace(/\n$/, '').split('\n').length

describe('source files', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('scripts')]

  it(`stay at most ${maxLines} lines long, apart from the named exceptions`, () => {
    expect(files.length).toBeGreaterThan(100)
    const tooLong = files
      .filter((path) => !(path in longOnPurpose) && lineCount(path) > maxLines)
      .map((path) => `${path}: ${lineCount(path)} lines`)
    expect(tooLong).toEqual([])
  })

  it('name only exceptions that exist and are still long', () => {
    expect(Object.keys(longOnPurpose).filter((path) => !files.includes(path) || lineCount(path) <= maxLines)).toEqual(
      [],
    )
  })
})
