// POST /api/inventory/photo through its real handler: an admin's photo becomes a display image and a server-made
// thumbnail on the item; a replacement removes the old files; anything else is refused and leaves nothing behind.
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSession, type SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { handleInventoryPhotoUpload, type PhotoResponse } from '~/server/inventory/photo'
import { emptyItemForm } from '~/shared/inventory'
import { callerFor, makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { useTestFiles } from '../support/files'

// The handler and the procedures get this file's database and file store; no environment variable points at them.
const { db } = await useFreshDatabasePerTest({ appDatabase: false })
const { storage } = await useTestFiles(db, 'inventory-photo')

let admin: SessionUser
let itemId: string
beforeEach(async () => {
  admin = await makeUser(db, { role: 'admin' })
  const { caller } = callerFor(admin, { db, now: fixedClock('2026-06-20T10:00:00+05:30'), storage })
  itemId = (await caller.inventory.create({ ...emptyItemForm, name: 'Microscope' })).id
})

async function upload(body: Uint8Array, user: SessionUser | null = admin, target = itemId) {
  const headers = new Headers({
    'Content-Type': 'application/octet-stream',
    'X-File-Name': 'microscope.jpg',
    Origin: 'http://school.test',
  })
  if (user) headers.set('Cookie', `session=${(await createSession(user.id, { db })).token}`)
  const request = new Request(`http://school.test/api/inventory/photo?itemId=${target}`, {
    method: 'POST',
    headers,
    body: body as Uint8Array<ArrayBuffer>,
  })
  const response = await handleInventoryPhotoUpload(request, { storage, db })
  return { status: response.status, body: (await response.json()) as PhotoResponse }
}

const photo = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: 23, g: 50, b: 92 } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

describe('inventory photo upload', () => {
  it('stores the photo and a small thumbnail, and a new photo replaces the old files', async () => {
    const first = await upload(await photo(2400))
    expect(first.status).toBe(201)
    const item = await db.inventoryItem.findUniqueOrThrow({ where: { id: itemId } })
    expect(item.imageKey).toMatch(/^website-images\/inventory\//)
    const thumbnail = await storage.get(item.thumbnailKey!)
    expect((await sharp(thumbnail!.body).metadata()).width).toBeLessThanOrEqual(600)

    const second = await upload(await photo(800))
    expect(second.status).toBe(201)
    expect(await storage.get(item.imageKey!)).toBeNull()
    expect(await storage.get(item.thumbnailKey!)).toBeNull()
    expect(await db.auditLog.count({ where: { action: 'inventory.photo_upload' } })).toBe(2)
  })

  it('refuses a file that is not an image, a teacher and a missing item, writing nothing', async () => {
    const notImage = await upload(new TextEncoder().encode('%PDF-1.7 not a photo'))
    expect(notImage.status).toBe(415)
    const teacher = await makeUser(db, { role: 'teacher' })
    expect((await upload(await photo(400), teacher)).status).toBe(403)
    expect((await upload(await photo(400), null)).status).toBe(401)
    expect((await upload(await photo(400), admin, 'no-such-item')).status).toBe(404)
    const item = await db.inventoryItem.findUniqueOrThrow({ where: { id: itemId } })
    expect(item.imageKey).toBeNull()
  })
})
