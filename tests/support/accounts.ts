// Accounts for integration tests: a migrated database that the app's `db` also uses, users of any role,
// and a tRPC caller signed in as one of them.
import { hashPassword } from '~/server/auth/password'
import { sessionUserSelect, type SessionUser } from '~/server/auth/session'
import type { PrismaClient } from '~/server/db'
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
 * DATABASE_URL is still pointed at it for server code that reads the `db` singleton outside a procedure
 * (fees and inventory services, server routes); drop that once they take the client from the context.
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

/** A tRPC caller signed in as `user` (null: signed out), on this file's database unless `extra.db` says otherwise. */
export function callerFor(user: SessionUser | null, extra: Partial<Context> = {}) {
  const ctx = createInnerContext({ user, ...(fileDatabase ? { db: fileDatabase.db } : {}), ...extra })
  return { caller: createCaller(ctx), ctx }
}
