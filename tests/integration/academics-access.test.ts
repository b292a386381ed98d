// Who sees what of a class (the database under test, SQLite or PostgreSQL): two class teachers and two sections,
// a subject teacher, a parent and students. Class lists, the report-card files (one student's and a section's) and
// the attendance CSVs each refuse everyone outside the class; a family sees a report card only once published.
// The report card's text is read back from the PDF: the subjects, the marks and the attendance of the period.
import { beforeEach, describe, expect, it } from 'vitest'
import { handleClassReportCardsRequest, handleReportCardRequest } from '~/server/academics/report-card-http'
import { belowThresholdCsv, registerCsv } from '~/server/academics/attendance-exports'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { handleCsvExport } from '~/server/csv-export'
import { parseCsv } from '~/shared/csv'
import { useFreshDatabasePerTest } from '../support/accounts'
import { pdfPages, pdfText } from '../support/pdf'
import { academicsAs, buildAcademicsSchool, type AcademicsSchool } from './academics-fixture'

const { db } = await useFreshDatabasePerTest()
const at = '2026-10-05T10:00:00+05:30'
const site = 'http://school.test'

let school: AcademicsSchool
let examId: string
beforeEach(async () => {
  school = await buildAcademicsSchool(db)
  const admin = academicsAs(school.admin, db, at)
  const exam = await admin.setup.exams.create({
    name: 'Half-Yearly Examination',
    term: 'term1',
    startDate: '2026-09-14',
    endDate: '2026-09-26',
    classes: ['class9'],
  })
  examId = exam.id
  // Two days of 9 A's register in the term; Vikato was away on the second.
  for (const [date, absent] of [
    ['2026-09-01', false],
    ['2026-09-02', true],
  ] as const) {
    await academicsAs(school.asen, db, `${date}T09:00:00+05:30`).attendance.save({
      className: 'class9',
      section: 'A',
      date,
      expectedVersion: 0,
      submissionId: `seed-${date}`,
      entries: absent ? [{ studentId: school.nineA[0]!.id, status: 'absent', reason: 'sick' }] : [],
    })
  }
  for (const section of ['A', 'B']) {
    const grid = await admin.exams.grid({ examId, className: 'class9', section })
    await admin.exams.saveMarks({
      examId,
      className: 'class9',
      section,
      cells: grid.students.flatMap((student) =>
        grid.columns.map((column) => ({
          examSubjectId: column.examSubjectId,
          studentId: student.studentId,
          component: column.component,
          entry: column.component === 'theory' ? '64' : '17',
          version: 0,
        })),
      ),
    })
  }
  await academicsAs(school.asen, db, at).exams.setRemark({
    examId,
    studentId: school.nineA[0]!.id,
    remark: 'Vikato reads widely and asks good questions.',
  })
})

const resolve = (user: SessionUser | null) => ({ db, now: fixedClock(at), resolveUser: async () => user })

function card(user: SessionUser | null, studentId: string, id = examId) {
  return handleReportCardRequest(
    new Request(`${site}/api/academics/report-cards/${id}/${studentId}/pdf`),
    { examId: id, studentId },
    resolve(user),
  )
}

function classCards(user: SessionUser | null, section: string) {
  return handleClassReportCardsRequest(
    new Request(`${site}/api/academics/class-report-cards/${examId}/pdf?class=class9&section=${section}`),
    { examId },
    resolve(user),
  )
}

async function publish() {
  const admin = academicsAs(school.admin, db, at)
  for (const section of ['A', 'B']) await admin.exams.lock({ examId, className: 'class9', section })
  await admin.setup.exams.publish({ id: examId })
}

describe('class lists', () => {
  it('show a class’s teachers their own class only, with guardians’ phones but not e-mails', async () => {
    await db.user.update({ where: { id: school.parent.id }, data: { phone: '+91 94361 22810' } })
    const list = await academicsAs(school.asen, db).teaching.classList({ className: 'class9', section: 'A' })
    expect(list.students.map((s) => s.name)).toEqual([
      'Vikato Sumi',
      'Lanu Longkumer',
      'Neiba Angami',
      'Tiasunep Jamir',
      'Imkong Ao',
    ])
    expect(list.students[0]!.guardians).toEqual([
      { name: 'Imli Sumi', relationLabel: 'Father', phone: '+91 94361 22810', email: null },
    ])
    expect(
      (await academicsAs(school.chuba, db).teaching.classList({ className: 'class9', section: 'A' })).students,
    ).toHaveLength(5)
    await expect(
      academicsAs(school.asen, db).teaching.classList({ className: 'class9', section: 'B' }),
    ).rejects.toThrow('You do not teach Class 9 B.')
    await expect(
      academicsAs(school.chuba, db).teaching.classList({ className: 'class9', section: 'B' }),
    ).rejects.toThrow('You do not teach Class 9 B.')
    const adminList = await academicsAs(school.admin, db).teaching.classList({ className: 'class9', section: 'A' })
    expect(adminList.students[0]!.guardians[0]!.email).toBe('imli.sumi@example.in')
  })
})

