import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createAccount } from '~/server/auth/accounts'
import { readContact } from '~/server/auth/profile'
import { createSession, validateSessionToken } from '~/server/auth/session'
import type { CreateUserInput } from '~/shared/account-schemas'
import { meetsPasswordPolicy } from '~/shared/password-policy'
import { indianMobileMessage } from '~/shared/phone'
import { callerFor, defaultPassword, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

async function signIn(identifier: string, password: string) {
  return callerFor(null, { clientAddress: '203.0.113.9' }).caller.auth.login({ identifier, password })
}

async function asAdmin() {
  const admin = await makeUser(testDb.db, {
    role: 'admin',
    email: 'admin@lightridge-hss.edu.in',
    uniqueId: 'ADM000001',
  })
  return { admin, caller: callerFor(admin).caller }
}

const teacherInput = {
  role: 'teacher' as const,
  firstName: ' Imna ',
  lastName: 'Longkumer',
  email: 'Imna.Longkumer@Lightridge-HSS.edu.in',
  schoolId: '',
  teacher: {
    dateOfBirth: '1988-04-12',
    gender: 'female' as const,
    joiningDate: '2019-06-01',
    employeeId: 'EMP-042',
    subjects: 'Physics, Mathematics',
    specialization: 'Physics',
    qualification: 'M.Sc., B.Ed.',
    phone: '+91 94361 55555',
  },
}

describe('users.create', () => {
  it('creates a teacher with the teachers row, a generated school ID and a one-time password that signs in', async () => {
    const { admin, caller } = await asAdmin()
    const { user, password } = await caller.users.create(teacherInput)

    expect(user).toMatchObject({
      email: 'imna.longkumer@lightridge-hss.edu.in',
      firstName: 'Imna',
      role: 'teacher',
      isActive: true,
    })
    expect(user.uniqueId).toMatch(/^TCH\d{6}$/)
    expect(password).toHaveLength(10)
    expect(meetsPasswordPolicy(password)).toBe(true)

    const stored = await testDb.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { teacher: true } })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored.passwordHash).not.toContain(password)
    expect(stored.teacher).toMatchObject({
      email: 'imna.longkumer@lightridge-hss.edu.in',
      dateOfBirth: '1988-04-12',
      joiningDate: '2019-06-01',
      subjects: 'Physics, Mathematics',
    })

    const log = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'user.create' } })
    expect(log).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'user', targetId: user.id })
    expect(log.details).not.toContain(password)

    await expect(signIn(user.uniqueId!, password)).resolves.toMatchObject({ id: user.id })
  })

  it('creates a student with the students row, keeping a typed school ID in upper case', async () => {
    const { caller } = await asAdmin()
    const { user } = await caller.users.create({
      role: 'student',
      firstName: 'Vilhou',
      lastName: 'Rio',
      email: 'vilhou@lightridge-hss.edu.in',
      schoolId: 'stu123456',
      student: {
        parentEmail: 'Parent@Lightridge-HSS.edu.in',
        dateOfBirth: '2010-02-28',
        address: 'Duncan Basti, Dimapur',
        parentName: 'Neiphi Rio',
        parentPhone: '9436100000',
      },
    })
    expect(user.uniqueId).toBe('STU123456')
    const student = await testDb.db.student.findUniqueOrThrow({ where: { userId: user.id } })
    expect(student).toMatchObject({
      parentEmail: 'parent@lightridge-hss.edu.in',
      dateOfBirth: '2010-02-28',
      gender: null,
      parentName: 'Neiphi Rio',
    })
    expect(await testDb.db.teacher.count()).toBe(0)
  })

  it('refuses a taken e-mail with its message and writes nothing', async () => {
    const { caller } = await asAdmin()
    await makeUser(testDb.db, { email: 'imna.longkumer@lightridge-hss.edu.in' })
    const error = await failureOf(caller.users.create(teacherInput))
    expect(error.code).toBe('CONFLICT')
    expect(error.message).toBe('This email is already registered')
    expect(await testDb.db.user.count()).toBe(2)
    expect(await testDb.db.teacher.count()).toBe(0)
    expect(await testDb.db.auditLog.count()).toBe(0)
  })

  it('refuses a taken school ID', async () => {
    const { caller } = await asAdmin()
    const error = await failureOf(caller.users.create({ ...teacherInput, schoolId: 'adm000001' }))
    expect(error.code).toBe('CONFLICT')
    expect(error.message).toBe('This school ID is already in use')
  })

  it.each([
    ['a blank first name', { firstName: '  ' }, 'First name and last name are required'],
    ['a blank last name', { lastName: '' }, 'First name and last name are required'],
    ['a malformed e-mail', { email: 'imna@' }, 'Invalid email address format'],
    [
      'a date in US month-first order',
      { teacher: { ...teacherInput.teacher, joiningDate: '06/25/2019' } },
      'Dates must be in DD/MM/YYYY format',
    ],
    [
      'an impossible date',
      { teacher: { ...teacherInput.teacher, dateOfBirth: '29/02/1990' } },
      'There is no 29 February 1990.',
    ],
    [
      'a malformed school ID',
      { schoolId: 'AB12345' },
      'School ID must be three letters followed by six digits (e.g. ABC123456)',
    ],
  ])('rejects %s with a clear message and writes nothing', async (_, change, message) => {
    const { caller } = await asAdmin()
    const error = await failureOf(caller.users.create({ ...teacherInput, ...change }))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain(message)
    expect(await testDb.db.user.count()).toBe(1)
  })

  it('is refused to every other role with its own message', async () => {
    for (const role of ['teacher', 'student', 'cashier', 'parent'] as const) {
      const user = await makeUser(testDb.db, { role })
      const error = await failureOf(callerFor(user).caller.users.create(teacherInput))
      expect(error.code).toBe('FORBIDDEN')
      expect(error.message).toBe('Only administrators can create new user accounts')
    }
    expect(await testDb.db.teacher.count()).toBe(0)
  })

  it('retries a generated school ID that collides, backing off from 500 ms and doubling', async () => {
    const { admin } = await asAdmin()
    await makeUser(testDb.db, { uniqueId: 'STU000001' })
    await makeUser(testDb.db, { uniqueId: 'STU000002' })
    const candidates = ['STU000001', 'STU000002', 'STU000003']
    const delays: number[] = []
    const input: CreateUserInput = {
      role: 'student',
      firstName: 'Asen',
      lastName: 'Kikon',
      email: 'asen@lightridge-hss.edu.in',
      schoolId: undefined,
    }
    // Skipping the pre-check's view of school IDs: only the unique index sees the clash.
    const { user } = await createAccount(input, admin, {
      db: testDb.db,
      now: () => new Date(),
      generateSchoolId: () => candidates.shift()!,
      sleep: async (ms) => void delays.push(ms),
    })
    expect(user.uniqueId).toBe('STU000003')
    expect(delays).toEqual([500, 1000])
    expect(await testDb.db.student.count()).toBe(1)
  })

  it('gives up after 3 retries and leaves nothing behind', async () => {
    const { admin } = await asAdmin()
    await makeUser(testDb.db, { uniqueId: 'STU000001' })
    const delays: number[] = []
    const input: CreateUserInput = {
      role: 'student',
      firstName: 'Asen',
      lastName: 'Kikon',
      email: 'asen@lightridge-hss.edu.in',
      schoolId: undefined,
    }
    await expect(
      createAccount(input, admin, {
        db: testDb.db,
        now: () => new Date(),
        generateSchoolId: () => 'STU000001',
        sleep: async (ms) => void delays.push(ms),
      }),
    ).rejects.toThrow()
    expect(delays).toEqual([500, 1000, 2000])
    expect(await testDb.db.user.count({ where: { email: 'asen@lightridge-hss.edu.in' } })).toBe(0)
    expect(await testDb.db.student.count()).toBe(0)
  })

  it("reports 'Password does not meet complexity requirements' if a generated password ever fails the policy", async () => {
    const { admin } = await asAdmin()
    const input: CreateUserInput = {
      role: 'cashier',
      firstName: 'Lima',
      lastName: 'Ao',
      email: 'lima@lightridge-hss.edu.in',
      schoolId: undefined,
    }
    await expect(
      createAccount(input, admin, { db: testDb.db, now: () => new Date(), generatePassword: () => 'alllowercase' }),
    ).rejects.toThrow('Password does not meet complexity requirements')
    expect(await testDb.db.user.count()).toBe(1)
  })
})

