// The defaulters report by family on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): one
// total per family across every past-due term of every year, equal to the sum of its children's ledger outstanding
// on those terms (late fees as the ledger counts them), families made by the guardian link, largest first, paged,
// and the CSV export with the same figures.
import { beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { handleCsvExport } from '~/server/csv-export'
import { defaulterFamiliesCsv } from '~/server/fees/exports'
import { computeLedgers } from '~/server/fees/ledger'
import { parseCsv } from '~/shared/csv'
import { paiseToRupeesInput } from '~/shared/money'
import { makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, makeStudent, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()
const asOf = '2026-07-05'

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
})

/** Last year's annual term (class 5, flat ₹200 late fee), issued to Asha and to a pupil who has left no guardian. */
async function lastYearTerm() {
  const setup = feesAs(school.admin, db).setup
  const year = await setup.years.create({ name: '2025-26' })
  const term = await setup.terms.create({
    yearId: year.id,
    name: 'Annual',
    dueDate: '2026-01-15',
    graceDays: 0,
    fineKind: 'flat',
    fineAmountPaise: 200_00,
    fineCapPaise: null,
  })
  await setup.structure.set({
    termId: term.id,
    className: 'class5',
    headId: school.heads.tuition.id,
    amountPaise: 3_000_00,
  })
  await setup.enrolments.set({ studentId: school.students.asha.id, yearId: year.id, className: 'class5' })
  return { year, term }
}

/** The sum of a student's ledger outstanding over the terms due before today. */
async function pastDueOutstanding(studentIds: string[]) {
  const pastDue = await db.feeTerm.findMany({ where: { dueDate: { lt: asOf } }, select: { id: true } })
  const ledgers = await computeLedgers(db, { termIds: pastDue.map((t) => t.id), asOf })
  return new Map(studentIds.map((id) => [id, ledgers.get(id)?.totals.outstandingPaise ?? 0]))
}

