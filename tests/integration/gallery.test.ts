// The gallery router against a real database: the paging and counts, the cover fallback that is saved
// back, the admin's album, image and video management, and who may call what.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'
import { useTestFiles } from '../support/files'
import { startVideoHost } from '../support/video-host'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())
const { filesDir, storage } = await useTestFiles(db, 'gallery-files')
// Direct video links are checked over HTTP when saved: answered here, never by the internet.
const videoHost = await startVideoHost()
afterAll(() => videoHost.close())

let admin: SessionUser
beforeEach(async () => {
  await testDb.reset()
  admin = await makeUser(db, { role: 'admin' })
})

const anonymous = () => callerFor(null, { storage }).caller
const asAdmin = () => callerFor(admin, { storage, fetch: videoHost.fetch, lookup: videoHost.lookup }).caller

/** Albums whose updated_at runs backwards from `count` minutes ago, so album 1 is the newest. */
async function makeAlbums(count: number) {
  const base = Date.parse('2026-06-01T10:00:00Z')
  for (let i = 1; i <= count; i++) {
    await db.galleryAlbum.create({
      data: {
        title: `Album ${i}`,
        description: i % 2 ? `Description ${i}` : null,
        coverImageUrl: `/files/image-gallery/covers/${i}.jpg`,
        updatedAt: new Date(base - i * 60_000),
      },
    })
  }
}

async function addImage(albumId: string, sortOrder: number, name: string, extra: { displayUrl?: string } = {}) {
  return db.galleryImage.create({
    data: {
      albumId,
      imageUrl: `/files/image-gallery/albums/${albumId}/${name}.jpg`,
      thumbnailUrl: `/files/image-gallery/albums/${albumId}/${name}-thumb.webp`,
      displayUrl: extra.displayUrl ?? null,
      width: 1600,
      height: 1067,
      sortOrder,
      title: name,
    },
  })
}

