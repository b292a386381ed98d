// The server routes outside tRPC (src/routes/**: CSV exports, PDFs, uploads, private downloads, /files), each with
// its access rule, beside the procedures' role-matrix.test.ts. Every route file is found on disk and must be listed
// here; each one is then called through its real handler (the route module's own) as a visitor and as every role:
// the denied get their refusal, the allowed get past the door. A new route without a line here fails.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, type SessionUser } from '~/server/auth/session'
import { inventoryRoles, roles, type Role } from '~/shared/roles'
import { makeUser, useAccountsDatabase } from '../support/accounts'

const routesDir = resolve(import.meta.dirname, '../../src/routes')
const site = 'http://school.test'

type Rule = {
  /** The rule in words, as a reviewer reads it. */
  access: string
  method: 'GET' | 'POST'
  /** A concrete address of the route. */
  url: string
  /** Roles that get past the door; everyone else is refused. */
  allowed: readonly Role[] | 'everyone'
  /** What a visitor (not signed in) and a signed-in role that is not allowed get. */
  anonymous: number
  denied: number
}

const counterStaff = ['admin', 'cashier'] as const
const csv = (url: string, allowed: readonly Role[], access: string): Rule => ({
  access,
  method: 'POST',
  url,
  allowed,
  anonymous: 401,
  denied: 403,
})

