// Finds the programs the tests and scripts start (child_process spawn/exec and friends, the helpers that pass a
// program on to them, Playwright's webServer, npm scripts), so a test can hold them to what an install step provides.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

export type ProgramUse = { program: string; where: string }
export type ProgramScan = { uses: ProgramUse[]; unresolved: ProgramUse[] }

const childProcessFunctions = ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync']
/** exec and execSync take a shell command line: the program is its first word. */
const commandLineFunctions = new Set(['exec', 'execSync'])

type Source = { file: string; text: string }
/** A function that starts the program passed as its argument number `index`. */
type Starter = { name: string; index: number; commandLine: boolean; definedIn: string }

export function sourceFiles(root: string, folders: string[]): Source[] {
  const found: Source[] = []
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (/\.(ts|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        found.push({ file: relative(root, full), text: readFileSync(full, 'utf8') })
    }
  }
  for (const folder of folders) visit(join(root, folder))
  return found
}

/** The text of the call's arguments, split at top-level commas (strings, brackets and template literals respected). */
function callArguments(text: string, open: number): string[] {
  const args: string[] = []
  let depth = 0
  let current = ''
  let quote: string | null = null
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i]!
    if (quote) {
      current += char
      if (char === '\\') current += text[++i] ?? ''
      else if (char === quote) quote = null
      continue
    }
    if (char === "'" || char === '"' || char === '`') quote = char
    else if ('([{'.includes(char)) depth++
    else if (')]}'.includes(char)) {
      if (depth === 0) {
        if (current.trim()) args.push(current.trim())
        return args
      }
      depth--
    } else if (char === ',' && depth === 0) {
      args.push(current.trim())
      current = ''
      continue
    }
    current += char
  }
  return args
}

/** The nearest function declared before `position` whose parameter list holds `name`, and that parameter's index. */
function enclosingParameter(text: string, position: number, name: string): { fn: string; index: number } | null {
  const declarations = [
    ...text
      .slice(0, position)
      .matchAll(/(?:function\s+(\w+)\s*\(([^)]*)\)|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\(([^)]*)\)\s*=>)/g),
  ]
  const last = declarations.at(-1)
  if (!last) return null
  const params = (last[2] ?? last[4] ?? '').split(',').map((param) => param.trim().split(/[\s:=]/)[0])
  const index = params.indexOf(name)
  return index === -1 ? null : { fn: (last[1] ?? last[3])!, index }
}

const lineOf = (text: string, position: number) => text.slice(0, position).split('\n').length

/** What a program argument names: a literal, this Node (process.execPath), or a package's binary (bin('x')). */
function programOf(expression: string, commandLine: boolean): string | null {
  const literal = /^(['"`])([^'"`$]*)\1$/.exec(expression)
  if (literal) return commandLine ? literal[2]!.trim().split(/\s+/)[0]! : literal[2]!
  if (expression === 'process.execPath') return 'node'
  const packageBin = /^bin\((['"])([\w@./-]+)\1\)$/.exec(expression)
  if (packageBin) return `node_modules/.bin/${packageBin[2]}`
  return null
}

function importsName(source: Source, name: string, from: string): boolean {
  const module = from.replace(/^.*\//, '').replace(/\.(ts|mjs|js)$/, '')
  return new RegExp(`^import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*['"][^'"]*${module}(\\.\\w+)?['"]`, 'm').test(
    source.text,
  )
}

/**
 * Every program started in `sources`. A helper whose program comes from its caller (tasks.mjs's run) is followed to
 * its callers; a program that is neither a literal, process.execPath nor bin('name') is reported as unresolved.
 */
export function scanPrograms(sources: Source[]): ProgramScan {
  const uses: ProgramUse[] = []
  const unresolved: ProgramUse[] = []
  const starters: Starter[] = []
  for (const source of sources) {
    const imported = /^import\s*\{([^}]*)\}\s*from\s*['"](?:node:)?child_process['"]/m.exec(source.text)?.[1] ?? ''
    for (const spec of imported.split(',')) {
      const [original, local] = spec
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/)
      if (original && childProcessFunctions.includes(original))
        starters.push({
          name: local ?? original,
          index: 0,
          commandLine: commandLineFunctions.has(original),
          definedIn: source.file,
        })
    }
  }
  const seen = new Set<string>()
  for (let i = 0; i < starters.length; i++) {
    const starter = starters[i]!
    for (const source of sources) {
      if (source.file !== starter.definedIn && !importsName(source, starter.name, starter.definedIn)) continue
      for (const match of source.text.matchAll(new RegExp(`(?<![.\\w])${starter.name}\\s*\\(`, 'g'))) {
        const before = source.text.slice(Math.max(0, match.index - 20), match.index)
        if (/(function|async)\s+$/.test(before)) continue
        const where = `${source.file}:${lineOf(source.text, match.index)}`
        const key = `${where}:${starter.name}`
        if (seen.has(key)) continue
        seen.add(key)
        const expression = callArguments(source.text, match.index + match[0].length - 1)[starter.index] ?? ''
        const program = programOf(expression, starter.commandLine)
        if (program) {
          uses.push({ program, where })
          continue
        }
        const forwarded = /^\w+$/.test(expression) ? enclosingParameter(source.text, match.index, expression) : null
        if (forwarded)
          starters.push({
            name: forwarded.fn,
            index: forwarded.index,
            commandLine: starter.commandLine,
            definedIn: source.file,
          })
        else unresolved.push({ program: expression, where })
      }
    }
  }
  return { uses, unresolved }
}

/** Playwright's webServer command(s): the first word of each. */
export function webServerPrograms(configText: string, file: string): ProgramUse[] {
  return [...configText.matchAll(/command:\s*(['"`])([^'"`]+)\1/g)].map((match) => ({
    program: match[2]!.trim().split(/\s+/)[0]!,
    where: `${file} webServer`,
  }))
}

/** The first word of every command of every npm script ("a && b" has two). */
export function npmScriptPrograms(scripts: Record<string, string>): ProgramUse[] {
  return Object.entries(scripts).flatMap(([name, line]) =>
    line
      .split(/&&|\|\||;/)
      .map((part) => part.trim().split(/\s+/)[0]!)
      .filter(Boolean)
      .map((program) => ({ program, where: `package.json scripts.${name}` })),
  )
}
