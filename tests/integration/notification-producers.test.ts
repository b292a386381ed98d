// The bell counts real events, each once. Admins: failed e-mails (one unread line however many
// fail), low stock (when the stock crosses the reorder level, not on every issue below it). Students and parents:
// new notices (a scheduled one when it goes out), fee dues when a term is issued (newcomers only on a re-issue).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock, type Clock } from '~/server/clock'
import { createOutboxMailer } from '~/server/mail'
import { createLocalStorage } from '~/server/storage'
import { emptyItemForm, type MovementFormInput } from '~/shared/inventory'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { buildFeeSchool, feesAs, makeStudent } from './fees-fixture'

const testDb = await useAccountsDatabase()
const { db } = testDb
const filesDir = mkdtempSync(path.join(tmpdir(), 'school-notify-'))
afterAll(async () => {
  await testDb.drop()
  rmSync(filesDir, { recursive: true, force: true })
})
beforeEach(() => testDb.reset())

const now = fixedClock('2026-06-20T10:00:00+05:30')
const bell = (user: SessionUser, clock: Clock = now) => callerFor(user, { db, now: clock }).caller.notifications

async function unreadTitles(user: SessionUser, clock: Clock = now) {
  const list = await bell(user, clock).list()
  return list.items.filter((item) => !item.readAt).map((item) => item.title)
}

describe('failed e-mails', () => {
  it('put one unread line in every admin bell, refreshed by the next failure, and a new one once read', async () => {
    const admins = [await makeUser(db, { role: 'admin' }), await makeUser(db, { role: 'admin' })]
    const teacher = await makeUser(db, { role: 'teacher' })
    const mailer = createOutboxMailer({ db, now })
    await expect(mailer.send({ to: 'not-an-address', subject: 'Welcome', text: 'Hello' })).rejects.toThrow()
    await expect(mailer.send({ to: 'also-bad', subject: 'Receipt', text: 'Hello' })).rejects.toThrow()
    for (const admin of admins) {
      const list = await bell(admin).list()
      expect(list.unread).toBe(1)
      expect(list.items[0]).toMatchObject({
        kind: 'mail_failed',
        title: 'An e-mail could not be sent',
        link: '/admin/outbox',
      })
      expect(list.items[0]!.body).toContain('"Receipt" to also-bad')
    }
    expect((await bell(teacher).list()).items).toEqual([])
    // A good e-mail notifies no one.
    await mailer.send({ to: 'asha@example.in', subject: 'Fine', text: 'Hello' })
    await bell(admins[0]!).markAllRead()
    await expect(mailer.send({ to: 'bad-again', subject: 'Third', text: 'Hello' })).rejects.toThrow()
    expect(await unreadTitles(admins[0]!)).toEqual(['An e-mail could not be sent'])
    expect((await bell(admins[0]!).list()).items).toHaveLength(2)
    expect((await bell(admins[1]!).list()).items).toHaveLength(1)
  })
})

