// Signed-in paths at scale:
//   node --import tsx --import ./scripts/lib/inline-assets.mjs scripts/bench-signed-in.ts [--runs 40]
// Seeds a fresh migrated database of its own (a temp SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is
// set; never the demo) with 20,000 users, 10,000 admission applications, 10,000 gallery images in 200 albums and
// 20,000 audit entries, then times the procedures as their screens call them (router, zod and database, in
// process): the admin dashboard, the admin lists with their filters, the gallery admin, and the busiest queries
// of every page (auth.me, the announcement, the bell). Prints p50/p95/max, writes bench/results/signed-in.json, and
// prints the query plans (SQLite EXPLAIN QUERY PLAN) of the five slowest. The target is under 50 ms at p95.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { fixedClock } from '~/server/clock'
import { PrismaClient as SqlitePrismaClient } from '~/server/db/generated/sqlite/client'
import type { Prisma } from '~/server/db'
import { createLocalStorage } from '~/server/storage'
import { createInnerContext } from '~/server/trpc/context'
import { createCaller } from '~/server/trpc/root'
import { applicationStatuses, classOptions } from '~/shared/admission-schema'
import { roles } from '~/shared/roles'
import { createTestDatabase } from '../tests/support/test-db'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    users: { type: 'string', default: '20000' },
    applications: { type: 'string', default: '10000' },
    images: { type: 'string', default: '10000' },
  },
})
const runs = Number(values.runs)
const userCount = Number(values.users)
const applicationCount = Number(values.applications)
const imageCount = Number(values.images)
const albumCount = 200
const auditCount = 20_000

