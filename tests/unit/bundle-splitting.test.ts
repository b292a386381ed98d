// The pieces that keep a public page's first script small: each must behave exactly like what it
// replaces. The bench (`npm run bench`) measures the bytes; these check the behaviour.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClientRpc } from '@tanstack/react-start/client-rpc'
import { createTRPCUntypedClient, TRPCClientError, type TRPCLink } from '@trpc/client'
import type { AnyTRPCRouter } from '@trpc/server'
import { observable } from '@trpc/server/observable'
import { describe, expect, it } from 'vitest'
import { appConfigByExport } from '../../scripts/lib/app-config-by-export'
import { publicChunkGroups } from '../../scripts/lib/public-chunks'
import { ServerFunctionSerializationAdapter } from '~/start/server-function-adapter'
import { loadOnce } from '~/shared/load-once'
import { lazyLink } from '~/trpc/lazy-link'

/** A terminating link that answers every operation with its path, counting the operations it saw. */
function echoLink(seen: string[]): TRPCLink<AnyTRPCRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        seen.push(op.path)
        observer.next({ result: { type: 'data', data: `answer to ${op.path}` } })
        observer.complete()
      })
}

/** A client whose only link is a lazyLink; `failFirst` makes the first download fail. */
function lazyClient({ failFirst = false } = {}) {
  const state = { seen: [] as string[], loads: 0 }
  const client = createTRPCUntypedClient<AnyTRPCRouter>({
    links: [
      lazyLink(async () => {
        state.loads += 1
        if (failFirst && state.loads === 1)
          throw new TypeError('Failed to fetch dynamically imported module: /assets/http-link.js')
        return echoLink(state.seen)
      }),
    ],
  })
  return { client, state }
}

describe('loadOnce', () => {
  it('shares one load among its callers, forgets a failure and tries again on the next call', async () => {
    let calls = 0
    const load = loadOnce(async () => {
      calls += 1
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return `module ${calls}`
    })
    const [a, b] = await Promise.allSettled([load(), load()])
    expect([a.status, b.status, calls]).toEqual(['rejected', 'rejected', 1])
    expect(await Promise.all([load(), load()])).toEqual(['module 2', 'module 2'])
    expect(await load()).toBe('module 2')
    expect(calls).toBe(2)
  })
})

describe('lazyLink', () => {
  it('loads the real link once, on the first call, and hands it every operation', async () => {
    const { client, state } = lazyClient()
    expect(state.loads).toBe(0)
    const answers = await Promise.all([
      client.query('news.latest', undefined),
      client.query('events.upcoming', undefined),
      client.mutation('auth.login', {}),
    ])
    expect(answers).toEqual(['answer to news.latest', 'answer to events.upcoming', 'answer to auth.login'])
    expect(state.seen).toEqual(['news.latest', 'events.upcoming', 'auth.login'])
    expect(state.loads).toBe(1)
  })

  it('hands an operation over with its abort signal, and drops one unsubscribed while the link was loading', async () => {
    const seen: string[] = []
    const signals: Array<AbortSignal | null | undefined> = []
    let release!: () => void
    const loaded = new Promise<void>((resolve) => (release = resolve))
    const operationLink = lazyLink<AnyTRPCRouter>(async () => {
      await loaded
      return () =>
        ({ op }) =>
          observable((observer) => {
            seen.push(op.path)
            signals.push(op.signal)
            observer.complete()
          })
    })({} as never)
    const operation = (path: string, signal: AbortSignal | null) =>
      ({
        op: { id: 1, type: 'query', path, input: undefined, context: {}, signal },
        next: () => observable(() => undefined),
      }) as never
    const dropped = operationLink(operation('dropped', null)).subscribe({})
    const controller = new AbortController()
    const done = new Promise<void>((resolve) =>
      operationLink(operation('kept', controller.signal)).subscribe({ complete: resolve }),
    )
    dropped.unsubscribe()
    release()
    await done
    expect(seen).toEqual(['kept'])
    expect(signals[0]).toBe(controller.signal)
  })

  it('fails the waiting calls as TRPCClientErrors when the download fails, and tries again on the next call', async () => {
    const { client, state } = lazyClient({ failFirst: true })
    const failed = await Promise.allSettled([client.query('a', undefined), client.query('b', undefined)])
    for (const result of failed) {
      expect(result.status).toBe('rejected')
      const reason = (result as PromiseRejectedResult).reason as unknown
      expect(reason).toBeInstanceOf(TRPCClientError)
      expect((reason as Error).message).toContain('Failed to fetch')
    }
    await expect(client.query('c', undefined)).resolves.toBe('answer to c')
    expect(state.loads).toBe(2)
    expect(state.seen).toEqual(['c'])
  })
})

describe('ServerFunctionSerializationAdapter (the lazy one)', () => {
  it("recognises Start's own server functions and writes them as Start does", () => {
    const real = createClientRpc('fn-123')
    expect(ServerFunctionSerializationAdapter.test(real)).toBe(true)
    expect(ServerFunctionSerializationAdapter.test(() => undefined)).toBe(false)
    expect(ServerFunctionSerializationAdapter.test({ serverFnMeta: { id: 'x' } })).toBe(false)
    expect(ServerFunctionSerializationAdapter.toSerializable(real as never)).toEqual({ functionId: 'fn-123' })
  })

  it('reads one back as a callable server function with the same id', () => {
    const revived = ServerFunctionSerializationAdapter.fromSerializable({ functionId: 'fn-123' })
    expect(typeof revived).toBe('function')
    expect(ServerFunctionSerializationAdapter.test(revived)).toBe(true)
    expect(ServerFunctionSerializationAdapter.toSerializable(revived)).toEqual({ functionId: 'fn-123' })
  })
})

