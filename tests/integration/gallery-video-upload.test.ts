// POST /api/gallery/videos through its real handler: an admin's MP4 or WebM is stored by its
// content and its address saves as a gallery video; anything else, any other role and oversized files are refused
// with nothing left behind.
import { existsSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { limits } from '#app-config'
import { createSession, type SessionUser } from '~/server/auth/session'
import { handleVideoUpload, type VideoUploadResponse } from '~/server/gallery/video-uploads'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { useTestFiles } from '../support/files'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())
const { filesDir, storage } = await useTestFiles(db, 'gallery-video-uploads')

let admin: SessionUser
beforeEach(async () => {
  await testDb.reset()
  await rm(filesDir, { recursive: true, force: true })
  admin = await makeUser(db, { role: 'admin' })
})

const cookieFor = async (user: SessionUser) => `session=${(await createSession(user.id, { db })).token}`

async function upload(body: Uint8Array, { name = 'sports-day.mp4', user = admin as SessionUser | null } = {}) {
  const headers = new Headers({
    'Content-Type': 'application/octet-stream',
    'X-File-Name': encodeURIComponent(name),
    Origin: 'http://school.test',
  })
  if (user) headers.set('Cookie', await cookieFor(user))
  const request = new Request('http://school.test/api/gallery/videos', {
    method: 'POST',
    headers,
    body: body as Uint8Array<ArrayBuffer>,
  })
  const response = await handleVideoUpload(request, { storage, db })
  return { status: response.status, body: (await response.json()) as VideoUploadResponse }
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
/** The first bytes of a real MP4 (an ftyp box) followed by filler. */
const mp4 = () =>
  new Uint8Array([
    0,
    0,
    0,
    0x20,
    ...ascii('ftypisom'),
    0,
    0,
    2,
    0,
    ...ascii('isomiso2avc1mp41'),
    ...Array.from({ length: 2000 }, () => 7),
  ])
const webm = () =>
  new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x84,
    ...ascii('webm'),
    ...Array.from({ length: 500 }, () => 1),
  ])

async function storedFiles(): Promise<string[]> {
  if (!existsSync(filesDir)) return []
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.upload-'))
    .map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)))
}

describe('uploading a video', () => {
  it('stores an MP4 by its content and the address saves as a gallery video that plays from our files', async () => {
    const result = await upload(mp4(), { name: 'Sports Day.MOV' })
    expect(result.status).toBe(201)
    if (!('url' in result.body)) throw new Error(result.body.error)
    expect(result.body).toMatchObject({ contentType: 'video/mp4', size: mp4().byteLength })
    expect(result.body.url).toMatch(/^\/files\/image-gallery\/videos\/\d+-\d{6}\.mp4$/)
    expect(await storedFiles()).toHaveLength(1)

    const video = await callerFor(admin, { storage }).caller.gallery.admin.createVideo({
      title: 'Sports Day',
      description: '',
      videoUrl: result.body.url,
      duration: '',
      thumbnailUrl: '',
    })
    expect(video.videoUrl).toBe(result.body.url)
  })

  it('stores a WebM as .webm whatever its name', async () => {
    const result = await upload(webm(), { name: 'assembly.mp4' })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({ contentType: 'video/webm', url: expect.stringMatching(/\.webm$/) })
  })

  it('refuses a file that is not MP4 or WebM, judged by its bytes, and keeps nothing', async () => {
    const result = await upload(new Uint8Array(ascii('PTA meeting minutes, not a video at all')), {
      name: 'minutes.mp4',
    })
    expect(result).toEqual({ status: 415, body: { error: 'minutes.mp4 is not an MP4 or WebM video.' } })
    expect(await storedFiles()).toEqual([])
  })

  it(`refuses a file over ${limits.maxVideoUploadBytes / 1024 / 1024} MB`, async () => {
    const huge = new Uint8Array(limits.maxVideoUploadBytes + 1)
    huge.set(mp4().subarray(0, 32))
    const result = await upload(huge, { name: 'whole-day.mp4' })
    expect(result.status).toBe(413)
    expect(result.body).toEqual({
      error: 'whole-day.mp4 is larger than 50 MB. Put longer videos on YouTube or Vimeo and paste the link instead.',
    })
    expect(await storedFiles()).toEqual([])
  })

  it('is for signed-in admins only', async () => {
    expect((await upload(mp4(), { user: null })).status).toBe(401)
    for (const role of ['teacher', 'student', 'parent', 'cashier'] as const) {
      expect((await upload(mp4(), { user: await makeUser(db, { role }) })).status, role).toBe(403)
    }
    expect(await storedFiles()).toEqual([])
  })
})
