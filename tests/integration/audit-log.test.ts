// On the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): the student
// CSV import in Indian conventions (DD/MM/YYYY, M/F, class and section), one message per bad cell; the audit log
// in words (new entries with names and before/after values, old entries still readable), its filters, and its
// CSV export (admin only, POST only, logged).
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { auditCsv } from '~/server/auth/audit-view'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { handleCsvExport } from '~/server/csv-export'
import { parseCsv } from '~/shared/csv'
import { roles } from '~/shared/roles'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

// 10:00 in Dimapur on 20 June 2026.
const now = fixedClock('2026-06-20T10:00:00+05:30')
let admin: SessionUser
const asAdmin = () => callerFor(admin, { db, now }).caller

beforeEach(async () => {
  await testDb.reset()
  admin = await makeUser(db, {
    role: 'admin',
    firstName: 'Temjen',
    lastName: 'Ao',
    email: 'temjen@lightridge-hss.edu.in',
  })
  await asAdmin().fees.setup.years.create({ name: '2026-27' })
  await db.auditLog.deleteMany()
})

describe('student CSV import in Indian conventions', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD dates, M/F genders, and class and section as the enrolment', async () => {
    const result = await asAdmin().users.importStudents({
      rows: [
        {
          first_name: 'Aoli',
          last_name: 'Jamir',
          email: 'aoli@example.in',
          date_of_birth: '29/02/2016',
          gender: 'F',
          class: 'Class 4',
          section: 'B',
        },
        {
          first_name: 'Imli',
          last_name: 'Sema',
          email: 'imli@example.in',
          date_of_birth: '2015-03-09',
          gender: 'm',
          class: 'UKG',
        },
        { first_name: 'Lanu', last_name: 'Ao', email: 'lanu@example.in', date_of_birth: '1/6/2014', gender: 'Female' },
      ],
    })
    expect(result.rows.flatMap((row) => row.errors)).toEqual([])
    expect(result.ok).toBe(true)
    const students = await db.student.findMany({
      orderBy: { firstName: 'asc' },
      select: { firstName: true, dateOfBirth: true, gender: true },
    })
    expect(students.map((s) => [s.firstName, s.dateOfBirth, s.gender])).toEqual([
      ['Aoli', '2016-02-29', 'female'],
      ['Imli', '2015-03-09', 'male'],
      ['Lanu', '2014-06-01', 'female'],
    ])
    const enrolments = await db.enrolment.findMany({
      include: { student: { select: { firstName: true } } },
      orderBy: { className: 'asc' },
    })
    expect(enrolments.map((e) => [e.student.firstName, e.className, e.section])).toEqual([
      ['Aoli', 'class4', 'B'],
      ['Imli', 'ukg', null],
    ])
  })

  it('gives each bad cell exactly one message, named by its column, and imports nothing', async () => {
    const result = await asAdmin().users.importStudents({
      rows: [
        { first_name: 'Good', last_name: 'Row', email: 'good@example.in', date_of_birth: '01/01/2015' },
        // Four bad cells in one row: a leap day of a common year, a US-order date in the wrong column, a gender, a class.
        {
          first_name: 'Bad',
          last_name: 'Row',
          email: 'bad@example.in',
          date_of_birth: '29/02/2015',
          gender: 'X',
          class: 'Form 4',
          parent_email: 'nope',
        },
        { first_name: 'Future', last_name: 'Child', email: 'future@example.in', date_of_birth: '01/01/2099' },
        { first_name: 'Old', last_name: 'Timer', email: 'old@example.in', date_of_birth: '31/12/1899' },
      ],
    })
    expect(result.ok).toBe(false)
    expect(result.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [
        3,
        [
          'parent_email: Invalid email address format',
          'date_of_birth: There is no 29 February 2015.',
          'gender: Choose male, female or other (M, F or O)',
          'class: Unknown class.',
        ].sort((a, b) => order(a) - order(b)),
      ],
      [4, ['date_of_birth: Date of birth cannot be in the future']],
      [5, ['date_of_birth: Dates before 1900 are not accepted']],
    ])
    expect(await db.user.count({ where: { role: 'student' } })).toBe(0)
  })
})

