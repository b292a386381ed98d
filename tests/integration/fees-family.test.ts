// Who a family is, for fees (on the database under test: SQLite, or PostgreSQL with TEST_DATABASE_URL): a family
// receipt joins only students linked to the same guardian, never students who merely share a parent phone or
// e-mail; and a reminder goes to a family once per term and day, so reminding another overdue term still reaches it.
import { TRPCError } from '@trpc/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { collectMessages } from '~/server/fees/counter'
import { makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { drainOutbox } from '../support/drain-outbox'
import { failureOf } from '../support/failures'
import { buildFeeSchool, feesAs, issueTerms, makeStudent, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
})

const counts = async () => ({
  receipts: await db.feeReceipt.count(),
  allocations: await db.feeAllocation.count(),
  notifications: await db.notification.count(),
  nextNumber: (await db.academicYear.findFirstOrThrow({ where: { isCurrent: true } })).nextReceiptNumber,
})

describe('family receipts', () => {
  /** Two children of different families whose records carry the same parent phone and e-mail (a shared phone). */
  async function lookAlikes() {
    const setup = feesAs(school.admin, db).setup
    const tara = await makeStudent(db, {
      firstName: 'Tara',
      lastName: 'Das',
      parentEmail: 'shared.phone@example.com',
      parentPhone: '98765 11111',
    })
    const kiran = await makeStudent(db, {
      firstName: 'Kiran',
      lastName: 'Bose',
      parentEmail: 'shared.phone@example.com',
      parentPhone: '98765 11111',
    })
    await setup.enrolments.set({ studentId: tara.id, className: 'class5' })
    await setup.enrolments.set({ studentId: kiran.id, className: 'class8' })
    await issueTerms(db, school)
    return { tara, kiran }
  }

  it('shows students who share only a phone apart from siblings, and refuses them one receipt', async () => {
    const { tara, kiran } = await lookAlikes()
    const counter = feesAs(school.cashier, db).counter
    const view = await counter.student({ studentId: tara.id })
    expect(view.siblings).toEqual([])
    expect(view.sameContact.map((s) => [s.name, s.classLabel])).toEqual([['Kiran Bose', 'Class 8']])

    const before = await counts()
    const refused = await failureOf(
      counter.collect({
        mode: 'cash',
        students: [
          { studentId: tara.id, amountPaise: 100_00 },
          { studentId: kiran.id, amountPaise: 100_00 },
        ],
      }),
    )
    expect(refused).toBeInstanceOf(TRPCError)
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', collectMessages.notFamily])
    // No receipt, no number taken, no bell rung in either family.
    expect(await counts()).toEqual(before)
  })

  it('does not count a stranger with a sibling family phone as a sibling', async () => {
    await issueTerms(db, school)
    const { asha, ravi } = school.students
    const stranger = await makeStudent(db, { firstName: 'Nilo', lastName: 'Kent', parentPhone: '9876543210' })
    await feesAs(school.admin, db).setup.enrolments.set({ studentId: stranger.id, className: 'class5' })
    await feesAs(school.admin, db).setup.issueTerm({ termId: school.terms.term1.id })
    const counter = feesAs(school.cashier, db).counter
    const view = await counter.student({ studentId: asha.id })
    expect(view.siblings.map((s) => s.studentId)).toEqual([ravi.id])
    expect(view.sameContact.map((s) => s.name)).toEqual(['Nilo Kent'])
    const refused = await failureOf(
      counter.collect({
        mode: 'cash',
        students: [
          { studentId: ravi.id, amountPaise: 100_00 },
          { studentId: stranger.id, amountPaise: 100_00 },
        ],
      }),
    )
    expect(refused.message).toBe(collectMessages.notFamily)
  })

  it('takes one receipt once the children are linked to the same guardian, and shows it to that family', async () => {
    const { tara, kiran } = await lookAlikes()
    const guardian = await makeUser(db, { role: 'parent', firstName: 'Moa', lastName: 'Das' })
    await db.guardian.createMany({
      data: [
        { parentId: guardian.id, studentId: tara.id, relation: 'mother', slot: 1, createdAt: new Date() },
        { parentId: guardian.id, studentId: kiran.id, relation: 'guardian', slot: 1, createdAt: new Date() },
      ],
    })
    const counter = feesAs(school.cashier, db).counter
    const view = await counter.student({ studentId: tara.id })
    expect(view.siblings.map((s) => s.name)).toEqual(['Kiran Bose'])
    expect(view.sameContact).toEqual([])
    const receipt = await counter.collect({
      mode: 'cash',
      students: [
        { studentId: tara.id, amountPaise: 100_00 },
        { studentId: kiran.id, amountPaise: 200_00 },
      ],
    })
    expect(receipt.totalPaise).toBe(300_00)
    const seen = await feesAs(guardian, db).family.receipt({ id: receipt.id })
    expect(seen.students.map((s) => [s.name, s.amountPaise])).toEqual([
      ['Tara Das', 100_00],
      ['Kiran Bose', 200_00],
    ])
    // A parent of another family still cannot read it.
    const other = await failureOf(feesAs(school.parents.royParent, db).family.receipt({ id: receipt.id }))
    expect(other.code).toBe('NOT_FOUND')
  })
})

