// With UploadThing configured (as UPLOADTHING_TOKEN does for the app), gallery photos go to UploadThing (a fake on
// 127.0.0.1 here): the rows keep the CDN addresses, and deleting a photo or an album still deletes its files there.
// The upload route and the procedures get this file's store and database; no environment variable is changed.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createSession } from '~/server/auth/session'
import { handleGalleryUpload, type UploadResponse } from '~/server/gallery/uploads'
import { createStorage } from '~/server/storage'
import { startFakeUploadThing } from '../support/fake-uploadthing'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const fake = await startFakeUploadThing()
const filesDir = await mkdtemp(path.join(tmpdir(), 'gallery-ut-'))
const testDb = await useAccountsDatabase({ appDatabase: false })
const db = testDb.db
const storage = createStorage({
  filesDir,
  uploadThing: { token: fake.token, apiUrl: fake.url, ingestUrl: fake.url },
  db,
})

afterAll(async () => {
  await fake.close()
  await testDb.drop()
  await rm(filesDir, { recursive: true, force: true })
})

async function uploadAs(cookie: string, albumId: string, name: string) {
  const body = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 245, g: 179, b: 36 } } })
    .jpeg()
    .toBuffer()
  const response = await handleGalleryUpload(
    new Request(`http://school.test/api/gallery/uploads?albumId=${albumId}`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: 'http://school.test',
        'X-File-Name': name,
        'Content-Type': 'application/octet-stream',
      },
      body: new Uint8Array(body),
    }),
    { storage, db },
  )
  const json = (await response.json()) as UploadResponse
  if (!('image' in json)) throw new Error(json.error)
  return json.image
}

describe('gallery on UploadThing', () => {
  it('stores four variants on UploadThing and removes them with the photo and the album', async () => {
    const admin = await makeUser(db, { role: 'admin' })
    const { token } = await createSession(admin.id, { db })
    const cookie = `session=${token}`
    const album = await db.galleryAlbum.create({ data: { title: 'Hornbill Festival' } })

    const first = await uploadAs(cookie, album.id, 'dance.jpg')
    const second = await uploadAs(cookie, album.id, 'drums.jpg')
    for (const url of [first.imageUrl, first.displayUrl, first.mediumUrl, first.thumbnailUrl])
      expect(url.startsWith(`${fake.url}/f/`)).toBe(true)
    expect(fake.uploads.size).toBe(8)

    const caller = callerFor(admin, { storage }).caller
    await caller.gallery.admin.deleteImage({ id: first.id })
    expect(fake.uploads.size).toBe(4)
    const remaining = await db.storedFile.findMany({ select: { url: true } })
    expect(remaining.map((row) => row.url).sort()).toEqual(
      [second.imageUrl, second.displayUrl, second.mediumUrl, second.thumbnailUrl].sort(),
    )

    await caller.gallery.admin.deleteAlbum({ id: album.id })
    expect(fake.uploads.size).toBe(0)
    expect(await db.storedFile.count()).toBe(0)
  })
})