describe('appConfigByExport', () => {
  const plugin = appConfigByExport(fileURLToPath(new URL('../../app.config.ts', import.meta.url)))
  const call = async (name: 'transform' | 'load' | 'resolveId', ...args: unknown[]) => {
    const found = plugin[name] as { handler: (...args: unknown[]) => unknown } | ((...args: unknown[]) => unknown)
    const handler = typeof found === 'function' ? found : found.handler
    return handler.apply({ addWatchFile: () => undefined }, args) as Promise<unknown>
  }

  it("rewrites an import of '#app-config' into one import per name, keeping local names", async () => {
    const out = (await call(
      'transform',
      `import { about as facts, school } from '#app-config'\nconsole.log(facts, school)\n`,
      '/src/x.tsx',
    )) as { code: string }
    expect(out.code).toContain(`import { about as facts } from 'virtual:app-config/about';`)
    expect(out.code).toContain(`import { school as school } from 'virtual:app-config/school';`)
    expect(out.code).not.toContain(`'#app-config'`)
  })

  it('leaves a namespace import or an unknown name on the whole module', async () => {
    expect(
      await call('transform', `import * as config from '#app-config'\nconsole.log(config)\n`, '/src/x.tsx'),
    ).toBeUndefined()
    expect(
      await call(
        'transform',
        `import { school, nothingLikeThis } from '#app-config'\nconsole.log(school, nothingLikeThis)\n`,
        '/src/x.tsx',
      ),
    ).toBeUndefined()
  })

  it('gives each name a module that imports only the names its value reads (not words in its comments)', async () => {
    expect(await call('resolveId', 'virtual:app-config/about')).toBe('\0app-config:about')
    const about = (await call('load', '\0app-config:about')) as string
    expect(about).toMatch(/^import \{ school \} from 'virtual:app-config\/school'\nexport const about = /)
    // `limits` has "about five minutes" in a comment: no import of `about`.
    const limits = (await call('load', '\0app-config:limits')) as string
    expect(limits.startsWith('export const limits = ')).toBe(true)
    const school = (await call('load', '\0app-config:school')) as string
    expect(school).toContain('name: "Lightridge Higher Secondary School"')
    expect(school).not.toContain('import ')
  })
})

describe('the public chunk groups (scripts/lib/public-chunks.ts)', () => {
  const srcDir = fileURLToPath(new URL('../../src/', import.meta.url))
  const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(srcDir, file))

  /** The files under src/ a file imports (relative and ~/ specifiers), and the packages it imports. */
  function importsOf(file: string): { local: string[]; packages: string[] } {
    const code = readFileSync(file, 'utf8')
    const specifiers = [...code.matchAll(/^import (?!type )[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]!)
    const local: string[] = []
    const packages: string[] = []
    for (const specifier of specifiers) {
      if (specifier.startsWith('.') || specifier.startsWith('~/')) {
        const base = specifier.startsWith('~/') ? join(srcDir, specifier.slice(2)) : join(dirname(file), specifier)
        const found = ['.ts', '.tsx', '/index.ts']
          .map((extension) => base + extension)
          .find((candidate) => existsSync(candidate))
        if (found) local.push(found)
      } else packages.push(specifier)
    }
    return { local, packages }
  }

  for (const group of publicChunkGroups.filter((g) => typeof g.test === 'function')) {
    it(`${group.name}: captures real modules, and nothing they import loads zod, headlessui or sonner`, () => {
      const test = group.test as (id: string) => boolean
      const captured = sourceFiles.filter((file) => test(file))
      // The pill's group is that one module; the others gather several.
      expect(captured.length).toBeGreaterThan(group.name === 'Pill' ? 0 : 3)
      // A captured module brings what it imports into the same chunk, so every page that loads the group loads them.
      const seen = new Set<string>()
      const queue = [...captured]
      const packages = new Set<string>()
      while (queue.length > 0) {
        const file = queue.pop()!
        if (seen.has(file)) continue
        seen.add(file)
        const found = importsOf(file)
        queue.push(...found.local)
        for (const name of found.packages) packages.add(name)
      }
      expect([...packages].filter((name) => /^(zod|@headlessui\/|sonner$|@hookform\/)/.test(name))).toEqual([])
    })
  }

  it('matches the ids the bundler gives: absolute source paths and the per-export config modules', () => {
    const group = (name: string) => publicChunkGroups.find((g) => g.name === name)!.test as (id: string) => boolean
    expect(group('common')(join(srcDir, 'components/ui/icons.tsx'))).toBe(true)
    expect(group('common')(join(srcDir, 'shared/dates.ts'))).toBe(true)
    expect(group('public-common')(join(srcDir, 'components/form/Field.tsx'))).toBe(true)
    expect(group('public-common')('\0app-config:limits')).toBe(true)
    expect(group('public-common')('\0app-config:leaderLetters')).toBe(false)
    expect(group('public-common')(join(srcDir, 'shared/admission-schema.ts'))).toBe(false)
  })
})
