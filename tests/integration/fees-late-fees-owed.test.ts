// "Includes late fees" is one figure everywhere: the late fees still owed (each term's fine less its waivers and
// payments), never every fine ever charged. Every procedure that reports it is compared for a student whose
// term-1 fine is partly paid and whose term-2 fine is still open.
import { fixedClock } from '~/server/clock'
import { beforeEach, describe, expect, it } from 'vitest'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

describe('late fees still owed', () => {
  it('is the same figure on the counter, the statements, the dashboard cards and the reports', async () => {
    const { asha, ravi, mira } = school.students
    // On 5 July Asha (class 5) owes term 1 (₹5,500 and a ₹100 late fee) and term 2 (₹5,000 and ₹100 so far).
    // ₹5,550 clears term 1's fees and half of its late fee: ₹50 + ₹100 of late fees are still owed (₹200 charged).
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha.id, amountPaise: 5_550_00 }],
    })
    const owed = 150_00

    const counter = await feesAs(school.cashier, db).counter.student({ studentId: asha.id })
    expect(counter.totals.finePaise - counter.totals.waivedPaise).toBe(200_00)
    expect(counter.lateFeesOwedPaise).toBe(owed)

    const statement = await feesAs(school.parents.sharmaParent, db).family.statement({ studentId: asha.id })
    expect(statement.lateFeesOwedPaise).toBe(owed)
    const own = await feesAs(asha, db).family.statement({ studentId: asha.id })
    expect(own.lateFeesOwedPaise).toBe(owed)

    const now = fixedClock(today)
    const studentCard = await callerFor(asha, { db, now }).caller.dashboard.summary()
    expect(studentCard.role === 'student' && studentCard.fees.lateFeesOwedPaise).toBe(owed)
    const parentCard = await callerFor(school.parents.sharmaParent, { db, now }).caller.dashboard.summary()
    expect(
      parentCard.role === 'parent' && parentCard.children.find((c) => c.id === asha.id)?.fees.lateFeesOwedPaise,
    ).toBe(owed)
    const childPage = await callerFor(school.parents.sharmaParent, { db, now }).caller.dashboard.child({
      id: asha.id,
    })
    expect(childPage.fees.lateFeesOwedPaise).toBe(owed)

    const reports = feesAs(school.cashier, db).reports
    let fromDefaulters = 0
    for (const term of [school.terms.term1, school.terms.term2]) {
      const page = await reports.defaulters({ termId: term.id, page: 1, pageSize: 50 })
      fromDefaulters += page.items.find((item) => item.studentId === asha.id)?.finePaise ?? 0
    }
    expect(fromDefaulters).toBe(owed)

    // The ledger summary's total of late fees owed is every student's counter figure added up.
    let everyone = 0
    for (const student of [asha, ravi, mira]) {
      everyone += (await feesAs(school.cashier, db).counter.student({ studentId: student.id })).lateFeesOwedPaise
    }
    const summary = await reports.summary({ yearId: school.year.id })
    expect(summary.total.lateFeesOwedPaise).toBe(everyone)
    expect(summary.classes.reduce((sum, row) => sum + row.lateFeesOwedPaise, 0)).toBe(everyone)
  })

  it('leaves out a fine paid in full and one waived in full', async () => {
    const { mira } = school.students
    // ₹5,600 clears term 1 with its ₹100 late fee; the admin waives term 2's ₹100.
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: mira.id, amountPaise: 5_600_00 }],
    })
    await feesAs(school.admin, db).setup.waiveFine({
      studentId: mira.id,
      termId: school.terms.term2.id,
      amountPaise: 100_00,
      reason: 'Hospital stay',
    })
    const counter = await feesAs(school.cashier, db).counter.student({ studentId: mira.id })
    expect(counter.lateFeesOwedPaise).toBe(0)
    const card = await callerFor(mira, { db, now: fixedClock(today) }).caller.dashboard.summary()
    expect(card.role === 'student' && card.fees.lateFeesOwedPaise).toBe(0)
  })
})
