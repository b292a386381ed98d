// The demo seed as a function, so `npm run db:seed` and the tests run the same code.
// Idempotent: accounts are created only when missing, each content table is filled only while it is
// empty (an admin's later edits and deletions survive a re-run), and files already in storage are kept.
import { createHash } from 'node:crypto'
import type { PrismaClient } from '~/server/db'
import { hashPassword } from '~/server/auth/password'
import { systemNow } from '~/server/clock'
import type { Storage } from '~/server/storage'
import { albums, announcementMessage, events, homeImages, news, videos } from './content'
import { type DemoAccount, demoAccounts } from './demo-accounts'
import { seedAcademics } from './academics'
import { seedFees } from './fees'
import { seedGuardians } from './guardians'
import { tableFiller } from './fill'
import { seedInventory } from './inventory'
import { seedNoticesAndCalendar } from './notices'
import {
  type FileStats,
  type GalleryPicture,
  type SeedFiles,
  ensureGalleryImage,
  ensureHomeImage,
  ensureVideoFile,
  ensureVideoThumbnail,
  inPool,
} from './images'

export interface SeedDemoOptions {
  log?: (line: string) => void
  /** The moment the relative dates (news, events, albums) count from. */
  now?: Date
  /** Parallel image renders; 2 suits the 2-core machines this runs on. */
  concurrency?: number
}

export interface SeedAccountResult {
  account: DemoAccount
  /** False when the account already existed: its password was left as it is. */
  created: boolean
}

export interface SeedDemoResult {
  accounts: SeedAccountResult[]
  /** Tables the run filled (a table that already had rows is left untouched). */
  seededTables: string[]
  files: FileStats
}

const day = 86_400_000

/** A stable UUID (version 5 layout) from a name, so seeded rows have the same ids on every machine. */
export function seedId(name: string): string {
  const hash = createHash('sha1').update(`lightridge-demo-seed:${name}`).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** `days` after `now` at a wall-clock time in Dimapur (IST, UTC+5:30, no daylight saving). */
export function istDateTime(now: Date, days: number, time: string): Date {
  const ist = new Date(now.getTime() + days * day + 330 * 60_000)
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hours, minutes) - 330 * 60_000)
}

const daysAgo = (now: Date, days: number, hour = 10) => istDateTime(now, -days, `${String(hour).padStart(2, '0')}:00`)

export function youtubeUrl(id: string, form: 'watch' | 'short'): string {
  return form === 'watch' ? `https://www.youtube.com/watch?v=${id}` : `https://youtu.be/${id}`
}

async function seedAccounts(db: PrismaClient): Promise<SeedAccountResult[]> {
  const results: SeedAccountResult[] = []
  for (const account of demoAccounts) {
    const existing = await db.user.findFirst({
      where: { OR: [{ email: account.email }, { uniqueId: account.uniqueId }] },
      select: { id: true },
    })
    if (existing) {
      results.push({ account, created: false })
      continue
    }
    const id = seedId(`user:${account.role}`)
    const names = { firstName: account.firstName, lastName: account.lastName }
    const passwordHash = await hashPassword(account.password)
    await db.user.create({
      data: {
        id,
        email: account.email,
        uniqueId: account.uniqueId,
        role: account.role,
        passwordHash,
        ...names,
        ...(account.role === 'teacher'
          ? {
              teacher: {
                create: {
                  ...names,
                  email: account.email,
                  gender: 'Female',
                  dateOfBirth: '1986-04-12',
                  joiningDate: '2012-06-01',
                  employeeId: account.uniqueId,
                  subjects: 'Biology, General Science',
                  specialization: 'Botany',
                  qualification: 'M.Sc. (Botany), B.Ed.',
                  phone: '+91 94361 20417',
                },
              },
            }
          : {}),
        ...(account.role === 'student'
          ? {
              student: {
                create: {
                  ...names,
                  parentEmail: demoAccounts.find((a) => a.role === 'parent')!.email,
                  dateOfBirth: '2010-09-23',
                  gender: 'Male',
                  address: 'House 14, Circular Road, Duncan Basti, Dimapur, Nagaland 797112',
                  parentName: 'Imli Sumi',
                  parentPhone: '+91 94361 22810',
                },
              },
            }
          : {}),
      },
    })
    results.push({ account, created: true })
  }
  return results
}