/** Every server route outside tRPC, by its path as createFileRoute names it. */
const routeRules: Record<string, Rule> = {
  '/api/admin/class-list.csv': csv('/api/admin/class-list.csv', ['admin'], 'admins'),
  '/api/admin/users.csv': csv('/api/admin/users.csv', ['admin'], 'admins'),
  '/api/audit-log.csv': csv('/api/audit-log.csv', ['admin'], 'admins'),
  '/api/fees/receipts.csv': csv('/api/fees/receipts.csv', counterStaff, 'the counter (admins, cashiers)'),
  '/api/fees/defaulters.csv': csv('/api/fees/defaulters.csv', counterStaff, 'the counter (admins, cashiers)'),
  '/api/fees/defaulter-families.csv': csv(
    '/api/fees/defaulter-families.csv',
    counterStaff,
    'the counter (admins, cashiers)',
  ),
  '/api/inventory/movements.csv': csv(
    '/api/inventory/movements.csv',
    inventoryRoles,
    'the store (admins, storekeepers)',
  ),
  '/api/admissions/export.csv': csv('/api/admissions/export.csv', ['admin'], 'admins'),
  '/api/admissions/$id/letter.pdf': csv('/api/admissions/no-such-id/letter.pdf', ['admin'], 'admins'),
  '/api/admissions/$id/documents/$kind': {
    access: 'admins; the file is never public',
    method: 'GET',
    url: '/api/admissions/no-such-id/documents/photo',
    allowed: ['admin'],
    anonymous: 401,
    denied: 403,
  },
  '/api/fees/receipts/$id/pdf': {
    // Who may read which receipt is fees.test.ts's "receipt PDF" test; here, that a visitor is asked to sign in.
    access: "the counter, and the families of the receipt's students (others: 404, as if there were none)",
    method: 'GET',
    url: '/api/fees/receipts/no-such-id/pdf',
    allowed: 'everyone',
    anonymous: 401,
    denied: 404,
  },
  '/api/fees/day-sheet.pdf': {
    access: 'the counter: a cashier their own day, an administrator anyone’s',
    method: 'GET',
    url: '/api/fees/day-sheet.pdf?date=2026-07-05',
    allowed: ['admin', 'cashier'],
    anonymous: 401,
    denied: 403,
  },
  '/api/academics/register.csv': csv(
    '/api/academics/register.csv',
    ['admin', 'teacher'],
    'admins, and teachers for their own class',
  ),
  '/api/academics/below-threshold.csv': csv(
    '/api/academics/below-threshold.csv',
    ['admin', 'teacher'],
    'admins, and teachers for their own class',
  ),
  '/api/academics/report-cards/$examId/$studentId/pdf': {
    // Which card each role may read is academics-access.test.ts; here, that a visitor is asked to sign in.
    access: 'the class teacher and admins; the family once results are published (others: 404, as if there were none)',
    method: 'GET',
    url: '/api/academics/report-cards/no-such-id/no-such-id/pdf',
    allowed: 'everyone',
    anonymous: 401,
    denied: 404,
  },
  '/api/academics/class-report-cards/$examId/pdf': {
    access: 'the class teacher and admins (others: 404)',
    method: 'GET',
    url: '/api/academics/class-report-cards/no-such-id/pdf?class=class9&section=A',
    allowed: 'everyone',
    anonymous: 401,
    denied: 404,
  },
  '/api/gallery/uploads': upload('/api/gallery/uploads', ['admin'], 'admins'),
  '/api/gallery/videos': upload('/api/gallery/videos', ['admin'], 'admins'),
  '/api/inventory/photo': upload('/api/inventory/photo', inventoryRoles, 'the inventory (admins, storekeepers)'),
  '/api/news/images': upload('/api/news/images', ['admin', 'teacher'], 'staff (admins, teachers)'),
  '/api/profile/photo': upload('/api/profile/photo', 'everyone', 'anyone signed in, for their own account'),
  '/api/admission-uploads': {
    access: 'anyone (the public admission form), rate-limited per address',
    method: 'POST',
    url: '/api/admission-uploads?kind=photo&name=x.png',
    allowed: 'everyone',
    anonymous: 0,
    denied: 0,
  },
  '/api/prospectus.pdf': {
    access: 'anyone',
    method: 'GET',
    url: '/api/prospectus.pdf',
    allowed: 'everyone',
    anonymous: 0,
    denied: 0,
  },
  '/calendar.ics': publicGet('/calendar.ics'),
  '/news/feed.xml': publicGet('/news/feed.xml'),
  '/robots.txt': publicGet('/robots.txt'),
  '/sitemap.xml': publicGet('/sitemap.xml'),
  '/manifest.webmanifest': publicGet('/manifest.webmanifest'),
  '/og-image.png': publicGet('/og-image.png'),
  '/icons/$file': publicGet('/icons/icon-192.png'),
  '/api/unsubscribe': {
    access: "no one by session: a mail app's one-click unsubscribe, by the link's signature (a bad link: 400)",
    method: 'POST',
    url: '/api/unsubscribe?u=no-such-user&k=news&s=bad',
    allowed: [],
    anonymous: 400,
    denied: 400,
  },
  '/api/messaging/sms-inbound': {
    access: 'no one by session: the SMS provider, by the key in the address (none configured here: 404 for all)',
    method: 'POST',
    url: '/api/messaging/sms-inbound',
    allowed: [],
    anonymous: 404,
    denied: 404,
  },
  '/api/payments/razorpay/webhook': {
    access: 'no one by session: the gateway, by the signature over the body (a request without one: 400)',
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    allowed: [],
    anonymous: 400,
    denied: 400,
  },
  '/api/messages/whatsapp-status': {
    access: 'no one by session: WhatsApp, by the signature over the body (a request without one: 400)',
    method: 'POST',
    url: '/api/messages/whatsapp-status',
    allowed: [],
    anonymous: 400,
    denied: 400,
  },
  '/api/messages/sms-status': {
    access: 'no one by session: MSG91, by the signature over the body (a request without one: 400)',
    method: 'POST',
    url: '/api/messages/sms-status',
    allowed: [],
    anonymous: 400,
    denied: 400,
  },
  '/api/payments/demo-gateway/$': {
    access:
      "anyone holding a demo order's id (the demo gateway's own checkout page; off with Razorpay or in production)",
    method: 'GET',
    url: '/api/payments/demo-gateway/checkout?order_id=no-such-order',
    allowed: 'everyone',
    anonymous: 0,
    denied: 0,
  },
  '/api/payments/razorpay/checkout': {
    // Only with Razorpay configured; which parent may open which order is payments.test.ts.
    access: 'the parent who started the order (others: 404, as if there were none)',
    method: 'GET',
    url: '/api/payments/razorpay/checkout?order=no-such-order',
    allowed: 'everyone',
    anonymous: 0,
    denied: 0,
  },
  '/files/$': {
    access: 'anyone, for the public buckets; admission documents answer 404 to everyone',
    method: 'GET',
    url: '/files/admission-documents/photos/1-000001.png',
    allowed: [],
    anonymous: 404,
    denied: 404,
  },
}

