import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

type LockEntry = { optionalDependencies?: Record<string, string> }

// `npm install` silently skips platform builds the registry lacks, leaving a lockfile that `npm ci` rejects
// on a clean clone ("Missing: … from lock file"). Every optional dependency must have its own entry.
describe('package-lock.json', () => {
  it('has an entry for every optional (platform) dependency', () => {
    const lock = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>
    }
    const missing: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolvesFrom(lock.packages, path, dep)) missing.push(`${dep} (needed by ${path || 'the project'})`)
      }
    }
    expect(missing).toEqual([])
  })
})

function resolvesFrom(packages: Record<string, LockEntry>, from: string, dep: string): boolean {
  let base = from
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true
    if (!base) return false
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}
