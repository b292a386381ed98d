// Checks of the fee ledger against the model (tests/support/fee-model.ts) for the ledger tests: each compares what
// the router answers with the model's figures, student by student and report by report.
import { expect } from 'vitest'
import type { PrismaClient } from '~/server/db'
import { addDays } from '~/shared/dates'
import { FeeModel, totalsOf, type ModelLine, type ModelRule } from '../support/fee-model'
import { feesAs, type FeeSchool } from './fees-fixture'

/** A model of the fixture school: its structure, its two heads and its three terms. */
export function modelOf(school: FeeSchool) {
  const { term1, term2, term3 } = school.terms
  return new FeeModel(
    school.cells,
    [school.heads.tuition, school.heads.exam],
    [term1, term2, term3].map((term) => ({ ...term, fineKind: term.fineKind as ModelRule['fineKind'] })),
  )
}

const pickLine = (line: ModelLine): ModelLine => ({
  key: line.key,
  kind: line.kind,
  chargedPaise: line.chargedPaise,
  concessionPaise: line.concessionPaise,
  finePaise: line.finePaise,
  waivedPaise: line.waivedPaise,
  paidPaise: line.paidPaise,
  outstandingPaise: line.outstandingPaise,
})

/** What each student paid in receipts that are not void, summed by the database. */
async function collectedBySql(client: PrismaClient): Promise<Map<string, number>> {
  const rows = await client.$queryRaw<{ studentId: string; paid: bigint | number }[]>`
    SELECT student_id AS "studentId", CAST(SUM(amount_paise) AS BIGINT) AS paid
    FROM fee_allocations WHERE voided_at IS NULL GROUP BY student_id`
  return new Map(rows.map((row) => [row.studentId, Number(row.paid)]))
}

