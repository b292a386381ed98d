import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  StorageError,
  StorageKeyError,
  createLocalStorage,
  createStorage,
  createUploadThingStorage,
  serveStoredFile,
  uniqueFileName,
  type Storage,
} from '~/server/storage'
import { startFakeUploadThing, type FakeUploadThing } from '../support/fake-uploadthing'
import { createTestDatabase, type TestDatabase } from '../support/test-db'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5])
const pdf = new TextEncoder().encode('%PDF-1.7\nbirth certificate of a test applicant\n%%EOF')

let t: TestDatabase
let sandbox: string
let root: string

beforeAll(async () => {
  t = await createTestDatabase()
})
beforeEach(async () => {
  await t.reset()
  // root sits inside sandbox so tests can check that nothing lands beside it.
  sandbox = await mkdtemp(path.join(tmpdir(), 'storage-test-'))
  root = path.join(sandbox, 'files')
})
afterEach(async () => {
  await rm(sandbox, { recursive: true, force: true })
})
afterAll(async () => {
  await t.drop()
})

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort()
}

describe('uniqueFileName', () => {
  it('joins the timestamp, six random digits and the lower-cased extension', () => {
    expect(uniqueFileName('Birth Certificate.PDF', 1732000000000, () => 0.0123456)).toBe('1732000000000-012345.pdf')
    expect(uniqueFileName('scan.final.JPEG', 5, () => 0.999999)).toBe('5-999999.jpeg')
  })

  it("falls back to 'bin' when the extension is missing or unsafe", () => {
    for (const name of ['README', 'photo.', '.hidden', 'x.tar.gz ', 'evil.p$p', 'long.abcdefghi', 'dir.v2/file', '']) {
      expect(uniqueFileName(name, 1, () => 0.5)).toBe('1-500000.bin')
    }
  })

  it('produces names that are valid storage paths', () => {
    const local = createLocalStorage(root, { db: t.db })
    const name = uniqueFileName('Aadhaar Card.PNG')
    expect(name).toMatch(/^\d{13}-\d{6}\.png$/)
    expect(local.publicUrl(`image-gallery/${name}`)).toBe(`/files/image-gallery/${name}`)
  })
})

