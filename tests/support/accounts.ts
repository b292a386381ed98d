// Accounts for integration tests: a migrated database that the app's `db` also uses, users of any role,
// and a tRPC caller signed in as one of them.
import { afterAll, beforeEach } from 'vitest'
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

/** A new test file starts with no database of its own until it asks (tests/support/app-per-file.ts). */
export function forgetFileDatabase() {
  fileDatabase = undefined
}

/**
 * A fresh migrated database for this test file; `callerFor` passes it to procedures as `ctx.db`. Each test
 * file starts with the app's own clients forgotten (tests/support/app-per-file.ts).
 *
 * Procedures called through `callerFor` use only `ctx.db` (and an outbox mailer on it), and the server routes
 * take the database as an option (`handleTRPCRequest(request, { db })`, `handleGalleryUpload(request, { db })`,
 * `handleNewsImageUpload(request, { db })`, `createRequestContext({ db, ... })`). A file whose every call says so
 * passes `{ appDatabase: false }`; otherwise the app's own client (DATABASE_URL) is pointed here too.
 */
export async function useAccountsDatabase({
  appDatabase = true,
}: { appDatabase?: boolean } = {}): Promise<TestDatabase> {
  const testDb = await createTestDatabase()
  fileDatabase = testDb
  if (appDatabase) process.env.DATABASE_URL = testDb.url
  return testDb
}

/**
 * useAccountsDatabase for a whole test file: emptied before each test and dropped after the last. A beforeEach the
 * file registers after this call runs on the emptied database.
 */
export async function useFreshDatabasePerTest(options: { appDatabase?: boolean } = {}): Promise<TestDatabase> {
  const testDb = await useAccountsDatabase(options)
  beforeEach(() => testDb.reset())
  afterAll(() => testDb.drop())
  return testDb
}

/** A caller signed in as an admin made afresh before each test (register after the database's hooks). */
export function useAdminCaller(db: PrismaClient, now?: Context['now']) {
  let admin: SessionUser | undefined
  beforeEach(async () => {
    admin = await makeUser(db, { role: 'admin' })
  })
  return () => callerFor(admin ?? null, { db, now }).caller
}

export const defaultPassword = 'Correct#Horse7'
let defaultHash: Promise<string> | undefined

let counter = 0

export async function makeUser(
  db: PrismaClient,
  options: {
    role?: Role
    email?: string
    uniqueId?: string | null
    password?: string
    isActive?: boolean
    firstName?: string
    lastName?: string
  } = {},
): Promise<SessionUser> {
  counter += 1
  const role = options.role ?? 'student'
  const passwordHash = options.password
    ? await hashPassword(options.password)
    : await (defaultHash ??= hashPassword(defaultPassword))
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
  const ctx = createInnerContext({
    user,
    ...(db ? { db, mailer: createOutboxMailer({ db, now: extra.now }) } : {}),
    ...extra,
  })
  return { caller: createCaller(ctx), ctx }
}
