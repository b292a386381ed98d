// POST /api/news/images through its real handler: staff upload a news picture (same checks as gallery photos),
// and the news form accepts the returned address of our own file and nothing else.
import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSession, type SessionUser } from '~/server/auth/session'
import { handleNewsImageUpload } from '~/server/content/news-images'
import { callerFor, makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { useTestFiles } from '../support/files'

// The handler and the procedures get this file's database and file store; no environment variable points at them.
const { db } = await useFreshDatabasePerTest({ appDatabase: false })
const { filesDir, storage } = await useTestFiles(db, 'news-images')

let teacher: SessionUser
beforeEach(async () => {
  teacher = await makeUser(db, { role: 'teacher' })
})

async function upload(body: Uint8Array, options: { user?: SessionUser | null; origin?: string } = {}) {
  const headers = new Headers({
    'Content-Type': 'application/octet-stream',
    'X-File-Name': encodeURIComponent('sports day.jpg'),
    Origin: options.origin ?? 'http://school.test',
  })
  const user = options.user === undefined ? teacher : options.user
  if (user) headers.set('Cookie', `session=${(await createSession(user.id, { db })).token}`)
  const response = await handleNewsImageUpload(
    new Request('http://school.test/api/news/images', {
      method: 'POST',
      headers,
      body: body as Uint8Array<ArrayBuffer>,
    }),
    { storage, db },
  )
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string; width?: number } }
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 23, g: 50, b: 92 } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

describe('news images', () => {
  it('a teacher uploads a photo; it is resized, stored under website-images/news/ and accepted by the news form', async () => {
    const { status, body } = await upload(await photo(2400, 1600))
    expect(status).toBe(201)
    expect(body.url).toMatch(/^\/files\/website-images\/news\/\d+-\d{6}\.webp$/)
    expect(body.width).toBe(1600)
    const key = body.url!.slice('/files/'.length)
    expect(existsSync(path.join(filesDir, key))).toBe(true)
    expect(await db.storedFile.findUniqueOrThrow({ where: { key } })).toMatchObject({
      bucket: 'website-images',
      contentType: 'image/webp',
    })

    const { caller } = callerFor(teacher, { storage })
    const { id } = await caller.news.create({
      title: 'Sports day',
      content: 'Red House won.',
      imageUrl: body.url!,
      isFeatured: false,
    })
    expect((await db.news.findUniqueOrThrow({ where: { id } })).imageUrl).toBe(body.url)
  })

  it('refuses what the gallery refuses and anyone who is not staff, storing nothing', async () => {
    expect((await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'))).status).toBe(415)
    expect((await upload(new Uint8Array(6 * 1024 * 1024))).status).toBe(413)
    expect((await upload(await photo(10, 10), { user: null })).status).toBe(401)
    const student = await makeUser(db, { role: 'student' })
    expect((await upload(await photo(10, 10), { user: student })).status).toBe(403)
    expect((await upload(await photo(10, 10), { origin: 'https://evil.example' })).status).toBe(403)
    expect(await db.storedFile.count()).toBe(0)
  })
})
