// The cashier dashboard's CSV exports (POST /api/fees/receipts.csv and /api/fees/defaulters.csv) on the database
// under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): who may export, POST only and same-site only, bad
// filters refused without a log entry, every row (past one read batch), formula escaping, the audit log.
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { handleCsvExport } from '~/server/csv-export'
import { defaultersCsv, receiptsCsv } from '~/server/fees/exports'
import { parseCsv } from '~/shared/csv'
import { roles, type Role } from '~/shared/roles'
import { makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, makeStudent, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

const site = 'http://school.test'

function post(
  path: string,
  user: SessionUser | null,
  fields: Record<string, string>,
  init: { method?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (init.origin !== null) headers.origin = init.origin ?? site
  const method = init.method ?? 'POST'
  const request = new Request(`${site}${path}`, {
    method,
    headers,
    ...(method === 'POST' ? { body: new URLSearchParams(fields).toString() } : {}),
  })
  const spec = path.includes('receipts') ? receiptsCsv : defaultersCsv
  return handleCsvExport(request, spec as typeof receiptsCsv, {
    db,
    now: fixedClock(today),
    resolveUser: async () => user,
  })
}

const rowsOf = async (response: Response) => parseCsv(await response.text())

describe('fee CSV exports', () => {
  it('are for counter staff only: 401 signed out, 403 for every other role, the file for admin and cashier', async () => {
    const allowed: Role[] = ['admin', 'cashier']
    const term = { termId: school.terms.term1.id }
    const range = { from: '2026-04-01', to: '2027-03-31' }
    expect((await post('/api/fees/receipts.csv', null, range)).status).toBe(401)
    expect((await post('/api/fees/defaulters.csv', null, term)).status).toBe(401)
    for (const role of roles) {
      const user = await makeUser(db, { role })
      for (const [path, fields] of [
        ['/api/fees/receipts.csv', range],
        ['/api/fees/defaulters.csv', term],
      ] as const) {
        const response = await post(path, user, fields)
        expect(response.status, `${role} ${path}`).toBe(allowed.includes(role) ? 200 : 403)
        if (!allowed.includes(role))
          expect(await response.text()).toBe('Access denied. This area requires Administrator or Cashier permissions.')
      }
    }
    expect(
      await db.auditLog.count({ where: { action: { in: ['fees.receipts_export', 'fees.defaulters_export'] } } }),
    ).toBe(4)
  })

  it('answer a GET or HEAD with 405 and a cross-site post with 403, and log nothing', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await post('/api/fees/receipts.csv', school.cashier, {}, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    expect(
      (
        await post(
          '/api/fees/receipts.csv',
          school.cashier,
          { from: '2026-04-01', to: '2026-04-30' },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403)
    expect(
      (await post('/api/fees/receipts.csv', school.cashier, { from: '2026-04-01', to: '2026-04-30' }, { origin: null }))
        .status,
    ).toBe(403)
    expect(
      await db.auditLog.count({ where: { action: { in: ['fees.receipts_export', 'fees.defaulters_export'] } } }),
    ).toBe(0)
  })

  it('refuse bad filters with a clear message and log nothing', async () => {
    const bad = [
      [
        '/api/fees/receipts.csv',
        { from: '2026-05-01', to: '2026-04-01' },
        400,
        'The start date must not be after the end date.',
      ],
      ['/api/fees/receipts.csv', { from: 'yesterday', to: '2026-04-01' }, 400, 'Dates must be in YYYY-MM-DD format'],
      ['/api/fees/receipts.csv', { to: '2026-04-01' }, 400, 'Dates must be in YYYY-MM-DD format'],
      ['/api/fees/defaulters.csv', {}, 400, 'A required choice is missing.'],
      ['/api/fees/defaulters.csv', { termId: 'no-such-term' }, 404, 'Term not found.'],
      ['/api/fees/defaulters.csv', { termId: school.terms.term1.id, className: 'class99' }, 400, null],
    ] as const
    for (const [path, fields, status, message] of bad) {
      const response = await post(path, school.cashier, fields)
      expect(response.status, JSON.stringify(fields)).toBe(status)
      if (message) expect(await response.text()).toBe(message)
    }
    expect(
      await db.auditLog.count({ where: { action: { in: ['fees.receipts_export', 'fees.defaulters_export'] } } }),
    ).toBe(0)
  })

  it('exports every receipt of the range, past one read batch, newest first, with void receipts marked', async () => {
    const cashier = feesAs(school.cashier, db).counter
    const first = await cashier.collect({
      mode: 'upi',
      reference: 'UTR 1',
      students: [
        { studentId: school.students.asha.id, amountPaise: 1_000_00 },
        { studentId: school.students.ravi.id, amountPaise: 500_00 },
      ],
    })
    const voided = await cashier.collect({
      mode: 'cash',
      students: [{ studentId: school.students.mira.id, amountPaise: 200_00 }],
    })
    await cashier.void({ receiptId: voided.id, reason: 'Keyed twice' })
    // 1,100 older receipts written directly (the counter's rules are tested elsewhere): more than one read batch.
    const many = Array.from({ length: 1100 }, (_, i) => ({
      id: `bulk-${i}`,
      yearId: school.year.id,
      number: 1000 + i,
      numberText: `2026-27/${String(1000 + i).padStart(6, '0')}`,
      date: `2026-05-${String(1 + (i % 28)).padStart(2, '0')}`,
      mode: 'cash',
      totalPaise: 1_00,
      cashierId: school.cashier.id,
      cashierName: 'Cyrus Cashier',
    }))
    await db.feeReceipt.createMany({ data: many })

    const response = await post('/api/fees/receipts.csv', school.cashier, { from: '2026-04-01', to: '2027-03-31' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="receipts-2026-04-01-to-2027-03-31\.csv"/,
    )
    const [header, ...rows] = await rowsOf(response)
    expect(header).toEqual([
      'Receipt',
      'Date',
      'Students',
      'Mode',
      'Reference',
      'Amount (INR)',
      'Cashier',
      'Status',
      'Void reason',
    ])
    expect(rows).toHaveLength(1102)
    expect(new Set(rows.map((row) => row[0])).size).toBe(1102)
    // Newest first: the two receipts of 5 July, the later number first.
    expect(rows[0]).toEqual([
      voided.numberText,
      '05/07/2026',
      `Mira Roy (${school.students.mira.uniqueId})`,
      'Cash',
      '',
      '200.00',
      'Cyrus Cashier',
      'VOID',
      'Keyed twice',
    ])
    expect(rows[1]!.slice(0, 6)).toEqual([
      first.numberText,
      '05/07/2026',
      `Asha Sharma (${school.students.asha.uniqueId}); Ravi Sharma (${school.students.ravi.uniqueId})`,
      'UPI',
      'UTR 1',
      '1500.00',
    ])
    const dates = rows.map((row) => row[1]!.split('/').reverse().join('-'))
    expect(dates).toEqual([...dates].sort().reverse())

    // A narrower range and one cashier.
    const may = await rowsOf(
      await post('/api/fees/receipts.csv', school.admin, {
        from: '2026-05-01',
        to: '2026-05-01',
        cashierId: school.cashier.id,
      }),
    )
    expect(may).toHaveLength(1 + 40)
    const log = await db.auditLog.findMany({ where: { action: 'fees.receipts_export' }, orderBy: { createdAt: 'asc' } })
    expect(log.map((entry) => [entry.actorId, entry.targetLabel])).toEqual([
      [school.cashier.id, 'Receipts 2026-04-01 to 2027-03-31'],
      [school.admin.id, 'Receipts 2026-05-01 to 2026-05-01'],
    ])
  })

  it('exports the defaulters report row for row, with formulas defused', async () => {
    const sly = await makeStudent(db, {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Kid',
      parentEmail: 'kid@example.com',
      parentPhone: '+91 94361 00472',
    })
    await feesAs(school.admin, db).setup.enrolments.set({ studentId: sly.id, className: 'class8', section: 'C' })
    await feesAs(school.admin, db).setup.issueTerm({ termId: school.terms.term1.id })
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.asha.id, amountPaise: 1_000_00 }],
    })
    const report = await feesAs(school.cashier, db).reports.defaulters({ termId: school.terms.term1.id })

    const response = await post('/api/fees/defaulters.csv', school.cashier, {
      termId: school.terms.term1.id,
      className: '',
    })
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="defaulters-2026-27-Term-1\.csv"/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    // A byte-order mark first, so that Excel reads the file as UTF-8.
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('Class,Section,Roll,Student,')).toBe(true)
    expect(text).toContain(`"'=HYPERLINK(""http://evil"") Kid"`)
    expect(text).toContain('+91 94361 00472')
    const [, ...rows] = parseCsv(text)
    expect(rows.map((row) => [row[3]!.replace(/^'/, ''), row[10]])).toEqual(
      report.items.map((item) => [item.name, (item.outstandingPaise / 100).toFixed(2)]),
    )
    expect(rows).toHaveLength(4)

    const class8 = await rowsOf(
      await post('/api/fees/defaulters.csv', school.admin, { termId: school.terms.term1.id, className: 'class8' }),
    )
    expect(class8.slice(1).map((row) => row[0])).toEqual(['Class 8', 'Class 8'])
    expect(await db.auditLog.count({ where: { action: 'fees.defaulters_export' } })).toBe(2)
  })
})
