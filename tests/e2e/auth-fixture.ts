// `login({ role })`: a fresh account of that role, signed in by writing its session straight into the
// e2e database and handing the browser the cookie (epic-stack's approach: no UI round trip per test).
import { randomUUID } from 'node:crypto'
import { hashPassword } from '~/server/auth/password'
import { devSessionCookieName } from '~/server/auth/cookie'
import { createSession } from '~/server/auth/session'
import { createDb, type PrismaClient } from '~/server/db'
import type { Role } from '~/shared/roles'
import { generateSchoolId } from '~/shared/school-id'
import { test as base } from './fixtures'

export { expect } from './fixtures'

/** The name of this run's database and files folder under data/ (playwright.config.ts): e2e, or a shard's own. */
export const e2eName = process.env.E2E_NAME || 'e2e'
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? `file:./data/${e2eName}.db`

export type E2EUser = {
  id: string
  email: string
  uniqueId: string
  firstName: string
  lastName: string
  role: Role
  password: string
}

type AuthFixtures = {
  /** Creates an account (deleted after the test); the browser stays signed out. */
  createUser: (options?: { role?: Role; password?: string; firstName?: string; lastName?: string }) => Promise<E2EUser>
  /** Creates an account of `role` and signs the browser in as it. */
  login: (options?: { role?: Role }) => Promise<E2EUser>
}

type WorkerFixtures = {
  /** The e2e database the server under test uses: one client for all the tests of a worker. */
  db: PrismaClient
}

export const test = base.extend<AuthFixtures, WorkerFixtures>({
  db: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
    async ({}, use) => {
      const db = createDb(e2eDatabaseUrl)
      await use(db)
      await db.$disconnect()
    },
    { scope: 'worker' },
  ],

  createUser: async ({ db }, use) => {
    const created: string[] = []
    await use(
      async ({
        role = 'student',
        password = `E2e-${randomUUID().slice(0, 8)}!A1`,
        firstName = 'Test',
        lastName,
      } = {}) => {
        const email = `e2e-${randomUUID()}@example.test`
        const user = await db.user.create({
          data: {
            email,
            firstName,
            lastName: lastName ?? `${role[0]!.toUpperCase()}${role.slice(1)}`,
            role,
            uniqueId: generateSchoolId(role),
            passwordHash: await hashPassword(password),
          },
          select: { id: true, email: true, uniqueId: true, firstName: true, lastName: true, role: true },
        })
        created.push(user.id)
        return { ...user, email, uniqueId: user.uniqueId!, password }
      },
    )
    await db.user.deleteMany({ where: { id: { in: created } } })
  },

  login: async ({ db, createUser, context, baseURL, now }, use) => {
    await use(async ({ role = 'student' } = {}) => {
      const user = await createUser({ role })
      // On the server's clock (TEST_NOW), which may be far from the real date.
      const { token } = await createSession(user.id, { db, now })
      // The e2e server is plain http on 127.0.0.1, so the session cookie has its development name. No expiry:
      // the browser judges cookie expiry by the real date, and the session row already ends on the test clock.
      await context.addCookies([
        { name: devSessionCookieName, value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
      ])
      return user
    })
  },
})
