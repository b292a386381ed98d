// A parent's dashboard opens each child's page (profile, fees, notices). Two families: a parent
// sees their own children only; another family's child, a student who is nobody's child, a teacher's id or an id
// that names nothing is the same NOT_FOUND, so a stranger cannot learn who exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'
import { buildFeeSchool, issueTerms, makeStudent, today, type FeeSchool } from './fees-fixture'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

const now = fixedClock(today)
let school: FeeSchool

beforeAll(async () => {
  await testDb.reset()
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
  await db.student.update({
    where: { userId: school.students.asha.id },
    data: { dateOfBirth: '2015-04-02', gender: 'female', address: 'Duncan Basti, Dimapur' },
  })
  const teacher = await makeUser(db, { role: 'teacher' })
  await callerFor(teacher, { db, now }).caller.notices.create({
    title: 'Sports day on Friday',
    category: 'event',
    date: '2026-07-03',
    content: 'Bring your kit.',
    important: false,
    publish: 'now',
    publishAt: '',
  })
  await callerFor(teacher, { db, now }).caller.notices.create({
    title: 'Not yet',
    category: 'exam',
    date: '2026-07-10',
    content: 'Later.',
    important: false,
    publish: 'draft',
    publishAt: '',
  })
})

const asParent = (parent: FeeSchool['parents']['sharmaParent']) => callerFor(parent, { db, now }).caller.dashboard

describe("a parent's child page", () => {
  it("shows the child's profile with this year's class, section and roll number, their fees and the published notices", async () => {
    const page = await asParent(school.parents.sharmaParent).child({ id: school.students.asha.id })
    expect(page).toMatchObject({
      name: 'Asha Sharma',
      classLabel: 'Class 5',
      section: 'A',
      rollNumber: 3,
      yearName: '2026-27',
      dateOfBirth: '2015-04-02',
      gender: 'female',
      address: 'Duncan Basti, Dimapur',
      guardians: [{ id: school.parents.sharmaParent.id, name: 'Sunil Sharma', relation: 'father', isYou: true }],
    })
    // Term 1 (₹5,500) and Term 2 (₹5,000) issued, nothing paid.
    expect(page.fees.outstandingPaise).toBeGreaterThanOrEqual(10_500_00)
    expect(page.fees.nextDue).toMatchObject({ termName: 'Term 1', overdue: true })
    expect(page.notices.map((notice) => notice.title)).toEqual(['Sports day on Friday'])
    // The dashboard's cards name the same children the page opens.
    const summary = await asParent(school.parents.sharmaParent).summary()
    expect(summary.role === 'parent' && summary.children.map((child) => child.id).sort()).toEqual(
      [school.students.asha.id, school.students.ravi.id].sort(),
    )
  })

  it("is NOT_FOUND for another family's child, an unlinked student, a teacher and a made-up id, with one message", async () => {
    const stranger = await makeStudent(db, { firstName: 'Lipok', lastName: 'Ao' })
    const teacher = await makeUser(db, { role: 'teacher' })
    const ids = [school.students.mira.id, stranger.id, teacher.id, '00000000-0000-4000-8000-000000000000']
    const messages = new Set<string>()
    for (const id of ids) {
      const error = await failureOf(asParent(school.parents.sharmaParent).child({ id }))
      expect(error.code).toBe('NOT_FOUND')
      messages.add(error.message)
    }
    expect([...messages]).toEqual(['Student not found.'])
    // The other family's parent sees their own child and not the Sharmas'.
    await expect(asParent(school.parents.royParent).child({ id: school.students.mira.id })).resolves.toMatchObject({
      name: 'Mira Roy',
    })
    expect((await failureOf(asParent(school.parents.royParent).child({ id: school.students.asha.id }))).code).toBe(
      'NOT_FOUND',
    )
  })

  it('is gone once the link is removed or the child is deactivated', async () => {
    await db.user.update({ where: { id: school.students.ravi.id }, data: { isActive: false } })
    expect((await failureOf(asParent(school.parents.sharmaParent).child({ id: school.students.ravi.id }))).code).toBe(
      'NOT_FOUND',
    )
    await db.user.update({ where: { id: school.students.ravi.id }, data: { isActive: true } })
    await db.guardian.delete({
      where: { parentId_studentId: { parentId: school.parents.sharmaParent.id, studentId: school.students.ravi.id } },
    })
    expect((await failureOf(asParent(school.parents.sharmaParent).child({ id: school.students.ravi.id }))).code).toBe(
      'NOT_FOUND',
    )
  })
})