describe('low stock', () => {
  function movement(itemId: string, fields: Partial<MovementFormInput>): MovementFormInput {
    return {
      itemId,
      kind: 'receive',
      quantity: '1',
      occurredOn: '2026-06-20',
      reference: '',
      party: '',
      note: '',
      ...fields,
    }
  }

  it('notifies the admins when a movement takes the stock to the reorder level, once per crossing', async () => {
    const admin = await makeUser(db, { role: 'admin' })
    const other = await makeUser(db, { role: 'admin' })
    const inventory = callerFor(admin, {
      db,
      now,
      mailer: createOutboxMailer({ db, now }),
      storage: createLocalStorage(filesDir),
    }).caller.inventory
    const item = await inventory.create({
      ...emptyItemForm,
      name: 'Chalk box',
      category: 'stationery',
      unit: 'boxes',
      reorderLevel: '5',
    })
    await inventory.recordMovement(movement(item.id, { quantity: '10' }))
    await inventory.recordMovement(
      movement(item.id, { kind: 'issue', quantity: '4', partyType: 'department', party: 'Class 5' }),
    )
    expect((await bell(admin).list()).items).toEqual([])

    await inventory.recordMovement(
      movement(item.id, { kind: 'issue', quantity: '1', partyType: 'department', party: 'Class 5' }),
    )
    await inventory.recordMovement(
      movement(item.id, { kind: 'issue', quantity: '2', partyType: 'department', party: 'Class 6' }),
    )
    for (const user of [admin, other]) {
      const list = await bell(user).list()
      expect(list.items).toHaveLength(1)
      expect(list.items[0]).toMatchObject({
        kind: 'stock_low',
        title: 'Low stock: Chalk box (STN-0001)',
        link: `/inventory/item/${item.id}`,
      })
      expect(list.items[0]!.body).toBe('5 boxes on hand; the reorder level is 5 boxes.')
    }

    // Restocked and low again: the unread line is refreshed, not doubled; once read, a new crossing is a new line.
    await inventory.recordMovement(movement(item.id, { quantity: '10' }))
    await inventory.recordMovement(
      movement(item.id, { kind: 'issue', quantity: '11', partyType: 'department', party: 'Office' }),
    )
    expect((await bell(admin).list()).items.map((entry) => entry.body)).toEqual([
      '2 boxes on hand; the reorder level is 5 boxes.',
    ])
    await bell(admin).markAllRead()
    await inventory.recordMovement(movement(item.id, { quantity: '10' }))
    await inventory.recordMovement(
      movement(item.id, { kind: 'issue', quantity: '8', partyType: 'department', party: 'Office' }),
    )
    expect(await unreadTitles(admin)).toEqual(['Low stock: Chalk box (STN-0001)'])
    expect((await bell(admin).list()).items).toHaveLength(2)
  })

  it('a stock-take adjustment that takes the stock to the reorder level rings the bell and mails, as an issue does', async () => {
    const admin = await makeUser(db, { role: 'admin' })
    const mailer = createOutboxMailer({ db, now })
    const inventory = callerFor(admin, { db, now, mailer }).caller.inventory
    const item = await inventory.create({
      ...emptyItemForm,
      name: 'Duster',
      category: 'stationery',
      unit: 'pieces',
      reorderLevel: '5',
    })
    const plenty = await inventory.create({
      ...emptyItemForm,
      name: 'Ruler',
      category: 'stationery',
      unit: 'pieces',
      reorderLevel: '2',
    })
    await inventory.recordMovement(movement(item.id, { quantity: '12' }))
    await inventory.recordMovement(movement(plenty.id, { quantity: '12' }))
    const csv = `code,counted\n${item.code},4\n${plenty.code},9\n`
    await inventory.stockTake({ csv, reason: 'Term-end count', dryRun: true })
    expect((await bell(admin).list()).items).toEqual([])

    await inventory.stockTake({ csv, reason: 'Term-end count', dryRun: false })
    const list = await bell(admin).list()
    expect(list.items.map(({ kind, title, body, link }) => ({ kind, title, body, link }))).toEqual([
      {
        kind: 'stock_low',
        title: `Low stock: Duster (${item.code})`,
        body: '4 pieces on hand; the reorder level is 5 pieces.',
        link: `/inventory/item/${item.id}`,
      },
    ])
    const mails = await db.emailOutbox.findMany({ where: { template: 'stock_low' } })
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(new Set([`Low stock: Duster (${item.code})`]))
    expect(mails.map((mail) => mail.status)).toEqual(mails.map(() => 'queued'))
    // Counted again, still low: no second line.
    await inventory.stockTake({ csv: `code,counted\n${item.code},3\n`, reason: 'Recount', dryRun: false })
    expect((await bell(admin).list()).items).toHaveLength(1)
  })
})