describe('inventory CSV import and export in Indian conventions', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD dates, one message for a bad one, and exports dates as DD/MM/YYYY', async () => {
    const caller = asAdmin()
    const csv = [
      'name,category,unit,purchase_date,warranty_end,on_hand',
      'Microscope,lab,pcs,15/06/2024,2027-06-14,3',
      'Globe,library,pcs,31/06/2024,,1',
      'Bench,furniture,pcs,29/02/2024,01/03/2029,2',
    ].join('\r\n')
    const report = await caller.inventory.importCsv({ csv, dryRun: false })
    expect(report.rows.map((row) => [row.line, row.status, row.errors])).toEqual([
      [2, 'create', []],
      [3, 'reject', ['Purchase date must be a date (DD/MM/YYYY).']],
      [4, 'create', []],
    ])
    const items = await db.inventoryItem.findMany({
      orderBy: { name: 'asc' },
      select: { name: true, purchaseDate: true, warrantyEnd: true },
    })
    expect(items.map((item) => [item.name, item.purchaseDate, item.warrantyEnd])).toEqual([
      ['Bench', '2024-02-29', '2029-03-01'],
      ['Microscope', '2024-06-15', '2027-06-14'],
    ])
    const exported = parseCsv((await caller.inventory.exportCsv({})).csv)
    const column = (name: string) => exported[0]!.indexOf(name)
    expect(exported.slice(1).map((row) => [row[1], row[column('purchase_date')], row[column('warranty_end')]])).toEqual(
      [
        ['Bench', '29/02/2024', '01/03/2029'],
        ['Microscope', '15/06/2024', '14/06/2027'],
      ],
    )
  })
})

// The schema reports the student's cells in the order of its fields.
const fieldOrder = ['parent_email', 'date_of_birth', 'gender', 'class']
const order = (message: string) => fieldOrder.indexOf(message.split(':')[0]!)

