// The checkable rules of docs/architecture.md, read from the source: a router's input is a schema from src/shared,
// a file-transfer route takes its methods from src/server/route-handlers.ts, a paged list goes through findPage, and
// a route whose page shows data prefetches it in its loader.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => pattern.test(path))
    .map((path) => join(folder, path).replaceAll('\\', '/'))
    .sort()
}

const read = (path: string) => readFileSync(join(root, path), 'utf8')

type Node = { type: string; start: number; end: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** Calls `visit` on every node below `node`; `visit` returns false to skip a node's children. */
function walk(node: unknown, visit: (node: Node) => boolean | void) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit))
  if (!isNode(node) || visit(node) === false) return
  for (const [key, child] of Object.entries(node)) if (key !== 'type') walk(child, visit)
}

/** Every name a file imports, with the module it comes from. */
function importsOf(program: Node): Map<string, string> {
  const imported = new Map<string, string>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue
    const from = (statement.source as { value: string }).value
    for (const specifier of statement.specifiers as Node[])
      imported.set((specifier.local as { name: string }).name, from)
  }
  return imported
}

/** The names an expression reads (not the property names after a dot, nor an object literal's keys). */
function namesIn(expression: Node): string[] {
  const names: string[] = []
  walk(expression, (node) => {
    if (node.type === 'Identifier') names.push(node.name as string)
    if (node.type === 'MemberExpression' && !node.computed) {
      walk(node.object, (inner) => void (inner.type === 'Identifier' && names.push(inner.name as string)))
      return false
    }
    if (node.type === 'Property' && !node.computed) {
      walk(node.value, (inner) => void (inner.type === 'Identifier' && names.push(inner.name as string)))
      return false
    }
  })
  return names
}

/** `.input(...)` arguments of a router file that use anything not imported from src/shared. */
function inlineInputs(path: string, text = read(path)): string[] {
  const program = parseAst(text, { lang: 'ts' }) as unknown as Node
  const imported = importsOf(program)
  const problems: string[] = []
  walk(program, (node) => {
    const callee = node.callee as Node | undefined
    if (node.type !== 'CallExpression' || callee?.type !== 'MemberExpression') return
    if ((callee.property as { name?: string }).name !== 'input') return
    for (const argument of node.arguments as Node[]) {
      const local = namesIn(argument).filter((name) => !imported.get(name)?.startsWith('~/shared/'))
      if (local.length) problems.push(`${path}: .input(${text.slice(argument.start, argument.end)})`)
    }
  })
  return problems
}

describe('procedures', () => {
  const routers = filesUnder('src/server/trpc/routers', /\.ts$/)

  it('take as input a schema from src/shared, the one the form uses, never one written in the router', () => {
    expect(routers.length).toBeGreaterThan(10)
    expect(routers.flatMap((path) => inlineInputs(path))).toEqual([])
    expect(routers.filter((path) => /from 'zod'/.test(read(path)))).toEqual([])
  })

  it('are told apart from an input written in place or extended in the router', () => {
    const router = [
      "import { z } from 'zod'",
      "import { pageInput, updateInput, newsInput } from '~/shared/content-schemas'",
      "import { local } from '../local'",
      'a.input(pageInput).query(q)',
      'b.input(updateInput(newsInput)).mutation(m)',
      'c.input(z.object({ id: z.string() })).query(q)',
      'd.input(pageInput.extend({ when: z.enum(["past"]) })).query(q)',
      'e.input(local).query(q)',
    ].join('\n')
    expect(inlineInputs('probe.ts', router)).toEqual([
      'probe.ts: .input(z.object({ id: z.string() }))',
      'probe.ts: .input(pageInput.extend({ when: z.enum(["past"]) }))',
      'probe.ts: .input(local)',
    ])
  })
})

/**
 * Paged lists that read their page window themselves instead of through findPage (src/server/paging.ts). The list
 * only shrinks: a new one fails this test, and so does one that moved onto findPage without leaving the list.
 */
const notYetOnFindPage: string[] = []

describe('paged lists', () => {
  // `skip: (page - 1) * pageSize`: a page's window computed by hand.
  const handWindow = /\bskip:\s*\(\s*[\w.]*page\s*-\s*1\s*\)/i
  const server = filesUnder('src/server', /\.ts$/).filter((path) => path !== 'src/server/paging.ts')

  it('go through findPage, which counts, reads the window and gives the page count in one shape', () => {
    expect(server.filter((path) => handWindow.test(read(path)))).toEqual(notYetOnFindPage)
  })

  it('are recognised by the window they compute', () => {
    expect(handWindow.test('skip: (input.page - 1) * input.pageSize,')).toBe(true)
    expect(handWindow.test('...(cursor ? { cursor: { id: cursor }, skip: 1 } : {})')).toBe(false)
  })
})

describe('service errors', () => {
  // A TRPCError for a missing record, a broken rule, a clash or a refusal written in place, or a local helper for one.
  const inPlace =
    /new TRPCError\(\{\s*code: '(NOT_FOUND|BAD_REQUEST|CONFLICT|FORBIDDEN)',\s*message(:[^,}]+)?,?\s*\}\)|function (notFound|badRequest|conflict|forbidden|refuse)\(/
  const server = filesUnder('src/server', /\.ts$/).filter(
    (path) => path !== 'src/server/errors.ts' && !path.includes('/generated/'),
  )

  it('come from src/server/errors.ts (notFound, badRequest, conflict, forbidden)', () => {
    expect(server.filter((path) => inPlace.test(read(path)))).toEqual([])
  })

  it('are recognised when written in place', () => {
    expect(inPlace.test("throw new TRPCError({ code: 'NOT_FOUND', message: 'Student not found.' })")).toBe(true)
    expect(inPlace.test("throw new TRPCError({ code: 'CONFLICT', message })")).toBe(true)
    expect(inPlace.test('function notFound(message: string): never {')).toBe(true)
    expect(inPlace.test("throw new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause })")).toBe(false)
    expect(inPlace.test("throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooMany })")).toBe(false)
  })
})

