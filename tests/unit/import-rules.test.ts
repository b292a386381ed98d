// The layering docs/architecture.md describes, checked over the import graph of src/: a feature imports no other
// feature (what two features share lives in src/components or src/shared), src/shared is pure (no server, UI or
// routes), the UI kit in src/components knows no feature or route, and UI code takes only types from the server.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const src = join(root, 'src')

type Import = { from: string; to: string; typeOnly: boolean }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

/** Every import and re-export of a file, static or dynamic, as a path under src/ when it points into src/. */
export function importsOf(file: string, text: string): Import[] {
  const found: Import[] = []
  const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g
  const dynamic = /import\(\s*['"]([^'"]+)['"]\s*\)/g
  const add = (specifier: string, typeOnly: boolean) => {
    const target = specifier.startsWith('~/')
      ? join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : null
    if (target?.startsWith(src)) found.push({ from: relative(src, file), to: relative(src, target), typeOnly })
  }
  for (const match of text.matchAll(statements)) add(match[3]!, match[2] !== undefined)
  for (const match of text.matchAll(dynamic)) add(match[1]!, false)
  return found
}

const graph = sourceFiles(src).flatMap((file) => importsOf(file, readFileSync(file, 'utf8')))
const area = (path: string) => path.split(/[\\/]/)[0]!
const feature = (path: string) => (area(path) === 'features' ? path.split(/[\\/]/)[1]! : null)
const show = (edges: Import[]) => edges.map((edge) => `${edge.from} -> ${edge.to}`)

describe('the import graph of src/', () => {
  it('is read: the parser finds static, type-only, re-exported, multi-line and dynamic imports', () => {
    const file = join(src, 'features', 'fees', 'x.tsx')
    const text = [
      "import { a } from '~/shared/money'",
      "import type { B } from '../accounts/Dashboard'",
      "export { c } from './local'",
      'import {\n  d,\n  e,\n} from "~/components/ui/Panel"',
      "const f = () => import('~/features/admissions/ui')",
      "import 'react'",
    ].join('\n')
    expect(importsOf(file, text).map(({ to, typeOnly }) => [to.replaceAll('\\', '/'), typeOnly])).toEqual([
      ['shared/money', false],
      ['features/accounts/Dashboard', true],
      ['features/fees/local', false],
      ['components/ui/Panel', false],
      ['features/admissions/ui', false],
    ])
    expect(graph.length).toBeGreaterThan(500)
  })

  it('has no feature importing another feature', () => {
    const crossing = graph.filter((edge) => {
      const [from, to] = [feature(edge.from), feature(edge.to)]
      return from !== null && to !== null && from !== to
    })
    expect(show(crossing)).toEqual([])
  })

  it('keeps src/shared pure: no server, UI, tRPC client or routes', () => {
    const reaching = graph.filter(
      (edge) =>
        area(edge.from) === 'shared' && ['server', 'features', 'components', 'trpc', 'routes'].includes(area(edge.to)),
    )
    expect(show(reaching)).toEqual([])
  })

  it('keeps the UI kit in src/components free of features and routes', () => {
    const reaching = graph.filter(
      (edge) => area(edge.from) === 'components' && ['features', 'routes'].includes(area(edge.to)),
    )
    expect(show(reaching)).toEqual([])
  })

  it('lets the UI take only types from the server', () => {
    const reaching = graph.filter(
      (edge) => ['features', 'components'].includes(area(edge.from)) && area(edge.to) === 'server' && !edge.typeOnly,
    )
    expect(show(reaching)).toEqual([])
  })
})