describe('users.list', () => {
  it('searches by name, e-mail and school ID, filters by role and status, and pages on the server', async () => {
    const { caller } = await asAdmin()
    await makeUser(testDb.db, {
      role: 'teacher',
      firstName: 'Imna',
      lastName: 'Longkumer',
      email: 'imna@lightridge-hss.edu.in',
      uniqueId: 'TCH000001',
    })
    await makeUser(testDb.db, {
      role: 'student',
      firstName: 'Vilhou',
      lastName: 'Rio',
      email: 'vilhou@lightridge-hss.edu.in',
      uniqueId: 'STU000001',
      isActive: false,
    })
    for (let n = 0; n < 25; n++)
      await makeUser(testDb.db, { role: 'student', firstName: 'Pupil', lastName: `No ${String(n).padStart(2, '0')}` })

    expect((await caller.users.list({ search: 'longk' })).items.map((u) => u.email)).toEqual([
      'imna@lightridge-hss.edu.in',
    ])
    expect((await caller.users.list({ search: 'VILHOU@' })).items).toHaveLength(1)
    expect((await caller.users.list({ search: 'tch000' })).items.map((u) => u.uniqueId)).toEqual(['TCH000001'])
    expect((await caller.users.list({ role: 'teacher' })).total).toBe(1)
    expect((await caller.users.list({ status: 'inactive' })).items.map((u) => u.email)).toEqual([
      'vilhou@lightridge-hss.edu.in',
    ])

    const first = await caller.users.list({ role: 'student', pageSize: 10 })
    expect(first).toMatchObject({ total: 26, pageCount: 3, page: 1 })
    const third = await caller.users.list({ role: 'student', pageSize: 10, page: 3 })
    expect(third.items).toHaveLength(6)
    expect(first.items[0]).not.toHaveProperty('passwordHash')
  })
})