describe('report cards', () => {
  it('carry the school, the student, every subject with marks and grade, the result, the attendance and the remark', async () => {
    const response = await card(school.asen, school.nineA[0]!.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="report-card-half-yearly-examination-vikato-sumi.pdf"',
    )
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('Lightridge Higher Secondary School')
    expect(text).toContain('REPORT CARD')
    expect(text).toContain('Half-Yearly Examination · Term 1 · Academic year 2026-27')
    expect(text).toContain('Vikato Sumi')
    expect(text).toContain('Class 9 A')
    expect(text).toMatch(/Mathematics 64 \/ 80 17 \/ 20 81 \/ 100 A2/)
    expect(text).toMatch(/Information Technology 64 \/ 80 17 \/ 20 81 \/ 100 A2/)
    expect(text).toContain('486 / 600')
    expect(text).toContain('81.00%')
    expect(text).toContain('Pass')
    expect(text).toContain('Attendance (01/04/2026 to 26/09/2026): 1 of 2 school days (50.0%)')
    expect(text).toContain('Vikato reads widely and asks good questions.')
    expect(text).toContain('Class Teacher')
    expect(text).toContain('Parent / Guardian')
  })

  it('are refused to other teachers, and to the family until the results are published', async () => {
    const vikato = school.nineA[0]!
    expect((await card(null, vikato.id)).status).toBe(401)
    expect((await card(school.admin, vikato.id)).status).toBe(200)
    for (const user of [school.bendang, school.chuba, school.parent, vikato, school.nineA[1]!])
      expect((await card(user, vikato.id)).status, user.lastName).toBe(404)
    expect((await card(school.admin, vikato.id, 'no-such-exam')).status).toBe(404)
    expect((await card(school.admin, '../etc')).status).toBe(404)
    await publish()
    expect((await card(vikato, vikato.id)).status).toBe(200)
    expect((await card(school.parent, vikato.id)).status).toBe(200)
    // Another family's child, and another student asking for Vikato's, stay not found.
    expect((await card(school.parent, school.nineA[1]!.id)).status).toBe(404)
    expect((await card(school.nineA[1]!, vikato.id)).status).toBe(404)
    expect((await card(school.bendang, vikato.id)).status).toBe(404)
  })

  it('print a whole section in one file, a page per student, for its class teacher and the admin', async () => {
    const response = await classCards(school.asen, 'A')
    expect(response.status).toBe(200)
    const pages = await pdfPages(new Uint8Array(await response.arrayBuffer()))
    expect(pages).toHaveLength(5)
    expect(pages[4]).toContain('Imkong Ao')
    expect((await classCards(school.admin, 'B')).status).toBe(200)
    for (const user of [school.bendang, school.chuba, school.parent, school.nineA[0]!])
      expect((await classCards(user, 'A')).status).toBe(404)
    expect((await classCards(null, 'A')).status).toBe(401)
  })
})

describe('attendance exports', () => {
  function post(spec: 'register' | 'below', user: SessionUser | null, fields: Record<string, string>) {
    const request = new Request(`${site}/api/academics/${spec === 'register' ? 'register' : 'below-threshold'}.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
      body: new URLSearchParams(fields).toString(),
    })
    return spec === 'register'
      ? handleCsvExport(request, registerCsv, resolve(user))
      : handleCsvExport(request, belowThresholdCsv, resolve(user))
  }

  it('give the month register and the list below the threshold to the class teacher, audit-logged', async () => {
    const register = await post('register', school.asen, { className: 'class9', section: 'A', month: '2026-09' })
    expect(register.status).toBe(200)
    const [header, ...rows] = parseCsv(await register.text())
    // In October the term column is Term 2's, which has no register yet.
    expect(header!.slice(0, 5)).toEqual(['Roll', 'Student', 'School ID', '01/09', '02/09'])
    expect(header!.slice(-6)).toEqual(['P', 'A', 'L', 'Month %', 'Term 2 %', 'Year %'])
    expect(rows[0]!.slice(0, 5)).toEqual(['1', 'Vikato Sumi', school.nineA[0]!.uniqueId, 'P', 'A'])
    expect(rows[0]!.slice(-6)).toEqual(['1', '1', '0', '50.0%', '', '50.0%'])
    const below = await post('below', school.asen, { period: 'year', className: 'class9', section: 'A' })
    const [, ...belowRows] = parseCsv(await below.text())
    expect(belowRows.map((row) => [row[2], row[7]])).toEqual([['Vikato Sumi', '50.0%']])
    expect(
      await db.auditLog.count({
        where: { action: { in: ['attendance.register_export', 'attendance.below_threshold_export'] } },
      }),
    ).toBe(2)
  })

  it('are refused outside the class, with nothing logged', async () => {
    expect(
      (await post('register', school.bendang, { className: 'class9', section: 'A', month: '2026-09' })).status,
    ).toBe(403)
    expect(
      (await post('register', school.parent, { className: 'class9', section: 'A', month: '2026-09' })).status,
    ).toBe(403)
    expect((await post('below', school.chuba, { period: 'term', className: 'class9', section: 'A' })).status).toBe(403)
    expect((await post('register', null, { className: 'class9', section: 'A', month: '2026-09' })).status).toBe(401)
    expect((await post('register', school.asen, { className: 'class9', section: 'A', month: '2026-13' })).status).toBe(
      400,
    )
    expect(await db.auditLog.count({ where: { action: { startsWith: 'attendance.' } } })).toBe(0)
  })
})
