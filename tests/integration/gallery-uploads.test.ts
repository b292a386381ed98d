// POST /api/gallery/uploads through its real handler: a signed-in admin's photo becomes three resized files
// and an image row; anything else is refused by its content and leaves nothing behind.
import { existsSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createSession, type SessionUser } from '~/server/auth/session'
import { handleGalleryUpload, type UploadResponse } from '~/server/gallery/uploads'
import { sniffImageType } from '~/server/gallery/image-processing'
import { addMissingMediumVariants } from '~/server/gallery/medium-variants'
import { gridImage, mapImage } from '~/shared/gallery-mapping'
import { makeUser, useAccountsDatabase } from '../support/accounts'
import { useTestFiles } from '../support/files'

const testDb = await useAccountsDatabase({ appDatabase: false })
const db = testDb.db
afterAll(() => testDb.drop())
const { filesDir, storage } = await useTestFiles(db, 'gallery-uploads')

let admin: SessionUser
let albumId: string
beforeEach(async () => {
  await testDb.reset()
  await rm(filesDir, { recursive: true, force: true })
  admin = await makeUser(db, { role: 'admin' })
  albumId = (await db.galleryAlbum.create({ data: { title: 'Science Exhibition' } })).id
})

async function cookieFor(user: SessionUser): Promise<string> {
  const { token } = await createSession(user.id, { db })
  return `session=${token}`
}

type UploadOptions = { cookie?: string | null; origin?: string | null; name?: string; album?: string }

async function upload(body: Uint8Array, options: UploadOptions = {}) {
  const headers = new Headers({
    'Content-Type': 'application/octet-stream',
    'X-File-Name': encodeURIComponent(options.name ?? 'photo.jpg'),
  })
  const cookie = options.cookie === undefined ? await cookieFor(admin) : options.cookie
  if (cookie) headers.set('Cookie', cookie)
  const origin = options.origin === undefined ? 'http://school.test' : options.origin
  if (origin) headers.set('Origin', origin)
  const request = new Request(`http://school.test/api/gallery/uploads?albumId=${options.album ?? albumId}`, {
    method: 'POST',
    headers,
    body: body as Uint8Array<ArrayBuffer>,
  })
  const response = await handleGalleryUpload(request, { storage, db })
  return { status: response.status, body: (await response.json()) as UploadResponse }
}

function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 23, g: 50, b: 92 } } })
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer().then((buffer) => new Uint8Array(buffer))
}

async function storedFiles(): Promise<string[]> {
  if (!existsSync(filesDir)) return []
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)))
}

describe('uploading a photo', () => {
  it('stores the original, a 1600 px display, an 800 px medium and a 480 px thumbnail, and adds the image at the end of the album', async () => {
    const first = await upload(await photo(3000, 2000), { name: 'Sports Day.JPG' })
    expect(first.status).toBe(201)
    if (!('image' in first.body)) throw new Error(first.body.error)
    const image = first.body.image
    expect(image).toMatchObject({ albumId, title: 'Sports Day', width: 2560, height: 1707, sortOrder: 0 })
    expect(image.imageUrl).toMatch(new RegExp(`^/files/image-gallery/albums/${albumId}/\\d+-\\d{6}\\.jpg$`))
    expect(image.displayUrl).toMatch(/-display\.webp$/)
    expect(image.mediumUrl).toMatch(/-medium\.webp$/)
    expect(image.thumbnailUrl).toMatch(/-thumb\.webp$/)

    const read = async (url: string) => sharp(path.join(filesDir, url.replace('/files/', ''))).metadata()
    expect(await read(image.displayUrl)).toMatchObject({ format: 'webp', width: 1600 })
    expect(await read(image.mediumUrl)).toMatchObject({ format: 'webp', width: 800 })
    expect(await read(image.thumbnailUrl)).toMatchObject({ format: 'webp', width: 480 })
    expect(await read(image.imageUrl)).toMatchObject({ format: 'jpeg', width: 2560 })

    const second = await upload(await photo(800, 600, 'png'), { name: 'diagram.png' })
    expect(second.status).toBe(201)
    if (!('image' in second.body)) throw new Error(second.body.error)
    // Small photos are never enlarged.
    expect(second.body.image).toMatchObject({ title: 'diagram', sortOrder: 1, width: 800, height: 600 })

    expect(await db.galleryAlbum.findUniqueOrThrow({ where: { id: albumId } })).toMatchObject({ itemCount: 2 })
    expect(await storedFiles()).toHaveLength(8)
  })

  it('rejects a text file renamed to .jpg, with a clear message, storing nothing', async () => {
    const fake = new TextEncoder().encode('These are the minutes of the PTA meeting, not a photograph.')
    const result = await upload(fake, { name: 'class-photo.jpg' })
    expect(result.status).toBe(415)
    expect(result.body).toEqual({
      error: 'class-photo.jpg is not a JPEG, PNG or WebP image. Only photos in these formats can be uploaded.',
    })
    expect(await db.galleryImage.count()).toBe(0)
    expect(await storedFiles()).toEqual([])
  })

  it('rejects a file that starts like a JPEG but cannot be decoded', async () => {
    const real = await photo(400, 300)
    const truncated = real.slice(0, 200)
    expect(sniffImageType(truncated)).toBe('image/jpeg')
    const result = await upload(truncated, { name: 'broken.jpg' })
    expect(result.status).toBe(422)
    expect(result.body).toEqual({ error: 'broken.jpg could not be read as an image. The file may be damaged.' })
    expect(await storedFiles()).toEqual([])
  })

  it('names a picture over the pixel limit as too big, not as damaged', async () => {
    // 40 megapixels are allowed; this plain PNG is small in bytes (124 kB) but 8,000 × 5,001 pixels.
    const big = new Uint8Array(
      await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    )
    const result = await upload(big, { name: 'poster.png' })
    expect(result.status).toBe(413)
    expect(result.body).toEqual({
      error:
        'poster.png is 8,000 × 5,001 pixels; a picture may have at most 40 megapixels. Make it smaller and upload it again.',
    })
    expect(await storedFiles()).toEqual([])
  })

  it('rejects a file over 5 MB', async () => {
    const huge = new Uint8Array(5_242_881)
    huge.set([0xff, 0xd8, 0xff])
    const result = await upload(huge, { name: 'huge.jpg' })
    expect(result.status).toBe(413)
    expect(result.body).toEqual({ error: 'huge.jpg is larger than 5 MB. Please choose a smaller photo.' })
    expect(await db.galleryImage.count()).toBe(0)
  })

  it("answers 'Album not found' for an unknown album", async () => {
    const result = await upload(await photo(100, 100), { album: 'no-such-album' })
    expect(result).toEqual({ status: 404, body: { error: 'Album not found' } })
  })
})

