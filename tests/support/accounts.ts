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

/**
 * The app reads its client from DATABASE_URL on first use, so the URL is pointed at the fresh database
 * before any procedure runs. Each test file runs in its own worker with its own module state.
 */
export async function useAccountsDatabase(): Promise<TestDatabase> {
  const testDb = await createTestDatabase()
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

export function callerFor(user: SessionUser | null, extra: Partial<Context> = {}) {
  const ctx = createInnerContext({ user, ...extra })
  return { caller: createCaller(ctx), ctx }
}