describe('managing an account', () => {
  it('edits names and contact details, keeping the teachers row in step, and logs what changed', async () => {
    const { admin, caller } = await asAdmin()
    const { user } = await caller.users.create(teacherInput)
    await caller.users.update({
      id: user.id,
      firstName: 'Imnatoshi',
      lastName: 'Longkumer',
      email: 'imnatoshi@lightridge-hss.edu.in',
      teacher: { ...teacherInput.teacher, phone: '+91 98620 11111' },
    })
    const stored = await testDb.db.user.findUniqueOrThrow({ where: { id: user.id }, include: { teacher: true } })
    expect(stored).toMatchObject({ firstName: 'Imnatoshi', email: 'imnatoshi@lightridge-hss.edu.in' })
    expect(stored.teacher).toMatchObject({
      firstName: 'Imnatoshi',
      email: 'imnatoshi@lightridge-hss.edu.in',
      phone: '+919862011111',
      subjects: 'Physics, Mathematics',
    })
    const [log] = (await caller.audit.list({ action: 'user.update' })).items
    expect(log!.sentence).toBe(
      `${admin.firstName} ${admin.lastName} changed Imna Longkumer's e-mail from imna.longkumer@lightridge-hss.edu.in to imnatoshi@lightridge-hss.edu.in, first name from Imna to Imnatoshi and phone from +919436155555 to +919862011111.`,
    )
  })

  it("edits any account's own phone and address as Edit Profile stores and checks them", async () => {
    const { caller } = await asAdmin()
    const parent = await makeUser(testDb.db, {
      role: 'parent',
      firstName: 'Rina',
      lastName: 'Roy',
      email: 'rina.roy@example.in',
    })
    const edit = (contact: { phone?: string; address?: string }) =>
      caller.users.update({
        id: parent.id,
        role: 'parent',
        firstName: 'Rina',
        lastName: 'Roy',
        email: 'rina.roy@example.in',
        contact,
      })
    await edit({ phone: '+91 94361 00472', address: 'Circular Road, Dimapur' })
    // What the parent's own Edit Profile shows is what the admin typed, kept as +91 and ten digits.
    expect(await readContact(testDb.db, { id: parent.id, role: 'parent' })).toEqual({
      phone: '+919436100472',
      address: 'Circular Road, Dimapur',
    })
    expect(await caller.users.get({ id: parent.id })).toMatchObject({
      phone: '+919436100472',
      address: 'Circular Road, Dimapur',
    })
    const [log] = (await caller.audit.list({ action: 'user.update' })).items
    expect(log!.sentence).toMatch(
      / changed Rina Roy's phone from blank to \+919436100472 and address from blank to Circular Road, Dimapur\.$/,
    )

    // The same checks as Edit Profile: a number that is not an Indian mobile is refused with its message, and nothing changes.
    const short = await failureOf(edit({ phone: '12345', address: 'Elsewhere' }))
    expect(short.code).toBe('BAD_REQUEST')
    expect(short.message).toContain(indianMobileMessage)
    expect(await readContact(testDb.db, { id: parent.id, role: 'parent' })).toEqual({
      phone: '+919436100472',
      address: 'Circular Road, Dimapur',
    })
    // Blank clears; an update without contact details leaves them alone.
    await edit({ phone: '', address: 'Circular Road, Dimapur' })
    await caller.users.update({ id: parent.id, firstName: 'Rina', lastName: 'Roy', email: 'rina.roy@example.in' })
    expect(await readContact(testDb.db, { id: parent.id, role: 'parent' })).toEqual({
      phone: null,
      address: 'Circular Road, Dimapur',
    })
  })

  it('refuses to move an account onto a taken e-mail', async () => {
    const { caller } = await asAdmin()
    const other = await makeUser(testDb.db, { email: 'taken@lightridge-hss.edu.in' })
    const target = await makeUser(testDb.db)
    const error = await failureOf(
      caller.users.update({ id: target.id, firstName: 'A', lastName: 'B', email: other.email! }),
    )
    expect(error.message).toBe('This email is already registered')
  })

  it('resets a password: the new one works once shown, the old one and every session stop working', async () => {
    const { caller } = await asAdmin()
    const target = await makeUser(testDb.db, { email: 'forgetful@lightridge-hss.edu.in' })
    const { token } = await createSession(target.id, { db })
    const { password } = await caller.users.resetPassword({ id: target.id })
    expect(meetsPasswordPolicy(password)).toBe(true)
    expect(await validateSessionToken(token, { db })).toBeNull()
    await expect(signIn('forgetful@lightridge-hss.edu.in', defaultPassword)).rejects.toThrow(
      'Invalid school ID or password',
    )
    await expect(signIn('forgetful@lightridge-hss.edu.in', password)).resolves.toMatchObject({ id: target.id })
    expect(await testDb.db.auditLog.count({ where: { action: 'user.password_reset', targetId: target.id } })).toBe(1)
  })

  it('deactivates (ending every session and refusing sign-in) and reactivates', async () => {
    const { caller } = await asAdmin()
    const target = await makeUser(testDb.db, { email: 'leaver@lightridge-hss.edu.in' })
    await createSession(target.id, { db })
    await createSession(target.id, { db })
    await caller.users.setActive({ id: target.id, active: false })
    expect(await testDb.db.session.count({ where: { userId: target.id } })).toBe(0)
    await expect(signIn('leaver@lightridge-hss.edu.in', defaultPassword)).rejects.toThrow(
      'This account has been deactivated',
    )

    await caller.users.setActive({ id: target.id, active: true })
    await expect(signIn('leaver@lightridge-hss.edu.in', defaultPassword)).resolves.toMatchObject({ id: target.id })
    const actions = (await testDb.db.auditLog.findMany({ orderBy: { createdAt: 'asc' } })).map((log) => log.action)
    expect(actions).toEqual(['user.deactivate', 'user.reactivate'])
  })

  it('deletes an account with its teachers row; the audit entry outlives it', async () => {
    const { caller } = await asAdmin()
    const { user } = await caller.users.create(teacherInput)
    await caller.users.delete({ id: user.id })
    expect(await testDb.db.user.count({ where: { id: user.id } })).toBe(0)
    expect(await testDb.db.teacher.count()).toBe(0)
    const log = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'user.delete' } })
    expect(log.targetLabel).toContain('imna.longkumer@lightridge-hss.edu.in')
  })

  it('does not let an admin deactivate, delete or change the role of their own account', async () => {
    const { admin, caller } = await asAdmin()
    expect((await failureOf(caller.users.setActive({ id: admin.id, active: false }))).message).toBe(
      'You cannot deactivate your own account.',
    )
    expect((await failureOf(caller.users.delete({ id: admin.id }))).message).toBe('You cannot delete your own account.')
    expect((await failureOf(caller.users.setRole({ id: admin.id, role: 'teacher' }))).message).toBe(
      'You cannot change your own role.',
    )
    expect(await testDb.db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      role: 'admin',
      isActive: true,
    })
  })
})

