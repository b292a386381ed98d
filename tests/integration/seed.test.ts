// The demo seed against a fresh database and a temp storage folder: what it creates, and that a second
// run changes nothing.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '~/server/auth/password'
import { createLocalStorage, type Storage } from '~/server/storage'
import { meetsPasswordPolicy } from '~/shared/password-policy'
import { albums as demoAlbums, homeImages } from '../../prisma/seed/content'
import { academicsDemoTeachers, demoClassmates } from '../../prisma/seed/academics-people'
import { demoAccounts } from '../../prisma/seed/demo-accounts'
import { roles } from '~/shared/roles'
import { feeDemoStudents } from '../../prisma/seed/fees'
import { formatAccountsTable, istDateTime, seedDemo, seedId, type SeedDemoResult } from '../../prisma/seed/demo'
import { createTestDatabase, type TestDatabase } from '../support/test-db'
import { testNow } from '../support/test-now'

let t: TestDatabase
let filesDir: string
let storage: Storage
let first: SeedDemoResult
// Relative dates count from the test instant (TEST_NOW; `npm run test:dates` tries awkward ones).
const now = testNow()

beforeAll(async () => {
  t = await createTestDatabase()
  filesDir = await mkdtemp(path.join(tmpdir(), 'seed-test-'))
  storage = createLocalStorage(filesDir, { db: t.db })
  first = await seedDemo(t.db, storage, { now })
}, 600_000)

afterAll(async () => {
  await t?.drop()
  if (filesDir) await rm(filesDir, { recursive: true, force: true })
})

/** A stored file's bytes looked up by its public URL (/files/<key>). */
async function fileAt(url: string | null) {
  expect(url).toMatch(/^\/files\//)
  return storage.get(url!.slice('/files/'.length))
}

async function counts() {
  const db = t.db
  const [users, teachers, students, announcements, news, events, albums, images, videos, files] = await Promise.all([
    db.user.count(),
    db.teacher.count(),
    db.student.count(),
    db.siteAnnouncement.count(),
    db.news.count(),
    db.event.count(),
    db.galleryAlbum.count(),
    db.galleryImage.count(),
    db.galleryVideo.count(),
    db.storedFile.count(),
  ])
  return { users, teachers, students, announcements, news, events, albums, images, videos, files }
}

describe('demo accounts', () => {
  it('creates one account per role whose demo password verifies', async () => {
    expect(first.accounts.map((a) => a.created)).toEqual(demoAccounts.map(() => true))
    for (const account of demoAccounts) {
      const user = await t.db.user.findUniqueOrThrow({ where: { email: account.email } })
      expect(user.role).toBe(account.role)
      expect(user.uniqueId).toBe(account.uniqueId)
      expect(user.isActive).toBe(true)
      expect(user.passwordHash).not.toContain(account.password)
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true)
      expect(await verifyPassword(user.passwordHash, `${account.password}x`)).toBe(false)
    }
    expect(demoAccounts.map((a) => a.role).sort()).toEqual([...roles].sort())
  })

  it('uses passwords that meet the password policy', () => {
    for (const account of demoAccounts) expect(meetsPasswordPolicy(account.password), account.password).toBe(true)
  })

  it('gives the teacher a teachers row and links the student to the parent by e-mail', async () => {
    const teacher = await t.db.user.findUniqueOrThrow({
      where: { email: 'teacher@lightridge-hss.edu.in' },
      include: { teacher: true },
    })
    expect(teacher.teacher?.email).toBe(teacher.email)
    const student = await t.db.user.findUniqueOrThrow({
      where: { email: 'student@lightridge-hss.edu.in' },
      include: { student: true },
    })
    expect(student.student?.parentEmail).toBe('parent@lightridge-hss.edu.in')
    // The demo teacher, plus the teachers of the academics demo's classes.
    expect(await t.db.teacher.count()).toBe(1 + academicsDemoTeachers.length)
    // The demo student, the fee portal's demo students (the demo parent's second child among them) and the
    // demo student's classmates of Class 9 A.
    expect(await t.db.student.count()).toBe(1 + feeDemoStudents.length + demoClassmates.length)
  })

  it('prints a table that says demo only and lists every password', () => {
    const table = formatAccountsTable(first.accounts)
    expect(table).toMatch(/DEMO ONLY/)
    for (const account of demoAccounts) expect(table).toContain(`${account.email}`)
    for (const account of demoAccounts) expect(table).toContain(account.password)
  })
})