describe('gallery.albums', () => {
  it('pages 9 albums at a time, newest updated first, with the total count', async () => {
    await makeAlbums(20)
    const first = await anonymous().gallery.albums({ page: 1 })
    expect(first).toMatchObject({ total: 20, page: 1, pageCount: 3, pageSize: 9 })
    expect(first.items.map((a) => a.title)).toEqual(Array.from({ length: 9 }, (_, i) => `Album ${i + 1}`))

    const last = await anonymous().gallery.albums({ page: 3 })
    expect(last.items.map((a) => a.title)).toEqual(['Album 19', 'Album 20'])

    // A stale link past the end shows the last page rather than an empty grid.
    expect((await anonymous().gallery.albums({ page: 8 })).page).toBe(3)
  })

  it('counts the images of each album and applies the mapping defaults', async () => {
    const album = await db.galleryAlbum.create({
      data: { title: 'Science Fair', coverImageUrl: '/files/image-gallery/x/cover.jpg' },
    })
    await addImage(album.id, 0, 'a')
    await addImage(album.id, 1, 'b')
    await db.galleryAlbum.create({ data: { title: 'Empty album', coverImageUrl: '/files/image-gallery/y/cover.jpg' } })

    const { items: albums, total } = await anonymous().gallery.albums({ page: 1 })
    expect(total).toBe(2)
    const byTitle = Object.fromEntries(albums.map((a) => [a.title, a]))
    expect(byTitle['Science Fair']).toMatchObject({ itemCount: 2, description: '' })
    expect(byTitle['Empty album']).toMatchObject({ itemCount: 0, description: '' })
  })

  it('answers an empty gallery with no albums and one page', async () => {
    expect(await anonymous().gallery.albums({ page: 1 })).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    })
  })

  it("saves the first image by sort_order as the cover of an album without one, keeping the album's place", async () => {
    const older = await db.galleryAlbum.create({
      data: {
        title: 'Older',
        coverImageUrl: '/files/image-gallery/o/cover.jpg',
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      },
    })
    const bare = await db.galleryAlbum.create({
      data: { title: 'Hornbill Festival', updatedAt: new Date('2026-02-01T00:00:00Z') },
    })
    await addImage(bare.id, 5, 'later')
    const first = await addImage(bare.id, 1, 'first', {
      displayUrl: `/files/image-gallery/albums/${bare.id}/first-display.webp`,
    })
    await addImage(bare.id, 3, 'middle')

    const { items: albums } = await anonymous().gallery.albums({ page: 1 })
    const card = albums.find((a) => a.id === bare.id)!
    expect(card.coverImageUrl).toBe(first.displayUrl)
    expect(card.cover?.src).toBe(first.thumbnailUrl)
    expect(albums.map((a) => a.id)).toEqual([bare.id, older.id])

    const stored = await db.galleryAlbum.findUniqueOrThrow({ where: { id: bare.id } })
    expect(stored.coverImageUrl).toBe(first.displayUrl)
    expect(stored.coverImageId).toBe(first.id)
    expect(stored.updatedAt.toISOString()).toBe('2026-02-01T00:00:00.000Z')
  })

  it('links a cover given only by URL to its image, so the grid gets the smaller files', async () => {
    const album = await db.galleryAlbum.create({
      data: { title: 'Seeded', updatedAt: new Date('2026-03-01T00:00:00Z') },
    })
    const image = await addImage(album.id, 0, 'one')
    await db.galleryAlbum.update({
      where: { id: album.id },
      data: { coverImageUrl: image.thumbnailUrl, updatedAt: new Date('2026-03-01T00:00:00Z') },
    })

    const { items: albums } = await anonymous().gallery.albums({ page: 1 })
    expect(albums[0]?.cover).toEqual({
      src: image.thumbnailUrl,
      srcSet: `${image.thumbnailUrl} 480w, ${image.imageUrl} 1600w`,
      width: 1600,
      height: 1067,
    })
    const stored = await db.galleryAlbum.findUniqueOrThrow({ where: { id: album.id } })
    expect(stored).toMatchObject({ coverImageUrl: image.thumbnailUrl, coverImageId: image.id })
    expect(stored.updatedAt.toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })

  it("leaves an album without images and without a cover as 'No cover image'", async () => {
    const album = await db.galleryAlbum.create({ data: { title: 'Coming soon' } })
    const { items: albums } = await anonymous().gallery.albums({ page: 1 })
    expect(albums[0]).toMatchObject({ id: album.id, coverImageUrl: '', cover: null })
    expect((await db.galleryAlbum.findUniqueOrThrow({ where: { id: album.id } })).coverImageUrl).toBeNull()
  })

  it('refuses a page below 1', async () => {
    expect((await failureOf(anonymous().gallery.albums({ page: 0 }))).code).toBe('BAD_REQUEST')
  })
})

describe('gallery.album', () => {
  it('returns the images in sort_order with thumbnails falling back to the image', async () => {
    const album = await db.galleryAlbum.create({ data: { title: 'Annual Day', description: 'On stage' } })
    await addImage(album.id, 2, 'third')
    await addImage(album.id, 0, 'first')
    await db.galleryImage.create({
      data: { albumId: album.id, imageUrl: '/files/image-gallery/n/plain.jpg', sortOrder: 1 },
    })

    const detail = await anonymous().gallery.album({ id: album.id })
    expect(detail?.album).toMatchObject({ title: 'Annual Day', description: 'On stage', itemCount: 3 })
    expect(detail?.images.map((i) => i.title)).toEqual(['first', '', 'third'])
    expect(detail?.images[1]?.thumbnailUrl).toBe('/files/image-gallery/n/plain.jpg')
  })

  it("returns null for an album that does not exist ('Album not found')", async () => {
    expect(await anonymous().gallery.album({ id: 'missing-album' })).toBeNull()
  })
})

describe('gallery.videos', () => {
  it('pages 12 videos, newest updated first, with the total and the page count', async () => {
    const base = Date.parse('2026-06-01T10:00:00Z')
    for (let i = 1; i <= 14; i++) {
      await db.galleryVideo.create({
        data: {
          title: `Video ${i}`,
          videoUrl: `https://youtu.be/abcdefghi${String(i).padStart(2, '0')}`,
          updatedAt: new Date(base - i * 1000),
        },
      })
    }
    const first = await anonymous().gallery.videos({ page: 1 })
    expect(first).toMatchObject({ total: 14, page: 1, pageCount: 2 })
    expect(first.items).toHaveLength(12)
    expect(first.items[0]).toMatchObject({ title: 'Video 1', description: '', duration: '', thumbnailUrl: '' })
    const second = await anonymous().gallery.videos({ page: 2 })
    expect(second).toMatchObject({ page: 2, pageCount: 2 })
    expect(second.items.map((v) => v.title)).toEqual(['Video 13', 'Video 14'])
  })
})

