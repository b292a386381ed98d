// The gallery's photo order, a new album's cover and the video link checks, against a real
// database; direct links are checked against a loopback server through ctx.fetch, never the internet.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { addImage } from '~/server/gallery/albums'
import { videoLinkMessages } from '~/server/gallery/video-links'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'
import { useTestFiles } from '../support/files'
import { startVideoHost } from '../support/video-host'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())
const { storage } = await useTestFiles(db, 'gallery-order-files')
const videoHost = await startVideoHost()
afterAll(() => videoHost.close())

let admin: SessionUser
beforeEach(async () => {
  await testDb.reset()
  videoHost.requests.length = 0
  admin = await makeUser(db, { role: 'admin' })
})

const asAdmin = () => callerFor(admin, { storage, fetch: videoHost.fetch, lookup: videoHost.lookup }).caller

async function albumWith(names: string[]) {
  const album = await db.galleryAlbum.create({ data: { title: 'Sports Day' } })
  const images = []
  for (const [sortOrder, name] of names.entries()) {
    images.push(
      await db.galleryImage.create({
        data: {
          albumId: album.id,
          imageUrl: `/files/image-gallery/albums/${album.id}/${name}.jpg`,
          sortOrder,
          title: name,
        },
      }),
    )
  }
  return { album, images }
}

const titlesOf = async (albumId: string) =>
  (await db.galleryImage.findMany({ where: { albumId }, orderBy: { sortOrder: 'asc' } })).map(
    (image) => `${image.title}:${image.sortOrder}`,
  )

describe('reordering photos', () => {
  it('moves the last photo to the front in one call, saving every position', async () => {
    const { album, images } = await albumWith(['a', 'b', 'c', 'd', 'e'])
    const order = [images[4]!, ...images.slice(0, 4)].map((image) => image.id)
    const result = await asAdmin().gallery.admin.reorderImages({ albumId: album.id, imageIds: order })
    expect(result.map((image) => image.title)).toEqual(['e', 'a', 'b', 'c', 'd'])
    expect(await titlesOf(album.id)).toEqual(['e:0', 'a:1', 'b:2', 'c:3', 'd:4'])
    expect((await callerFor(null).caller.gallery.album({ id: album.id }))!.images.map((image) => image.title)).toEqual([
      'e',
      'a',
      'b',
      'c',
      'd',
    ])
  })

  it("is all or nothing: an order naming another album's photo, a missing photo or a repeated one changes nothing", async () => {
    const { album, images } = await albumWith(['a', 'b', 'c'])
    const other = await albumWith(['x'])
    const ids = images.map((image) => image.id)
    const stale = await failureOf(
      asAdmin().gallery.admin.reorderImages({ albumId: album.id, imageIds: [ids[2]!, ids[1]!, other.images[0]!.id] }),
    )
    expect(stale.code).toBe('CONFLICT')
    expect(stale.message).toBe('The album changed while you were reordering. Reload the page and try again.')
    expect(
      (await failureOf(asAdmin().gallery.admin.reorderImages({ albumId: album.id, imageIds: [ids[2]!, ids[1]!] })))
        .code,
    ).toBe('CONFLICT')
    const repeated = await failureOf(
      asAdmin().gallery.admin.reorderImages({ albumId: album.id, imageIds: [ids[2]!, ids[2]!, ids[0]!] }),
    )
    expect(repeated.code).toBe('BAD_REQUEST')
    expect(repeated.message).toContain('Each image may appear only once')
    expect(await titlesOf(album.id)).toEqual(['a:0', 'b:1', 'c:2'])
    expect(await titlesOf(other.album.id)).toEqual(['x:0'])
  })

  it('is for admins only: anonymous is UNAUTHORIZED, teachers and families FORBIDDEN, and the order stays', async () => {
    const { album, images } = await albumWith(['a', 'b'])
    const reversed = images.map((image) => image.id).reverse()
    expect(
      (await failureOf(callerFor(null).caller.gallery.admin.reorderImages({ albumId: album.id, imageIds: reversed })))
        .code,
    ).toBe('UNAUTHORIZED')
    for (const role of ['teacher', 'student', 'parent', 'cashier'] as const) {
      const user = await makeUser(db, { role })
      expect(
        (await failureOf(callerFor(user).caller.gallery.admin.reorderImages({ albumId: album.id, imageIds: reversed })))
          .code,
        role,
      ).toBe('FORBIDDEN')
    }
    expect(await titlesOf(album.id)).toEqual(['a:0', 'b:1'])
  })
})