describe('new notices', () => {
  const notice = {
    title: 'School closed on Friday',
    category: 'holiday' as const,
    date: '2026-06-26',
    content: 'A local holiday.',
    important: true,
  }

  it('reach every student and parent once; an edit of a published notice notifies no one again', async () => {
    const teacher = await makeUser(db, { role: 'teacher' })
    const student = await makeUser(db, { role: 'student' })
    const parent = await makeUser(db, { role: 'parent' })
    const admin = await makeUser(db, { role: 'admin' })
    const gone = await makeUser(db, { role: 'parent', isActive: false })
    const notices = callerFor(teacher, { db, now }).caller.notices
    const { id } = await notices.create({ ...notice, publish: 'now', publishAt: '' })
    for (const user of [student, parent]) {
      const list = await bell(user).list()
      expect(list.items).toHaveLength(1)
      expect(list.items[0]).toMatchObject({
        kind: 'notice_new',
        title: 'New notice: School closed on Friday',
        body: 'Important · Holiday. Read it on the notice board.',
        link: '/notice',
      })
    }
    for (const user of [teacher, admin, gone])
      expect(await db.notification.count({ where: { userId: user.id } })).toBe(0)
    await notices.update({ id, ...notice, title: 'School closed on Friday 26 June', publish: 'now', publishAt: '' })
    expect((await bell(student).list()).items).toHaveLength(1)
    // A draft notifies no one until it is published.
    const draft = await notices.create({ ...notice, title: 'Sports day', publish: 'draft', publishAt: '' })
    expect((await bell(parent).list()).items).toHaveLength(1)
    await notices.update({ id: draft.id, ...notice, title: 'Sports day', publish: 'now', publishAt: '' })
    // Both written at the same (fixed) instant, so their order is not defined: compared sorted.
    expect((await unreadTitles(parent)).sort()).toEqual([
      'New notice: School closed on Friday',
      'New notice: Sports day',
    ])
  })

  it('a scheduled notice rings when it goes out; rescheduling or deleting it first leaves nothing behind', async () => {
    const teacher = await makeUser(db, { role: 'teacher' })
    const student = await makeUser(db, { role: 'student' })
    const notices = callerFor(teacher, { db, now }).caller.notices
    const { id } = await notices.create({ ...notice, publish: 'schedule', publishAt: '2026-06-21T09:00' })
    expect(await bell(student).list()).toEqual({ items: [], unread: 0 })
    // Nothing to mark or clear yet either.
    expect(await bell(student).markAllRead()).toEqual({ marked: 0 })
    expect(await bell(student).clearAll()).toEqual({ cleared: 0 })
    expect((await bell(student, fixedClock('2026-06-21T09:00+05:30')).list()).unread).toBe(1)

    await notices.update({
      id,
      ...notice,
      title: 'Closed on Saturday',
      publish: 'schedule',
      publishAt: '2026-06-22T08:00',
    })
    expect((await bell(student, fixedClock('2026-06-21T12:00+05:30')).list()).unread).toBe(0)
    expect(await unreadTitles(student, fixedClock('2026-06-22T08:00+05:30'))).toEqual([
      'New notice: Closed on Saturday',
    ])

    await notices.update({ id, ...notice, title: 'Closed on Saturday', publish: 'draft', publishAt: '' })
    expect(await db.notification.count()).toBe(0)
    const second = await notices.create({
      ...notice,
      title: 'Exam timetable',
      publish: 'schedule',
      publishAt: '2026-06-23T08:00',
    })
    expect(await db.notification.count()).toBe(1)
    await notices.delete({ id: second.id })
    expect(await db.notification.count()).toBe(0)
  })
})

