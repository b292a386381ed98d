// Nothing a family or the office stored is lost to the orphan sweeper: every kind of stored file, each put there
// by its real upload path (admission documents and the applicant photo, gallery photos with their thumbnails and
// variants, videos and posters, news pictures, inventory photos, profile photos, the home carousel's pictures and
// the responsive variants of all of these), survives a sweep 25 hours on, byte for byte; a real orphan beside them
// goes. While the list of file columns does not match the database, the sweeper removes nothing at all.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitApplication } from '~/server/admissions/submit'
import { handleProfilePhotoUpload } from '~/server/auth/profile'
import { createSession, type SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { handleNewsImageUpload } from '~/server/content/news-images'
import { handleGalleryUpload } from '~/server/gallery/uploads'
import { makeAllVariants } from '~/server/images/responsive'
import { handleInventoryPhotoUpload } from '~/server/inventory/photo'
import { StorageReferencesError, storageReferences } from '~/server/storage/references'
import { sweepStorage } from '~/server/storage/sweep'
import { createRequestContext } from '~/server/trpc/context'
import { emptyItemForm } from '~/shared/inventory'
import { parseVariantKey, variantKey } from '~/shared/responsive-images'
import { ensureHomeImage, ensureVideoFile, ensureVideoThumbnail } from '../../prisma/seed/images'
import { callerFor, makeUser } from '../support/accounts'
import { createTestDatabase, type TestDatabase } from '../support/test-db'
import { filesOnDisk, pdfBytes, testDeps, upload, validFields, type TestDeps } from './admissions-helpers'
import { referencesWithout } from '../support/storage-references'

let t: TestDatabase
let deps: TestDeps
let admin: SessionUser

beforeAll(async () => {
  t = await createTestDatabase()
  deps = testDeps(t)
  admin = await makeUser(t.db, { role: 'admin' })
})
afterAll(async () => {
  await t.drop()
  deps.cleanup()
})

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const origin = 'http://school.test'

const picture = (width: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height: Math.round(width * 0.625), channels: 3, background: { r: 23, g: 50, b: 92 } } })
    [format]()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

/** A signed-in admin's raw-body upload to one of the upload routes, through its real handler. */
async function post(path: string, body: Uint8Array, handler: (request: Request) => Promise<Response>) {
  const { token } = await createSession(admin.id, { db: t.db })
  const request = new Request(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      'X-File-Name': 'photo.jpg',
      Origin: origin,
      Cookie: `session=${token}`,
    },
    body: body as Uint8Array<ArrayBuffer>,
  })
  const response = await handler(request)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Record<string, unknown>
}

const sweepAt = (hoursAhead: number, references = storageReferences) =>
  sweepStorage({
    db: t.db,
    filesDir: deps.filesDir,
    now: fixedClock(new Date(Date.now() + hoursAhead * 3600_000)),
    references,
    log: () => {},
  })