export async function seedDemo(
  db: PrismaClient,
  storage: Storage,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const log = options.log ?? (() => {})
  const now = options.now ?? systemNow()
  const concurrency = options.concurrency ?? 2
  const files: SeedFiles = { storage, stats: { written: 0, skipped: 0 } }
  const seeded: string[] = []
  // Fills one table (in one transaction) only while it has no rows, so later edits and deletions stand.
  const fillIfEmpty = tableFiller(log, seeded)

  log('Accounts')
  const accounts = await seedAccounts(db)
  const adminId = (await db.user.findUniqueOrThrow({ where: { email: demoAccounts[0].email }, select: { id: true } }))
    .id
  const teacherId = (await db.user.findUniqueOrThrow({ where: { email: demoAccounts[1].email }, select: { id: true } }))
    .id
  for (const r of accounts) log(`  ${r.account.role}: ${r.created ? 'created' : 'already there'}`)

  log('Images (rendered once, then kept in storage)')
  const homeUrls = new Map<string, string>()
  for (const image of homeImages) homeUrls.set(image.name, await ensureHomeImage(files, image.name, image.scene))

  const albumJobs = albums.flatMap((album) =>
    album.captions.map((caption, index) => ({ album, caption, index, name: String(index + 1).padStart(2, '0') })),
  )
  const pictures = await inPool(albumJobs, concurrency, (job) =>
    ensureGalleryImage(
      files,
      `albums/${job.album.slug}`,
      job.name,
      job.album.scenes[job.index % job.album.scenes.length]!,
      `${job.album.slug}-${job.name}`,
      // Each album opens with the wide view; the rest are framed like other photos of the day.
      job.index === 0 ? 'wide' : 'varied',
    ),
  )
  const picturesByAlbum = new Map<string, GalleryPicture[]>()
  albumJobs.forEach((job, i) => {
    const list = picturesByAlbum.get(job.album.slug) ?? []
    list.push(pictures[i]!)
    picturesByAlbum.set(job.album.slug, list)
  })

  const videoPosters = await inPool(videos, concurrency, (video) =>
    ensureVideoThumbnail(files, video.slug, video.scene),
  )
  const videoFiles = new Map<string, string>()
  for (const video of videos)
    if ('file' in video.source) videoFiles.set(video.slug, await ensureVideoFile(files, video.source.file))
  log(`  ${files.stats.written} files written, ${files.stats.skipped} already in storage`)

  const imageUrlFor = (ref: string): string => {
    const home = homeUrls.get(ref)
    if (home) return home
    const [slug, number] = ref.split('#') as [string, string | undefined]
    const picture = picturesByAlbum.get(slug)?.[Number(number ?? '1') - 1]
    if (!picture) throw new Error(`Demo news refers to a missing image "${ref}"`)
    return picture.imageUrl
  }

  log('Content')
  const announcedAt = daysAgo(now, 2)
  await fillIfEmpty(
    'site_announcements',
    () => db.siteAnnouncement.count(),
    async () => [
      await db.siteAnnouncement.create({
        data: {
          id: seedId('announcement:admissions-2027-28'),
          message: announcementMessage,
          isActive: true,
          createdAt: announcedAt,
          updatedAt: announcedAt,
        },
      }),
    ],
  )

  await fillIfEmpty(
    'news',
    () => db.news.count(),
    () =>
      db.$transaction(
        news.map((item, i) =>
          db.news.create({
            data: {
              id: seedId(`news:${item.slug}`),
              title: item.title,
              content: item.content,
              imageUrl: imageUrlFor(item.image),
              publishedAt: daysAgo(now, item.daysAgo, 9 + (i % 4)),
              isFeatured: item.featured,
              createdById: i % 2 ? teacherId : adminId,
              createdAt: daysAgo(now, item.daysAgo, 9),
              updatedAt: daysAgo(now, item.daysAgo, 9),
            },
          }),
        ),
      ),
  )

  await fillIfEmpty(
    'events',
    () => db.event.count(),
    () =>
      db.$transaction(
        events.map((event, i) =>
          db.event.create({
            data: {
              id: seedId(`event:${event.slug}`),
              title: event.title,
              description: event.description,
              eventDate: istDateTime(now, event.days, event.time),
              location: event.location,
              isFeatured: event.featured,
              createdById: i % 2 ? adminId : teacherId,
              createdAt: daysAgo(now, Math.max(1, 60 - event.days)),
              updatedAt: daysAgo(now, Math.max(1, 60 - event.days)),
            },
          }),
        ),
      ),
  )

  seeded.push(...(await seedNoticesAndCalendar(db, { now, authorId: teacherId, idFor: seedId, log })))

  await fillIfEmpty(
    'gallery_albums',
    () => db.galleryAlbum.count(),
    () =>
      db.$transaction(
        albums.map((album) => {
          const albumPictures = picturesByAlbum.get(album.slug) ?? []
          const at = daysAgo(now, album.daysAgo, 15)
          return db.galleryAlbum.create({
            data: {
              id: seedId(`album:${album.slug}`),
              title: album.title,
              description: album.description,
              coverImageUrl: album.withCover ? albumPictures[0]!.thumbnailUrl : null,
              itemCount: albumPictures.length,
              createdAt: at,
              updatedAt: at,
              images: {
                create: albumPictures.map((picture, index) => ({
                  id: seedId(`image:${album.slug}:${index + 1}`),
                  title: album.captions[index]!,
                  description: `${album.title}: ${album.captions[index]!.toLowerCase()}.`,
                  imageUrl: picture.imageUrl,
                  mediumUrl: picture.mediumUrl,
                  thumbnailUrl: picture.thumbnailUrl,
                  width: picture.width,
                  height: picture.height,
                  sortOrder: index,
                  createdAt: at,
                  updatedAt: at,
                })),
              },
            },
          })
        }),
      ),
  )

  await fillIfEmpty(
    'gallery_videos',
    () => db.galleryVideo.count(),
    () =>
      db.$transaction(
        videos.map((video, i) => {
          const at = daysAgo(now, video.daysAgo, 16)
          return db.galleryVideo.create({
            data: {
              id: seedId(`video:${video.slug}`),
              title: video.title,
              description: video.description,
              videoUrl:
                'youtube' in video.source
                  ? youtubeUrl(video.source.youtube, video.source.form)
                  : videoFiles.get(video.slug)!,
              thumbnailUrl: videoPosters[i]!,
              duration: video.duration,
              createdAt: at,
              updatedAt: at,
            },
          })
        }),
      ),
  )

  log('Fees')
  if (await seedFees(db, log)) seeded.push('fees')
  if ((await seedGuardians(db, now)) > 0) seeded.push('guardians')

  log('Academics')
  if (await seedAcademics(db, { now, log })) seeded.push('academics')

  log('Inventory')
  const adminName = `${demoAccounts[0].firstName} ${demoAccounts[0].lastName}`
  if (await seedInventory(db, { now, adminId, adminName, idFor: seedId, log })) seeded.push('inventory_items')

  return { accounts, seededTables: seeded, files: files.stats }
}

/** The closing table of demo sign-ins. Demo only: these passwords are public. */
export function formatAccountsTable(results: readonly SeedAccountResult[]): string {
  const rows = results.map(({ account, created }) => [
    account.role,
    account.email,
    account.uniqueId,
    created ? account.password : `${account.password} (existing account: password unchanged)`,
  ])
  const header = ['role', 'e-mail', 'school ID', 'password']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: readonly string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`.trimEnd()
  return [
    'Demo accounts (DEMO ONLY: these passwords are public; never use them for a real school)',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n')
}
