// Issue 15 item 13: procedures that scope rows to the caller, each tested with two families, so that dropping the
// filter (a parent seeing every child, a student another's record) fails a test.
import { afterAll, describe, expect, it } from 'vitest'
import { linkGuardian } from '~/server/auth/guardians'
import { fixedClock } from '~/server/clock'
import type { SessionUser } from '~/server/auth/session'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

const now = fixedClock('2026-06-20T10:00:00+05:30')

async function child(firstName: string, parentEmail: string, dateOfBirth: string): Promise<SessionUser> {
  const user = await makeUser(db, { role: 'student', firstName, lastName: 'Family' })
  await db.student.create({ data: { userId: user.id, firstName, lastName: 'Family', parentEmail, parentName: `Parent of ${firstName}`, dateOfBirth } })
  return user
}

// Family A: one parent, one child. Family B: one parent, two children. Nothing links the families.
const parentA = await makeUser(db, { role: 'parent', email: 'a.parent@example.in' })
const parentB = await makeUser(db, { role: 'parent', email: 'b.parent@example.in' })
const asha = await child('Asha', 'a.parent@example.in', '2012-01-05')
const bendang = await child('Bendang', 'b.parent@example.in', '2011-03-09')
const chubala = await child('Chubala', 'b.parent@example.in', '2014-07-21')
await linkGuardian(db, { parentId: parentA.id, studentId: asha.id, relation: 'mother', now: now() })
await linkGuardian(db, { parentId: parentB.id, studentId: bendang.id, relation: 'father', now: now() })
await linkGuardian(db, { parentId: parentB.id, studentId: chubala.id, relation: 'father', now: now() })

describe('a parent sees only their own children', () => {
  it('on the dashboard: family A sees one child, family B its two, neither sees the other', async () => {
    const a = await callerFor(parentA, { db, now }).caller.dashboard.summary()
    const b = await callerFor(parentB, { db, now }).caller.dashboard.summary()
    expect(a.role === 'parent' && a.children.map((c) => c.id)).toEqual([asha.id])
    expect(b.role === 'parent' && b.children.map((c) => c.id).sort()).toEqual([bendang.id, chubala.id].sort())
  })

  it('in the fee portal: the children list is the same scope', async () => {
    expect((await callerFor(parentA, { db, now }).caller.fees.family.children()).map((c) => c.studentId)).toEqual([asha.id])
    expect((await callerFor(parentB, { db, now }).caller.fees.family.children()).map((c) => c.studentId).sort()).toEqual([bendang.id, chubala.id].sort())
  })
})

describe('a student sees only their own record', () => {
  it("each student's dashboard shows their own details, not another's", async () => {
    for (const [student, parentEmail, dateOfBirth] of [
      [asha, 'a.parent@example.in', '2012-01-05'],
      [bendang, 'b.parent@example.in', '2011-03-09'],
      [chubala, 'b.parent@example.in', '2014-07-21'],
    ] as const) {
      const summary = await callerFor(student, { db, now }).caller.dashboard.summary()
      expect(summary.role === 'student' && summary.student).toEqual({ parentName: `Parent of ${student.firstName}`, parentEmail, dateOfBirth })
    }
  })
})