describe('content', () => {
  it('has one active announcement about 2027-28 admissions', async () => {
    const rows = await t.db.siteAnnouncement.findMany()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.isActive).toBe(true)
    expect(rows[0]!.message).toContain('2027-28')
  })

  it('has 8 news items, 2 featured, some with markup, each with a stored image', async () => {
    const rows = await t.db.news.findMany({ orderBy: { publishedAt: 'desc' } })
    expect(rows).toHaveLength(8)
    expect(rows.filter((r) => r.isFeatured)).toHaveLength(2)
    expect(rows.filter((r) => /<(strong|ul|a href)/.test(r.content)).length).toBeGreaterThanOrEqual(3)
    for (const row of rows) {
      expect(row.publishedAt.getTime()).toBeLessThan(now.getTime())
      expect(row.createdById).not.toBeNull()
      expect(await fileAt(row.imageUrl)).not.toBeNull()
    }
  })

  it('has 3 past and 5 upcoming events with locations at IST times', async () => {
    const rows = await t.db.event.findMany({ orderBy: { eventDate: 'asc' } })
    expect(rows).toHaveLength(8)
    expect(rows.filter((r) => r.eventDate < now)).toHaveLength(3)
    const upcoming = rows.filter((r) => r.eventDate >= now)
    expect(upcoming).toHaveLength(5)
    // The nearest is days away, so it is still upcoming when a test or demo runs later the same day.
    expect(upcoming[0]!.eventDate.getTime() - now.getTime()).toBeGreaterThan(4 * 86_400_000)
    for (const row of rows) {
      expect(row.location?.length).toBeGreaterThan(3)
      const ist = new Date(row.eventDate.getTime() + 330 * 60_000)
      expect(ist.getUTCHours()).toBeGreaterThanOrEqual(6)
      expect(ist.getUTCHours()).toBeLessThanOrEqual(17)
    }
  })

  it('has at least 10 albums of 4-8 images each, item counts right, one without a cover', async () => {
    const rows = await t.db.galleryAlbum.findMany({ include: { images: { orderBy: { sortOrder: 'asc' } } } })
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(rows.length).toBeGreaterThan(9) // two pages of 9
    expect(rows.filter((r) => r.coverImageUrl === null)).toHaveLength(1)
    for (const album of rows) {
      expect(album.images.length).toBeGreaterThanOrEqual(4)
      expect(album.images.length).toBeLessThanOrEqual(8)
      expect(album.itemCount).toBe(album.images.length)
      expect(album.images.map((i) => i.sortOrder)).toEqual(album.images.map((_, i) => i))
      for (const image of album.images) {
        expect(image.width).toBe(1600)
        expect(image.height).toBe(1067)
        expect(image.thumbnailUrl).not.toBe(image.imageUrl)
      }
      if (album.coverImageUrl) expect(await fileAt(album.coverImageUrl)).not.toBeNull()
    }
  })

  it('stores gallery images as 1600 x 1067 JPEGs with 480 px thumbnails', async () => {
    const image = await t.db.galleryImage.findFirstOrThrow({ where: { sortOrder: 0 } })
    const full = await fileAt(image.imageUrl)
    const thumb = await fileAt(image.thumbnailUrl)
    expect(full?.contentType).toBe('image/jpeg')
    expect(await sharp(full!.body).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 })
    expect(await sharp(thumb!.body).metadata()).toMatchObject({ format: 'jpeg', width: 480 })
    expect(thumb!.size).toBeLessThan(full!.size)
    const total = await t.db.galleryImage.count()
    expect(total).toBe(demoAlbums.reduce((sum, a) => sum + a.captions.length, 0))
  })

  it('has 14 videos: YouTube links with 11-character ids and 2 stored .mp4 clips, each with a thumbnail', async () => {
    const rows = await t.db.galleryVideo.findMany()
    expect(rows).toHaveLength(14)
    const youtube = rows.filter((r) => /youtube\.com|youtu\.be/.test(r.videoUrl))
    expect(youtube).toHaveLength(12)
    for (const row of youtube) {
      const id = row.videoUrl.match(/(?:v=|youtu\.be\/)([^&?/]+)/)?.[1]
      expect(id, row.videoUrl).toHaveLength(11)
    }
    expect(youtube.some((r) => r.videoUrl.startsWith('https://www.youtube.com/watch?v='))).toBe(true)
    expect(youtube.some((r) => r.videoUrl.startsWith('https://youtu.be/'))).toBe(true)
    const direct = rows.filter((r) => r.videoUrl.endsWith('.mp4'))
    expect(direct).toHaveLength(2)
    for (const row of direct) {
      const file = await fileAt(row.videoUrl)
      expect(file?.contentType).toBe('video/mp4')
      // ISO base media: an 'ftyp' box right after the first size field.
      expect(new TextDecoder().decode(file!.body.subarray(4, 8))).toBe('ftyp')
    }
    for (const row of rows) {
      expect(row.duration).toMatch(/^\d{1,2}:\d{2}$/)
      expect(await fileAt(row.thumbnailUrl)).not.toBeNull()
    }
  })

  it('stores the four home images as 1600 x 1000 PNGs in website-images', async () => {
    expect(homeImages.map((h) => h.name)).toEqual([
      'students-and-teachers',
      'planting-activity',
      'cultural-performance',
      'traditional-dress',
    ])
    for (const { name } of homeImages) {
      const file = await storage.get(`website-images/${name}.png`)
      expect(file, name).not.toBeNull()
      expect(file!.contentType).toBe('image/png')
      expect([...file!.body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      expect(await sharp(file!.body).metadata()).toMatchObject({ format: 'png', width: 1600, height: 1000 })
      expect(storage.publicUrl(`website-images/${name}.png`)).toBe(`/files/website-images/${name}.png`)
    }
  })
})