describe("a new album's cover", () => {
  const files = (name: string) => ({
    imageUrl: `/files/image-gallery/albums/x/${name}.jpg`,
    displayUrl: `/files/image-gallery/albums/x/${name}-display.webp`,
    mediumUrl: `/files/image-gallery/albums/x/${name}-medium.webp`,
    thumbnailUrl: `/files/image-gallery/albums/x/${name}-thumb.webp`,
    width: 1600,
    height: 1067,
    title: name,
  })

  it('is its first image as soon as it is added, and an admin’s later choice is kept', async () => {
    const album = await asAdmin().gallery.admin.createAlbum({ title: 'Annual Day', description: '' })
    const first = await addImage({ db, storage }, album.id, files('first'))
    const second = await addImage({ db, storage }, album.id, files('second'))
    const listed = (await asAdmin().gallery.admin.albums()).find((card) => card.id === album.id)!
    expect(listed).toMatchObject({ coverImageId: first.id, coverImageUrl: files('first').displayUrl })
    await asAdmin().gallery.admin.setCover({ albumId: album.id, imageId: second.id })
    await addImage({ db, storage }, album.id, files('third'))
    expect((await db.galleryAlbum.findUniqueOrThrow({ where: { id: album.id } })).coverImageId).toBe(second.id)
  })
})

