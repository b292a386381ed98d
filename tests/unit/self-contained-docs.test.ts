// Comments and docs must make sense from the repository alone: no tracker numbers (an issue, an item of one) and
// no pointers at design files kept outside it. A comment states its rule in place or names a section of a file here
// ("docs/product.md, Fee ledger"). The words below are assembled, so this file does not match itself.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

/** Folders and root files people read; migrations are left out because they are never edited once written. */
const scanned = ['src', 'tests', 'scripts', 'prisma', 'docs', '.ci']
const skipped = [/(^|\/)node_modules\//, /^src\/server\/db\/generated\//, /^prisma\/[^/]+\/migrations\//]
const textExtensions = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.md', '.prisma', '.css', '.sql', ''])

function textFiles(): string[] {
  const files: string[] = readdirSync(root).filter(
    (name) =>
      statSync(join(root, name)).isFile() &&
      !['package-lock.json', '.git'].includes(name) &&
      textExtensions.has(extname(name)),
  )
  for (const folder of scanned) {
    for (const path of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      const file = join(folder, path).replaceAll('\\', '/')
      if (skipped.some((pattern) => pattern.test(file)) || !textExtensions.has(extname(file))) continue
      if (statSync(join(root, file)).isFile()) files.push(file)
    }
  }
  return files.sort()
}

const outsideFiles = ['SPEC', 'PRODUCT', 'CONVENTIONS'].map((name) => `${name}\\.md`).join('|')
const forbidden: { what: string; pattern: RegExp }[] = [
  { what: 'an issue number', pattern: new RegExp(`\\b${'iss'}ue #?\\d+`, 'i') },
  { what: "an issue's item number", pattern: new RegExp(`\\b${'it'}ems? \\d{1,2}\\b`, 'i') },
  { what: 'a design file kept outside the repository', pattern: new RegExp(`\\b(${outsideFiles})\\b`) },
  { what: 'a path outside the repository', pattern: new RegExp(`${'/wo'}rk/`) },
]

/** Each line of `text` that breaks a rule, as "path:line: what". */
function findings(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      forbidden.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${path}:${index + 1}: ${what}`),
    )
}

describe('comments and docs', () => {
  const files = textFiles()

  it('name no issue numbers and no file outside the repository', () => {
    expect(files.length).toBeGreaterThan(500)
    expect(files.flatMap((path) => findings(path, readFileSync(join(root, path), 'utf8')))).toEqual([])
  })

  it('are caught when they do', () => {
    const lines = [
      `// Edit Profile (${['issue', '16', 'item', '2'].join(' ')}): one's own photo`,
      `/** ${['SPEC', 'md'].join('.')} section 5: the wording of the terms */`,
      `## ${['Items', '3'].join(' ')}: JavaScript`,
      `see ${['', 'work', 'shared', 'spec'].join('/')}`,
      'issues 3 units to the lab; --items 10000; the gallery item 1080 px wide; 2 items left',
    ]
    expect(findings('probe.ts', lines.join('\n'))).toEqual([
      'probe.ts:1: an issue number',
      "probe.ts:1: an issue's item number",
      'probe.ts:2: a design file kept outside the repository',
      "probe.ts:3: an issue's item number",
      'probe.ts:4: a path outside the repository',
    ])
  })
})

describe('decision records', () => {
  const folder = join(root, 'docs/decisions')
  const records = readdirSync(folder).filter((name) => name.endsWith('.md'))

  it('each carry a Date and a Status under the title', () => {
    expect(records.length).toBeGreaterThan(10)
    const missing = records.filter((name) => {
      const head = readFileSync(join(folder, name), 'utf8').split('\n').slice(0, 8).join('\n')
      return !/^Date: \d{4}-\d{2}-\d{2}$/m.test(head) || !/^Status: (accepted|superseded|proposed)\b/m.test(head)
    })
    expect(missing).toEqual([])
  })
})