/** The checks for one test's database and school (both change from test to test). */
export function modelChecks(db: PrismaClient, school: FeeSchool) {
  /** Issues a term through the router and checks its charges are the structure times the enrolments. */
  async function issue(model: FeeModel, termId: string, at: string) {
    const expected = model.expectedCharges(termId)
    await feesAs(school.admin, db, at).setup.issueTerm({ termId })
    const stored = (await db.feeCharge.findMany({ where: { termId } })).map((c) => ({
      id: c.id,
      studentId: c.studentId,
      termId: c.termId,
      headId: c.headId,
      className: c.className,
      amountPaise: Number(c.amountPaise),
    }))
    const key = (c: { studentId: string; headId: string; className: string; amountPaise: number }) =>
      `${c.studentId}/${c.headId}/${c.className}/${c.amountPaise}`
    expect(stored.map(key).sort()).toEqual(expected.map(key).sort())
    model.addCharges(stored)
  }

  /** Every dues line of every student at the counter, as of the clock's day, equals the model's. */
  async function expectCounterMatches(model: FeeModel, studentIds: readonly string[], at: string, label = '') {
    const asOf = at.slice(0, 10)
    for (const studentId of studentIds) {
      const view = await feesAs(school.admin, db, at).counter.student({ studentId })
      const expected = model.ledger(studentId, asOf)
      const actual = view.terms.map((t) => ({ termId: t.termId, className: t.className, lines: t.lines.map(pickLine) }))
      expect(actual, `${label} ${view.student.name}`).toEqual(expected)
      expect(view.totals, `${label} ${view.student.name}`).toEqual(totalsOf(expected.flatMap((t) => t.lines)))
    }
  }

  /**
   * The same comparison on the days around each term's first late day (under its rule as it stands now) and a month
   * ahead: the fine's edges, and fines frozen on the day a term was cleared, are checked whatever day the step fell on.
   */
  async function expectAtEdges(model: FeeModel, studentIds: readonly string[], day: string, label: string) {
    const dates = new Set([addDays(day, 30)])
    for (const term of Object.values(school.terms))
      for (const offset of [-1, 0, 1]) dates.add(addDays(term.dueDate, term.graceDays + offset))
    for (const date of [...dates].sort())
      await expectCounterMatches(model, studentIds, `${date}T10:00:00+05:30`, `${label} as of ${date}`)
  }

  /** The reports (per class, defaulters per term, receipts) against the model, as of `at`. */
  async function expectReportsMatch(model: FeeModel, studentIds: readonly string[], at: string) {
    const asOf = at.slice(0, 10)
    const reports = feesAs(school.cashier, db, at).reports
    const ledgers = new Map(studentIds.map((id) => [id, model.ledger(id, asOf)]))

    const byClass = new Map<string, { lines: ModelLine[]; students: Set<string> }>()
    for (const [studentId, terms] of ledgers)
      for (const term of terms) {
        const row = byClass.get(term.className) ?? { lines: [], students: new Set<string>() }
        row.lines.push(...term.lines)
        row.students.add(studentId)
        byClass.set(term.className, row)
      }
    const summary = await reports.summary({})
    expect(
      summary.classes.map(({ className, students, ...sums }) => ({
        className,
        students,
        chargedPaise: sums.chargedPaise,
        concessionPaise: sums.concessionPaise,
        finePaise: sums.finePaise,
        waivedPaise: sums.waivedPaise,
        paidPaise: sums.paidPaise,
        outstandingPaise: sums.outstandingPaise,
        lateFeesOwedPaise: sums.lateFeesOwedPaise,
      })),
    ).toEqual(
      [...byClass]
        .sort(([a], [b]) => Number(a.replace('class', '')) - Number(b.replace('class', '')))
        .map(([className, row]) => ({
          className,
          students: row.students.size,
          ...totalsOf(row.lines),
          lateFeesOwedPaise: finesOwed(row.lines),
        })),
    )
    const everyLine = [...ledgers.values()].flatMap((terms) => terms.flatMap((t) => t.lines))
    expect(summary.total).toEqual({
      students: ledgers.size,
      ...totalsOf(everyLine),
      lateFeesOwedPaise: finesOwed(everyLine),
    })

    for (const term of Object.values(school.terms)) {
      const report = await reports.defaulters({ termId: term.id, pageSize: 100 })
      const expected = [...ledgers]
        .map(([studentId, terms]) => {
          const lines = terms.find((t) => t.termId === term.id)?.lines ?? []
          const outstanding = totalsOf(lines).outstandingPaise
          const fine = Math.max(0, lines.find((l) => l.kind === 'fine')?.outstandingPaise ?? 0)
          return { studentId, outstandingPaise: outstanding, finePaise: fine, duePaise: outstanding - fine }
        })
        .filter((row) => asOf > term.dueDate && row.outstandingPaise > 0)
        .sort((a, b) => a.studentId.localeCompare(b.studentId))
      const actual = report.items
        .map(({ studentId, outstandingPaise, finePaise, duePaise }) => ({
          studentId,
          outstandingPaise,
          finePaise,
          duePaise,
        }))
        .sort((a, b) => a.studentId.localeCompare(b.studentId))
      expect(actual, term.name).toEqual(expected)
    }

    const collected = model.collectedByStudent()
    expect(await collectedBySql(db)).toEqual(new Map([...collected].filter(([, paid]) => paid > 0)))
    const receipts = await reports.receipts({ from: '2026-04-01', to: '2027-03-31', page: 1, pageSize: 100 })
    expect(receipts.collectedPaise).toBe([...collected.values()].reduce((sum, paid) => sum + paid, 0))
  }

  return { issue, expectCounterMatches, expectAtEdges, expectReportsMatch }
}

/** The model's late fees still owed: each fine line's outstanding amount, never below zero. */
function finesOwed(lines: readonly ModelLine[]): number {
  return lines.reduce((sum, line) => sum + (line.kind === 'fine' ? Math.max(0, line.outstandingPaise) : 0), 0)
}
