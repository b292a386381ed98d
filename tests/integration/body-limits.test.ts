// A request body above its route's limit is refused with 413 before it is read: a declared
// Content-Length is checked first, and a chunked body is counted as it streams. The "250 MB" bodies here are
// generators that produce chunks on demand, so the test itself never holds them; it checks how much was pulled.
import { existsSync } from 'node:fs'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { limits } from '#app-config'
import { handleExportRequest } from '~/server/admissions/http'
import { handleAdmissionUpload } from '~/server/admissions/uploads'
import { createSession } from '~/server/auth/session'
import { usersCsv } from '~/server/auth/class-lists'
import { handleCsvExport } from '~/server/csv-export'
import { handleGalleryUpload } from '~/server/gallery/uploads'
import { handleTRPCRequest, maxTRPCBodyBytes } from '~/server/trpc/http'
import { makeUser, useAccountsDatabase } from '../support/accounts'
import { filesOnDisk, testDeps, uploadRequest } from './admissions-helpers'

const testDb = await useAccountsDatabase({ appDatabase: false })
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

const site = 'http://localhost:4500'
const chunkSize = 64 * 1024
const hugeBytes = 250 * 1024 * 1024

/** A body of `total` bytes made on demand, recording how many bytes the server pulled from it. */
function generatedBody(total: number, startWith = '') {
  const pulled = { bytes: 0 }
  const head = new TextEncoder().encode(startWith)
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close()
        const chunk = new Uint8Array(Math.min(chunkSize, total - pulled.bytes)).fill(0x20)
        if (pulled.bytes === 0) chunk.set(head.subarray(0, chunk.length))
        pulled.bytes += chunk.byteLength
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, pulled }
}

