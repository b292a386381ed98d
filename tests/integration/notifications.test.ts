// The bell's notifications are the owner's only; mark read, clear one, clear all, in the DB.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { notify, notifyAdmins } from '~/server/notifications'
import { fixedClock } from '~/server/clock'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

const now = fixedClock('2026-06-20T10:00:00+05:30')

describe('notifications', () => {
  it("lists, marks read and clears one's own, and cannot read or clear another user's", async () => {
    const asha = await makeUser(db, { role: 'parent' })
    const ravi = await makeUser(db, { role: 'parent' })
    await notify(
      db,
      [asha.id],
      { kind: 'notice_new', title: 'School closed on Friday', body: 'Local holiday.', link: '/notice' },
      now(),
    )
    await notify(db, [asha.id], { kind: 'fee_receipt', title: 'Fee receipt R-1', body: '₹1,000.00 received.' }, now())
    await notify(db, [ravi.id], { kind: 'notice_new', title: 'For Ravi', body: 'Only Ravi.' }, now())
    const mine = callerFor(asha, { db, now }).caller.notifications
    const theirs = callerFor(ravi, { db, now }).caller.notifications

    const list = await mine.list()
    expect(list.unread).toBe(2)
    expect(list.items.map((item) => item.title).sort()).toEqual(['Fee receipt R-1', 'School closed on Friday'])
    const ravisId = (await theirs.list()).items[0]!.id

    // Another user's id is "not found" and changes nothing.
    expect((await failureOf(mine.markRead({ id: ravisId }))).code).toBe('NOT_FOUND')
    expect((await failureOf(mine.clear({ id: ravisId }))).code).toBe('NOT_FOUND')
    // "Mark all read" and "Clear all" reach only one's own.
    await mine.markAllRead()
    expect((await mine.list()).unread).toBe(0)
    expect((await theirs.list()).unread).toBe(1)
    await mine.clearAll()
    expect((await theirs.list()).unread).toBe(1)

    await notify(db, [asha.id], { kind: 'notice_new', title: 'Again', body: '.' }, now())
    const again = (await mine.list()).items[0]!
    await mine.markRead({ id: again.id })
    expect((await mine.list()).unread).toBe(0)
    expect((await db.notification.findUniqueOrThrow({ where: { id: again.id } })).readAt).toEqual(now())
    await mine.clear({ id: again.id })
    expect((await mine.list()).items).toEqual([])
    await theirs.markAllRead()
    expect((await theirs.list()).unread).toBe(0)
  })

  it('a new application reaches every admin; a fee receipt reaches the student and their guardians', async () => {
    const admins = [await makeUser(db, { role: 'admin' }), await makeUser(db, { role: 'admin' })]
    await notifyAdmins(db, { kind: 'application_new', title: 'New application', body: '.' }, now())
    for (const admin of admins) expect((await callerFor(admin, { db, now }).caller.notifications.list()).unread).toBe(1)
  })

  it('refuses a signed-out caller', async () => {
    expect((await failureOf(callerFor(null, { db, now }).caller.notifications.list())).code).toBe('UNAUTHORIZED')
  })
})
