// Accounts for integration tests: a migrated database that the app's `db` also uses, users of any role,
// and a tRPC caller signed in as one of them.
import { hashPassword } from '~/server/auth/password'
import { sessionUserSelect, type SessionUser } from '~/server/auth/session'
import type { PrismaClient } from '~/server/db'
import { createOutboxMailer } from '~/server/mail'
import { createInnerContext, type Context } from '~/server/trpc/context'
import { createCaller } from '~/server/trpc/root'
import type { Role } from '~/shared/roles'
import { generateSchoolId } from '~/shared/school-id'
import { createTestDatabase, type TestDatabase } from './test-db'

let fileDatabase: TestDatabase | undefined

/**
 * A fresh migrated database for this test file; `callerFor` passes it to procedures as `ctx.db`. Each test
 * file runs in its own worker with its own module state.
 *
 * Procedures called through `callerFor` use only `ctx.db` (and an outbox mailer on it): content, users, gallery,
 * admissions, auth and sessions pass without DATABASE_URL. It is still pointed here for the server routes, whose
 * context comes from the request (uploads, news images, rate limits, body limits); they can take `db` as an
 * option (`handleTRPCRequest(request, { db })`, `createRequestContext({ db, ... })`) the way auth.test.ts does.
 */
export async function useAccountsDatabase(): Promise<TestDatabase> {
  const testDb = await createTestDatabase()
  fileDatabase = testDb
  process.env.DATABASE_URL = testDb.url
  return testDb
}

export const defaultPassword = 'Correct#Horse7'
let defaultHash: Promise<string> | undefined

let counter = 0

export async function makeUser(
  db: PrismaClient,
  options: { role?: Role; email?: string; uniqueId?: string | null; password?: string; isActive?: boolean; firstName?: string; lastName?: string } = {},
): Promise<SessionUser> {
  counter += 1
  const role = options.role ?? 'student'
  const passwordHash = options.password ? await hashPassword(options.password) : await (defaultHash ??= hashPassword(defaultPassword))
  return db.user.create({
    data: {
      email: options.email ?? `${role}${counter}@lightridge-hss.edu.in`,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `${role[0]!.toUpperCase()}${role.slice(1)} ${counter}`,
      role,
      uniqueId: options.uniqueId === undefined ? generateSchoolId(role) : options.uniqueId,
      passwordHash,
      isActive: options.isActive ?? true,
    },
    select: sessionUserSelect,
  })
}

/**
 * A tRPC caller signed in as `user` (null: signed out), on this file's database unless `extra.db` says otherwise;
 * mail goes to that database's outbox.
 */
export function callerFor(user: SessionUser | null, extra: Partial<Context> = {}) {
  const db = extra.db ?? fileDatabase?.db
  const ctx = createInnerContext({ user, ...(db ? { db, mailer: createOutboxMailer({ db, now: extra.now }) } : {}), ...extra })
  return { caller: createCaller(ctx), ctx }
}