describe('fee dues', () => {
  it('issuing a term tells each charged student and their guardians once; a re-issue reaches only newcomers', async () => {
    const school = await buildFeeSchool(db)
    const setup = feesAs(school.admin, db, now).setup
    const { asha, ravi, mira } = school.students
    // Asha has 10% off: her line says what she owes after it.
    await setup.concessions.create({
      studentId: asha.id,
      type: 'sibling',
      kind: 'percent',
      percent: 10,
      reason: 'Sibling',
    })
    await setup.issueTerm({ termId: school.terms.term2.id })
    expect(await unreadTitles(asha)).toEqual(['Asha Sharma: Term 2 fees due by 25/06/2026'])
    const ashas = (await bell(asha).list()).items[0]!
    expect(ashas).toMatchObject({ kind: 'fee_due', link: `/fee-portal/student-dashboard?child=${asha.id}` })
    expect(ashas.body).toBe(
      '₹4,500.00 for Term 2 2026-27, after a concession of ₹500.00. See the fee portal for what is due.',
    )
    // The Sharma parent has two children: one line each, each naming its child, none twice.
    const parentLines = (await bell(school.parents.sharmaParent).list()).items
    expect(parentLines.map((item) => item.link).sort()).toEqual(
      [`/fee-portal/student-dashboard?child=${asha.id}`, `/fee-portal/student-dashboard?child=${ravi.id}`].sort(),
    )
    expect(parentLines.map((item) => item.title).sort()).toEqual([
      'Asha Sharma: Term 2 fees due by 25/06/2026',
      'Ravi Sharma: Term 2 fees due by 25/06/2026',
    ])
    expect((await bell(school.parents.royParent).list()).unread).toBe(1)
    expect((await bell(mira).list()).unread).toBe(1)

    const newcomer = await makeStudent(db, { firstName: 'Lipok', lastName: 'Ao' })
    await setup.enrolments.set({ studentId: newcomer.id, className: 'class5', section: 'B', rollNumber: 1 })
    await setup.issueTerm({ termId: school.terms.term2.id })
    expect((await bell(newcomer).list()).unread).toBe(1)
    expect((await bell(asha).list()).items).toHaveLength(1)
    expect((await bell(school.parents.sharmaParent).list()).items).toHaveLength(2)
  })

  it('a family receipt rings for each child and their guardians, and its void tells them it no longer counts', async () => {
    const school = await buildFeeSchool(db)
    await feesAs(school.admin, db, now).setup.issueTerm({ termId: school.terms.term2.id })
    const { asha, ravi } = school.students
    const counter = feesAs(school.cashier, db, now).counter
    const receipt = await counter.collect({
      mode: 'cash',
      students: [
        { studentId: asha.id, amountPaise: 1_000_00 },
        { studentId: ravi.id, amountPaise: 500_00 },
      ],
    })
    expect(await unreadTitles(asha)).toContain(`Fee receipt ${receipt.numberText} for Asha Sharma`)
    // The parent of both: a line per child with that child's part, never the same line twice.
    const paid = (await bell(school.parents.sharmaParent).list()).items.filter((item) =>
      item.title.startsWith(`Fee receipt ${receipt.numberText} for`),
    )
    expect(paid.map((item) => item.body).sort()).toEqual([
      '₹1,000.00 for Asha Sharma received at the school counter (receipt total ₹1,500.00).',
      '₹500.00 for Ravi Sharma received at the school counter (receipt total ₹1,500.00).',
    ])
    await counter.void({ receiptId: receipt.id, reason: 'Cheque bounced' })
    for (const user of [asha, ravi]) {
      const cancelled = (await bell(user).list()).items.find((item) =>
        item.title.startsWith(`Fee receipt ${receipt.numberText} cancelled`),
      )
      expect(cancelled).toMatchObject({
        kind: 'fee_receipt',
        body: `The school office cancelled this ₹1,500.00 receipt: the fees it paid for ${user === asha ? 'Asha' : 'Ravi'} Sharma are due again.`,
        link: `/fee-portal/student-dashboard?child=${user.id}`,
      })
    }
    // The parent of both: one line per child, as for the payment; the office's reason is not in it.
    const parentLines = (await bell(school.parents.sharmaParent).list()).items.filter((item) =>
      item.title.includes('cancelled'),
    )
    expect(parentLines).toHaveLength(2)
    expect(parentLines.every((item) => !item.body?.includes('Cheque'))).toBe(true)
    expect((await bell(school.parents.royParent).list()).items.some((item) => item.title.includes('cancelled'))).toBe(
      false,
    )
  })
})
