// Responsive variants of the site's pictures: `npm run images:variants` (makeAllVariants) makes
// 400/800/1200/1600 px in AVIF, WebP and JPEG for each stored picture, writes nothing on a second run, and /files
// makes a variant asked for before that on its first request, served as immutable.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeAllVariants, variantEncodes } from '~/server/images/responsive'
import { createLocalStorage, serveStoredFile, type Storage } from '~/server/storage'
import { responsiveFormats, responsiveSources, responsiveWidths, variantKey } from '~/shared/responsive-images'
import { useFreshDatabasePerTest } from '../support/accounts'

const t = await useFreshDatabasePerTest({ appDatabase: false })
let root: string
let storage: Storage

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'responsive-images-'))
  storage = createLocalStorage(root, { db: t.db })
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** A 1000 x 625 PNG: narrower than the 1200 and 1600 variants, which then keep its own width. */
async function storePicture(name: string) {
  const body = await sharp({ create: { width: 1000, height: 625, channels: 3, background: { r: 23, g: 50, b: 92 } } })
    .png()
    .toBuffer()
  await storage.put({ bucket: 'website-images', path: name, body: new Uint8Array(body), contentType: 'image/png' })
}

describe('responsive variants', () => {
  it('makes every width in AVIF, WebP and JPEG once; a second run writes nothing', async () => {
    await storePicture('front-lawn.png')
    await storePicture('news/1-000001.png')
    // Avatars have no variants (drawn small): the page shows them as they are.
    await storage.put({
      bucket: 'website-images',
      path: 'avatars/1-000001.webp',
      body: new Uint8Array([1, 2, 3]),
      contentType: 'image/webp',
    })

    const first = await makeAllVariants(storage, t.db)
    expect(first).toEqual({ images: 2, written: 24, skipped: 0 })
    expect(await storage.get(variantKey('website-images/news/1-000001.png', 400, 'avif'))).not.toBeNull()
    for (const width of responsiveWidths) {
      for (const format of responsiveFormats) {
        const stored = await storage.get(variantKey('website-images/front-lawn.png', width, format))
        expect(stored, `${width} ${format}`).not.toBeNull()
        const meta = await sharp(stored!.body).metadata()
        expect(meta.format).toBe(format === 'avif' ? 'heif' : format)
        expect(meta.width).toBe(Math.min(width, 1000))
      }
    }

    const second = await makeAllVariants(storage, t.db)
    expect(second).toEqual({ images: 2, written: 0, skipped: 24 })
  })

  it('names the variants from the picture URL, with a hash that changes with the source', () => {
    const sources = responsiveSources('/files/website-images/front-lawn.png')!
    expect(sources.src).toMatch(/^\/files\/website-images\/variants\/front-lawn-[0-9a-f]{8}-800\.jpg$/)
    expect(sources.srcSet.avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '400w',
      '800w',
      '1200w',
      '1600w',
    ])
    expect(variantKey('website-images/front-lawn.png', 800, 'avif')).not.toBe(
      variantKey('website-images/back-lawn.png', 800, 'avif'),
    )
    expect(responsiveSources('/files/website-images/news/1-000001.webp')!.src).toMatch(
      /^\/files\/website-images\/variants\/news\/1-000001-[0-9a-f]{8}-800\.jpg$/,
    )
    expect(responsiveSources('/files/website-images/avatars/1-000001.webp')).toBeNull()
    expect(responsiveSources('/files/image-gallery/albums/a/01.jpg')).toBeNull()
    expect(responsiveSources('https://example.com/x.png')).toBeNull()
  })

  it('/files makes a variant not made yet on its first request and serves it as immutable; unknown names are 404', async () => {
    await storePicture('front-lawn.png')
    const key = variantKey('website-images/front-lawn.png', 400, 'webp')
    const response = await serveStoredFile(new Request(`http://localhost/files/${key}`), key, { storage, db: t.db })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).width).toBe(400)
    expect(await storage.get(key)).not.toBeNull()

    const forged = key.replace(/-[0-9a-f]{8}-/, '-00000000-')
    expect(
      (await serveStoredFile(new Request(`http://localhost/files/${forged}`), forged, { storage, db: t.db })).status,
    ).toBe(404)
    const news = variantKey('website-images/news/1-000001.png', 800, 'avif')
    await storePicture('news/1-000001.png')
    expect(
      (await serveStoredFile(new Request(`http://localhost/files/${news}`), news, { storage, db: t.db })).headers.get(
        'content-type',
      ),
    ).toBe('image/avif')
    const noSource = variantKey('website-images/missing.png', 400, 'webp')
    expect(
      (await serveStoredFile(new Request(`http://localhost/files/${noSource}`), noSource, { storage, db: t.db }))
        .status,
    ).toBe(404)
  })

  it('thirty requests at once for one missing variant make it with a single encode and all get the same bytes', async () => {
    await storePicture('front-lawn.png')
    const key = variantKey('website-images/front-lawn.png', 1200, 'avif')
    const encodesBefore = variantEncodes.count
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        serveStoredFile(new Request(`http://localhost/files/${key}`), key, { storage, db: t.db }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(200))
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())))
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1)
    expect(variantEncodes.count - encodesBefore).toBe(1)
    // Once stored, it is served from disk: no encode at all.
    await serveStoredFile(new Request(`http://localhost/files/${key}`), key, { storage, db: t.db })
    expect(variantEncodes.count - encodesBefore).toBe(1)
  })
})
