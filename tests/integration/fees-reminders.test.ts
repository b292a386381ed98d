// A fee reminder greets the guardian by name and, per child, gives the amount owed for the term after concessions
// (the ledger's figure) with a link to that child's dues on the site's configured origin: "Pay online" when online
// payment is on, "See the dues" when it is off.
import { fixedClock } from '~/server/clock'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { beforeEach, describe, expect, it } from 'vitest'
import { drainOutbox } from '../support/drain-outbox'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

const origin = 'https://school.example'
const duesLink = (studentId: string) => `${origin}/fee-portal/student-dashboard?child=${studentId}`

async function remind(at: string, online: boolean) {
  const { caller } = callerFor(school.cashier, {
    db,
    now: fixedClock(at),
    appOrigin: origin,
    ...(online ? {} : { paymentGateway: () => null }),
  })
  const result = await caller.fees.reports.sendReminders({ termId: school.terms.term2.id })
  await drainOutbox(db, fixedClock(at))
  const mail = await db.emailOutbox.findFirstOrThrow({
    where: { to: 'sharma.parent@example.com', subject: { startsWith: 'Fee reminder: Term 2' } },
    orderBy: { createdAt: 'desc' },
  })
  return { result, mail }
}

describe('fee reminders', () => {
  it('name the guardian and each child, give the amount after concessions and link to that child’s dues', async () => {
    const { asha, ravi } = school.students
    await feesAs(school.admin, db).setup.concessions.create({
      studentId: asha.id,
      type: 'merit',
      kind: 'percent',
      percent: 10,
      reason: 'Merit',
    })
    const counter = feesAs(school.cashier, db).counter
    const owed = async (studentId: string) => {
      const term = (await counter.student({ studentId })).terms.find((t) => t.termId === school.terms.term2.id)!
      expect(term.totals.concessionPaise).toBeGreaterThanOrEqual(0)
      return term.totals
    }
    const ashaTerm = await owed(asha.id)
    expect(ashaTerm.concessionPaise).toBeGreaterThan(0)
    const raviTerm = await owed(ravi.id)

    const off = await remind(today, false)
    expect(off.result.sent).toBe(2)
    const text = off.mail.text
    expect(text.startsWith('Dear Sunil Sharma,\n')).toBe(true)
    expect(text).toContain(`were due on ${formatDateKeyNumeric(school.terms.term2.dueDate)}`)
    expect(text).toContain(`- Asha Sharma (Class 5): ${formatPaise(ashaTerm.outstandingPaise)}`)
    expect(text).toContain(`- Ravi Sharma (Class 8): ${formatPaise(raviTerm.outstandingPaise)}`)
    expect(text).toContain(`See the dues: ${duesLink(asha.id)}`)
    expect(text).toContain(`See the dues: ${duesLink(ravi.id)}`)
    expect(text).not.toContain('Pay online')
    expect(off.mail.html).toContain(`<a href="${duesLink(asha.id)}">See the dues</a>`)

    // Online payment on (the demo gateway outside production): the link says so. The next day, as once a day.
    const on = await remind('2026-07-06T11:00:00+05:30', true)
    expect(on.result.sent).toBe(2)
    expect(on.mail.text).toContain(`Pay online: ${duesLink(asha.id)}`)
    expect(on.mail.html).toContain(`<a href="${duesLink(ravi.id)}">Pay online</a>`)
    expect(on.mail.html).toContain('Dear Sunil Sharma,')
  })
})
