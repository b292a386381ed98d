// Class lists and the users CSV on the database under test (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): the class list procedure (sections, roll order, linked guardians or the parent on record),
// its CSV and the users CSV through POST /api/admin/class-list.csv and /api/admin/users.csv: admin only, POST and
// same-site only, bad filters refused without a log entry, formula escaping, every matching account, audit-logged.
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { classListCsv, usersCsv } from '~/server/auth/class-lists'
import { fixedClock } from '~/server/clock'
import { handleCsvExport } from '~/server/csv-export'
import { parseCsv } from '~/shared/csv'
import { roles } from '~/shared/roles'
import { callerFor, makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, makeStudent, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
})

const site = 'http://school.test'
const exportActions = ['users.class_list_export', 'users.export']

function post(
  path: '/api/admin/class-list.csv' | '/api/admin/users.csv',
  user: SessionUser | null,
  fields: Record<string, string>,
  init: { method?: string; origin?: string } = {},
) {
  const method = init.method ?? 'POST'
  const request = new Request(`${site}${path}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: init.origin ?? site },
    ...(method === 'POST' ? { body: new URLSearchParams(fields).toString() } : {}),
  })
  const deps = { db, now: fixedClock(today), resolveUser: async () => user }
  return path === '/api/admin/users.csv'
    ? handleCsvExport(request, usersCsv, deps)
    : handleCsvExport(request, classListCsv, deps)
}

const classList = (
  user: SessionUser,
  input: Parameters<ReturnType<typeof callerFor>['caller']['classLists']['get']>[0],
) => callerFor(user, { db, now: fixedClock(today) }).caller.classLists.get(input)

describe('class lists', () => {
  it('list a class of the current year by section and roll, with linked guardians or the parent on record', async () => {
    // Asha (5 A, roll 3) and Mira (5 A, roll 7) have linked parent accounts; Neel (5 B) only a parent on record.
    await db.user.update({ where: { id: school.parents.royParent.id }, data: { phone: '+91 94361 00472' } })
    const neel = await makeStudent(db, {
      firstName: 'Neel',
      lastName: 'Bora',
      parentEmail: 'bora@example.com',
      parentPhone: '9000000001',
    })
    await callerFor(school.admin, { db, now: fixedClock(today) }).caller.fees.setup.enrolments.set({
      studentId: neel.id,
      className: 'class5',
      section: 'B',
      rollNumber: 1,
    })

    const all = await classList(school.admin, { className: 'class5' })
    expect(all).toMatchObject({
      className: 'class5',
      classLabel: 'Class 5',
      section: null,
      year: { name: '2026-27' },
      sections: ['A', 'B'],
    })
    expect(all.students.map((s) => [s.section, s.rollNumber, s.name])).toEqual([
      ['A', 3, 'Asha Sharma'],
      ['A', 7, 'Mira Roy'],
      ['B', 1, 'Neel Bora'],
    ])
    // A linked parent's own profile phone comes first (Rina's, not the 9123456780 recorded at admission); without
    // one (Sunil), the phone recorded at admission.
    expect(all.students[0]!.guardians).toEqual([
      { name: 'Sunil Sharma', relationLabel: 'Father', phone: '9876543210', email: 'sharma.parent@example.com' },
    ])
    expect(all.students[1]!.guardians).toEqual([
      { name: 'Rina Roy', relationLabel: 'Mother', phone: '+91 94361 00472', email: 'roy.parent@example.com' },
    ])
    expect(all.students[2]!.guardians).toEqual([
      { name: 'Parent of Neel', relationLabel: null, phone: '9000000001', email: 'bora@example.com' },
    ])

    const sectionB = await classList(school.admin, { className: 'class5', section: 'B' })
    expect(sectionB.students.map((s) => s.name)).toEqual(['Neel Bora'])
    expect(sectionB.sections).toEqual(['A', 'B'])
    expect((await classList(school.admin, { className: 'class12' })).students).toEqual([])
    await expect(classList(school.admin, { className: 'class13' as 'class5' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })

  it('exports a class list as CSV for the admin only, audit-logged, with formulas defused', async () => {
    const sly = await makeStudent(db, {
      firstName: '=cmd|"/c calc"!A1',
      lastName: 'Kid',
      parentEmail: 'kid@example.com',
      parentPhone: '+91 90000 00002',
    })
    await callerFor(school.admin, { db, now: fixedClock(today) }).caller.fees.setup.enrolments.set({
      studentId: sly.id,
      className: 'class8',
      section: 'B',
      rollNumber: 12,
    })

    expect((await post('/api/admin/class-list.csv', null, { className: 'class8' })).status).toBe(401)
    for (const role of roles.filter((r) => r !== 'admin')) {
      const response = await post('/api/admin/class-list.csv', await makeUser(db, { role }), { className: 'class8' })
      expect(response.status, role).toBe(403)
    }
    expect((await post('/api/admin/class-list.csv', school.admin, { className: 'class99' })).status).toBe(400)
    expect(
      (await post('/api/admin/class-list.csv', school.admin, { className: 'class8' }, { method: 'GET' })).status,
    ).toBe(405)
    expect(
      (
        await post(
          '/api/admin/class-list.csv',
          school.admin,
          { className: 'class8' },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403)
    expect(await db.auditLog.count({ where: { action: { in: exportActions } } })).toBe(0)

    const response = await post('/api/admin/class-list.csv', school.admin, { className: 'class8', section: 'B' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="class-list-class8-B\.csv"/)
    const text = await response.text()
    expect(text).toContain(`"'=cmd|""/c calc""!A1 Kid"`)
    const [header, ...rows] = parseCsv(text)
    expect(header).toEqual(['Class', 'Section', 'Roll', 'Student', 'School ID', 'Guardians', 'Phones', 'E-mails'])
    expect(rows.map((row) => [row[0], row[1], row[2], row[3]!.replace(/^'/, '')])).toEqual([
      ['Class 8', 'B', '11', 'Ravi Sharma'],
      ['Class 8', 'B', '12', '=cmd|"/c calc"!A1 Kid'],
    ])
    expect(rows[0]!.slice(5)).toEqual(['Sunil Sharma (Father, 9876543210)', '9876543210', 'sharma.parent@example.com'])
    expect(rows[1]!.slice(5)).toEqual([
      'Parent of =cmd|"/c calc"!A1 (+91 90000 00002)',
      '+91 90000 00002',
      'kid@example.com',
    ])
    const log = await db.auditLog.findMany({ where: { action: { in: exportActions } } })
    expect(log.map((entry) => [entry.action, entry.actorId, entry.targetLabel])).toEqual([
      ['users.class_list_export', school.admin.id, 'Class 8 B'],
    ])
  })
})

describe('users CSV', () => {
  it('exports every account matching the filters with class and guardians, for the admin only', async () => {
    // More than one read batch of students.
    await db.user.createMany({
      data: Array.from({ length: 520 }, (_, i) => ({
        email: `bulk${i}@example.com`,
        firstName: 'Bulk',
        lastName: `Pupil ${String(i).padStart(3, '0')}`,
        role: 'student' as const,
        passwordHash: 'x',
      })),
    })
    for (const role of roles.filter((r) => r !== 'admin')) {
      expect((await post('/api/admin/users.csv', await makeUser(db, { role }), {})).status, role).toBe(403)
    }
    expect((await post('/api/admin/users.csv', school.admin, { role: 'wizard' })).status).toBe(400)
    expect(await db.auditLog.count({ where: { action: { in: exportActions } } })).toBe(0)

    const everyone = parseCsv(await (await post('/api/admin/users.csv', school.admin, {})).text())
    expect(everyone[0]).toEqual([
      'Name',
      'Role',
      'E-mail',
      'School ID',
      'Status',
      'Phone',
      'Class',
      'Section',
      'Roll',
      'Guardians',
      'Children',
    ])
    expect(everyone.length - 1).toBe(await db.user.count())
    expect(new Set(everyone.slice(1).map((row) => row[2])).size).toBe(everyone.length - 1)

    const students = parseCsv(
      await (await post('/api/admin/users.csv', school.admin, { role: 'student', search: 'sharma' })).text(),
    )
    expect(students.slice(1).map((row) => [row[0], row[1], row[6], row[7], row[8], row[9]])).toEqual([
      ['Asha Sharma', 'Student', 'Class 5', 'A', '3', 'Sunil Sharma (Father, 9876543210)'],
      ['Ravi Sharma', 'Student', 'Class 8', 'B', '11', 'Sunil Sharma (Father, 9876543210)'],
    ])
    const parents = parseCsv(
      await (await post('/api/admin/users.csv', school.admin, { role: 'parent', status: 'active' })).text(),
    )
    // (The parent made for the 403 check above has no children.)
    expect(
      parents
        .slice(1)
        .map((row) => [row[0], row[10]])
        .filter(([, children]) => children),
    ).toEqual([
      ['Rina Roy', 'Mira Roy'],
      ['Sunil Sharma', 'Asha Sharma; Ravi Sharma'],
    ])
    expect(await db.auditLog.count({ where: { action: 'users.export', actorId: school.admin.id } })).toBe(3)
  })
})
