// Guardian links. Accepting an admission creates the student (own e-mail optional, never the
// family's) and, when none exists, the parent account from the application's e-mail, linked as guardian; a
// parent's children (dashboard, fee portal) come from the link; at most two guardians per child, atomically.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { linkGuardian } from '~/server/auth/guardians'
import { fixedClock } from '~/server/clock'
import type { SessionUser } from '~/server/auth/session'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

const now = fixedClock('2026-06-20T10:00:00+05:30')
let admin: SessionUser
const asAdmin = () => callerFor(admin, { db, now, appOrigin: 'https://school.example' }).caller

beforeEach(async () => {
  await testDb.reset()
  admin = await makeUser(db, { role: 'admin' })
  await asAdmin().fees.setup.years.create({ name: '2026-27' })
})

let sequence = 0
function acceptedApplication(email = 'rio.parents@example.in', studentName = 'Kevi Rio') {
  sequence += 1
  return db.admissionApplication.create({
    data: {
      reference: `ADM-2026-${String(sequence).padStart(5, '0')}`,
      status: 'accepted',
      studentName,
      dob: '2015-03-02',
      gender: 'male',
      applyingForClass: 'class4',
      fatherName: 'Vilhou Rio',
      motherName: 'Neino Rio',
      address: 'Kohima',
      phoneNumber: '9436012345',
      email,
      birthCertificateUrl: 'x',
      aadhaarCardUrl: 'y',
    },
  })
}

async function sessionUser(id: string): Promise<SessionUser> {
  return db.user.findUniqueOrThrow({
    where: { id },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, uniqueId: true, avatarUrl: true },
  })
}

describe('accepting an admission', () => {
  it('creates the student without an e-mail and the parent from the family e-mail, linked, both able to sign in', async () => {
    const application = await acceptedApplication()
    const created = await asAdmin().admissions.createStudentAccount({
      id: application.id,
      firstName: 'Kevi',
      lastName: 'Rio',
    })
    expect(created.account.email).toBeNull()
    expect(created.parent?.account).toMatchObject({
      email: 'rio.parents@example.in',
      firstName: 'Vilhou',
      lastName: 'Rio',
    })
    expect(created.parent?.password).toHaveLength(10)
    expect(created.parentWelcomeEmailed).toBe(true)
    expect(created.welcomeEmailed).toBe(false)
    expect(await db.guardian.findMany({ select: { parentId: true, studentId: true } })).toEqual([
      { parentId: created.parent!.account.id, studentId: created.account.id },
    ])
    const welcome = await db.emailOutbox.findFirstOrThrow({
      where: { to: 'rio.parents@example.in', subject: { contains: 'account' } },
    })
    // The set-password link went out once and is not kept in the outbox.
    expect(welcome.text).toContain('set-password link (hidden)')
    expect(welcome.text).not.toContain('token=')

    // The parent signs in and sees the child on the dashboard and in the fee portal.
    const anonymous = callerFor(null, { db, now, clientAddress: '203.0.113.5' }).caller
    await expect(
      anonymous.auth.login({ identifier: 'rio.parents@example.in', password: created.parent!.password! }),
    ).resolves.toMatchObject({ role: 'parent' })
    await expect(
      anonymous.auth.login({ identifier: created.account.uniqueId!, password: created.password }),
    ).resolves.toMatchObject({ role: 'student' })
    const parent = callerFor(await sessionUser(created.parent!.account.id), { db, now }).caller
    const summary = await parent.dashboard.summary()
    expect(summary.role === 'parent' && summary.children.map((child) => child.id)).toEqual([created.account.id])
    expect((await parent.fees.family.children()).map((child) => child.studentId)).toEqual([created.account.id])
  })

  it("refuses the family's e-mail as the student's own and writes nothing", async () => {
    const application = await acceptedApplication()
    const error = await failureOf(
      asAdmin().admissions.createStudentAccount({
        id: application.id,
        firstName: 'Kevi',
        lastName: 'Rio',
        email: 'RIO.parents@example.in',
      }),
    )
    expect(error.code).toBe('BAD_REQUEST')
    expect(await db.user.count()).toBe(1)
  })

  it('links a second child to the existing parent account and creates no second parent', async () => {
    const first = await asAdmin().admissions.createStudentAccount({
      id: (await acceptedApplication()).id,
      firstName: 'Kevi',
      lastName: 'Rio',
      email: 'kevi@example.in',
    })
    const second = await asAdmin().admissions.createStudentAccount({
      id: (await acceptedApplication('rio.parents@example.in', 'Vini Rio')).id,
      firstName: 'Vini',
      lastName: 'Rio',
    })
    expect(second.parent?.account.id).toBe(first.parent?.account.id)
    expect(second.parent?.password).toBeNull()
    expect(await db.user.count({ where: { role: 'parent' } })).toBe(1)
    const parent = callerFor(await sessionUser(first.parent!.account.id), { db, now }).caller
    expect((await parent.fees.family.children()).map((child) => child.name).sort()).toEqual(['Kevi Rio', 'Vini Rio'])
  })

  it('a parent who shares nothing but an e-mail string with a student sees no child without a link', async () => {
    const parent = await makeUser(db, { role: 'parent', email: 'same@example.in' })
    const student = await makeUser(db, { role: 'student' })
    await db.student.create({
      data: { userId: student.id, firstName: 'A', lastName: 'B', parentEmail: 'same@example.in' },
    })
    const summary = await callerFor(parent, { db, now }).caller.dashboard.summary()
    expect(summary.role === 'parent' && summary.children).toEqual([])
  })
})

