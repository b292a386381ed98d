// What a person sees of a failed call is a sentence, never zod's JSON list of issues, and
// detail pages turn a malformed or unknown id into the 404 page (src/trpc/not-found.ts).
import { isNotFound } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { afterAll, describe, expect, it } from 'vitest'
import { handleTRPCRequest } from '~/server/trpc/http'
import { isRecordId } from '~/shared/ids'
import { loadOrNotFound } from '~/trpc/not-found'
import { createTestDatabase } from '../support/test-db'

// The handler gets this file's database as an option; nothing here reads DATABASE_URL.
const testDb = await createTestDatabase()
afterAll(() => testDb.drop())

const origin = 'http://localhost:4500'

async function query(path: string, input: unknown) {
  const url = `${origin}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
  const response = await handleTRPCRequest(new Request(url, { headers: { host: 'localhost:4500' } }), {
    socketAddress: '127.0.0.1',
    db: testDb.db,
  })
  const body = (await response.json()) as {
    error: { json: { message: string; data: { code: string; httpStatus: number } } }
  }
  return { status: response.status, error: body.error.json }
}

async function mutate(path: string, input: unknown) {
  const response = await handleTRPCRequest(
    new Request(`${origin}/api/trpc/${path}`, {
      method: 'POST',
      headers: { host: 'localhost:4500', origin, 'content-type': 'application/json' },
      body: JSON.stringify({ json: input }),
    }),
    { socketAddress: '127.0.0.1', db: testDb.db },
  )
  const body = (await response.json()) as { error: { json: { message: string; data: { code: string } } } }
  return { status: response.status, error: body.error.json }
}

describe('refused input reads as a sentence', () => {
  it('a 300-character news id is a 400 whose message is one sentence, not JSON', async () => {
    const { status, error } = await query('news.byId', { id: 'a'.repeat(300) })
    expect(status).toBe(400)
    expect(error.data.code).toBe('BAD_REQUEST')
    expect(error.message).not.toMatch(/^\s*[[{]/)
    expect(error.message).not.toContain('"code"')
    expect(error.message).toMatch(/^[A-Z].*\S$/)
  })

  it('a form refused by its schema says the first field message', async () => {
    const { status, error } = await mutate('auth.login', { identifier: '', password: '' })
    expect(status).toBe(400)
    expect(error.message).not.toMatch(/^\s*[[{]/)
    expect(error.message.length).toBeLessThan(200)
  })

  it('an unknown news id is a 404 with its own message', async () => {
    const { status, error } = await query('news.byId', { id: '00000000-0000-4000-8000-000000000000' })
    expect(status).toBe(404)
    expect(error.message).toBe('News item not found')
  })
})

describe('detail pages: malformed or unknown ids are not found', () => {
  const notFoundAnswer = new TRPCClientError('News item not found', {
    result: { error: { message: 'News item not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } },
  } as never)

  it('ids are checked for shape before any lookup', () => {
    expect(isRecordId('5f0c6c1e-8f4a-4a57-9a37-1f3b2a6d9e10')).toBe(true)
    expect(isRecordId('a'.repeat(300))).toBe(false)
    expect(isRecordId('../etc/passwd')).toBe(false)
    expect(isRecordId('')).toBe(false)
  })

  it('a malformed id is notFound() without calling the loader', async () => {
    let called = false
    const error = await loadOrNotFound('a'.repeat(300), async () => {
      called = true
    }).catch((e: unknown) => e)
    expect(isNotFound(error)).toBe(true)
    expect(called).toBe(false)
  })

  it('a NOT_FOUND answer is notFound(); any other failure is the error it was', async () => {
    expect(isNotFound(await loadOrNotFound('abc', () => Promise.reject(notFoundAnswer)).catch((e: unknown) => e))).toBe(
      true,
    )
    const boom = new Error('database down')
    expect(await loadOrNotFound('abc', () => Promise.reject(boom)).catch((e: unknown) => e)).toBe(boom)
    expect(await loadOrNotFound('abc', async (id) => `row ${id}`)).toBe('row abc')
  })
})
