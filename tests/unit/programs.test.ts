// A fresh machine must pass `npm test` with what the install steps give it (.ci/run and scripts/ensure-chromium.mjs:
// Chromium, then `npm ci`). Every program a test or script starts is held to that list, so a test that reaches for a
// system tool nothing installs fails here, on every machine, rather than only on a clean one.
import { readFileSync, realpathSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { npmScriptPrograms, scanPrograms, sourceFiles, webServerPrograms, type ProgramUse } from '../support/programs'

const root = resolve(import.meta.dirname, '../..')
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** Programs a machine has once .ci/run has run, and why. */
const provided: Record<string, string> = {
  node: 'Node.js, the runtime everything needs',
  npm: 'comes with Node.js',
  npx: 'comes with Node.js',
  git: 'the clone itself',
  sh: 'the POSIX shell .ci/run itself runs in',
  'apt-get': 'the installer .ci/run and ensure-chromium.mjs use for Chromium',
  psql: 'PostgreSQL client tools, which .ci/run uses to reach the test database',
  createdb: 'PostgreSQL client tools',
  pg_isready: 'PostgreSQL client tools',
  pg_dump: 'PostgreSQL client tools',
  pg_restore: 'PostgreSQL client tools',
  nginx: "Debian's nginx-light, which .ci/run installs to run the deployment guide's configuration",
}

const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)])

/** A node_modules/.bin entry is installed by `npm ci` when it belongs to a package the project declares. */
function packageOfBin(name: string): string | null {
  try {
    const target = realpathSync(join(root, 'node_modules', '.bin', name))
    const parts = target.slice(join(root, 'node_modules').length + 1).split('/')
    const packageName = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
    return declared.has(packageName) ? packageName : null
  } catch {
    return null
  }
}

function isProvided(program: string, { npmScript = false } = {}): boolean {
  if (program in provided) return true
  const binName = program.startsWith('node_modules/.bin/') ? program.slice('node_modules/.bin/'.length) : null
  if (binName) return packageOfBin(binName) !== null
  // npm puts node_modules/.bin on PATH for its scripts.
  return npmScript && packageOfBin(program) !== null
}

const describeUse = (use: ProgramUse) => `${use.program} (${use.where})`

describe('programs the tests and scripts start', () => {
  it('are all provided by Node, npm, git, PostgreSQL client tools or what .ci/run installs', () => {
    const { uses, unresolved } = scanPrograms(sourceFiles(root, ['tests', 'scripts']))
    // The scan found the known starters (a sanity check that it reads the code at all).
    expect(uses.map((use) => use.program)).toEqual(expect.arrayContaining(['node', 'npm', 'apt-get']))
    expect(unresolved.map(describeUse)).toEqual([])
    expect(uses.filter((use) => !isProvided(use.program)).map(describeUse)).toEqual([])

    const config = readFileSync(join(root, 'playwright.config.ts'), 'utf8')
    const servers = webServerPrograms(config, 'playwright.config.ts')
    expect(servers.length).toBeGreaterThan(0)
    expect(servers.filter((use) => !isProvided(use.program)).map(describeUse)).toEqual([])

    const scripts = npmScriptPrograms(manifest.scripts)
    expect(scripts.filter((use) => !isProvided(use.program, { npmScript: true })).map(describeUse)).toEqual([])
  })

  it('are found however the call is written, and an unknown one is caught', () => {
    const sources = [
      {
        file: 'tests/a.test.ts',
        text: [
          "import { execFileSync, spawn as start } from 'node:child_process'",
          "execFileSync('pdftotext', ['-layout', file, '-'])",
          'start(process.execPath, [script])',
          "const text = /x/.exec('pdfinfo')",
        ].join('\n'),
      },
      {
        file: 'scripts/lib/run.mjs',
        text: [
          "import { spawn, execSync } from 'child_process'",
          'export function run(command, args) { return spawn(command, args) }',
          "execSync('pdffonts file.pdf | head')",
          'spawn(someVariable, [])',
        ].join('\n'),
      },
      {
        file: 'scripts/b.mjs',
        text: "import { run } from './lib/run.mjs'\nawait run('qpdf', ['--check'])\nawait run(bin('vite'), ['build'])",
      },
    ]
    const { uses, unresolved } = scanPrograms(sources)
    expect(uses.map(describeUse).sort()).toEqual(
      [
        'node (tests/a.test.ts:3)',
        'node_modules/.bin/vite (scripts/b.mjs:3)',
        'pdffonts (scripts/lib/run.mjs:3)',
        'pdftotext (tests/a.test.ts:2)',
        'qpdf (scripts/b.mjs:2)',
      ].sort(),
    )
    expect(unresolved.map(describeUse)).toEqual(['someVariable (scripts/lib/run.mjs:4)'])
    expect(uses.filter((use) => !isProvided(use.program)).map((use) => use.program)).toEqual(
      expect.arrayContaining(['pdftotext', 'pdffonts', 'qpdf']),
    )
    expect(isProvided('node_modules/.bin/vite')).toBe(true)
    expect(isProvided('node_modules/.bin/not-a-package')).toBe(false)
    expect(webServerPrograms("webServer: { command: 'pdftotext x' }", 'x')).toEqual([
      { program: 'pdftotext', where: 'x webServer' },
    ])
  })
})