describe('local storage', () => {
  let storage: Storage
  beforeEach(() => {
    storage = createLocalStorage(root, { db: t.db })
  })

  it('puts, gets and deletes a file, keeping its StoredFile row in step', async () => {
    const stored = await storage.put({
      bucket: 'website-images',
      path: 'banners/1732000000000-123456.png',
      body: png,
      contentType: 'image/png',
      originalName: 'Annual Day Banner.PNG',
    })
    expect(stored).toEqual({
      key: 'website-images/banners/1732000000000-123456.png',
      bucket: 'website-images',
      url: '/files/website-images/banners/1732000000000-123456.png',
      size: png.byteLength,
      contentType: 'image/png',
    })
    expect(new Uint8Array(await readFile(path.join(root, 'website-images/banners/1732000000000-123456.png')))).toEqual(
      png,
    )
    // Atomic write: the temp file was renamed away, nothing else is left behind.
    expect(await filesUnder(root)).toEqual(['website-images/banners/1732000000000-123456.png'])

    const row = await t.db.storedFile.findUniqueOrThrow({ where: { key: stored.key } })
    expect(row).toMatchObject({
      bucket: 'website-images',
      contentType: 'image/png',
      size: png.byteLength,
      originalName: 'Annual Day Banner.PNG',
      provider: 'local',
      url: '/files/website-images/banners/1732000000000-123456.png',
    })

    expect(await storage.get(stored.key)).toEqual({ body: png, contentType: 'image/png', size: png.byteLength })

    await storage.delete(stored.key)
    expect(await storage.get(stored.key)).toBeNull()
    expect(await t.db.storedFile.count()).toBe(0)
    expect(await filesUnder(root)).toEqual([])
    await expect(storage.delete(stored.key)).resolves.toBeUndefined()
  })

  it('moves a spooled upload into place by renaming it (no copy in memory), recording its size', async () => {
    const spooled = path.join(storage.incomingDir, '.upload-test.tmp')
    await mkdir(storage.incomingDir, { recursive: true })
    await writeFile(spooled, pdf)
    const stored = await storage.put({
      bucket: 'admission-documents',
      path: 'mark-sheets/1732000000000-222222.pdf',
      body: { file: spooled, size: pdf.byteLength },
      contentType: 'application/pdf',
    })
    expect(stored.size).toBe(pdf.byteLength)
    expect(existsSync(spooled)).toBe(false)
    expect(await filesUnder(root)).toEqual(['admission-documents/mark-sheets/1732000000000-222222.pdf'])
    expect((await storage.get(stored.key))?.body).toEqual(pdf)
  })

  it('replaces the file and its row when the same key is stored again', async () => {
    const input = { bucket: 'image-gallery' as const, path: 'a.png', contentType: 'image/png' }
    await storage.put({ ...input, body: png })
    await storage.put({ ...input, body: new Uint8Array([9, 9]), contentType: 'image/webp' })
    expect(await storage.get('image-gallery/a.png')).toEqual({
      body: new Uint8Array([9, 9]),
      contentType: 'image/webp',
      size: 2,
    })
    expect(await t.db.storedFile.count()).toBe(1)
  })

  it('rejects keys that could escape the storage folder and touches nothing', async () => {
    await writeFile(path.join(sandbox, 'secret.txt'), 'outside')
    const badPaths = [
      '../secret.txt',
      '../../etc/passwd',
      'ok/../../secret.txt',
      '/etc/passwd',
      '..',
      'a/./b.png',
      'a//b.png',
      'Photo.PNG',
      'a\\..\\b.png',
      '%2e%2e/secret.txt',
      'spaces are bad.png',
      '.hidden',
      '',
      `${'x'.repeat(130)}.png`,
    ]
    for (const bad of badPaths) {
      await expect(
        storage.put({ bucket: 'website-images', path: bad, body: png, contentType: 'image/png' }),
        bad,
      ).rejects.toThrow(StorageKeyError)
    }
    for (const badKey of [
      'website-images/../secret.txt',
      '../secret.txt',
      '/etc/passwd',
      'website-images',
      'unknown-bucket/a.png',
    ]) {
      await expect(storage.get(badKey), badKey).rejects.toThrow(StorageKeyError)
      await expect(storage.delete(badKey), badKey).rejects.toThrow(StorageKeyError)
    }
    expect(await readFile(path.join(sandbox, 'secret.txt'), 'utf8')).toBe('outside')
    expect(await filesUnder(sandbox)).toEqual(['secret.txt'])
    expect(await t.db.storedFile.count()).toBe(0)
  })

  it('names the problem in the error message', async () => {
    await expect(storage.get('website-images/../x.png')).rejects.toThrow('must not contain ".."')
    await expect(storage.get('photos/x.png')).rejects.toThrow('unknown bucket "photos"')
    await expect(
      storage.put({ bucket: 'website-images', path: 'x.png', body: png, contentType: 'not a type' }),
    ).rejects.toThrow(StorageError)
    expect(await filesUnder(sandbox)).toEqual([])
  })

  it('gives private buckets no public URL', async () => {
    const stored = await storage.put({
      bucket: 'admission-documents',
      path: 'birth-certificates/1732000000000-000001.pdf',
      body: pdf,
      contentType: 'application/pdf',
      originalName: 'birth.pdf',
    })
    expect(stored.url).toBeNull()
    expect(storage.publicUrl(stored.key)).toBeNull()
    expect(storage.publicUrl('image-gallery/x.jpg')).toBe('/files/image-gallery/x.jpg')
    expect((await t.db.storedFile.findUniqueOrThrow({ where: { key: stored.key } })).url).toBeNull()
    // Private files are still readable by the server itself (the admin screens).
    expect((await storage.get(stored.key))?.body).toEqual(pdf)
  })

  it('removes the written file when its metadata row cannot be saved', async () => {
    const empty = await createTestDatabase({ migrate: 'none' })
    try {
      const broken = createLocalStorage(root, { db: empty.db })
      await expect(
        broken.put({ bucket: 'image-gallery', path: 'orphan.png', body: png, contentType: 'image/png' }),
      ).rejects.toThrow()
      expect(await filesUnder(root)).toEqual([])
    } finally {
      await empty.drop()
    }
  })
})

