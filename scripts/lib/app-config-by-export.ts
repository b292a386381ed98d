// app.config.ts stays the one file a school edits, but in the browser build each of its `export const`s becomes a
// module of its own. A bundle places a whole module in one chunk, and the shell imports `school`
// on every page, so without this the About page's history, the leaders' letters and the admissions guide would ride
// in every page's first script. Imports of '#app-config' are rewritten to one virtual module per name; a name's
// module imports the other names its value mentions. The server build and the tests read app.config.ts as it is.
import { readFileSync } from 'node:fs'
import { parseSync, transformWithOxc, type Plugin } from 'vite'

const specifier = '#app-config'
const virtualPrefix = 'virtual:app-config/'
const resolvedPrefix = '\0app-config:'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/** Each `export const NAME = ...` of the config file, as JavaScript, with the other names it mentions. */
async function exportedConstants(configFile: string): Promise<Map<string, { code: string; uses: string[] }>> {
  const { code } = await transformWithOxc(readFileSync(configFile, 'utf8'), configFile, { lang: 'ts' })
  const body = (parseSync(configFile + '.js', code).program as unknown as { body: Node[] }).body
  const found = new Map<string, { code: string; uses: string[] }>()
  for (const statement of body) {
    const declaration = statement.declaration as Node | null | undefined
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node & { name?: string }
      if (id.type === 'Identifier' && id.name) {
        found.set(id.name, {
          code: `export const ${code.slice(declarator.start, declarator.end)}`,
          uses: [...namesIn(declarator.init)],
        })
      }
    }
  }
  for (const entry of found.values()) entry.uses = entry.uses.filter((name) => found.has(name))
  return found
}

/** The variables an expression reads (not property names: `school.name` reads `school`). */
function namesIn(node: unknown, names = new Set<string>(), parent?: Node, key?: string): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namesIn(item, names, parent, key)
  } else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    const current = node as Node & { name?: string; computed?: boolean }
    const isPropertyName =
      !parent?.computed &&
      ((parent?.type === 'MemberExpression' && key === 'property') || (parent?.type === 'Property' && key === 'key'))
    if (current.type === 'Identifier' && current.name && !isPropertyName) names.add(current.name)
    for (const [childKey, child] of Object.entries(current))
      if (child && typeof child === 'object') namesIn(child, names, current, childKey)
  }
  return names
}

export function appConfigByExport(configFile: string): Plugin {
  let constants: Promise<Map<string, { code: string; uses: string[] }>> | undefined
  const constantsOnce = () => (constants ??= exportedConstants(configFile))

  return {
    name: 'app-config-by-export',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      order: 'pre',
      handler(source) {
        if (source.startsWith(virtualPrefix)) return resolvedPrefix + source.slice(virtualPrefix.length)
      },
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return
      const entry = (await constantsOnce()).get(id.slice(resolvedPrefix.length))
      if (!entry) return
      this.addWatchFile(configFile)
      return [...entry.uses.map((name) => `import { ${name} } from '${virtualPrefix}${name}'`), entry.code].join('\n')
    },
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!code.includes(specifier) || id.startsWith('\0')) return
        const known = await constantsOnce()
        const body = (parseSync(id.split('?')[0] + '.js', code).program as unknown as { body: Node[] }).body
        let rewritten = code
        // From the end, so the earlier offsets stay valid.
        for (const statement of body.toReversed()) {
          if (statement.type !== 'ImportDeclaration' || (statement.source as { value?: string }).value !== specifier)
            continue
          const specifiers = statement.specifiers as (Node & {
            imported?: { name?: string }
            local: { name: string }
          })[]
          // `import * as config` and anything not an `export const` keep the whole module.
          const names = specifiers.map((s) => (s.type === 'ImportSpecifier' ? s.imported?.name : undefined))
          if (specifiers.length === 0 || names.some((name) => !name || !known.has(name))) continue
          const imports = specifiers.map(
            (s, index) => `import { ${names[index]} as ${s.local.name} } from '${virtualPrefix}${names[index]}';`,
          )
          rewritten = rewritten.slice(0, statement.start) + imports.join('\n') + rewritten.slice(statement.end)
        }
        return rewritten === code ? undefined : { code: rewritten, map: null }
      },
    },
  }
}