function trpcPost(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:4500', origin: site, ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('tRPC calls', () => {
  it('refuses a declared 250 MB body with 413 without reading it', async () => {
    const { stream, pulled } = generatedBody(hugeBytes, '{"json":')
    const response = await handleTRPCRequest(trpcPost(stream, { 'content-length': String(hugeBytes) }), {
      socketAddress: '198.51.100.1',
      db: testDb.db,
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('The request is too large.')
    expect(pulled.bytes).toBeLessThanOrEqual(chunkSize)
  })

  it('stops reading a chunked 250 MB body as soon as it passes the limit', async () => {
    const { stream, pulled } = generatedBody(hugeBytes, '{"json":')
    const response = await handleTRPCRequest(trpcPost(stream), { socketAddress: '198.51.100.1', db: testDb.db })
    expect(response.status).toBe(413)
    expect(pulled.bytes).toBeLessThanOrEqual(maxTRPCBodyBytes + chunkSize)
    expect(await testDb.db.loginFailure.count()).toBe(0)
  })

  it('still answers a call whose body is within the limit', async () => {
    const body = JSON.stringify({ json: { identifier: 'nobody@lightridge-hss.edu.in', password: 'Wrong#Pass1' } })
    const response = await handleTRPCRequest(
      new Request(`${site}/api/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:4500', origin: site },
        body,
      }),
      { socketAddress: '198.51.100.1', db: testDb.db },
    )
    expect(response.status).toBe(401)
  })

  it('answers PUT, DELETE, PATCH and OPTIONS with 405 and the methods it takes', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await handleTRPCRequest(
        new Request(`${site}/api/trpc/auth.logout`, { method, headers: { host: 'localhost:4500', origin: site } }),
        { socketAddress: '198.51.100.1', db: testDb.db },
      )
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
      expect((await response.json()).error.data.code).toBe('METHOD_NOT_SUPPORTED')
    }
  })
})

describe('CSV export forms', () => {
  it('stop reading a chunked 250 MB form as soon as it passes 4 kB', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' })
    const { stream, pulled } = generatedBody(hugeBytes, 'q=')
    const request = new Request(`${site}/api/admin/users.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:4500', origin: site },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const response = await handleCsvExport(request, usersCsv, {
      db: testDb.db,
      now: () => new Date(),
      resolveUser: async () => admin,
    })
    expect(response.status).toBe(413)
    expect(pulled.bytes).toBeLessThanOrEqual(4096 + chunkSize)
  })

  it('the admissions export stops reading a chunked 250 MB form as soon as it passes 4 kB', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' })
    const { stream, pulled } = generatedBody(hugeBytes, 'search=')
    const request = new Request(`${site}/api/admissions/export.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:4500', origin: site },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const response = await handleExportRequest(request, {
      db: testDb.db,
      dbKind: testDb.kind,
      now: () => new Date(),
      resolveUser: async () => admin,
    })
    expect(response.status).toBe(413)
    expect(pulled.bytes).toBeLessThanOrEqual(4096 + chunkSize)
    expect(await testDb.db.auditLog.count({ where: { action: 'admission.export' } })).toBe(0)
  })
})

describe('uploads', () => {
  it('refuses a chunked 250 MB admission document having read no more than the file limit', async () => {
    const deps = testDeps(testDb)
    try {
      const { stream, pulled } = generatedBody(hugeBytes, '%PDF-1.4\n')
      const response = await handleAdmissionUpload(uploadRequest('markSheet', 'big.pdf', stream), deps, {
        clientAddress: '198.51.100.2',
      })
      expect(response.status).toBe(413)
      expect(pulled.bytes).toBeLessThanOrEqual(limits.maxUploadBytes + chunkSize)
      expect(await testDb.db.admissionUpload.count()).toBe(0)
      // What was spooled to disk before the limit was passed is gone.
      expect(filesOnDisk(deps.filesDir)).toEqual([])
    } finally {
      deps.cleanup()
    }
  })

  it('spools an upload to disk and leaves no temp file when the client hangs up or the bytes are refused', async () => {
    const deps = testDeps(testDb)
    try {
      // A client that hangs up after 1 MB: the error reaches the handler, the half-written temp file goes.
      let sent = 0
      const broken = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 1024 * 1024) return controller.error(new Error('client hung up'))
          sent += chunkSize
          controller.enqueue(new Uint8Array(chunkSize).fill(0x25))
        },
      })
      await expect(
        handleAdmissionUpload(uploadRequest('markSheet', 'cut.pdf', broken), deps, { clientAddress: '198.51.100.3' }),
      ).rejects.toThrow('client hung up')
      // Bytes that are not a document are refused after spooling; the temp file goes too.
      const refused = await handleAdmissionUpload(
        uploadRequest('markSheet', 'notes.pdf', generatedBody(3 * chunkSize, 'MZ').stream),
        deps,
        { clientAddress: '198.51.100.3' },
      )
      expect(refused.status).toBe(415)
      expect(filesOnDisk(deps.filesDir)).toEqual([])
      expect(existsSync(deps.storage.incomingDir)).toBe(true)
    } finally {
      deps.cleanup()
    }
  })

  it('refuses a declared 250 MB admission document without reading it', async () => {
    const deps = testDeps(testDb)
    try {
      const { stream, pulled } = generatedBody(hugeBytes, '%PDF-1.4\n')
      const request = uploadRequest('markSheet', 'big.pdf', stream, { 'content-length': String(hugeBytes) })
      const response = await handleAdmissionUpload(request, deps, { clientAddress: '198.51.100.2' })
      expect(response.status).toBe(413)
      expect(pulled.bytes).toBeLessThanOrEqual(chunkSize)
    } finally {
      deps.cleanup()
    }
  })

  it('refuses a chunked 250 MB gallery photo having read no more than the file limit', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' })
    const album = await testDb.db.galleryAlbum.create({ data: { title: 'Annual Day' } })
    const { token } = await createSession(admin.id, { db: testDb.db })
    const { stream, pulled } = generatedBody(hugeBytes)
    const response = await handleGalleryUpload(
      new Request(`${site}/api/gallery/uploads?albumId=${album.id}`, {
        method: 'POST',
        headers: { origin: site, host: 'localhost:4500', cookie: `session=${token}`, 'x-file-name': 'big.jpg' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { db: testDb.db },
    )
    expect(response.status).toBe(413)
    expect(pulled.bytes).toBeLessThanOrEqual(limits.maxUploadBytes + chunkSize)
  })
})