/** A public document of the site (feeds, sitemap, manifest, icons): anyone may read it. */
function publicGet(url: string): Rule {
  return { access: 'anyone', method: 'GET', url, allowed: 'everyone', anonymous: 0, denied: 0 }
}

function upload(url: string, allowed: readonly Role[] | 'everyone', access: string): Rule {
  return { access, method: 'POST', url, allowed, anonymous: 401, denied: 403 }
}

/** The route files that declare server handlers, by the path they give createFileRoute. */
function serverRouteFiles(): Map<string, string> {
  const found = new Map<string, string>()
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8')
        const path = /createFileRoute\('([^']+)'\)/.exec(text)?.[1]
        if (path && /\bserver\s*:/.test(text)) found.set(path, relative(routesDir, full))
      }
    }
  }
  visit(routesDir)
  return found
}

const testDb = await useAccountsDatabase()
const filesDir = mkdtempSync(join(tmpdir(), 'route-matrix-files-'))
process.env.FILES_DIR = filesDir
const cookies = new Map<Role, string>()

beforeAll(async () => {
  for (const role of roles) {
    const user: SessionUser = await makeUser(testDb.db, { role })
    cookies.set(role, `session=${(await createSession(user.id, { db: testDb.db })).token}`)
  }
})
afterAll(async () => {
  await testDb.drop()
  rmSync(filesDir, { recursive: true, force: true })
})

type Handlers = Record<string, (context: { request: Request; params: Record<string, string> }) => Promise<Response>>

async function handlersOf(file: string): Promise<Handlers> {
  const module = (await import(/* @vite-ignore */ join(routesDir, file))) as {
    Route: { options: { server: { handlers: Handlers } } }
  }
  return module.Route.options.server.handlers
}

/** The status a request as `role` (null: a visitor) gets from the route's own handler. */
async function statusFor(file: string, rule: Rule, role: Role | null): Promise<number> {
  const handlers = await handlersOf(file)
  const headers = new Headers({ origin: site, host: 'school.test', 'content-type': 'application/octet-stream' })
  const cookie = role ? cookies.get(role) : undefined
  if (cookie) headers.set('cookie', cookie)
  const request = new Request(`${site}${rule.url}`, {
    method: rule.method,
    headers,
    ...(rule.method === 'POST' ? { body: new Uint8Array(0) } : {}),
  })
  const handle = handlers[rule.method] ?? handlers.ANY!
  const params: Record<string, string> = {
    id: 'no-such-id',
    kind: 'photo',
    file: 'icon-192.png',
    _splat: rule.url.replace(/^\/files\//, ''),
  }
  const response = await handle({ request, params })
  await response.body?.cancel().catch(() => undefined)
  return response.status
}

describe('the server routes outside tRPC', () => {
  it('are all listed with an access rule, and nothing listed is gone', () => {
    const files = serverRouteFiles()
    files.delete('/api/trpc/$') // tRPC itself: role-matrix.test.ts covers every procedure.
    expect([...files.keys()].filter((path) => !(path in routeRules)).sort()).toEqual([])
    expect(Object.keys(routeRules).filter((path) => !files.has(path))).toEqual([])
  })

  const files = serverRouteFiles()
  for (const [routePath, rule] of Object.entries(routeRules)) {
    it(`${rule.method} ${routePath}: ${rule.access}`, async () => {
      const file = files.get(routePath)!
      const isAllowed = (role: Role) => rule.allowed === 'everyone' || rule.allowed.includes(role)
      const visitor = await statusFor(file, rule, null)
      if (rule.anonymous) expect(visitor, 'a visitor').toBe(rule.anonymous)
      else expect([401, 403], 'a visitor').not.toContain(visitor)
      for (const role of roles) {
        const status = await statusFor(file, rule, role)
        if (!isAllowed(role)) expect(status, role).toBe(rule.denied)
        else expect([401, 403], role).not.toContain(status)
      }
    })
  }
})