const clock = fixedClock('2026-11-10T11:00:00+05:30')
const t0 = performance.now()
const testDb = await createTestDatabase()
const { db } = testDb
// Services that read the environment (the admissions' upload settings) see this database, never the demo's.
process.env.DATABASE_URL = testDb.url
const filesDir = mkdtempSync(join(tmpdir(), 'bench-signed-in-'))
const log = (line: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${line}`)

const firstNames = [
  'Akum',
  'Vikato',
  'Temjen',
  'Neikedolie',
  'Imli',
  'Sentila',
  'Kevi',
  'Aren',
  'Lanu',
  'Moa',
  'Tiamenla',
  'Yanbeni',
  'Zhabu',
  'Khrieo',
]
const lastNames = [
  'Ao',
  'Sumi',
  'Lotha',
  'Angami',
  'Sema',
  'Rengma',
  'Chang',
  'Konyak',
  'Longchar',
  'Jamir',
  'Khate',
  'Kikon',
]
const actions = [
  'user.create',
  'user.update',
  'user.role_change',
  'user.deactivate',
  'password.reset',
  'admission.status_change',
  'news.create',
  'gallery.image_delete',
  'receipt.void',
  'fees.issue_term',
]

const bulk = async <T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size))
}

try {
  const admin = await db.user.create({
    data: {
      email: 'bench.admin@example.in',
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
      passwordHash: 'no-login',
      uniqueId: 'ADM900000',
    },
  })
  const start = clock().getTime() - 400 * 86_400_000

  const users: Prisma.UserCreateManyInput[] = []
  for (let i = 0; i < userCount; i++) {
    const role = i % 10 === 0 ? roles[i % roles.length]! : i % 3 === 0 ? 'parent' : 'student'
    users.push({
      id: `bench-user-${String(i).padStart(6, '0')}`,
      email: i % 4 === 0 && role === 'student' ? null : `user${i}@bench.example.in`,
      uniqueId: `B${String(i).padStart(8, '0')}`,
      firstName: firstNames[i % firstNames.length]!,
      lastName: `${lastNames[(i * 7) % lastNames.length]} ${i}`,
      role,
      passwordHash: 'no-login',
      isActive: i % 17 !== 0,
      createdAt: new Date(start + i * 60_000),
    })
  }
  await bulk(users, 1000, (chunk) => db.user.createMany({ data: chunk }))
  log(`${users.length} users`)

  const applications: Prisma.AdmissionApplicationCreateManyInput[] = []
  for (let i = 0; i < applicationCount; i++) {
    applications.push({
      id: `bench-app-${String(i).padStart(6, '0')}`,
      reference: `ADM-2026-${String(i + 1).padStart(6, '0')}`,
      status: applicationStatuses[i % applicationStatuses.length]!,
      studentName: `${firstNames[i % firstNames.length]} ${lastNames[(i * 5) % lastNames.length]} ${i}`,
      dob: '2015-06-01',
      gender: i % 2 ? 'female' : 'male',
      applyingForClass: classOptions[i % classOptions.length]!,
      fatherName: `${firstNames[(i + 3) % firstNames.length]} ${lastNames[(i * 5) % lastNames.length]}`,
      motherName: `${firstNames[(i + 5) % firstNames.length]} ${lastNames[(i * 5) % lastNames.length]}`,
      address: 'Dimapur, Nagaland',
      phoneNumber: `98${String(i).padStart(8, '0')}`,
      email: `family${i}@bench.example.in`,
      birthCertificateUrl: 'bench/birth.pdf',
      aadhaarCardUrl: 'bench/aadhaar.pdf',
      createdAt: new Date(start + i * 3_400_000),
    })
  }
  await bulk(applications, 1000, (chunk) => db.admissionApplication.createMany({ data: chunk }))
  log(`${applications.length} applications`)

  const albums: Prisma.GalleryAlbumCreateManyInput[] = []
  const images: Prisma.GalleryImageCreateManyInput[] = []
  const perAlbum = Math.ceil(imageCount / albumCount)
  for (let a = 0; a < albumCount; a++) {
    const albumId = `bench-album-${String(a).padStart(4, '0')}`
    albums.push({
      id: albumId,
      title: `Album ${a + 1}`,
      itemCount: perAlbum,
      createdAt: new Date(start + a * 86_400_000),
      updatedAt: new Date(start + a * 86_400_000),
    })
    for (let k = 0; k < perAlbum && images.length < imageCount; k++) {
      const id = `bench-image-${String(images.length).padStart(6, '0')}`
      images.push({
        id,
        albumId,
        title: `Photo ${k + 1}`,
        imageUrl: `/files/image-gallery/bench/${id}.jpg`,
        thumbnailUrl: `/files/image-gallery/bench/thumbs/${id}.jpg`,
        width: 1600,
        height: 1067,
        sortOrder: k,
      })
    }
  }
  await bulk(albums, 500, (chunk) => db.galleryAlbum.createMany({ data: chunk }))
  await bulk(images, 1000, (chunk) => db.galleryImage.createMany({ data: chunk }))
  log(`${albums.length} albums, ${images.length} images`)

  const audit: Prisma.AuditLogCreateManyInput[] = []
  for (let i = 0; i < auditCount; i++) {
    const actor =
      i % 5 === 0
        ? admin
        : {
            id: users[i % 200]!.id!,
            email: users[i % 200]!.email ?? '',
            firstName: users[i % 200]!.firstName,
            lastName: users[i % 200]!.lastName,
          }
    audit.push({
      actorId: actor.id,
      actorEmail: actor.email ?? '',
      actorName: `${actor.firstName} ${actor.lastName}`,
      action: actions[i % actions.length]!,
      targetType: 'user',
      targetId: users[i % users.length]!.id!,
      targetLabel: `${users[i % users.length]!.firstName} ${users[i % users.length]!.lastName}`,
      createdAt: new Date(start + i * 1_700_000),
    })
  }
  await bulk(audit, 1000, (chunk) => db.auditLog.createMany({ data: chunk }))
  log(`${audit.length} audit entries`)
  await db.$executeRawUnsafe('ANALYZE')

  const caller = createCaller(
    createInnerContext({
      user: { ...admin, role: 'admin', uniqueId: admin.uniqueId, avatarUrl: null },
      db,
      now: clock,
      storage: createLocalStorage(filesDir),
    }),
  )

  type Caller = typeof caller
  const time = async (name: string, step: (c: Caller, i: number) => Promise<unknown>) => {
    await step(caller, runs) // warm-up
    const samples: number[] = []
    for (let i = 0; i < runs; i++) {
      const begin = performance.now()
      await step(caller, i)
      samples.push(performance.now() - begin)
    }
    samples.sort((a, b) => a - b)
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!
    return { name, runs, p50: at(0.5), p95: at(0.95), max: samples.at(-1)!, step }
  }
  const day = (offset: number) => new Date(clock().getTime() - offset * 86_400_000)
  const ddmmyyyy = (date: Date) =>
    `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
  const isoDay = (date: Date) => date.toISOString().slice(0, 10)
  const album = (i: number) => albums[(i * 37) % albums.length]!.id!

  const results = [
    await time('dashboard.summary (admin)', (c) => c.dashboard.summary()),
    await time('auth.me', (c) => c.auth.me()),
    await time('announcement.current', (c) => c.announcement.current()),
    await time('notifications.list', (c) => c.notifications.list()),
    await time('admissions.list', (c, i) => c.admissions.list({ page: 1 + (i % 5) })),
    await time('admissions.list: status', (c, i) =>
      c.admissions.list({ status: applicationStatuses[i % applicationStatuses.length], page: 1 + (i % 3) }),
    ),
    await time('admissions.list: class + dates', (c, i) =>
      c.admissions.list({
        applyingForClass: classOptions[i % classOptions.length],
        from: isoDay(day(200)),
        to: isoDay(day(10)),
      }),
    ),
    await time('admissions.list: search', (c, i) =>
      c.admissions.list({ search: lastNames[i % lastNames.length]!.toLowerCase() }),
    ),
    await time('users.list', (c, i) => c.users.list({ page: 1 + (i % 5) })),
    await time('users.list: role + status', (c, i) =>
      c.users.list({ role: roles[i % roles.length], status: i % 2 ? 'active' : 'inactive' }),
    ),
    await time('users.list: search', (c, i) =>
      c.users.list({ search: firstNames[i % firstNames.length]!.toLowerCase() }),
    ),
    await time('users.roleCounts', (c) => c.users.roleCounts()),
    await time('audit.list', (c, i) => c.audit.list({ page: 1 + (i % 5) })),
    await time('audit.list: action + dates', (c, i) =>
      c.audit.list({ action: actions[i % actions.length], from: ddmmyyyy(day(300)), to: ddmmyyyy(day(20)) }),
    ),
    await time('audit.list: actor', (c, i) => c.audit.list({ actorId: users[i % 200]!.id! })),
    await time('audit.list: search', (c, i) => c.audit.list({ q: lastNames[i % lastNames.length]!.toLowerCase() })),
    await time('audit.filters', (c) => c.audit.filters()),
    await time('gallery.admin.albums', (c) => c.gallery.admin.albums()),
    await time('gallery.admin.album', (c, i) => c.gallery.admin.album({ id: album(i) })),
    await time('gallery.albums (public)', (c, i) => c.gallery.albums({ page: 1 + (i % 4) })),
    await time('gallery.album (public)', (c, i) => c.gallery.album({ id: album(i) })),
  ]
  console.log(
    `\n${testDb.kind}, ${users.length} users, ${applications.length} applications, ${images.length} images, ${audit.length} audit entries (ms)\n`,
  )
  console.log(`${'step'.padEnd(34)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`)
  for (const r of results)
    console.log(
      `${r.name.padEnd(34)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}${r.p95 > 50 ? '  (over 50 ms at p95)' : ''}`,
    )

  // The query plans of the five slowest steps: each runs once more on a client that logs its SQL (SQLite only),
  // then every SELECT it ran goes through EXPLAIN QUERY PLAN.
  const slowest = [...results].sort((a, b) => b.p95 - a.p95).slice(0, 5)
  const plans: Record<string, { query: string; plan: string[] }[]> = {}
  if (testDb.kind === 'sqlite') {
    const logging = new SqlitePrismaClient({
      adapter: new PrismaBetterSqlite3({ url: testDb.url.replace(/^file:/, '') }),
      log: [{ emit: 'event', level: 'query' }],
    })
    const statements: { query: string; params: string }[] = []
    logging.$on('query', (event) => statements.push({ query: event.query, params: event.params }))
    const loggingCaller = createCaller(
      createInnerContext({
        user: { ...admin, role: 'admin', uniqueId: admin.uniqueId, avatarUrl: null },
        db: logging as unknown as typeof db,
        now: clock,
        storage: createLocalStorage(filesDir),
      }),
    )
    for (const step of slowest) {
      statements.length = 0
      await step.step(loggingCaller, 1)
      plans[step.name] = []
      for (const statement of statements.filter((s) => /^\s*SELECT/i.test(s.query))) {
        let plan: string[]
        try {
          const rows = await db.$queryRawUnsafe<{ detail: string }[]>(
            `EXPLAIN QUERY PLAN ${statement.query}`,
            ...(JSON.parse(statement.params) as unknown[]),
          )
          plan = rows.map((row) => row.detail)
        } catch (error) {
          plan = [`(no plan: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`]
        }
        plans[step.name]!.push({ query: statement.query, plan })
      }
    }
    await logging.$disconnect()
    console.log('\nQuery plans of the five slowest steps:')
    for (const [name, list] of Object.entries(plans)) {
      console.log(`\n${name}`)
      for (const entry of list)
        console.log(
          `  ${entry.query.slice(0, 200)}${entry.query.length > 200 ? '…' : ''}\n${entry.plan.map((line) => `    ${line}`).join('\n')}`,
        )
    }
  }

  const dir = join(import.meta.dirname, '..', 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'signed-in.json'),
    `${JSON.stringify({ database: testDb.kind, users: users.length, applications: applications.length, images: images.length, audit: audit.length, results: results.map((r) => ({ name: r.name, runs: r.runs, p50: r.p50, p95: r.p95, max: r.max })), plans }, null, 2)}\n`,
  )
} finally {
  await testDb.drop()
  rmSync(filesDir, { recursive: true, force: true })
}