describe('defaulters by family', () => {
  it('gives each family one total across every past-due term, the sum of its children ledger outstanding', async () => {
    const { asha, ravi, mira } = school.students
    const admin = feesAs(school.admin, db)
    const last = await lastYearTerm()
    // A pupil with no guardian link (a family alone), and two half-siblings linked through a mother and a father.
    const lone = await makeStudent(db, {
      firstName: 'Lone',
      lastName: 'Pupil',
      parentEmail: 'sharma.parent@example.com',
    })
    const tara = await makeStudent(db, { firstName: 'Tara', lastName: 'Das' })
    const kiran = await makeStudent(db, { firstName: 'Kiran', lastName: 'Das' })
    const neel = await makeStudent(db, { firstName: 'Neel', lastName: 'Das' })
    const mother = await makeUser(db, { role: 'parent', firstName: 'Moa', lastName: 'Das' })
    const father = await makeUser(db, { role: 'parent', firstName: 'Dev', lastName: 'Das' })
    const at = new Date('2026-04-01T00:00:00Z')
    await db.guardian.createMany({
      data: [
        { parentId: mother.id, studentId: tara.id, relation: 'mother', slot: 1, createdAt: at },
        { parentId: mother.id, studentId: kiran.id, relation: 'mother', slot: 1, createdAt: at },
        { parentId: father.id, studentId: kiran.id, relation: 'father', slot: 2, createdAt: at },
        { parentId: father.id, studentId: neel.id, relation: 'father', slot: 1, createdAt: at },
      ],
    })
    for (const [student, className] of [
      [lone, 'class5'],
      [tara, 'class5'],
      [kiran, 'class8'],
      [neel, 'class8'],
    ] as const)
      await admin.setup.enrolments.set({ studentId: student.id, className })
    await admin.setup.enrolments.set({ studentId: lone.id, yearId: last.year.id, className: 'class5' })
    await admin.setup.issueTerm({ termId: last.term.id })
    await issueTerms(db, school)
    // Term 3 (due in October) is issued too: it is not past due, so no total includes it.
    await admin.setup.issueTerm({ termId: school.terms.term3.id })

    // A concession, a waiver, part payments (one of a fine only), a paid-up child and a void.
    await admin.setup.concessions.create({
      studentId: mira.id,
      type: 'rte_ews',
      kind: 'percent',
      percent: 25,
      reason: 'RTE seat',
    })
    await admin.setup.waiveFine({
      studentId: ravi.id,
      termId: school.terms.term2.id,
      amountPaise: 50_00,
      reason: 'Hospital stay',
    })
    const cashier = feesAs(school.cashier, db).counter
    await cashier.collect({ mode: 'cash', students: [{ studentId: asha.id, amountPaise: 3_200_00 }] })
    await cashier.collect({
      mode: 'cash',
      students: [
        {
          studentId: ravi.id,
          amountPaise: 30_00,
          allocations: [{ key: `fine:${school.terms.term2.id}`, amountPaise: 30_00 }],
        },
      ],
    })
    const neelDue = (await cashier.student({ studentId: neel.id })).terms
      .filter((t) => t.dueDate < asOf)
      .reduce((sum, t) => sum + t.totals.outstandingPaise, 0)
    await cashier.collect({ mode: 'cash', students: [{ studentId: neel.id, amountPaise: neelDue }] })
    const voided = await cashier.collect({ mode: 'cash', students: [{ studentId: tara.id, amountPaise: 1_000_00 }] })
    await cashier.void({ receiptId: voided.id, reason: 'Wrong student' })

    const report = await feesAs(school.cashier, db).reports.defaulterFamilies({ page: 1, pageSize: 50 })
    const everyone = [asha, ravi, mira, lone, tara, kiran, neel].map((s) => s.id)
    const expected = await pastDueOutstanding(everyone)

    // Families by guardian: the Sharmas, the Roys, the Das children (linked through Kiran), the lone pupil apart
    // (the same parent e-mail as the Sharmas is not a family link). Neel has paid up: listed under no family.
    const byChildren = report.items.map((f) => f.children.map((c) => c.name).sort())
    expect(byChildren.sort()).toEqual(
      [['Asha Sharma', 'Ravi Sharma'], ['Kiran Das', 'Tara Das'], ['Lone Pupil'], ['Mira Roy']].sort(),
    )
    for (const family of report.items) {
      const sum = family.children.reduce((total, child) => total + expected.get(child.studentId)!, 0)
      expect(family.outstandingPaise, family.label).toBe(sum)
      for (const child of family.children) expect(child.outstandingPaise).toBe(expected.get(child.studentId))
    }
    expect(expected.get(neel.id)).toBe(0)
    expect(report.totals.outstandingPaise).toBe([...expected.values()].reduce((a, b) => a + b, 0))
    expect(report.totals).toMatchObject({ families: 4, students: 6 })

    // Across years: the lone pupil's total includes last year's annual term (with its late fee), never term 3;
    // Asha's payment, oldest first, cleared her annual term.
    const children = report.items.flatMap((f) => f.children)
    const loneRow = children.find((c) => c.studentId === lone.id)!
    expect(loneRow.terms.map((t) => `${t.yearName} ${t.name}`)).toEqual([
      '2025-26 Annual',
      '2026-27 Term 1',
      '2026-27 Term 2',
    ])
    expect(loneRow.terms[0]!.outstandingPaise).toBe(3_200_00)
    expect(children.find((c) => c.studentId === asha.id)!.terms.map((t) => t.name)).toEqual(['Term 1', 'Term 2'])
    const das = report.items.find((f) => f.children.some((c) => c.studentId === tara.id))!
    expect(das.label.split(', ').sort()).toEqual(['Dev Das', 'Moa Das'])

    // Largest total first, the late fees as the ledger owes them.
    const totals = report.items.map((f) => f.outstandingPaise)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const late = await computeLedgers(db, { studentIds: [ravi.id], asOf })
    const raviFine = late
      .get(ravi.id)!
      .terms.find((t) => t.termId === school.terms.term2.id)!
      .lines.find((l) => l.kind === 'fine')!
    expect(
      report.items.flatMap((f) => f.children).find((c) => c.studentId === ravi.id)!.lateFeesPaise,
    ).toBeGreaterThanOrEqual(raviFine.finePaise - raviFine.waivedPaise - raviFine.paidPaise)

    // Paged with the shared pagination: the totals cover every family, the items one page.
    const second = await feesAs(school.admin, db).reports.defaulterFamilies({ page: 2, pageSize: 3 })
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 4, totals: report.totals })
    expect(second.items.map((f) => f.key)).toEqual([report.items[3]!.key])

    // The CSV: a row per child, each with its family's total.
    const response = await handleCsvExport(
      new Request('http://school.test/api/fees/defaulter-families.csv', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://school.test' },
        body: '',
      }),
      defaulterFamiliesCsv,
      { db, now: fixedClock(today), resolveUser: async () => school.cashier },
    )
    expect(response.status).toBe(200)
    const [header, ...rows] = parseCsv(await response.text())
    expect(header).toContain('Family outstanding (INR)')
    expect(rows).toHaveLength(6)
    for (const family of report.items)
      for (const child of family.children) {
        const row = rows.find((r) => r[4] === child.name)!
        expect(row[3]).toBe(paiseToRupeesInput(family.outstandingPaise))
        expect(row[9]).toBe(paiseToRupeesInput(child.outstandingPaise))
      }
    expect(await db.auditLog.count({ where: { action: 'fees.defaulters_export' } })).toBe(1)
  })

  it('is empty before any term is due, and for students (not counter staff) refused', async () => {
    await issueTerms(db, school)
    const early = await feesAs(school.cashier, db, '2026-04-10T10:00:00+05:30').reports.defaulterFamilies({
      page: 1,
      pageSize: 50,
    })
    expect(early).toMatchObject({ terms: 0, items: [], totals: { families: 0, outstandingPaise: 0 } })
    await expect(
      feesAs(school.students.asha, db).reports.defaulterFamilies({ page: 1, pageSize: 50 }),
    ).rejects.toThrow()
  })
})