describe('the sweeper and every kind of stored file', () => {
  let orphan: string
  let goneVariant: string

  it('keeps every referenced file, its thumbnails and variants 25 hours on, and removes only the orphans', async () => {
    const { db, storage } = deps
    // Admission documents, all four kinds, claimed by a submitted application.
    const documents: Record<string, string> = {}
    for (const [kind, name, body] of [
      ['birthCertificate', 'birth.pdf', pdfBytes(2000)],
      ['aadhaarCard', 'aadhaar.pdf', pdfBytes(2000)],
      ['markSheet', 'marks.pdf', pdfBytes(2000)],
      ['photo', 'asha.jpg', await picture(600)],
    ] as const) {
      const stored = await upload(deps, kind, name, body)
      expect(stored.status).toBe(201)
      documents[kind] = stored.json.token
    }
    const submitted = await submitApplication({ ...validFields, documents }, deps)
    expect(submitted.reference).toMatch(/^ADM-/)
    const application = await db.admissionApplication.findFirstOrThrow()
    expect(application.photoUrl).toBeTruthy()

    // Gallery: a photo (with thumbnail and medium variant) and the album cover; a video file and its poster.
    const album = await db.galleryAlbum.create({ data: { title: 'Sports day' } })
    await post(`/api/gallery/uploads?albumId=${album.id}`, await picture(2000), (request) =>
      handleGalleryUpload(request, { storage, db }),
    )
    const galleryImage = await db.galleryImage.findFirstOrThrow()
    await db.galleryAlbum.update({ where: { id: album.id }, data: { coverImageUrl: galleryImage.imageUrl } })
    const seedFiles = { storage, stats: { written: 0, skipped: 0 } }
    const videoUrl = await ensureVideoFile(seedFiles, 'campus-tour.mp4')
    const posterUrl = await ensureVideoThumbnail(seedFiles, 'campus-tour', 'stage')
    await db.galleryVideo.create({ data: { title: 'Cultural evening', videoUrl, thumbnailUrl: posterUrl } })

    // A news picture, an inventory photo with its thumbnail, a profile photo.
    const news = await post('/api/news/images', await picture(1200), (request) =>
      handleNewsImageUpload(request, { storage, db }),
    )
    await db.news.create({
      data: { title: 'Sports day', content: '<p>Red House won.</p>', imageUrl: String(news.url) },
    })
    const { caller } = callerFor(admin, { db, now: fixedClock('2026-06-20T10:00:00+05:30'), storage })
    const item = await caller.inventory.create({ ...emptyItemForm, name: 'Microscope' })
    await post(`/api/inventory/photo?itemId=${item.id}`, await picture(1600), (request) =>
      handleInventoryPhotoUpload(request, { storage, db }),
    )
    await post('/api/profile/photo', await picture(800), (request) =>
      handleProfilePhotoUpload(request, {
        storage,
        context: (req, resHeaders) => createRequestContext({ headers: req.headers, resHeaders, url: req.url, db }),
      }),
    )

    // The home carousel's pictures (named by the code, not a row) and the responsive variants of those and the news.
    for (const name of ['students-and-teachers', 'cultural-performance'])
      await ensureHomeImage(seedFiles, name, name === 'students-and-teachers' ? 'students-and-teachers' : 'stage')
    expect((await makeAllVariants(storage, db)).written).toBe(36)

    // Two real orphans: a file no row names, and the variants of a news picture whose row and file are gone.
    orphan = (
      await storage.put({
        bucket: 'image-gallery',
        path: 'albums/x/1-000001.jpg',
        body: await picture(100),
        contentType: 'image/jpeg',
      })
    ).key
    const oldNews = 'website-images/news/1-000009.png'
    await storage.put({
      bucket: 'website-images',
      path: 'news/1-000009.png',
      body: await picture(500, 'png'),
      contentType: 'image/png',
    })
    await makeAllVariants(storage, db)
    await storage.delete(oldNews)
    goneVariant = variantKey(oldNews, 400, 'avif')
    expect(existsSync(join(deps.filesDir, goneVariant))).toBe(true)

    const before = filesOnDisk(deps.filesDir)
    const kept = before.filter((key) => key !== orphan && parseVariantKey(key)?.sourceKeys[0] !== oldNews)
    // Every kind is there: documents in each folder, gallery thumbs and medium, video, posters, news, inventory,
    // avatars, home pictures, variants.
    for (const pattern of [
      /^admission-documents\/birth-certificates\//,
      /^admission-documents\/aadhaar-cards\//,
      /^admission-documents\/mark-sheets\//,
      /^admission-documents\/photos\//,
      /^image-gallery\/albums\/.*thumb/,
      /^image-gallery\/.*\.webp$/,
      /^image-gallery\/videos\/[^/]+\.mp4$/,
      /^image-gallery\/videos\/thumbs\//,
      /^website-images\/news\//,
      /^website-images\/inventory\/.*-thumb\./,
      /^website-images\/avatars\//,
      /^website-images\/students-and-teachers\.png$/,
      /^website-images\/variants\/students-and-teachers-/,
      /^website-images\/variants\/news\//,
    ])
      expect(
        kept.some((key) => pattern.test(key)),
        String(pattern),
      ).toBe(true)
    const checksums = Object.fromEntries(kept.map((key) => [key, sha256(join(deps.filesDir, key))]))

    const result = await sweepAt(25)
    expect(result.orphans.sort()).toEqual(
      [orphan, ...before.filter((key) => parseVariantKey(key)?.sourceKeys[0] === oldNews)].sort(),
    )
    expect(filesOnDisk(deps.filesDir)).toEqual(kept)
    for (const key of kept) expect(sha256(join(deps.filesDir, key)), key).toBe(checksums[key])
    expect(await sweepAt(49)).toEqual({ tempFiles: [], orphans: [], rows: [] })
  }, 120_000)

  it('removes nothing while a file column is missing from the list or the database has an unlisted one', async () => {
    const stray = (
      await deps.storage.put({
        bucket: 'image-gallery',
        path: 'albums/y/1-000002.jpg',
        body: await picture(100),
        contentType: 'image/jpeg',
      })
    ).key
    const temp = join(deps.filesDir, 'image-gallery', 'albums', 'y', '.1-000003.jpg.0b9a1a52.tmp')
    writeFileSync(temp, 'partial')
    const before = filesOnDisk(deps.filesDir)

    const withoutPhoto = referencesWithout('admissionApplication', 'photoUrl')
    const refused = await sweepAt(25, withoutPhoto).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(StorageReferencesError)
    expect((refused as Error).message).toContain(
      'admission_applications.photo_url looks like it holds files but is not listed',
    )
    expect(filesOnDisk(deps.filesDir)).toEqual(before)

    await t.db.$executeRawUnsafe('ALTER TABLE news ADD COLUMN banner_url TEXT')
    try {
      await expect(sweepAt(25)).rejects.toThrow('news.banner_url looks like it holds files but is not listed')
      expect(filesOnDisk(deps.filesDir)).toEqual(before)
    } finally {
      await t.db.$executeRawUnsafe('ALTER TABLE news DROP COLUMN banner_url')
    }
    expect((await sweepAt(25)).orphans).toEqual([stray])
  }, 60_000)
})
