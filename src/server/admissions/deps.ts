// What the admissions code needs from the outside world, passed in so tests can use a test database, a
// temporary storage folder, or a storage that fails on purpose.
import { school } from '#app-config'
import { systemNow } from '~/server/clock'
import { databaseKindOfClient, getDb, type PrismaClient } from '~/server/db'
import { getEnv, type DatabaseKind } from '~/server/env'
import { getStorage, type Storage } from '~/server/storage'
import type { Context } from '~/server/trpc/context'
import { logError } from '~/server/request-log'

export type AdmissionDeps = {
  db: PrismaClient
  dbKind: DatabaseKind
  storage: Storage
  now: () => Date
  /** APP_ORIGIN, for links in e-mails; undefined leaves the links out. */
  appOrigin?: string
  /** Where failures that must not stop the request are reported. */
  logError: (message: string, error?: unknown) => void
}

/** The app's own adapters, for the file routes outside tRPC. */
export function defaultAdmissionDeps(overrides: Partial<AdmissionDeps> = {}): AdmissionDeps {
  const env = getEnv()
  const db = overrides.db ?? getDb()
  return {
    db,
    dbKind: databaseKindOfClient(db),
    storage: getStorage(),
    now: systemNow,
    appOrigin: env.APP_ORIGIN,
    logError: (message, error) => logError(`[admissions] ${message}`, error),
    ...overrides,
  }
}

/** A procedure's admissions deps: the context's database, file store and clock (messages are queued). */
export function admissionDepsOf(ctx: Pick<Context, 'db' | 'storage' | 'now'>): AdmissionDeps {
  return defaultAdmissionDeps({ db: ctx.db, storage: ctx.storage, now: ctx.now })
}

/** The school is in India; dates typed by admins (list filters) and shown to them are IST (UTC+05:30, no DST). */
export const schoolUtcOffset = '+05:30'

/** The start of a YYYY-MM-DD day in school time, as an instant. */
export function startOfSchoolDay(date: string): Date {
  return new Date(`${date}T00:00:00${schoolUtcOffset}`)
}

/** The year of an instant in school time, for reference numbers. */
export function schoolYearOf(instant: Date): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: school.timeZone, year: 'numeric' }).format(instant))
}