describe('GET/HEAD /files/<key>', () => {
  let storage: Storage
  const serve = (key: string, init?: RequestInit) =>
    serveStoredFile(new Request(`http://school.test/files/${key}`, init), key, { storage, db: t.db })

  beforeEach(async () => {
    storage = createLocalStorage(root, { db: t.db })
    await storage.put({ bucket: 'image-gallery', path: 'sports/relay.png', body: png, contentType: 'image/png' })
    await storage.put({
      bucket: 'admission-documents',
      path: 'aadhaar-cards/1-000001.pdf',
      body: pdf,
      contentType: 'application/pdf',
    })
  })

  it('serves a public file with its type, a year of immutable caching and an ETag', async () => {
    const res = await serve('image-gallery/sports/relay.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-length')).toBe(String(png.byteLength))
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png)
  })

  it('answers HEAD with the same headers and no body', async () => {
    const get = await serve('image-gallery/sports/relay.png')
    const head = await serve('image-gallery/sports/relay.png', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'))
    expect(head.headers.get('content-length')).toBe(String(png.byteLength))
    expect(head.body).toBeNull()
  })

  it('answers 304 when the ETag still matches', async () => {
    const etag = (await serve('image-gallery/sports/relay.png')).headers.get('etag')!
    const res = await serve('image-gallery/sports/relay.png', { headers: { 'If-None-Match': `W/"old", ${etag}` } })
    expect(res.status).toBe(304)
    expect(res.headers.get('etag')).toBe(etag)
    expect(await res.text()).toBe('')
    expect((await serve('image-gallery/sports/relay.png', { headers: { 'If-None-Match': '"other"' } })).status).toBe(
      200,
    )
  })

  it('answers 404 for a missing file', async () => {
    expect((await serve('image-gallery/sports/missing.png')).status).toBe(404)
  })

  it('never serves a private bucket, even when the file exists', async () => {
    const existing = await serve('admission-documents/aadhaar-cards/1-000001.pdf')
    const missing = await serve('admission-documents/aadhaar-cards/9-999999.pdf')
    expect(existing.status).toBe(404)
    expect(await existing.text()).toBe(await missing.text())
    expect((await serve('admission-documents/aadhaar-cards/1-000001.pdf', { method: 'HEAD' })).status).toBe(404)
  })

  it('answers 400 for malformed keys', async () => {
    for (const key of [
      '../../etc/passwd',
      'image-gallery/../admission-documents/aadhaar-cards/1-000001.pdf',
      'Image-Gallery/sports/relay.png',
      'image-gallery',
      'no-such-bucket/x.png',
      '',
    ]) {
      const res = await serve(key)
      expect(res.status, key).toBe(400)
      expect(await res.text()).toContain('malformed')
    }
  })

  it('redirects to the provider URL for files kept on UploadThing', async () => {
    await t.db.storedFile.create({
      data: {
        key: 'website-images/hero.jpg',
        bucket: 'website-images',
        contentType: 'image/jpeg',
        size: 10,
        provider: 'uploadthing',
        url: 'https://app123.ufs.sh/f/abc',
      },
    })
    const res = await serve('website-images/hero.jpg')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://app123.ufs.sh/f/abc')
  })
})

