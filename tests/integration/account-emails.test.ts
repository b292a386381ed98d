// A student's own e-mail is optional (families without e-mail sign in with the school ID); a
// parent, teacher, cashier or admin needs one. The same rule in registration, user management, role changes and
// the CSV import, checked on the server whatever the form sent.
import { describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { emailRequiredMessage } from '~/shared/account-schemas'
import { roles } from '~/shared/roles'
import { callerFor, makeUser, useAdminCaller, useFreshDatabasePerTest } from '../support/accounts'
import { failureOf } from '../support/failures'

const { db } = await useFreshDatabasePerTest()

const now = fixedClock('2026-06-20T10:00:00+05:30')
const asAdmin = useAdminCaller(db, now)

describe('an account without e-mail', () => {
  it('is a student who signs in with the school ID', async () => {
    const created = await asAdmin().users.create({ role: 'student', firstName: 'Lipok', lastName: 'Ao', email: '  ' })
    expect(created.user.email).toBeNull()
    expect(created.welcomeEmailed).toBe(false)
    const signedIn = await callerFor(null, { db, now, clientAddress: '203.0.113.7' }).caller.auth.login({
      identifier: created.user.uniqueId!.toLowerCase(),
      password: created.password,
    })
    expect(signedIn).toMatchObject({ role: 'student', email: null })
    // Two students without e-mail do not collide.
    await expect(
      asAdmin().users.create({ role: 'student', firstName: 'Temsu', lastName: 'Ao' }),
    ).resolves.toMatchObject({ user: { email: null } })
  })

  it.each(roles.filter((role) => role !== 'student'))(
    'is refused for a %s, with the reason, and nothing is written',
    async (role) => {
      const error = await failureOf(asAdmin().users.create({ role, firstName: 'Lima', lastName: 'Ao', email: '' }))
      expect(error.code).toBe('BAD_REQUEST')
      expect(error.message).toContain(emailRequiredMessage)
      expect(await db.user.count()).toBe(1)
    },
  )

  it("can be a student's edit, never a parent's, whatever role the form claims", async () => {
    const student = await makeUser(db, { role: 'student', email: 'lipok@example.in' })
    await asAdmin().users.update({ id: student.id, role: 'student', firstName: 'Lipok', lastName: 'Ao', email: '' })
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).email).toBeNull()

    const parent = await makeUser(db, { role: 'parent', email: 'temsu@example.in' })
    const claimed = await failureOf(
      asAdmin().users.update({ id: parent.id, role: 'student', firstName: 'Temsu', lastName: 'Ao', email: null }),
    )
    expect(claimed.code).toBe('BAD_REQUEST')
    expect(claimed.message).toBe(emailRequiredMessage)
    const honest = await failureOf(
      asAdmin().users.update({ id: parent.id, role: 'parent', firstName: 'Temsu', lastName: 'Ao', email: '' }),
    )
    expect(honest.message).toContain(emailRequiredMessage)
    expect((await db.user.findUniqueOrThrow({ where: { id: parent.id } })).email).toBe('temsu@example.in')
  })

  it('must get an e-mail before the role changes to one that needs it', async () => {
    const student = await makeUser(db, { role: 'student' })
    await db.user.update({ where: { id: student.id }, data: { email: null } })
    const error = await failureOf(asAdmin().users.setRole({ id: student.id, role: 'teacher' }))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toBe('Add an e-mail address to this account before giving it the Teacher role.')
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).role).toBe('student')
  })
})

describe('the CSV import', () => {
  it('takes students without an e-mail (no column, or blank cells) and still finds repeated e-mails', async () => {
    const noColumn = await asAdmin().users.importStudents({
      rows: [
        { first_name: 'Lipok', last_name: 'Ao' },
        { first_name: 'Temsu', last_name: 'Ao' },
      ],
    })
    expect(noColumn.ok).toBe(true)
    expect(noColumn.created.map((row) => row.email)).toEqual([null, null])

    const mixed = await asAdmin().users.importStudents({
      rows: [
        { first_name: 'Asen', last_name: 'Kikon', email: '' },
        { first_name: 'Imna', last_name: 'Jamir', email: 'imna@example.in' },
        { first_name: 'Imna', last_name: 'Again', email: 'IMNA@example.in' },
      ],
      dryRun: true,
    })
    expect(mixed.rows.map((row) => row.errors)).toEqual([[], [], ['E-mail repeats line 3 of this file']])
    expect(await db.student.count()).toBe(2)
  })
})
