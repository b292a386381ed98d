// Edit Profile changes one's own contact details and photo, nobody else's. A teacher's phone is
// the teachers row's and a student's address the students row's (the office's screens read them there); parents
// and staff keep theirs on the account. The photo goes through the same checks as every image upload.
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { handleProfilePhotoUpload, type ProfilePhotoResponse } from '~/server/auth/profile'
import { createSession, type SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'
import { useTestFiles } from '../support/files'
import { indianMobileMessage } from '~/shared/phone'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())
const { storage } = await useTestFiles(db, 'profile-photo')
beforeEach(() => testDb.reset())

const now = fixedClock('2026-06-20T10:00:00+05:30')
const auth = (user: SessionUser) => callerFor(user, { db, now, storage }).caller.auth

describe('contact details', () => {
  it("saves a parent's phone and address on the account and shows them on the profile, logging what changed", async () => {
    const parent = await makeUser(db, { role: 'parent', firstName: 'Aoli', lastName: 'Jamir' })
    await auth(parent).updateProfile({ phone: '+91 98620 12345', address: 'Duncan Basti\nDimapur' })
    // Kept as +91 and ten digits, however it was typed.
    expect((await auth(parent).profile()).contact).toEqual({
      phone: '+919862012345',
      address: 'Duncan Basti\nDimapur',
    })
    await auth(parent).updateProfile({ phone: '98620 54321', address: 'Duncan Basti\nDimapur' })
    const log = await db.auditLog.findFirstOrThrow({
      where: { action: 'user.profile_update' },
      orderBy: { createdAt: 'desc' },
    })
    expect(log).toMatchObject({ actorId: parent.id, targetId: parent.id })
    expect(JSON.parse(log.details!)).toEqual({ phone: { from: '+919862012345', to: '+919862054321' } })
    // Blank clears.
    await auth(parent).updateProfile({ phone: '', address: '' })
    expect(
      await db.user.findUniqueOrThrow({ where: { id: parent.id }, select: { phone: true, address: true } }),
    ).toEqual({ phone: null, address: null })
  })

  it("keeps a teacher's phone on the teachers row and a student's address on the students row", async () => {
    const teacher = await makeUser(db, { role: 'teacher' })
    await db.teacher.create({
      data: {
        userId: teacher.id,
        firstName: teacher.firstName,
        lastName: teacher.lastName,
        email: teacher.email ?? '',
        phone: '9436000000',
      },
    })
    expect((await auth(teacher).profile()).contact.phone).toBe('9436000000')
    await auth(teacher).updateProfile({ phone: '9436111111', address: 'Staff quarters 4' })
    expect(await db.teacher.findUniqueOrThrow({ where: { userId: teacher.id }, select: { phone: true } })).toEqual({
      phone: '+919436111111',
    })
    expect(
      await db.user.findUniqueOrThrow({ where: { id: teacher.id }, select: { phone: true, address: true } }),
    ).toEqual({ phone: null, address: 'Staff quarters 4' })

    const student = await makeUser(db, { role: 'student' })
    await db.student.create({
      data: { userId: student.id, firstName: student.firstName, lastName: student.lastName, address: 'Old address' },
    })
    await auth(student).updateProfile({ phone: '9436222222', address: 'New address, Kohima' })
    expect(await db.student.findUniqueOrThrow({ where: { userId: student.id }, select: { address: true } })).toEqual({
      address: 'New address, Kohima',
    })
    expect((await auth(student).profile()).contact).toEqual({ phone: '+919436222222', address: 'New address, Kohima' })
  })

  it('refuses a phone number that is not an Indian mobile with the message and writes nothing; an extra id in the input changes nobody else', async () => {
    const parent = await makeUser(db, { role: 'parent' })
    const other = await makeUser(db, { role: 'parent' })
    for (const phone of ['12345', '5862012345', '03862 224455']) {
      const error = await failureOf(auth(parent).updateProfile({ phone, address: 'Kohima' }))
      expect(error.code).toBe('BAD_REQUEST')
      expect(error.message).toContain(indianMobileMessage)
    }
    expect(
      await db.user.findUniqueOrThrow({ where: { id: parent.id }, select: { phone: true, address: true } }),
    ).toEqual({ phone: null, address: null })
    await auth(parent).updateProfile({ phone: '9862012345', address: 'x', id: other.id } as never)
    expect(await db.user.findUniqueOrThrow({ where: { id: other.id }, select: { phone: true } })).toEqual({
      phone: null,
    })
    expect(
      (await failureOf(callerFor(null, { db, now }).caller.auth.updateProfile({ phone: '', address: '' }))).code,
    ).toBe('UNAUTHORIZED')
  })
})

describe('the photo', () => {
  async function upload(body: Uint8Array, user: SessionUser | null) {
    const headers = new Headers({
      'Content-Type': 'application/octet-stream',
      'X-File-Name': 'me.jpg',
      Origin: 'http://school.test',
    })
    if (user) headers.set('Cookie', `session=${(await createSession(user.id, { db })).token}`)
    const request = new Request('http://school.test/api/profile/photo', {
      method: 'POST',
      headers,
      body: body as Uint8Array<ArrayBuffer>,
    })
    const response = await handleProfilePhotoUpload(request, { storage })
    return { status: response.status, body: (await response.json()) as ProfilePhotoResponse }
  }
  const photo = (width: number) =>
    sharp({ create: { width, height: width, channels: 3, background: { r: 23, g: 50, b: 92 } } })
      .jpeg()
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer))

  it("becomes the caller's avatar (a small re-encoded copy), replaces and then removes the old file", async () => {
    const student = await makeUser(db, { role: 'student' })
    const first = await upload(await photo(2000), student)
    expect(first.status).toBe(201)
    const firstUrl = (first.body as { avatarUrl: string }).avatarUrl
    expect(firstUrl).toMatch(new RegExp(`^/files/website-images/avatars/${student.id}/`))
    const stored = await storage.get(firstUrl.slice('/files/'.length))
    expect((await sharp(stored!.body).metadata()).width).toBeLessThanOrEqual(600)
    expect((await auth(student).profile()).avatarUrl).toBe(firstUrl)

    const second = await upload(await photo(300), student)
    expect(second.status).toBe(201)
    expect(await storage.get(firstUrl.slice('/files/'.length))).toBeNull()
    const secondUrl = (second.body as { avatarUrl: string }).avatarUrl
    await auth(student).removePhoto()
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).avatarUrl).toBeNull()
    expect(await storage.get(secondUrl.slice('/files/'.length))).toBeNull()
    expect(await db.auditLog.count({ where: { action: { in: ['user.photo_upload', 'user.photo_remove'] } } })).toBe(3)
  })

  it('refuses a file that is not an image, a signed-out caller and a cross-site request, changing nothing', async () => {
    const parent = await makeUser(db, { role: 'parent' })
    const notImage = await upload(new TextEncoder().encode('%PDF-1.7 not a photo'), parent)
    expect(notImage.status).toBe(415)
    expect((await upload(await photo(200), null)).status).toBe(401)
    const request = new Request('http://school.test/api/profile/photo', {
      method: 'POST',
      headers: { Origin: 'http://evil.test', 'X-File-Name': 'me.jpg' },
      body: await photo(200),
    })
    expect((await handleProfilePhotoUpload(request, { storage })).status).toBe(403)
    expect((await db.user.findUniqueOrThrow({ where: { id: parent.id } })).avatarUrl).toBeNull()
  })
})
