import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Prisma, containsInsensitive } from '~/server/db'
import { createTestDatabase, runPrisma, testDatabaseKind, type TestDatabase } from '../support/test-db'

const kind = testDatabaseKind()
const engineScript = resolve(import.meta.dirname, '../../scripts/prisma-schema-engine.mjs')

function newUser(email: string) {
  return { email, firstName: 'Asha', lastName: 'Menon', passwordHash: 'x' }
}

describe(`database (${kind})`, () => {
  let t: TestDatabase

  beforeAll(async () => {
    t = await createTestDatabase()
  })
  beforeEach(async () => {
    await t.reset()
  })
  afterAll(async () => {
    await t.drop()
  })

  it('applies the migrations to a fresh database', async () => {
    expect(await t.db.user.count()).toBe(0)
    expect(await t.db.admissionApplication.count()).toBe(0)
  })

  it('round-trips users with teacher and student records, news and sessions', async () => {
    const user = await t.db.user.create({
      data: {
        ...newUser('teacher@example.com'),
        role: 'teacher',
        uniqueId: 'ABC123456',
        teacher: {
          create: { firstName: 'Asha', lastName: 'Menon', email: 'teacher@example.com', joiningDate: '2024-06-01' },
        },
        news: { create: { title: 'Sports day', content: '<p>On Friday</p>' } },
        sessions: {
          create: { id: 'sess1', secretHash: new Uint8Array([1, 2, 3]), expiresAt: new Date(Date.now() + 60_000) },
        },
      },
    })
    expect(user.role).toBe('teacher')
    expect(user.isActive).toBe(true)

    const read = await t.db.user.findUniqueOrThrow({
      where: { uniqueId: 'ABC123456' },
      include: { teacher: true, news: true, sessions: true },
    })
    expect(read.teacher?.joiningDate).toBe('2024-06-01')
    expect(read.news[0]?.title).toBe('Sports day')
    expect(read.news[0]?.publishedAt).toBeInstanceOf(Date)
    expect(Array.from(read.sessions[0]!.secretHash)).toEqual([1, 2, 3])
  })

  it('cascades and nulls on delete', async () => {
    const user = await t.db.user.create({
      data: {
        ...newUser('student@example.com'),
        student: { create: { firstName: 'Ravi', lastName: 'K', parentEmail: 'parent@example.com' } },
        events: { create: { title: 'Annual day', description: 'Hall', eventDate: new Date('2026-12-20T10:00:00Z') } },
      },
    })
    const album = await t.db.galleryAlbum.create({
      data: {
        title: 'Trip',
        images: {
          create: [
            { imageUrl: '/a.jpg', sortOrder: 2 },
            { imageUrl: '/b.jpg', sortOrder: 1 },
          ],
        },
      },
      include: { images: { orderBy: { sortOrder: 'asc' } } },
    })
    expect(album.images.map((image) => image.imageUrl)).toEqual(['/b.jpg', '/a.jpg'])

    await t.db.user.delete({ where: { id: user.id } })
    expect(await t.db.student.count()).toBe(0)
    const event = await t.db.event.findFirstOrThrow()
    expect(event.createdById).toBeNull()
    expect(event.eventDate.toISOString()).toBe('2026-12-20T10:00:00.000Z')

    await t.db.galleryAlbum.delete({ where: { id: album.id } })
    expect(await t.db.galleryImage.count()).toBe(0)
  })

  it('reports a unique violation as P2002', async () => {
    await t.db.user.create({ data: newUser('dup@example.com') })
    const error = await t.db.user.create({ data: newUser('dup@example.com') }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError)
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe('P2002')
  })

  it('stores admission applications with a status enum', async () => {
    const application = await t.db.admissionApplication.create({
      data: {
        reference: 'ADM-2026-00042',
        studentName: 'Meera',
        dob: '2019-04-02',
        gender: 'female',
        applyingForClass: 'class1',
        fatherName: 'Arun',
        motherName: 'Lata',
        address: '12 Lake Road',
        phoneNumber: '9876543210',
        email: 'meera@example.com',
        birthCertificateUrl: 'admission-documents/birth-certificates/1.pdf',
        aadhaarCardUrl: 'admission-documents/aadhaar-cards/1.pdf',
      },
    })
    expect(application.status).toBe('submitted')
    const found = await t.db.admissionApplication.findMany({ where: { studentName: containsInsensitive('MEE', kind) } })
    expect(found).toHaveLength(1)
  })

  it('searches for % and _ as typed on PostgreSQL; on SQLite they still match any text (more, never fewer)', async () => {
    for (const [index, firstName] of ['Ao_Jamir', 'AoXJamir', '50% Club', '500 Club'].entries()) {
      await t.db.user.create({
        data: { email: `wild-${index}@example.test`, firstName, lastName: 'Test', role: 'student', passwordHash: 'x' },
      })
    }
    const names = async (typed: string) =>
      (
        await t.db.user.findMany({
          where: { firstName: containsInsensitive(typed, kind) },
          select: { firstName: true },
        })
      )
        .map((user) => user.firstName)
        .sort()
    const literal = kind === 'postgres'
    expect(await names('ao_j')).toEqual(literal ? ['Ao_Jamir'] : ['AoXJamir', 'Ao_Jamir'])
    expect(await names('50%')).toEqual(literal ? ['50% Club'] : ['50% Club', '500 Club'])
    expect(await names('\\')).toEqual([])
  })

  it("keeps a concurrent write made while another request's transaction rolls back", async () => {
    let inside!: () => void
    const transactionOpen = new Promise<void>((resolve) => (inside = resolve))
    const failing = t.db
      .$transaction(async (tx) => {
        await tx.user.create({ data: newUser('rolled-back@example.com') })
        inside()
        // Give the other request time to issue its write while this transaction is still open.
        await new Promise((resolve) => setTimeout(resolve, 150))
        throw new Error('abort')
      })
      .catch((error: Error) => error.message)
    await transactionOpen
    await t.db.user.create({ data: newUser('concurrent@example.com') })
    expect(await failing).toBe('abort')
    const emails = (await t.db.user.findMany({ select: { email: true } })).map((u) => u.email)
    expect(emails).toEqual(['concurrent@example.com'])
  })

  it('reset() empties every table', async () => {
    await t.db.user.create({ data: newUser('reset@example.com') })
    await t.db.storedFile.create({
      data: { key: 'k', bucket: 'b', contentType: 'text/plain', size: 1, provider: 'local' },
    })
    await t.reset()
    expect(await t.db.user.count()).toBe(0)
    expect(await t.db.storedFile.count()).toBe(0)
  })
})

describe(`Prisma CLI with the offline schema engine (${kind})`, () => {
  let t: TestDatabase

  beforeAll(async () => {
    t = await createTestDatabase({ migrate: 'cli' })
  })
  afterAll(async () => {
    await t.drop()
  })

  it('answers can-connect-to-database', () => {
    const run = spawnSync(
      process.execPath,
      [engineScript, '--datasource', JSON.stringify({ url: t.url }), 'cli', 'can-connect-to-database'],
      {
        encoding: 'utf8',
      },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })

  it('reports P1003 for a missing SQLite file', () => {
    const run = spawnSync(
      process.execPath,
      [
        engineScript,
        '--datasource',
        JSON.stringify({ url: 'file:/nonexistent/school.db' }),
        'cli',
        'can-connect-to-database',
      ],
      { encoding: 'utf8' },
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('"error_code":"P1003"')
  })

  it('deploys the migrations, after which migrate status is up to date', async () => {
    const status = runPrisma(['migrate', 'status'], t.url)
    expect(status.output).toContain('Database schema is up to date')
    expect(status.status).toBe(0)
    const user = await t.db.user.create({ data: newUser('cli@example.com') })
    expect(user.role).toBe('student')
  })
})