describe('users.setRole', () => {
  it('changes a role, adds the matching record and logs from/to', async () => {
    const { caller } = await asAdmin()
    const target = await makeUser(testDb.db, { role: 'cashier', firstName: 'Lima', lastName: 'Ao' })
    await caller.users.setRole({ id: target.id, role: 'teacher' })
    expect(await testDb.db.teacher.findUniqueOrThrow({ where: { userId: target.id } })).toMatchObject({
      firstName: 'Lima',
      email: target.email,
    })
    const log = await testDb.db.auditLog.findFirstOrThrow({ where: { action: 'user.role_change' } })
    expect(JSON.parse(log.details!)).toMatchObject({ from: 'cashier', to: 'teacher' })
  })

  it('never leaves the school without an active admin, even when the acting admin was deactivated meanwhile', async () => {
    const { admin, caller } = await asAdmin()
    const other = await makeUser(testDb.db, { role: 'admin' })
    // The acting admin's account is switched off while their page is still open.
    await testDb.db.user.update({ where: { id: admin.id }, data: { isActive: false } })
    for (const attempt of [
      () => caller.users.setRole({ id: other.id, role: 'teacher' }),
      () => caller.users.setActive({ id: other.id, active: false }),
      () => caller.users.delete({ id: other.id }),
    ]) {
      const error = await failureOf(attempt())
      expect(error.code).toBe('CONFLICT')
      expect(error.message).toBe('There must always be at least one active administrator.')
    }
    expect(await testDb.db.user.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      role: 'admin',
      isActive: true,
    })
    expect(await testDb.db.auditLog.count()).toBe(0)
  })

  it('lets one admin demote another while an active admin remains', async () => {
    const { caller } = await asAdmin()
    const other = await makeUser(testDb.db, { role: 'admin' })
    await expect(caller.users.setRole({ id: other.id, role: 'teacher' })).resolves.toMatchObject({ role: 'teacher' })
  })
})