describe('who may upload', () => {
  it('refuses anonymous visitors and signed-in users who are not admins', async () => {
    const bytes = await photo(100, 100)
    expect((await upload(bytes, { cookie: null })).status).toBe(401)
    for (const role of ['teacher', 'student', 'cashier', 'parent'] as const) {
      const user = await makeUser(db, { role })
      const result = await upload(bytes, { cookie: await cookieFor(user) })
      expect(result).toEqual({
        status: 403,
        body: { error: 'Access denied. This area requires Administrator permissions.' },
      })
    }
    expect(await db.galleryImage.count()).toBe(0)
  })

  it('refuses a cross-site request even with an admin cookie', async () => {
    const result = await upload(await photo(100, 100), { origin: 'https://evil.example' })
    expect(result.status).toBe(403)
    expect(await db.galleryImage.count()).toBe(0)
  })
})

describe('npm run images:variants: the 800 px variant for photos stored before it', () => {
  it('adds it to each photo without one, from the display size or the original, and a second run writes nothing', async () => {
    const uploaded = await upload(await photo(3000, 2000), { name: 'Annual Day.jpg' })
    if (!('image' in uploaded.body)) throw new Error(uploaded.body.error)
    // As stored before this variant existed: the file is gone and the row has no medium_url.
    await rm(path.join(filesDir, uploaded.body.image.mediumUrl.replace('/files/', '')))
    await db.galleryImage.update({ where: { id: uploaded.body.image.id }, data: { mediumUrl: null } })
    // A seeded-style photo: only the original and a thumbnail.
    const seeded = await storage.put({
      bucket: 'image-gallery',
      path: 'albums/seeded/01.jpg',
      body: await photo(1600, 1067),
      contentType: 'image/jpeg',
    })
    const seededRow = await db.galleryImage.create({
      data: { albumId, imageUrl: `/files/${seeded.key}`, width: 1600, height: 1067, sortOrder: 1 },
    })
    // And one whose file has vanished: skipped, not an error.
    const lost = await db.galleryImage.create({
      data: { albumId, imageUrl: '/files/image-gallery/albums/lost/02.jpg', sortOrder: 2 },
    })

    const first = await addMissingMediumVariants({ db, storage })
    expect(first).toEqual({ photos: 3, written: 2, skipped: 1 })
    const rows = await db.galleryImage.findMany({ select: { id: true, mediumUrl: true } })
    const mediumOf = (id: string) => rows.find((row) => row.id === id)!.mediumUrl
    expect(mediumOf(uploaded.body.image.id)).toBe(uploaded.body.image.mediumUrl)
    expect(mediumOf(seededRow.id)).toBe('/files/image-gallery/albums/seeded/01-medium.webp')
    expect(mediumOf(lost.id)).toBeNull()
    for (const url of [uploaded.body.image.mediumUrl, '/files/image-gallery/albums/seeded/01-medium.webp']) {
      expect(await sharp(path.join(filesDir, url.replace('/files/', ''))).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
      })
    }
    // The album grid now offers it to phones.
    const listed = await db.galleryImage.findUniqueOrThrow({ where: { id: seededRow.id } })
    expect(gridImage(mapImage(listed)).srcSet).toContain('01-medium.webp 800w')

    const files = await storedFiles()
    expect(await addMissingMediumVariants({ db, storage })).toEqual({ photos: 1, written: 0, skipped: 1 })
    expect(await storedFiles()).toEqual(files)
  })

  it('two runs at once write each row once', async () => {
    const ids: string[] = []
    for (let i = 1; i <= 6; i++) {
      const stored = await storage.put({
        bucket: 'image-gallery',
        path: `albums/seeded/0${i}.jpg`,
        body: await photo(1000, 700),
        contentType: 'image/jpeg',
      })
      ids.push(
        (
          await db.galleryImage.create({
            data: { albumId, imageUrl: `/files/${stored.key}`, width: 1000, height: 700, sortOrder: i },
          })
        ).id,
      )
    }
    const runs = await Promise.all([
      addMissingMediumVariants({ db, storage }),
      addMissingMediumVariants({ db, storage }),
    ])
    expect(runs[0]!.written + runs[1]!.written).toBe(6)
    const rows = await db.galleryImage.findMany({
      where: { id: { in: ids } },
      select: { imageUrl: true, mediumUrl: true },
    })
    for (const row of rows) expect(row.mediumUrl).toBe(row.imageUrl.replace(/\.jpg$/, '-medium.webp'))
    expect((await storedFiles()).filter((file) => file.endsWith('-medium.webp'))).toHaveLength(6)
  })
})