describe('running the seed again', () => {
  it('changes nothing: same counts, same rows, no file rewritten, passwords kept', async () => {
    const admin = demoAccounts[0]
    // An admin's own changes must survive a re-run.
    await t.db.siteAnnouncement.updateMany({ data: { isActive: false } })
    await t.db.user.update({ where: { email: admin.email }, data: { passwordHash: 'changed-by-the-admin' } })
    const before = await counts()
    const snapshot = async () => ({
      news: await t.db.news.findMany({ select: { id: true, updatedAt: true, imageUrl: true }, orderBy: { id: 'asc' } }),
      events: await t.db.event.findMany({
        select: { id: true, eventDate: true, updatedAt: true },
        orderBy: { id: 'asc' },
      }),
      albums: await t.db.galleryAlbum.findMany({
        select: { id: true, updatedAt: true, itemCount: true, coverImageUrl: true },
        orderBy: { id: 'asc' },
      }),
      videos: await t.db.galleryVideo.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } }),
      files: await t.db.storedFile.findMany({ select: { key: true, size: true }, orderBy: { key: 'asc' } }),
    })
    const rowsBefore = await snapshot()

    const second = await seedDemo(t.db, storage, { now: new Date(now.getTime() + 3_600_000) })

    expect(await counts()).toEqual(before)
    expect(await snapshot()).toEqual(rowsBefore)
    expect(second.accounts.every((a) => !a.created)).toBe(true)
    expect(second.seededTables).toEqual([])
    expect(second.files.written).toBe(0)
    expect(second.files.skipped).toBe(first.files.written)
    expect((await t.db.siteAnnouncement.findFirstOrThrow()).isActive).toBe(false)
    expect((await t.db.user.findUniqueOrThrow({ where: { email: admin.email } })).passwordHash).toBe(
      'changed-by-the-admin',
    )
    expect(formatAccountsTable(second.accounts)).toContain('password unchanged')
  }, 120_000)

  it('fills only what is missing: a lost file is rendered again, a deleted account comes back', async () => {
    await storage.delete('website-images/traditional-dress.png')
    await t.db.user.delete({ where: { email: 'cashier@lightridge-hss.edu.in' } })
    const third = await seedDemo(t.db, storage, { now })
    expect(third.files.written).toBe(1)
    expect(third.accounts.filter((a) => a.created).map((a) => a.account.role)).toEqual(['cashier'])
    expect(await storage.get('website-images/traditional-dress.png')).not.toBeNull()
  }, 120_000)
})

describe('helpers', () => {
  it('seedId gives stable RFC 4122 UUIDs', () => {
    expect(seedId('news:a')).toBe(seedId('news:a'))
    expect(seedId('news:a')).not.toBe(seedId('news:b'))
    expect(seedId('news:a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('istDateTime places a wall-clock time in Dimapur on the right day', () => {
    // 23:00 UTC on 10 March is already 04:30 on 11 March in India.
    const base = new Date('2026-03-10T23:00:00Z')
    expect(istDateTime(base, 5, '10:00').toISOString()).toBe('2026-03-16T04:30:00.000Z')
    expect(istDateTime(base, 0, '14:30').toISOString()).toBe('2026-03-11T09:00:00.000Z')
    expect(istDateTime(base, -1, '09:00').toISOString()).toBe('2026-03-10T03:30:00.000Z')
  })
})