describe('reminders', () => {
  // 5 November: all three terms are overdue.
  const november = '2026-11-05T10:00:00+05:30'

  beforeEach(async () => {
    await issueTerms(db, school)
    await feesAs(school.admin, db).setup.issueTerm({ termId: school.terms.term3.id })
  })

  // The e-mails once the worker has run without SMS or WhatsApp keys (those steps are recorded as not sent).
  const subjects = async (to: string) => {
    await drainOutbox(db, fixedClock(november))
    return (await db.emailOutbox.findMany({ where: { to }, select: { subject: true } }))
      .map((mail) => mail.subject.replace(/ was due.*/, ''))
      .sort()
  }

  it('reminds a family about term 3 on the day it was reminded about term 1, and about each once', async () => {
    const reports = feesAs(school.cashier, db, november).reports
    expect(await reports.sendReminders({ termId: school.terms.term1.id })).toMatchObject({ sent: 2, skipped: 0 })
    expect(await reports.sendReminders({ termId: school.terms.term3.id })).toMatchObject({ sent: 2, skipped: 0 })
    expect(await reports.sendReminders({ termId: school.terms.term1.id })).toMatchObject({ sent: 0, skipped: 2 })
    expect(await subjects('roy.parent@example.com')).toEqual([
      'Fee reminder: Term 1 2026-27',
      'Fee reminder: Term 3 2026-27',
    ])
    // The Sharmas' one e-mail per term lists both children.
    await drainOutbox(db, fixedClock(november))
    const term3 = await db.emailOutbox.findFirstOrThrow({
      where: { to: 'sharma.parent@example.com', subject: { startsWith: 'Fee reminder: Term 3' } },
    })
    expect(term3.text).toContain('Asha Sharma')
    expect(term3.text).toContain('Ravi Sharma')
  })

  it('sends one e-mail per family for a term when ten reminders of it are sent at once', async () => {
    const reports = feesAs(school.cashier, db, november).reports
    const results = await Promise.all(
      Array.from({ length: 10 }, () => reports.sendReminders({ termId: school.terms.term2.id })),
    )
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(2)
    // One message per family: its first channel (WhatsApp for a guardian with a mobile), queued once, and its bell line.
    expect(await db.emailOutbox.count({ where: { channel: { not: 'bell' } } })).toBe(2)
    expect(await db.emailOutbox.count({ where: { channel: 'bell' } })).toBe(2)
    await drainOutbox(db, fixedClock(november))
    expect(await db.emailOutbox.count({ where: { channel: 'email' } })).toBe(2)
    expect(await db.feeReminder.count({ where: { termId: school.terms.term2.id } })).toBe(2)
  })
})

describe('the family statement', () => {
  it('leaves out of the fee structure a term with no fees for the child’s class', async () => {
    const setup = feesAs(school.admin, db).setup
    const term4 = await setup.terms.create({
      yearId: school.year.id,
      name: 'Term 4',
      dueDate: '2027-01-25',
      graceDays: 0,
      fineKind: 'none',
      fineAmountPaise: 0,
      fineCapPaise: null,
    })
    await setup.structure.set({
      termId: term4.id,
      className: 'class8',
      headId: school.heads.tuition.id,
      amountPaise: 1_000_00,
    })
    const family = feesAs(school.parents.sharmaParent, db).family
    const asha = await family.statement({ studentId: school.students.asha.id })
    expect(asha.structure?.terms.map((t) => t.name)).toEqual(['Term 1', 'Term 2', 'Term 3'])
    expect(asha.structure?.termTotals.map((t) => t.termId)).toEqual(asha.structure?.terms.map((t) => t.id))
    const ravi = await family.statement({ studentId: school.students.ravi.id })
    expect(ravi.structure?.terms.map((t) => t.name)).toEqual(['Term 1', 'Term 2', 'Term 3', 'Term 4'])
  })
})