describe('users.importStudents', () => {
  const good: Record<string, string>[] = [
    {
      first_name: 'Asen',
      last_name: 'Kikon',
      email: 'asen@lightridge-hss.edu.in',
      school_id: '',
      parent_email: 'parent@lightridge-hss.edu.in',
      date_of_birth: '2010-05-01',
      gender: 'Male',
      parent_phone: '094361 22810',
    },
    { first_name: 'Bendang', last_name: 'Jamir', email: 'bendang@lightridge-hss.edu.in', school_id: 'stu900001' },
  ]

  it('reports every bad row and imports nothing when any row is bad', async () => {
    const { caller } = await asAdmin()
    await makeUser(testDb.db, { email: 'taken@lightridge-hss.edu.in' })
    const result = await caller.users.importStudents({
      rows: [
        ...good,
        { first_name: '', last_name: 'Ao', email: 'lima@lightridge-hss.edu.in' },
        { first_name: 'Temsu', last_name: 'Ao', email: 'not-an-email', date_of_birth: '2010/01/01' },
        { first_name: 'Dup', last_name: 'Licate', email: 'ASEN@lightridge-hss.edu.in' },
        { first_name: 'Old', last_name: 'Timer', email: 'taken@lightridge-hss.edu.in', gender: 'unknown' },
        { first_name: 'Moa', last_name: 'Ao', parent_phone: '03862 224455' },
      ],
    })
    expect(result.ok).toBe(false)
    expect(result.created).toEqual([])
    expect(result.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, []],
      [4, ['first_name: First name and last name are required']],
      [5, ['email: Invalid email address format', 'date_of_birth: Dates must be in DD/MM/YYYY format']],
      [6, ['E-mail repeats line 2 of this file']],
      [7, ['gender: Choose male, female or other (M, F or O)']],
      [8, [`parent_phone: ${indianMobileMessage}`]],
    ])
    expect(await testDb.db.user.count()).toBe(2)
  })

  it('flags e-mails that already have an account', async () => {
    const { caller } = await asAdmin()
    await makeUser(testDb.db, { email: 'asen@lightridge-hss.edu.in' })
    const result = await caller.users.importStudents({ rows: good })
    expect(result.rows[0]!.errors).toEqual(['This email is already registered'])
    expect(result.ok).toBe(false)
  })

  it('a dry run validates without writing', async () => {
    const { caller } = await asAdmin()
    const result = await caller.users.importStudents({ rows: good, dryRun: true })
    expect(result).toMatchObject({ ok: true, dryRun: true, created: [] })
    expect(await testDb.db.user.count()).toBe(1)
  })

  it('imports a clean file whole: accounts, students rows, school IDs and one-time passwords', async () => {
    const { caller } = await asAdmin()
    const result = await caller.users.importStudents({ rows: good })
    expect(result.ok).toBe(true)
    expect(result.created.map((row) => [row.line, row.email])).toEqual([
      [2, 'asen@lightridge-hss.edu.in'],
      [3, 'bendang@lightridge-hss.edu.in'],
    ])
    expect(result.created[0]!.schoolId).toMatch(/^STU\d{6}$/)
    expect(result.created[1]!.schoolId).toBe('STU900001')
    for (const row of result.created) expect(meetsPasswordPolicy(row.password)).toBe(true)
    expect(
      await testDb.db.student.findUniqueOrThrow({
        where: {
          userId: (await testDb.db.user.findUniqueOrThrow({ where: { email: 'asen@lightridge-hss.edu.in' } })).id,
        },
      }),
    ).toMatchObject({
      gender: 'male',
      parentEmail: 'parent@lightridge-hss.edu.in',
      parentPhone: '+919436122810',
    })
    await expect(signIn('STU900001', result.created[1]!.password)).resolves.toMatchObject({ role: 'student' })
    expect(await testDb.db.auditLog.count({ where: { action: 'user.create' } })).toBe(2)
    expect(await testDb.db.auditLog.count({ where: { action: 'user.import' } })).toBe(1)
  })
})