describe('server routes', () => {
  const routes = filesUnder('src/routes', /\.tsx?$/).filter((path) => /\bhandlers\b/.test(read(path)))
  const helpers = /\bhandlers:\s*(downloadHandlers|uploadHandlers|exportHandlers)\(/

  // Routes that move no file, each answering other methods with its own 405.
  const notTransfers: Record<string, string> = {
    'src/routes/api.trpc.$.ts': 'tRPC itself',
    'src/routes/api/payments/razorpay/webhook.ts': "the gateway's signed webhooks: POST only",
    'src/routes/api/messages/whatsapp-status.ts': "WhatsApp's signed delivery reports: POST only",
    'src/routes/api/messages/sms-status.ts': "MSG91's signed delivery reports: POST only",
    'src/routes/api/payments/demo-gateway.$.ts': "the built-in demo gateway's API and checkout page (GET and POST)",
    'src/routes/api/unsubscribe.ts': "a mail app's one-click unsubscribe: POST only",
    'src/routes/api/messaging/sms-inbound.ts': "the SMS provider's replies (a STOP): POST only",
  }

  it('transfer files with the methods of downloadHandlers, uploadHandlers or exportHandlers (405 for the rest)', () => {
    const transfers = routes.filter((path) => !(path in notTransfers))
    expect(transfers.length).toBeGreaterThan(15)
    // A route may name handlers made elsewhere (`handlers: calendarFeedHandlers`): they must be made with a helper.
    const madeWithHelper = (name: string) =>
      filesUnder('src/server', /\.ts$/)
        .filter((path) => !path.includes('/generated/'))
        .some((path) =>
          new RegExp(`export const ${name} = (downloadHandlers|uploadHandlers|exportHandlers)\\(`).test(read(path)),
        )
    const usesHelper = (path: string) => {
      const text = read(path)
      const named = /\bhandlers:\s*(\w+Handlers)\b(?!\()/.exec(text)?.[1]
      return helpers.test(text) || (named !== undefined && madeWithHelper(named))
    }
    expect(transfers.filter((path) => !usesHelper(path))).toEqual([])
  })
})

/** Routes without a loader, and why. A new screen that shows data needs a loader, or a reason here. */
const nothingToLoad: Record<string, string> = {
  'src/routes/_authed.tsx': 'a guard: sign-in required',
  'src/routes/_authed/admin.tsx': 'a guard: administrators',
  'src/routes/_authed/admin/index.tsx': 'a redirect to /dashboard',
  'src/routes/_authed/admin/user-registration.tsx': 'forms only',
  'src/routes/_authed/admin/academics.tsx': 'each set-up tab loads its own list (the tab is in the URL)',
  'src/routes/_authed/teaching.tsx': 'a guard: teachers and administrators',
  'src/routes/_authed/manage.tsx': 'a guard and the sections shell',
  'src/routes/_authed/manage/index.tsx': 'a redirect to /manage/news',
  'src/routes/_authed/manage/announcement.tsx': "the root route's loader prefetches announcement.current",
  // The staff content screens load their lists in the browser: their Add, Edit and Delete buttons are not held
  // disabled until the page hydrates, so a list rendered on the server would offer buttons that do nothing yet.
  'src/routes/_authed/manage/news.tsx': 'loads in the browser (see above)',
  'src/routes/_authed/manage/events.tsx': 'loads in the browser (see above)',
  'src/routes/_authed/manage/notices.tsx': 'loads in the browser (see above)',
  'src/routes/_authed/manage/calendar.tsx': 'loads in the browser (see above)',
  'src/routes/about-us/index.tsx': 'static text from app.config.ts',
  'src/routes/about-us/our-team.tsx': 'static text from app.config.ts',
  'src/routes/about-us/school-details.tsx': 'static text from app.config.ts',
  'src/routes/academics.tsx': 'static text',
  'src/routes/admission-status.tsx': 'a form: the lookup is a mutation',
  'src/routes/chairmans-message.tsx': 'static text from app.config.ts',
  'src/routes/principals-message.tsx': 'static text from app.config.ts',
  'src/routes/syllabus.tsx': 'static text',
  'src/routes/fee-portal/index.tsx': 'two links',
  'src/routes/fee-portal/cashier-login.tsx': 'a sign-in form',
  'src/routes/fee-portal/student-login.tsx': 'a sign-in form',
  'src/routes/inventory/login.tsx': 'a sign-in form',
  'src/routes/login.tsx': 'a sign-in form',
  'src/routes/forgot-password.tsx': 'a form',
  'src/routes/inventory/_portal.tsx': 'a guard and InventoryLayout',
  'src/routes/inventory/_portal/add-item.tsx': 'an empty form',
  'src/routes/inventory/_portal/import-export.tsx': 'forms only',
  'src/routes/inventory/_portal/stock-take.tsx': 'an upload form: the dry run is asked for with the file',
}

describe('routes', () => {
  const pages = filesUnder('src/routes', /\.tsx$/).filter((path) => path !== 'src/routes/__root.tsx')

  it('prefetch what their page shows in a loader, or say here why not', () => {
    const withoutLoader = pages.filter((path) => !/\bloader:/.test(read(path)))
    expect(withoutLoader).toEqual(Object.keys(nothingToLoad).sort())
  })
})