describe('admin: albums and images', () => {
  it('creates, edits and deletes an album; deleting removes its stored files', async () => {
    const caller = asAdmin()
    const album = await caller.gallery.admin.createAlbum({ title: '  Sports Day 2026 ', description: '' })
    expect(album).toMatchObject({ title: 'Sports Day 2026', description: '', itemCount: 0 })

    const edited = await caller.gallery.admin.updateAlbum({
      id: album.id,
      title: 'Sports Day',
      description: 'Track and field',
    })
    expect(edited).toMatchObject({ title: 'Sports Day', description: 'Track and field' })

    const stored = await storage.put({
      bucket: 'image-gallery',
      path: `albums/${album.id}/1.jpg`,
      body: new Uint8Array([1, 2, 3]),
      contentType: 'image/jpeg',
    })
    const thumb = await storage.put({
      bucket: 'image-gallery',
      path: `albums/${album.id}/1-thumb.webp`,
      body: new Uint8Array([4]),
      contentType: 'image/webp',
    })
    await db.galleryImage.create({
      data: {
        albumId: album.id,
        imageUrl: storage.publicUrl(stored.key)!,
        thumbnailUrl: storage.publicUrl(thumb.key)!,
      },
    })
    expect(existsSync(path.join(filesDir, stored.key))).toBe(true)

    expect(await caller.gallery.admin.deleteAlbum({ id: album.id })).toEqual({ deletedImages: 1 })
    expect(await db.galleryAlbum.count()).toBe(0)
    expect(await db.galleryImage.count()).toBe(0)
    expect(existsSync(path.join(filesDir, stored.key))).toBe(false)
    expect(existsSync(path.join(filesDir, thumb.key))).toBe(false)
    expect(await db.storedFile.count()).toBe(0)
  })

  it('rejects a blank title with the form message and writes nothing', async () => {
    const error = await failureOf(asAdmin().gallery.admin.createAlbum({ title: '   ', description: '' }))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain('Title is required')
    expect(await db.galleryAlbum.count()).toBe(0)
  })

  it('reorders images, sets the cover, edits a caption and deletes an image', async () => {
    const caller = asAdmin()
    const album = await db.galleryAlbum.create({ data: { title: 'Farewell' } })
    const [a, b, c] = [
      await addImage(album.id, 0, 'a'),
      await addImage(album.id, 1, 'b'),
      await addImage(album.id, 2, 'c'),
    ]

    const reordered = await caller.gallery.admin.reorderImages({ albumId: album.id, imageIds: [c.id, a.id, b.id] })
    expect(reordered.map((i) => i.title)).toEqual(['c', 'a', 'b'])
    expect(reordered.map((i) => i.sortOrder)).toEqual([0, 1, 2])

    const conflict = await failureOf(caller.gallery.admin.reorderImages({ albumId: album.id, imageIds: [c.id, a.id] }))
    expect(conflict.code).toBe('CONFLICT')

    const withCover = await caller.gallery.admin.setCover({ albumId: album.id, imageId: b.id })
    expect(withCover).toMatchObject({ coverImageUrl: b.imageUrl, coverImageId: b.id })

    const captioned = await caller.gallery.admin.updateImage({
      id: a.id,
      title: 'Group photo',
      description: 'Class XII, 2026',
    })
    expect(captioned).toMatchObject({ title: 'Group photo', description: 'Class XII, 2026' })

    // Deleting the cover image clears the cover, so the next visit falls back to the new first image.
    await caller.gallery.admin.deleteImage({ id: b.id })
    const after = await db.galleryAlbum.findUniqueOrThrow({ where: { id: album.id } })
    expect(after).toMatchObject({ coverImageUrl: null, coverImageId: null, itemCount: 2 })
    const { items: albums } = await anonymous().gallery.albums({ page: 1 })
    expect(albums[0]?.coverImageUrl).toBe(c.imageUrl)
  })

  it('refuses to set a cover from another album', async () => {
    const one = await db.galleryAlbum.create({ data: { title: 'One' } })
    const two = await db.galleryAlbum.create({ data: { title: 'Two' } })
    const image = await addImage(two.id, 0, 'x')
    expect((await failureOf(asAdmin().gallery.admin.setCover({ albumId: one.id, imageId: image.id }))).code).toBe(
      'NOT_FOUND',
    )
  })
})