describe('guardian links', () => {
  it('allows at most two guardians per child, even when three links race', async () => {
    const student = await makeUser(db, { role: 'student' })
    const parents = [
      await makeUser(db, { role: 'parent' }),
      await makeUser(db, { role: 'parent' }),
      await makeUser(db, { role: 'parent' }),
    ]
    const results = await Promise.allSettled(
      parents.map((parent) =>
        linkGuardian(db, { parentId: parent.id, studentId: student.id, relation: 'guardian', now: now() }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
    expect(await db.guardian.count({ where: { studentId: student.id } })).toBe(2)
  })

  it('refuses a non-parent as guardian and a repeated link', async () => {
    const student = await makeUser(db, { role: 'student' })
    const teacher = await makeUser(db, { role: 'teacher' })
    const parent = await makeUser(db, { role: 'parent' })
    expect(
      (
        await failureOf(
          linkGuardian(db, { parentId: teacher.id, studentId: student.id, relation: 'guardian', now: now() }),
        )
      ).code,
    ).toBe('BAD_REQUEST')
    await linkGuardian(db, { parentId: parent.id, studentId: student.id, relation: 'mother', now: now() })
    expect(
      (
        await failureOf(
          linkGuardian(db, { parentId: parent.id, studentId: student.id, relation: 'mother', now: now() }),
        )
      ).code,
    ).toBe('CONFLICT')
  })
})

describe('user management: users.guardians, linkGuardian, unlinkGuardian', () => {
  it('links a parent by e-mail or school ID, lists both sides, refuses a third, and unlinks', async () => {
    const student = await makeUser(db, { role: 'student', firstName: 'Asen' })
    const father = await makeUser(db, { role: 'parent', email: 'father@example.in' })
    const mother = await makeUser(db, { role: 'parent', uniqueId: 'PAR123456' })
    const uncle = await makeUser(db, { role: 'parent' })
    const caller = asAdmin()
    await caller.users.linkGuardian({ studentId: student.id, parent: 'FATHER@example.in', relation: 'father' })
    const linked = await caller.users.linkGuardian({ studentId: student.id, parent: 'par123456', relation: 'mother' })
    expect(linked.guardians.map((guardian) => [guardian.id, guardian.relation])).toEqual([
      [father.id, 'father'],
      [mother.id, 'mother'],
    ])
    expect((await caller.users.guardians({ id: father.id })).children.map((child) => child.id)).toEqual([student.id])
    const third = await failureOf(
      caller.users.linkGuardian({ studentId: student.id, parent: uncle.email!, relation: 'guardian' }),
    )
    expect(third.message).toBe('This student already has two guardians. Unlink one first.')
    expect(
      (
        await failureOf(
          caller.users.linkGuardian({ studentId: student.id, parent: 'nobody@example.in', relation: 'guardian' }),
        )
      ).code,
    ).toBe('NOT_FOUND')

    const after = await caller.users.unlinkGuardian({ studentId: student.id, parentId: father.id })
    expect(after.guardians.map((guardian) => guardian.id)).toEqual([mother.id])
    expect((await failureOf(caller.users.unlinkGuardian({ studentId: student.id, parentId: father.id }))).code).toBe(
      'NOT_FOUND',
    )
    await caller.users.linkGuardian({ studentId: student.id, parent: uncle.email!, relation: 'guardian' })
    expect(await db.auditLog.count({ where: { action: { in: ['user.guardian_link', 'user.guardian_unlink'] } } })).toBe(
      4,
    )
  })
})

describe('registration and the CSV import link by the parent e-mail', () => {
  it('links a new student to the parent account of their parent e-mail, and a new parent to existing children', async () => {
    const caller = asAdmin()
    const parent = await caller.users.create({
      role: 'parent',
      firstName: 'Moa',
      lastName: 'Ao',
      email: 'moa.ao@example.in',
    })
    const { user: student } = await caller.users.create({
      role: 'student',
      firstName: 'Asen',
      lastName: 'Ao',
      email: 'asen@example.in',
      student: { parentEmail: 'MOA.AO@example.in' },
    })
    await caller.users.importStudents({
      rows: [{ first_name: 'Lipok', last_name: 'Ao', email: 'lipok@example.in', parent_email: 'moa.ao@example.in' }],
    })
    const children = (await caller.users.guardians({ id: parent.user.id })).children.map((child) => child.firstName)
    expect(children).toEqual(['Asen', 'Lipok'])

    // A parent registered after the child is linked to them.
    await caller.users.importStudents({
      rows: [{ first_name: 'Toka', last_name: 'Sema', email: 'toka@example.in', parent_email: 'sema.home@example.in' }],
    })
    const sema = await caller.users.create({
      role: 'parent',
      firstName: 'Hokiye',
      lastName: 'Sema',
      email: 'sema.home@example.in',
    })
    expect((await caller.users.guardians({ id: sema.user.id })).children.map((child) => child.firstName)).toEqual([
      'Toka',
    ])
    expect((await caller.users.guardians({ id: student.id })).guardians.map((guardian) => guardian.id)).toEqual([
      parent.user.id,
    ])
  })
})