describe('the audit log in words', () => {
  it('an account edit names both people and each field with its old and new value', async () => {
    const caller = asAdmin()
    const { user } = await caller.users.create({
      role: 'student',
      firstName: 'Aoli',
      lastName: 'Jamir',
      email: 'aoli@example.in',
      student: { parentPhone: '98620 11111', dateOfBirth: '14/05/2016' },
    })
    // A minute later: entries are stamped by the clock, so the edit sorts after the creation.
    const aMinuteLater = callerFor(admin, { db, now: fixedClock('2026-06-20T10:01:00+05:30') }).caller
    await aMinuteLater.users.update({
      id: user.id,
      role: 'student',
      firstName: 'Aoli',
      lastName: 'Jamir',
      email: 'aoli@example.in',
      student: { parentPhone: '98620 22222', dateOfBirth: '15/05/2016' },
    })
    const [edit, create] = (await caller.audit.list({})).items
    expect(edit!.sentence).toBe(
      "Temjen Ao changed Aoli Jamir's date of birth from 14/05/2016 to 15/05/2016 and parent phone from +919862011111 to +919862022222.",
    )
    expect(create!.sentence).toMatch(/^Temjen Ao created a student account for Aoli Jamir \([A-Z]{3}\d{6}\)\.$/)
    // The admin dashboard's recent activity reads the same way.
    const summary = await caller.dashboard.summary()
    expect(summary.role === 'admin' && summary.admin.recentActivity[0]!.sentence).toBe(edit!.sentence)
  })

  it('entries written before the sentences still read sensibly: no raw codes, ids or [object Object]', async () => {
    const legacy = [
      {
        action: 'admission.export',
        targetType: 'admission_application',
        targetLabel: 'CSV export',
        details: { filters: { status: 'under_review', applyingForClass: 'class5', page: 1 } },
      },
      {
        action: 'user.update',
        targetType: 'user',
        targetLabel: 'imna@example.in (STU123456)',
        details: { changed: ['firstName', 'email'], previousEmail: 'old@example.in' },
      },
      {
        action: 'user.guardian_unlink',
        targetType: 'user',
        targetLabel: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        details: { parentId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' },
      },
      {
        action: 'admission.status_change',
        targetType: 'admission_application',
        targetLabel: 'ADM-2026-00012 (Asha Sumi)',
        details: { from: 'submitted', to: 'under_review' },
      },
      {
        action: 'gallery.album_reorder',
        targetType: 'gallery_album',
        targetLabel: 'Sports Day',
        details: { albumId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', order: { first: 'a', moved: 3 } },
      },
    ]
    for (const [index, entry] of legacy.entries()) {
      await db.auditLog.create({
        data: {
          actorId: admin.id,
          actorEmail: admin.email ?? '',
          actorName: 'Temjen Ao',
          ...entry,
          details: JSON.stringify(entry.details),
          createdAt: new Date(Date.UTC(2026, 5, 1, 0, index)),
        },
      })
    }
    const sentences = (await asAdmin().audit.list({})).items.map((item) => item.sentence)
    expect(sentences).toEqual([
      'Temjen Ao: gallery album reorder (Sports Day): order first a, moved 3.',
      'Temjen Ao moved application ADM-2026-00012 (Asha Sumi) from Submitted to Under review.',
      'Temjen Ao removed a guardian link.',
      "Temjen Ao changed imna@example.in (STU123456)'s first name and e-mail (the e-mail was old@example.in).",
      'Temjen Ao exported the applications as CSV (status Under review, class Class 5).',
    ])
    for (const sentence of sentences)
      expect(sentence).not.toMatch(/object Object|under_review|class5|[0-9a-f]{8}-[0-9a-f]{4}/)
  })

  it('filters by person, action, words and a date range of whole school days', async () => {
    const other = await makeUser(db, { role: 'admin', firstName: 'Vilhou', lastName: 'Kire' })
    const student = await makeUser(db, { firstName: 'Aoli', lastName: 'Jamir' })
    // 23:30 IST on 18 June, 00:30 IST on 19 June, 12:00 IST on 20 June.
    await callerFor(admin, { db, now: fixedClock('2026-06-18T23:30:00+05:30') }).caller.users.setRole({
      id: student.id,
      role: 'teacher',
    })
    await callerFor(other, { db, now: fixedClock('2026-06-19T00:30:00+05:30') }).caller.users.setActive({
      id: student.id,
      active: false,
    })
    await callerFor(admin, { db, now: fixedClock('2026-06-20T12:00:00+05:30') }).caller.users.setActive({
      id: student.id,
      active: true,
    })

    const caller = asAdmin()
    const actions = async (input: Parameters<typeof caller.audit.list>[0]) =>
      (await caller.audit.list(input)).items.map((item) => item.action)
    expect(await actions({ actorId: other.id })).toEqual(['user.deactivate'])
    expect(await actions({ action: 'user.role_change' })).toEqual(['user.role_change'])
    expect(await actions({ from: '19/06/2026', to: '19/06/2026' })).toEqual(['user.deactivate'])
    expect(await actions({ from: '2026-06-18', to: '19/06/2026' })).toEqual(['user.deactivate', 'user.role_change'])
    expect(await actions({ from: '20/06/2026' })).toEqual(['user.reactivate'])
    expect(await actions({ q: 'vilhou' })).toEqual(['user.deactivate'])
    expect(await actions({ q: 'jamir', actorId: admin.id })).toEqual(['user.reactivate', 'user.role_change'])
    await expect(caller.audit.list({ from: '31/06/2026' })).rejects.toThrow('Enter the start date as DD/MM/YYYY.')
  })
})

describe('the time of an audit entry', () => {
  it('is the request clock for every account action, never the database default', async () => {
    const at = fixedClock('2026-06-18T23:30:00+05:30')
    const caller = callerFor(admin, { db, now: at }).caller
    const { user: student } = await caller.users.create({
      role: 'student',
      firstName: 'Aoli',
      lastName: 'Jamir',
      email: 'aoli@example.in',
    })
    const { user: parent } = await caller.users.create({
      role: 'parent',
      firstName: 'Imna',
      lastName: 'Jamir',
      email: 'imna@example.in',
    })
    await caller.users.update({
      id: student.id,
      role: 'student',
      firstName: 'Aolila',
      lastName: 'Jamir',
      email: 'aoli@example.in',
    })
    await caller.users.resetPassword({ id: student.id })
    await caller.users.setActive({ id: student.id, active: false })
    await caller.users.linkGuardian({ studentId: student.id, parent: 'imna@example.in', relation: 'mother' })
    await caller.users.unlinkGuardian({ studentId: student.id, parentId: parent.id })
    await caller.users.setRole({ id: parent.id, role: 'teacher' })
    await caller.users.delete({ id: parent.id })
    await caller.users.importStudents({ rows: [{ first_name: 'Temsu', last_name: 'Ao', email: 'temsu@example.in' }] })

    const entries = await db.auditLog.findMany({
      select: { action: true, createdAt: true },
      orderBy: { action: 'asc' },
    })
    expect(entries.map((entry) => entry.action)).toEqual([
      'user.create',
      'user.create',
      'user.create',
      'user.deactivate',
      'user.delete',
      'user.guardian_link',
      'user.guardian_unlink',
      'user.import',
      'user.password_reset',
      'user.role_change',
      'user.update',
    ])
    for (const entry of entries) expect(entry.createdAt.toISOString(), entry.action).toBe('2026-06-18T18:00:00.000Z')
  })
})

describe('the audit log CSV export', () => {
  const site = 'http://school.test'
  const post = (user: SessionUser | null, fields: Record<string, string>, method = 'POST') =>
    handleCsvExport(
      new Request(`${site}/api/audit-log.csv`, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
        ...(method === 'POST' ? { body: new URLSearchParams(fields).toString() } : {}),
      }),
      auditCsv,
      { db, now, resolveUser: async () => user },
    )

  it('is for admins only: 401 signed out, 403 for every other role, GET refused; the file is the filtered log in words', async () => {
    const student = await makeUser(db, { firstName: 'Aoli', lastName: 'Jamir' })
    await asAdmin().users.setRole({ id: student.id, role: 'teacher' })

    expect((await post(null, {})).status).toBe(401)
    for (const role of roles.filter((r) => r !== 'admin')) {
      const response = await post(await makeUser(db, { role }), {})
      expect(response.status, role).toBe(403)
    }
    expect((await post(admin, {}, 'GET')).status).toBe(405)
    expect((await post(admin, { from: '32/01/2026' })).status).toBe(400)
    expect(await db.auditLog.count({ where: { action: 'audit.export' } })).toBe(0)

    const response = await post(admin, { action: 'user.role_change', q: 'Jamir' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('audit-log-2026-06-20.csv')
    const rows = parseCsv(await response.text())
    expect(rows[0]!.map((cell) => cell.replace(/^\uFEFF/, ''))).toEqual([
      'Date and time',
      'Done by',
      'E-mail',
      'Action',
      'What happened',
    ])
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [
        'Temjen Ao',
        'temjen@lightridge-hss.edu.in',
        'Role changed',
        "Temjen Ao changed Aoli Jamir's role from Student to Teacher.",
      ],
    ])
    expect(rows[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    const logged = await asAdmin().audit.list({ action: 'audit.export' })
    expect(logged.items.map((item) => item.sentence)).toEqual([
      'Temjen Ao exported the audit log as CSV (action Role changed, search "Jamir").',
    ])
  })
})