describe('admin: videos', () => {
  it('derives the thumbnail of a YouTube video and keeps a direct video as given', async () => {
    const caller = asAdmin()
    const youtube = await caller.gallery.admin.createVideo({
      title: 'Annual Day highlights',
      description: '',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      duration: '3:25',
      thumbnailUrl: 'https://example.org/ignored.jpg',
    })
    expect(youtube).toMatchObject({
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: '3:25',
      description: '',
    })

    const direct = await caller.gallery.admin.createVideo({
      title: 'March past',
      description: 'Republic Day',
      videoUrl: 'https://cdn.example.org/clip.mp4',
      duration: '',
      thumbnailUrl: '',
    })
    expect(direct).toMatchObject({ thumbnailUrl: '', duration: '' })

    const updated = await caller.gallery.admin.updateVideo({
      id: direct.id,
      title: 'March past 2026',
      description: '',
      videoUrl: 'https://youtu.be/a-B_c1D2e3F',
      duration: '1:02:45',
      thumbnailUrl: '',
    })
    expect(updated).toMatchObject({
      title: 'March past 2026',
      thumbnailUrl: 'https://i.ytimg.com/vi/a-B_c1D2e3F/hqdefault.jpg',
    })

    await caller.gallery.admin.deleteVideo({ id: youtube.id })
    expect((await caller.gallery.admin.videos()).map((v) => v.title)).toEqual(['March past 2026'])
  })

  it('rejects a link that is neither YouTube nor a web address, and a malformed duration', async () => {
    const error = await failureOf(
      asAdmin().gallery.admin.createVideo({
        title: 'Bad',
        description: '',
        videoUrl: 'ftp://files/clip.mp4',
        duration: 'three minutes',
        thumbnailUrl: '',
      }),
    )
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain('Enter a YouTube link or a direct video address starting with https://')
    expect(error.message).toContain('Duration must look like 3:25 or 1:02:45')
    expect(await db.galleryVideo.count()).toBe(0)
  })
})

describe('role checks', () => {
  it('lets anyone read the gallery', async () => {
    await makeAlbums(1)
    expect((await anonymous().gallery.albums({ page: 1 })).total).toBe(1)
    expect((await anonymous().gallery.videos({ page: 1 })).total).toBe(0)
  })

  it('keeps gallery management to admins: anonymous is UNAUTHORIZED, other roles FORBIDDEN', async () => {
    const album = await db.galleryAlbum.create({ data: { title: 'Guarded' } })
    const calls = (caller: ReturnType<typeof asAdmin>) => [
      () => caller.gallery.admin.albums(),
      () => caller.gallery.admin.createAlbum({ title: 'Sneaky', description: '' }),
      () => caller.gallery.admin.updateAlbum({ id: album.id, title: 'Renamed', description: '' }),
      () => caller.gallery.admin.deleteAlbum({ id: album.id }),
      () =>
        caller.gallery.admin.createVideo({
          title: 'Sneaky',
          description: '',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          duration: '',
          thumbnailUrl: '',
        }),
    ]
    for (const call of calls(anonymous())) expect((await failureOf(call())).code).toBe('UNAUTHORIZED')
    for (const role of ['teacher', 'student', 'cashier', 'parent'] as const) {
      const user = await makeUser(db, { role })
      for (const call of calls(callerFor(user, { storage }).caller))
        expect((await failureOf(call())).code).toBe('FORBIDDEN')
    }
    expect(await db.galleryAlbum.findUniqueOrThrow({ where: { id: album.id } })).toMatchObject({ title: 'Guarded' })
    expect(await db.galleryVideo.count()).toBe(0)
  })
})
