// Uploaded gallery videos are seeked with HTTP Range requests (Safari needs them to play an MP4 at all): /files
// answers one byte range with 206 and Content-Range, a range past the end with 416, and keeps its ETag, immutable
// caching and the 404 for private buckets. Served over a real HTTP connection the way srvx passes requests.
import { truncate } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStoredFile, type Storage } from '~/server/storage'
import { useTestFiles } from '../support/files'
import { createTestDatabase, type TestDatabase } from '../support/test-db'

let t: TestDatabase
let server: Server
let origin: string
let filesDir: string
let storage: Storage
const video = Uint8Array.from({ length: 3000 }, (_, index) => index % 251)
const videoKey = 'image-gallery/videos/1-000001.mp4'
const documentKey = 'admission-documents/mark-sheets/1-000002.pdf'

beforeAll(async () => {
  t = await createTestDatabase()
  ;({ filesDir, storage } = await useTestFiles(t.db, 'file-ranges'))
  await storage.put({ bucket: 'image-gallery', path: 'videos/1-000001.mp4', body: video, contentType: 'video/mp4' })
  await storage.put({
    bucket: 'admission-documents',
    path: 'mark-sheets/1-000002.pdf',
    body: new TextEncoder().encode('%PDF-1.4\n'),
    contentType: 'application/pdf',
  })
  server = createServer(async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers })
    const response = await serveStoredFile(request, decodeURIComponent(req.url!.replace(/^\/files\//, '')), {
      storage,
      db: t.db,
    })
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await t.drop()
})

const get = (key: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${origin}/files/${key}`, { method, headers })
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

describe('byte ranges on /files', () => {
  it('answers the whole file with Accept-Ranges, its ETag and immutable caching', async () => {
    const response = await get(videoKey)
    expect(response.status).toBe(200)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(await bytesOf(response)).toEqual(video)
  })

  it('answers bytes=a-b, a- and -n with 206, Content-Range and exactly those bytes', async () => {
    const etag = (await get(videoKey)).headers.get('etag')
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=2900-', 2900, 2999],
      ['bytes=-500', 2500, 2999],
      ['bytes=1000-999999', 1000, 2999],
      ['bytes=-5000', 0, 2999],
    ]
    for (const [range, start, end] of cases) {
      const response = await get(videoKey, { Range: range })
      expect(response.status, range).toBe(206)
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/3000`)
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1))
      expect(response.headers.get('content-type')).toBe('video/mp4')
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await bytesOf(response), range).toEqual(video.subarray(start, end + 1))
    }
    const head = await get(videoKey, { Range: 'bytes=10-19' }, 'HEAD')
    expect([head.status, head.headers.get('content-range'), head.headers.get('content-length')]).toEqual([
      206,
      'bytes 10-19/3000',
      '10',
    ])
  })

  it('answers 416 for a range past the end, and the whole file for several ranges, a malformed one or a changed file', async () => {
    for (const range of ['bytes=3000-', 'bytes=5000-6000', 'bytes=-0']) {
      const response = await get(videoKey, { Range: range })
      expect(response.status, range).toBe(416)
      expect(response.headers.get('content-range')).toBe('bytes */3000')
    }
    for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=9-0']) {
      const response = await get(videoKey, { Range: range })
      expect(response.status, range).toBe(200)
      expect((await bytesOf(response)).byteLength).toBe(3000)
    }
    const changed = await get(videoKey, { Range: 'bytes=0-9', 'If-Range': '"an-older-version"' })
    expect(changed.status).toBe(200)
    const etag = (await get(videoKey)).headers.get('etag')!
    expect((await get(videoKey, { Range: 'bytes=0-9', 'If-Range': etag })).status).toBe(206)
    expect((await get(videoKey, { Range: 'bytes=0-9', 'If-None-Match': etag })).status).toBe(304)
  })

  it('streams from disk: a range of a 3 GB file (too big to read whole) comes back at once', async () => {
    const bigKey = 'image-gallery/videos/1-000003.mp4'
    await storage.put({
      bucket: 'image-gallery',
      path: 'videos/1-000003.mp4',
      body: new Uint8Array(16),
      contentType: 'video/mp4',
    })
    // A sparse file: 3 GB long, a few bytes on disk. Node refuses to read a file over 2 GB into one buffer.
    const size = 3 * 1024 ** 3
    await truncate(path.join(filesDir, ...bigKey.split('/')), size)
    const head = await get(bigKey, {}, 'HEAD')
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(size)])
    const tail = await get(bigKey, { Range: 'bytes=-100' })
    expect([tail.status, tail.headers.get('content-range')]).toEqual([206, `bytes ${size - 100}-${size - 1}/${size}`])
    expect(await bytesOf(tail)).toEqual(new Uint8Array(100))
    const start = await get(bigKey, { Range: 'bytes=0-15' })
    expect(await bytesOf(start)).toEqual(new Uint8Array(16))
  })

  it('gives a replaced file a new ETag', async () => {
    const key = 'image-gallery/videos/1-000004.mp4'
    await storage.put({
      bucket: 'image-gallery',
      path: 'videos/1-000004.mp4',
      body: Uint8Array.of(1, 2, 3),
      contentType: 'video/mp4',
    })
    const first = (await get(key)).headers.get('etag')
    await storage.put({
      bucket: 'image-gallery',
      path: 'videos/1-000004.mp4',
      body: Uint8Array.of(4, 5, 6, 7),
      contentType: 'video/mp4',
    })
    const second = await get(key, { 'If-None-Match': first! })
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).not.toBe(first)
    expect(await bytesOf(second)).toEqual(Uint8Array.of(4, 5, 6, 7))
  })

  it('still answers 404 for a private bucket, range or not', async () => {
    expect((await get(documentKey)).status).toBe(404)
    const ranged = await get(documentKey, { Range: 'bytes=0-3' })
    expect(ranged.status).toBe(404)
    expect(ranged.headers.get('content-range')).toBeNull()
  })
})
