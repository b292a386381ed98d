// A school with fees set up through the router: year 2026-27, two heads, two terms, a structure for two classes,
// enrolled students (two of them siblings), and a way to call the fee router as anyone at a chosen instant.
import type { SessionUser } from '~/server/auth/session'
import { fixedClock, type Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import { callerFor, makeUser } from '../support/accounts'

export const today = '2026-07-05T11:00:00+05:30'

export type FeeSchool = Awaited<ReturnType<typeof buildFeeSchool>>

export async function makeStudent(
  db: PrismaClient,
  options: {
    firstName: string
    lastName: string
    parentEmail?: string | null
    parentPhone?: string | null
    email?: string
  },
) {
  const user = await makeUser(db, {
    role: 'student',
    firstName: options.firstName,
    lastName: options.lastName,
    ...(options.email ? { email: options.email } : {}),
  })
  await db.student.create({
    data: {
      userId: user.id,
      firstName: options.firstName,
      lastName: options.lastName,
      parentEmail: options.parentEmail ?? null,
      parentPhone: options.parentPhone ?? null,
      parentName: options.parentEmail ? `Parent of ${options.firstName}` : null,
    },
  })
  return user
}

export function feesAs(user: SessionUser | null, db: PrismaClient, at: string | Clock = today) {
  const now = typeof at === 'string' ? fixedClock(at) : at
  return callerFor(user, { db, now }).caller.fees
}

export async function buildFeeSchool(db: PrismaClient) {
  const admin = await makeUser(db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' })
  const cashier = await makeUser(db, { role: 'cashier', firstName: 'Cyrus', lastName: 'Cashier' })
  const cashier2 = await makeUser(db, { role: 'cashier', firstName: 'Cora', lastName: 'Counter' })
  const setup = feesAs(admin, db).setup

  const year = await setup.years.create({ name: '2026-27' })
  const tuition = await setup.heads.create({ name: 'Tuition' })
  const exam = await setup.heads.create({ name: 'Examination' })
  // Term 1: flat ₹100 after 5 grace days. Term 2: ₹10 a day from the due date, at most ₹500.
  const term1 = await setup.terms.create({
    yearId: year.id,
    name: 'Term 1',
    dueDate: '2026-04-25',
    graceDays: 5,
    fineKind: 'flat',
    fineAmountPaise: 100_00,
    fineCapPaise: null,
  })
  const term2 = await setup.terms.create({
    yearId: year.id,
    name: 'Term 2',
    dueDate: '2026-06-25',
    graceDays: 0,
    fineKind: 'per_day',
    fineAmountPaise: 10_00,
    fineCapPaise: 500_00,
  })
  const term3 = await setup.terms.create({
    yearId: year.id,
    name: 'Term 3',
    dueDate: '2026-10-25',
    graceDays: 0,
    fineKind: 'none',
    fineAmountPaise: 0,
  })
  const cells: [string, string, string, number][] = [
    [term1.id, 'class5', tuition.id, 5_000_00],
    [term1.id, 'class5', exam.id, 500_00],
    [term2.id, 'class5', tuition.id, 5_000_00],
    [term3.id, 'class5', tuition.id, 5_000_00],
    [term1.id, 'class8', tuition.id, 6_000_00],
    [term1.id, 'class8', exam.id, 700_00],
    [term2.id, 'class8', tuition.id, 6_000_00],
    [term3.id, 'class8', tuition.id, 6_000_00],
  ]
  for (const [termId, className, headId, amountPaise] of cells) {
    await setup.structure.set({ termId, className: className as 'class5', headId, amountPaise })
  }

  // The Sharma family: two children, one parent account. The Roy family: one child.
  const asha = await makeStudent(db, {
    firstName: 'Asha',
    lastName: 'Sharma',
    parentEmail: 'sharma.parent@example.com',
    parentPhone: '9876543210',
  })
  const ravi = await makeStudent(db, {
    firstName: 'Ravi',
    lastName: 'Sharma',
    parentEmail: 'sharma.parent@example.com',
    parentPhone: '9876543210',
  })
  const mira = await makeStudent(db, {
    firstName: 'Mira',
    lastName: 'Roy',
    parentEmail: 'roy.parent@example.com',
    parentPhone: '9123456780',
  })
  const sharmaParent = await makeUser(db, {
    role: 'parent',
    email: 'sharma.parent@example.com',
    firstName: 'Sunil',
    lastName: 'Sharma',
  })
  const royParent = await makeUser(db, {
    role: 'parent',
    email: 'roy.parent@example.com',
    firstName: 'Rina',
    lastName: 'Roy',
  })
  // Parents see their children through the guardian link.
  const linkedAt = new Date('2026-04-01T00:00:00Z')
  await db.guardian.createMany({
    data: [
      { parentId: sharmaParent.id, studentId: asha.id, relation: 'father', slot: 1, createdAt: linkedAt },
      { parentId: sharmaParent.id, studentId: ravi.id, relation: 'father', slot: 1, createdAt: linkedAt },
      { parentId: royParent.id, studentId: mira.id, relation: 'mother', slot: 1, createdAt: linkedAt },
    ],
  })
  await setup.enrolments.set({ studentId: asha.id, className: 'class5', section: 'A', rollNumber: 3 })
  await setup.enrolments.set({ studentId: ravi.id, className: 'class8', section: 'B', rollNumber: 11 })
  await setup.enrolments.set({ studentId: mira.id, className: 'class5', section: 'A', rollNumber: 7 })

  return {
    admin,
    cashier,
    cashier2,
    year,
    /** The structure as set: term, class, head, amount. */
    cells: cells.map(([termId, className, headId, amountPaise]) => ({ termId, className, headId, amountPaise })),
    heads: { tuition, exam },
    terms: { term1, term2, term3 },
    students: { asha, ravi, mira },
    parents: { sharmaParent, royParent },
  }
}

/** Issues terms 1 and 2 as the admin. */
export async function issueTerms(db: PrismaClient, school: FeeSchool) {
  const setup = feesAs(school.admin, db).setup
  await setup.issueTerm({ termId: school.terms.term1.id })
  await setup.issueTerm({ termId: school.terms.term2.id })
}