describe('audit.list', () => {
  it('filters by action and actor, newest first', async () => {
    const { admin, caller } = await asAdmin()
    const second = await makeUser(testDb.db, { role: 'admin', email: 'second@lightridge-hss.edu.in' })
    const target = await makeUser(testDb.db)
    await caller.users.setRole({ id: target.id, role: 'teacher' })
    await caller.users.setActive({ id: target.id, active: false })
    await callerFor(second).caller.users.setActive({ id: target.id, active: true })

    const all = await caller.audit.list({})
    expect(all.items.map((item) => item.action)).toEqual(['user.reactivate', 'user.deactivate', 'user.role_change'])
    expect((await caller.audit.list({ action: 'user.role_change' })).items[0]!.sentence).toBe(
      `${admin.firstName} ${admin.lastName} changed ${target.firstName} ${target.lastName}'s role from Student to Teacher.`,
    )
    expect((await caller.audit.list({ actorId: admin.id })).total).toBe(2)
    const filters = await caller.audit.filters()
    expect(filters.actions).toEqual([
      { value: 'user.deactivate', label: 'Account deactivated' },
      { value: 'user.reactivate', label: 'Account reactivated' },
      { value: 'user.role_change', label: 'Role changed' },
    ])
    expect(filters.actors.map((actor) => actor.email).sort()).toEqual([
      'admin@lightridge-hss.edu.in',
      'second@lightridge-hss.edu.in',
    ])
  })
})
