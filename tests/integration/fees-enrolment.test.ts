// Registration, user management, the CSV import and an accepted admission's "Create student
// account" all set the student's class in the current academic year; earlier years stay as history.
import { beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { useAdminCaller, useFreshDatabasePerTest } from '../support/accounts'

const { db } = await useFreshDatabasePerTest()

const now = fixedClock('2026-06-20T10:00:00+05:30')
const asAdmin = useAdminCaller(db, now)

beforeEach(async () => {
  await asAdmin().fees.setup.years.create({ name: '2026-27' })
})

const enrolmentOf = (studentId: string) =>
  db.enrolment.findMany({ where: { studentId }, include: { year: { select: { name: true } } } })

describe('enrolment from the account screens', () => {
  it('registration enrols a student in the current year; a blank class leaves them unenrolled', async () => {
    const caller = asAdmin()
    const { user } = await caller.users.create({
      role: 'student',
      firstName: 'Asha',
      lastName: 'Rai',
      email: 'asha@example.in',
      student: { className: 'class5', section: 'B', rollNumber: '7' },
    })
    expect((await enrolmentOf(user.id)).map((e) => [e.year.name, e.className, e.section, e.rollNumber])).toEqual([
      ['2026-27', 'class5', 'B', 7],
    ])
    expect((await caller.users.get({ id: user.id })).enrolment).toMatchObject({
      className: 'class5',
      section: 'B',
      rollNumber: 7,
    })

    const { user: other } = await caller.users.create({
      role: 'student',
      firstName: 'Bina',
      lastName: 'Rai',
      email: 'bina@example.in',
      student: { className: '' },
    })
    expect(await enrolmentOf(other.id)).toEqual([])
    expect((await caller.users.get({ id: other.id })).enrolment).toBeNull()
  })

  it('refuses an unknown class and writes nothing', async () => {
    const before = await db.user.count()
    await expect(
      asAdmin().users.create({
        role: 'student',
        firstName: 'C',
        lastName: 'D',
        email: 'cd@example.in',
        student: { className: 'class13' },
      }),
    ).rejects.toThrow('Unknown class.')
    expect(await db.user.count()).toBe(before)
  })

  it('user management changes the class of the current year and keeps earlier years', async () => {
    const caller = asAdmin()
    const { user } = await caller.users.create({
      role: 'student',
      firstName: 'Asha',
      lastName: 'Rai',
      email: 'asha@example.in',
      student: { className: 'class5' },
    })
    // Last year's row stays when the new year becomes current and the student moves up.
    const next = await caller.fees.setup.years.create({ name: '2027-28' })
    await caller.fees.setup.years.setCurrent({ id: next.id })
    await caller.users.update({
      id: user.id,
      firstName: 'Asha',
      lastName: 'Rai',
      email: 'asha@example.in',
      student: { className: 'Class 6', section: 'A', rollNumber: '3' },
    })
    const rows = (await enrolmentOf(user.id)).map((e) => [e.year.name, e.className]).sort()
    expect(rows).toEqual([
      ['2026-27', 'class5'],
      ['2027-28', 'class6'],
    ])
  })

  it('refuses to delete a student with fee records; deactivating keeps the ledger', async () => {
    const caller = asAdmin()
    const { user } = await caller.users.create({
      role: 'student',
      firstName: 'Asha',
      lastName: 'Rai',
      email: 'asha@example.in',
      student: { className: 'class5' },
    })
    const { user: fresh } = await caller.users.create({
      role: 'student',
      firstName: 'Bina',
      lastName: 'Rai',
      email: 'bina@example.in',
      student: { className: 'class5' },
    })
    const head = await caller.fees.setup.heads.create({ name: 'Tuition' })
    const year = (await caller.fees.setup.years.list())[0]!
    const term = await caller.fees.setup.terms.create({
      yearId: year.id,
      name: 'Term 1',
      dueDate: '2026-07-25',
      graceDays: 0,
      fineKind: 'none',
      fineAmountPaise: 0,
    })
    await caller.fees.setup.structure.set({
      termId: term.id,
      className: 'class5',
      headId: head.id,
      amountPaise: 1_000_00,
    })
    await db.enrolment.deleteMany({ where: { studentId: fresh.id } })
    await caller.fees.setup.issueTerm({ termId: term.id })
    await expect(caller.users.delete({ id: user.id })).rejects.toThrow('This student has fee records')
    expect(await db.user.count({ where: { id: user.id } })).toBe(1)
    await caller.users.delete({ id: fresh.id })
    expect(await db.user.count({ where: { id: fresh.id } })).toBe(0)
  })

  it('the CSV import reads class, section and roll number columns', async () => {
    const result = await asAdmin().users.importStudents({
      rows: [
        {
          first_name: 'Imna',
          last_name: 'Ao',
          email: 'imna@example.in',
          class: 'Class 9',
          section: 'C',
          roll_number: '21',
        },
        { first_name: 'Toka', last_name: 'Sema', email: 'toka@example.in', class: 'LKG' },
      ],
    })
    expect(result.ok).toBe(true)
    expect(result.created).toHaveLength(2)
    const rows = await db.enrolment.findMany({
      include: { student: { select: { firstName: true } } },
      orderBy: { className: 'asc' },
    })
    expect(rows.map((r) => [r.student.firstName, r.className, r.section, r.rollNumber])).toEqual([
      ['Imna', 'class9', 'C', 21],
      ['Toka', 'lkg', null, null],
    ])
    const bad = await asAdmin().users.importStudents({
      rows: [{ first_name: 'X', last_name: 'Y', email: 'xy@example.in', class: 'Form 4' }],
    })
    expect(bad.ok).toBe(false)
    expect(JSON.stringify(bad.rows)).toContain('Unknown class.')
  })

  it('creating the account of an accepted admission enrols it in the applied-for class, or the one the admin picks', async () => {
    const application = (reference: string, applyingForClass: string) =>
      db.admissionApplication.create({
        data: {
          reference,
          status: 'accepted',
          studentName: 'Kevi Rio',
          dob: '2015-03-02',
          gender: 'male',
          applyingForClass,
          fatherName: 'Vilhou Rio',
          motherName: 'Neino Rio',
          address: 'Kohima',
          phoneNumber: '9436012345',
          email: 'rio.parents@example.in',
          birthCertificateUrl: 'x',
          aadhaarCardUrl: 'y',
        },
      })
    const first = await application('ADM-2026-00001', 'class4')
    const created = await asAdmin().admissions.createStudentAccount({
      id: first.id,
      firstName: 'Kevi',
      lastName: 'Rio',
      email: 'kevi@example.in',
    })
    expect((await enrolmentOf(created.account.id)).map((e) => e.className)).toEqual(['class4'])

    const second = await application('ADM-2026-00002', 'class4')
    const picked = await asAdmin().admissions.createStudentAccount({
      id: second.id,
      firstName: 'Vini',
      lastName: 'Rio',
      email: 'vini@example.in',
      className: 'class3',
      section: 'A',
    })
    expect((await enrolmentOf(picked.account.id)).map((e) => [e.className, e.section])).toEqual([['class3', 'A']])
  })
})