describe('UploadThing storage (against a fake UploadThing on 127.0.0.1)', () => {
  let fake: FakeUploadThing
  let storage: Storage

  beforeEach(async () => {
    fake = await startFakeUploadThing()
    storage = createUploadThingStorage({ token: fake.token, apiUrl: fake.url, ingestUrl: fake.url, db: t.db })
  })
  afterEach(async () => {
    await fake.close()
  })

  it('uploads a public image with a signed PUT and remembers the returned URL', async () => {
    const stored = await storage.put({
      bucket: 'image-gallery',
      path: 'annual-day/1732000000000-654321.png',
      body: png,
      contentType: 'image/png',
      originalName: 'Stage.png',
    })

    const puts = fake.requests.filter((r) => r.method === 'PUT')
    expect(puts).toHaveLength(1)
    expect(puts[0]!.signatureValid).toBe(true)
    expect(puts[0]!.query.get('signature')).toMatch(/^hmac-sha256=[0-9a-f]{64}$/)
    const upload = fake.uploads.get(puts[0]!.path.slice(1))!
    expect(upload.bytes).toEqual(png)
    expect(upload).toMatchObject({
      customId: stored.key,
      acl: 'public-read',
      contentType: 'image/png',
      name: '1732000000000-654321.png',
    })

    const providerUrl = `${fake.url}/f/${upload.fileKey}`
    expect(stored).toEqual({
      key: 'image-gallery/annual-day/1732000000000-654321.png',
      bucket: 'image-gallery',
      url: providerUrl,
      size: png.byteLength,
      contentType: 'image/png',
    })
    expect(await t.db.storedFile.findUniqueOrThrow({ where: { key: stored.key } })).toMatchObject({
      provider: 'uploadthing',
      url: providerUrl,
      originalName: 'Stage.png',
      size: png.byteLength,
    })
    expect(storage.publicUrl(stored.key)).toBe('/files/image-gallery/annual-day/1732000000000-654321.png')
    expect(await storage.get(stored.key)).toEqual({ body: png, contentType: 'image/png', size: png.byteLength })
  })

  it('uploads admission documents as private files and reads them through a signed URL', async () => {
    const stored = await storage.put({
      bucket: 'admission-documents',
      path: 'mark-sheets/1732000000000-111111.pdf',
      body: pdf,
      contentType: 'application/pdf',
    })
    const upload = [...fake.uploads.values()][0]!
    expect(upload.acl).toBe('private')
    expect(upload.contentDisposition).toBe('attachment')
    expect(stored.url).toBeNull()
    expect((await t.db.storedFile.findUniqueOrThrow({ where: { key: stored.key } })).url).toBeNull()

    // The CDN refuses the file without a signature...
    expect((await fetch(`${fake.url}/f/${upload.fileKey}`)).status).toBe(403)
    // ...and the adapter asks the API for one, with the API key, by our key.
    expect(await storage.get(stored.key)).toEqual({ body: pdf, contentType: 'application/pdf', size: pdf.byteLength })
    const access = fake.requests.find((r) => r.path === '/v6/requestFileAccess')!
    expect(access.headers['x-uploadthing-api-key']).toBe(fake.apiKey)
    expect(access.json).toMatchObject({ customId: stored.key })
  })

  it('sends a spooled upload from the disk', async () => {
    const spooled = path.join(sandbox, '.upload-test.tmp')
    await writeFile(spooled, pdf)
    const stored = await storage.put({
      bucket: 'admission-documents',
      path: 'mark-sheets/1732000000000-333333.pdf',
      body: { file: spooled, size: pdf.byteLength },
      contentType: 'application/pdf',
    })
    expect(stored.size).toBe(pdf.byteLength)
    expect([...fake.uploads.values()][0]!.bytes).toEqual(pdf)
    expect(await storage.get(stored.key)).toEqual({ body: pdf, contentType: 'application/pdf', size: pdf.byteLength })
  })

  it('deletes through /v6/deleteFiles with the API key and forgets the file', async () => {
    const stored = await storage.put({
      bucket: 'website-images',
      path: 'logo.png',
      body: png,
      contentType: 'image/png',
    })
    await storage.delete(stored.key)

    const deletes = fake.requests.filter((r) => r.path === '/v6/deleteFiles')
    expect(deletes).toHaveLength(1)
    expect(deletes[0]!.method).toBe('POST')
    expect(deletes[0]!.headers['x-uploadthing-api-key']).toBe(fake.apiKey)
    expect(deletes[0]!.json).toEqual({ customIds: [stored.key] })
    expect(fake.uploads.size).toBe(0)
    expect(await t.db.storedFile.count()).toBe(0)
    expect(await storage.get(stored.key)).toBeNull()

    await storage.delete(stored.key)
    expect(fake.requests.filter((r) => r.path === '/v6/deleteFiles')).toHaveLength(1)
  })

  it('reports a failed upload and records nothing', async () => {
    fake.failNextUploadWith(500)
    await expect(
      storage.put({ bucket: 'image-gallery', path: 'x.png', body: png, contentType: 'image/png' }),
    ).rejects.toThrow(/UploadThing did not accept "image-gallery\/x.png"/)
    expect(await t.db.storedFile.count()).toBe(0)
  })

  it('is refused by the ingest server when the token holds the wrong API key', async () => {
    const wrongToken = Buffer.from(
      JSON.stringify({ apiKey: 'sk_test_wrong', appId: fake.appId, regions: ['r1'] }),
    ).toString('base64')
    const wrong = createUploadThingStorage({ token: wrongToken, apiUrl: fake.url, ingestUrl: fake.url, db: t.db })
    await expect(
      wrong.put({ bucket: 'image-gallery', path: 'x.png', body: png, contentType: 'image/png' }),
    ).rejects.toThrow(StorageError)
    expect(fake.uploads.size).toBe(0)
    expect(await t.db.storedFile.count()).toBe(0)
  })

  it('rejects bad keys before calling UploadThing', async () => {
    await expect(
      storage.put({ bucket: 'image-gallery', path: '../x.png', body: png, contentType: 'image/png' }),
    ).rejects.toThrow(StorageKeyError)
    expect(fake.requests).toHaveLength(0)
  })
})

describe('createStorage with UploadThing switched on', () => {
  it('stores new files on UploadThing and still reads and deletes files kept on disk before', async () => {
    await createLocalStorage(root, { db: t.db }).put({
      bucket: 'website-images',
      path: 'old.png',
      body: png,
      contentType: 'image/png',
    })
    const fake = await startFakeUploadThing()
    try {
      const storage = createStorage({
        filesDir: root,
        uploadThing: { token: fake.token, apiUrl: fake.url, ingestUrl: fake.url },
        db: t.db,
      })
      expect(await storage.get('website-images/old.png')).toEqual({
        body: png,
        contentType: 'image/png',
        size: png.byteLength,
      })

      const fresh = await storage.put({
        bucket: 'website-images',
        path: 'new.png',
        body: png,
        contentType: 'image/png',
      })
      expect(fresh.url).toMatch(new RegExp(`^${fake.url}/f/`))
      expect(await filesUnder(root)).toEqual(['website-images/old.png'])

      await storage.delete('website-images/old.png')
      expect(await filesUnder(root)).toEqual([])
      expect(await t.db.storedFile.findMany({ select: { key: true, provider: true } })).toEqual([
        { key: 'website-images/new.png', provider: 'uploadthing' },
      ])
    } finally {
      await fake.close()
    }
  })
})
