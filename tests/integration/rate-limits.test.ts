// Rate limits hold under concurrency and batching. Each test fires far more attempts than the
// limit at once (200 in parallel, or 60 calls in tRPC batches) through the real HTTP handlers and proves that
// no more than the limit was ever evaluated. Runs on SQLite by default and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { statusLookupPolicy } from '~/server/admissions/status-lookup'
import { handleAdmissionUpload } from '~/server/admissions/uploads'
import { createSession } from '~/server/auth/session'
import { galleryUploadLimit, galleryUploadPolicy, handleGalleryUpload } from '~/server/gallery/uploads'
import { loginRateLimit } from '~/server/auth/login-limits'
import { takeSlot } from '~/server/auth/rate-limit'
import { systemNow } from '~/server/clock'
import { batchTooLargeMessage, handleTRPCRequest, maxBatchCalls } from '~/server/trpc/http'
import { makeUser, useAccountsDatabase } from '../support/accounts'
import { holdRow } from '../support/pg-barrier'
import { pdfBytes, testDeps, uploadRequest } from './admissions-helpers'

const testDb = await useAccountsDatabase({ appDatabase: false })
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

const site = 'http://localhost:4500'

/** A tRPC HTTP request as httpBatchLink sends it: paths comma-separated, inputs keyed by position. */
function batchRequest(procedure: string, inputs: unknown[]): Request {
  const paths = inputs.map(() => procedure).join(',')
  const body = Object.fromEntries(inputs.map((input, index) => [index, { json: input }]))
  return new Request(`${site}/api/trpc/${paths}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:4500', origin: site },
    body: JSON.stringify(body),
  })
}

type CallResult = { error?: { json: { data: { httpStatus: number } } }; result?: unknown }

/** The HTTP status of every call in a batch response. */
async function statusesOf(response: Response): Promise<number[]> {
  const body = (await response.json()) as CallResult[] | CallResult
  return (Array.isArray(body) ? body : [body]).map((call) => call.error?.json.data.httpStatus ?? 200)
}

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length

describe('takeSlot', () => {
  it('gives exactly `limit` of 200 parallel attempts a slot', async () => {
    const now = new Date('2026-06-20T04:30:00Z')
    const slots = await Promise.all(
      Array.from({ length: 200 }, () => takeSlot(testDb.db, { key: 'test:burst', limit: 40, windowMs: 60_000 }, now)),
    )
    expect(slots.filter((slot) => slot.allowed)).toHaveLength(40)
    expect(slots.map((slot) => slot.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, n) => n + 1))
  })

  it('opens a new window once the old one has passed', async () => {
    const limit = { key: 'test:window', limit: 1, windowMs: 60_000 }
    const start = new Date('2026-06-20T04:30:00Z')
    expect((await takeSlot(testDb.db, limit, start)).allowed).toBe(true)
    expect((await takeSlot(testDb.db, limit, new Date(start.getTime() + 59_000))).allowed).toBe(false)
    expect((await takeSlot(testDb.db, limit, new Date(start.getTime() + 60_000))).allowed).toBe(true)
  })
})

describe('the tRPC handler', () => {
  it(`refuses a batch of more than ${maxBatchCalls} calls before running any of them`, async () => {
    await makeUser(testDb.db, { email: 'batch@lightridge-hss.edu.in' })
    const inputs = Array.from({ length: 60 }, () => ({
      identifier: 'batch@lightridge-hss.edu.in',
      password: 'Wrong#Pass1',
    }))
    const response = await handleTRPCRequest(batchRequest('auth.login', inputs), {
      socketAddress: '198.51.100.1',
      db: testDb.db,
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(batchTooLargeMessage)
    expect(await testDb.db.loginFailure.count()).toBe(0)
    expect(await testDb.db.rateLimitCounter.count()).toBe(0)
  })

  it('counts every call of a batch: 60 guesses in batches of 10 get only the limit evaluated', async () => {
    await makeUser(testDb.db, { email: 'batch@lightridge-hss.edu.in' })
    const statuses: number[] = []
    for (let batch = 0; batch < 6; batch++) {
      const inputs = Array.from({ length: maxBatchCalls }, () => ({
        identifier: 'batch@lightridge-hss.edu.in',
        password: 'Wrong#Pass1',
      }))
      statuses.push(
        ...(await statusesOf(
          await handleTRPCRequest(batchRequest('auth.login', inputs), { socketAddress: '198.51.100.1', db: testDb.db }),
        )),
      )
    }
    expect(statuses).toHaveLength(60)
    expect(count(statuses, 401)).toBe(loginRateLimit.perPair)
    expect(count(statuses, 429)).toBe(60 - loginRateLimit.perPair)
    expect(await testDb.db.loginFailure.count()).toBe(loginRateLimit.perPair)
  })
})

describe('sign-in under a burst', () => {
  it('evaluates at most the limit of 200 parallel wrong passwords from one address', async () => {
    await makeUser(testDb.db, { email: 'burst@lightridge-hss.edu.in' })
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        handleTRPCRequest(
          batchRequest('auth.login', [{ identifier: 'burst@lightridge-hss.edu.in', password: 'Wrong#Pass1' }]),
          {
            socketAddress: '198.51.100.2',
            db: testDb.db,
          },
        ),
      ),
    )
    const statuses = (await Promise.all(responses.map(statusesOf))).flat()
    expect(count(statuses, 401)).toBe(loginRateLimit.perPair)
    expect(count(statuses, 429)).toBe(200 - loginRateLimit.perPair)
    expect(await testDb.db.loginFailure.count()).toBe(loginRateLimit.perPair)
  })
})

describe('admission status lookup under batching', () => {
  it(`evaluates at most ${statusLookupPolicy.perAddress} guesses from one address across batches`, async () => {
    const statuses: number[] = []
    for (let batch = 0; batch < 3; batch++) {
      const inputs = Array.from({ length: maxBatchCalls }, (_, n) => ({
        reference: `ADM-2026-${String(batch * 10 + n).padStart(5, '0')}`,
        email: 'guess@example.in',
      }))
      statuses.push(
        ...(await statusesOf(
          await handleTRPCRequest(batchRequest('admissions.lookupStatus', inputs), {
            socketAddress: '198.51.100.3',
            db: testDb.db,
          }),
        )),
      )
    }
    expect(count(statuses, 404)).toBe(statusLookupPolicy.perAddress)
    expect(count(statuses, 429)).toBe(30 - statusLookupPolicy.perAddress)
    expect(await testDb.db.admissionStatusLookupFailure.count()).toBe(statusLookupPolicy.perAddress)
  })
})

describe('admission uploads under a burst', () => {
  it('accepts at most the per-address limit of 200 parallel uploads', async () => {
    const deps = testDeps(testDb)
    try {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          handleAdmissionUpload(uploadRequest('markSheet', `m${n}.pdf`, pdfBytes()), deps, {
            clientAddress: '198.51.100.4',
            perAddress: 40,
          }),
        ),
      )
      const statuses = responses.map((response) => response.status)
      expect(count(statuses, 201)).toBe(40)
      expect(count(statuses, 429)).toBe(160)
      expect(await testDb.db.admissionUpload.count()).toBe(40)
    } finally {
      deps.cleanup()
    }
  })
})

describe('gallery uploads under a burst', () => {
  it('evaluates at most the per-admin limit of 200 parallel uploads', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' })
    const album = await testDb.db.galleryAlbum.create({ data: { title: 'Sports Day' } })
    const { token } = await createSession(admin.id, { db: testDb.db })
    // The admin has already uploaded all but 20 photos of this window, on the server's own clock (the handler's
    // ctx.now, which TEST_NOW moves), so the window filled here is the window the uploads are counted in.
    const now = systemNow()
    for (let n = 0; n < galleryUploadPolicy.perUser - 20; n++)
      await takeSlot(testDb.db, galleryUploadLimit(admin.id), now)
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        handleGalleryUpload(
          new Request(`${site}/api/gallery/uploads?albumId=${album.id}`, {
            method: 'POST',
            headers: {
              origin: site,
              host: 'localhost:4500',
              cookie: `session=${token}`,
              'x-file-name': 'not-a-photo.jpg',
            },
            body: 'not a photo',
          }),
          { db: testDb.db },
        ),
      ),
    )
    const statuses = responses.map((response) => response.status)
    // The 20 that got a slot were evaluated (and refused for their content); the rest never were.
    expect(count(statuses, 429)).toBe(180)
    expect(
      statuses.filter((status) => status !== 429).every((status) => status === 415 || status === 422 || status === 400),
    ).toBe(true)
  })
})

describe('one counter under a barrier', () => {
  it('twenty takers held at the counter row together get exactly the slots that were left', async () => {
    const limit = { key: 'barrier:203.0.113.50', limit: 5, windowMs: 60 * 60 * 1000 }
    const now = systemNow()
    expect((await takeSlot(testDb.db, limit, now)).count).toBe(1)
    // On PostgreSQL the takers are let go only once the database shows them all waiting on the counter's row.
    const barrier =
      testDb.kind === 'postgres' ? await holdRow(testDb.url, 'rate_limit_counters', 'key', limit.key) : null
    const takers = Promise.all(Array.from({ length: 20 }, () => takeSlot(testDb.db, limit, now)))
    if (barrier) {
      expect(await barrier.waitForWaiters(5)).toBeGreaterThanOrEqual(5)
      await barrier.release()
    }
    const slots = await takers
    expect(slots.filter((slot) => slot.allowed)).toHaveLength(4)
    // Each taker saw its own count: no two increments were lost to each other.
    expect(slots.map((slot) => slot.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2))
  })
})