describe('video links are checked when saved', () => {
  const video = (videoUrl: string) => ({
    title: 'Sports Day',
    description: '',
    videoUrl,
    duration: '',
    thumbnailUrl: '',
  })

  it('accepts YouTube and Vimeo links without a request, and direct MP4 and WebM files by their content type', async () => {
    await asAdmin().gallery.admin.createVideo(video('https://youtu.be/dQw4w9WgXcQ'))
    await asAdmin().gallery.admin.createVideo(video('https://vimeo.com/76979871'))
    await asAdmin().gallery.admin.createVideo(video('https://player.vimeo.com/video/76979871'))
    expect(videoHost.requests).toEqual([])
    await asAdmin().gallery.admin.createVideo(video('https://media.example.org/clip.mp4'))
    await asAdmin().gallery.admin.createVideo(video('https://media.example.org/clip.webm'))
    // A host that refuses HEAD is asked for its first byte instead.
    await asAdmin().gallery.admin.createVideo(video('https://media.example.org/no-head.mp4'))
    expect(videoHost.requests.map((r) => `${r.method} ${r.host}${r.path}`)).toEqual([
      'HEAD media.example.org/clip.mp4',
      'HEAD media.example.org/clip.webm',
      'HEAD media.example.org/no-head.mp4',
      'GET media.example.org/no-head.mp4',
    ])
    expect(await db.galleryVideo.count()).toBe(6)
  })

  it('refuses page links, wrong types, dead and slow addresses with a message saying what to do; nothing is saved', async () => {
    const cases: Array<[string, string]> = [
      ['https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing', videoLinkMessages.drive],
      ['https://www.dropbox.com/s/abc/clip.mp4?dl=0', videoLinkMessages.page('Dropbox')],
      ['https://www.youtube.com/@school', videoLinkMessages.videoSite],
      ['https://vimeo.com/school', videoLinkMessages.videoSite],
      ['https://media.example.org/page', videoLinkMessages.page('media.example.org')],
      ['https://media.example.org/notes.pdf', videoLinkMessages.notVideo('application/pdf')],
      ['https://media.example.org/missing.mp4', videoLinkMessages.unreachable('it answered 404')],
      ['http://media.example.org/clip.mp4', videoLinkMessages.https],
      ['https://127.0.0.1/clip.mp4', videoLinkMessages.privateAddress],
      ['https://192.168.1.20/clip.mp4', videoLinkMessages.privateAddress],
      ['/files/image-gallery/videos/gone.mp4', videoLinkMessages.missingUpload],
    ]
    for (const [url, message] of cases) {
      const failure = await failureOf(asAdmin().gallery.admin.createVideo(video(url)))
      expect(failure.code, url).toBe('BAD_REQUEST')
      expect(failure.message, url).toBe(message)
    }
    expect(await db.galleryVideo.count()).toBe(0)
  })

  it('refuses a link whose name, or any hop it redirects through, resolves to a loopback, private or metadata address', async () => {
    const redirect = (to: string) => `https://media.example.org/redirect?to=${encodeURIComponent(to)}`
    const cases: Array<[string, string]> = [
      ['https://files.intranet.example/clip.mp4', videoLinkMessages.privateAddress],
      ['https://loopback.example/clip.mp4', videoLinkMessages.privateAddress],
      ['https://v6-private.example/clip.mp4', videoLinkMessages.privateAddress],
      ['https://[::ffff:127.0.0.1]/clip.mp4', videoLinkMessages.privateAddress],
      ['https://169.254.169.254/latest/meta-data/', videoLinkMessages.privateAddress],
      [redirect('https://metadata.example/latest/meta-data/'), videoLinkMessages.privateAddress],
      [redirect('https://127.0.0.1/clip.mp4'), videoLinkMessages.privateAddress],
      [redirect(redirect('https://files.intranet.example/clip.mp4')), videoLinkMessages.privateAddress],
      [redirect('http://media.example.org/clip.mp4'), videoLinkMessages.https],
      ['https://media.example.org/loop', videoLinkMessages.unreachable('it redirected more than 5 times')],
    ]
    for (const [url, message] of cases) {
      videoHost.requests.length = 0
      const failure = await failureOf(asAdmin().gallery.admin.createVideo(video(url)))
      expect(failure.message, url).toBe(message)
      // No request ever reached a private address: only the public hops were asked.
      expect(
        videoHost.requests.every((request) => request.host === 'media.example.org'),
        url,
      ).toBe(true)
    }
    expect(await db.galleryVideo.count()).toBe(0)
    // A redirect between public addresses is followed to the file.
    await expect(
      asAdmin().gallery.admin.createVideo(video(redirect('https://cdn.example.net/clip.mp4'))),
    ).resolves.toMatchObject({ videoUrl: redirect('https://cdn.example.net/clip.mp4') })
  })

  it('gives up on an address that does not answer within 5 seconds', { timeout: 15_000 }, async () => {
    const failure = await failureOf(asAdmin().gallery.admin.createVideo(video('https://media.example.org/slow.mp4')))
    expect(failure.message).toBe(videoLinkMessages.unreachable('it did not answer within 5 seconds'))
  })

  it('checks a changed link on update, but not an unchanged one', async () => {
    const saved = await asAdmin().gallery.admin.createVideo(video('https://media.example.org/clip.mp4'))
    videoHost.requests.length = 0
    await asAdmin().gallery.admin.updateVideo({
      id: saved.id,
      ...video('https://media.example.org/clip.mp4'),
      title: 'Renamed',
    })
    expect(videoHost.requests).toEqual([])
    const failure = await failureOf(
      asAdmin().gallery.admin.updateVideo({ id: saved.id, ...video('https://drive.google.com/file/d/1Ab/view') }),
    )
    expect(failure.message).toBe(videoLinkMessages.drive)
    expect((await db.galleryVideo.findUniqueOrThrow({ where: { id: saved.id } })).videoUrl).toBe(
      'https://media.example.org/clip.mp4',
    )
  })
})
