// Exams, marks and results on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): the admin
// sets up an exam (classes, subjects, maximum marks per part); subject teachers save marks in the grid, checked
// against the maximum; concurrent saves of one cell keep exactly one and report the other as a conflict, different
// cells both stay; the class teacher's lock leaves changes to an admin with a reason (audit-logged); results and
// ranks; publishing needs every section locked and is what lets the family see the results.
import { beforeEach, describe, expect, it } from 'vitest'
import { useFreshDatabasePerTest } from '../support/accounts'
import { academicsAs, type AcademicsSchool, buildAcademicsSchool, codeOf } from './academics-fixture'

const { db } = await useFreshDatabasePerTest()

let school: AcademicsSchool
let examId: string
beforeEach(async () => {
  school = await buildAcademicsSchool(db)
  const exam = await academicsAs(school.admin, db).setup.exams.create({
    name: 'Half-Yearly Examination',
    term: 'term1',
    startDate: '2026-09-14',
    endDate: '2026-09-26',
    classes: ['class9'],
  })
  examId = exam.id
})

const nineA = { className: 'class9' as const, section: 'A' }

async function gridOf(user = school.admin) {
  return academicsAs(user, db).exams.grid({ examId, ...nineA })
}

describe('exam set-up', () => {
  it('gives each class subject 80 theory and 20 internal marks, which the admin changes', async () => {
    const setup = academicsAs(school.admin, db).setup.exams
    const subjects = await setup.subjects({ examId, className: 'class9' })
    expect(subjects.subjects.map((s) => [s.name, s.theoryMax, s.practicalMax, s.internalMax])).toContainEqual([
      'Mathematics',
      80,
      0,
      20,
    ])
    await setup.setSubject({
      examId,
      className: 'class9',
      subjectId: school.maths.id,
      theoryMax: 70,
      practicalMax: 10,
      internalMax: 20,
    })
    const maths = (await setup.subjects({ examId, className: 'class9' })).subjects.find(
      (s) => s.name === 'Mathematics',
    )!
    expect([maths.theoryMax, maths.practicalMax, maths.internalMax]).toEqual([70, 10, 20])
    expect(
      await codeOf(
        setup.create({
          name: 'Half-Yearly Examination',
          term: 'term1',
          startDate: '2026-09-14',
          endDate: '2026-09-26',
          classes: ['class9'],
        }),
      ),
    ).toBe('BAD_REQUEST: 2026-27 already has an exam called Half-Yearly Examination.')
    expect(
      await codeOf(
        setup.create({
          name: 'Annual',
          term: 'term2',
          startDate: '2027-03-20',
          endDate: '2027-04-02',
          classes: ['class9'],
        }),
      ),
    ).toBe("BAD_REQUEST: The exam's dates must fall within 2026-27 (01/04/2026 to 31/03/2027).")
  })

  it('refuses a maximum below a mark already given, and deleting an exam with marks', async () => {
    const grid = await gridOf()
    const theory = grid.columns.find((c) => c.subject === 'Mathematics' && c.component === 'theory')!
    await academicsAs(school.chuba, db).exams.saveMarks({
      examId,
      ...nineA,
      cells: [
        {
          examSubjectId: theory.examSubjectId,
          studentId: school.nineA[0]!.id,
          component: 'theory',
          entry: '75',
          version: 0,
        },
      ],
    })
    const setup = academicsAs(school.admin, db).setup.exams
    expect(
      await codeOf(
        setup.setSubject({
          examId,
          className: 'class9',
          subjectId: school.maths.id,
          theoryMax: 70,
          practicalMax: 0,
          internalMax: 30,
        }),
      ),
    ).toBe('BAD_REQUEST: A theory mark of 75 in Mathematics is above 70: change that mark first.')
    expect(await codeOf(setup.delete({ id: examId }))).toBe(
      'BAD_REQUEST: Marks have been entered for this exam, so it cannot be deleted.',
    )
  })
})

describe('the marks grid', () => {
  it('shows a subject teacher their subject and the class teacher every subject; only the subject teacher edits', async () => {
    const chuba = await gridOf(school.chuba)
    expect([...new Set(chuba.columns.map((c) => c.subject))]).toEqual(['Mathematics'])
    expect(chuba.columns.every((c) => c.editable)).toBe(true)
    const asen = await gridOf(school.asen)
    expect(new Set(asen.columns.map((c) => c.subject)).size).toBe(6)
    expect(asen.columns.filter((c) => c.editable)).toEqual([])
    expect(await codeOf(academicsAs(school.bendang, db).exams.grid({ examId, ...nineA }))).toBe(
      'FORBIDDEN: You do not teach Class 9 A.',
    )
    const english = asen.columns.find((c) => c.subject === 'English')!
    expect(
      await codeOf(
        academicsAs(school.chuba, db).exams.saveMarks({
          examId,
          ...nineA,
          cells: [
            {
              examSubjectId: english.examSubjectId,
              studentId: school.nineA[0]!.id,
              component: 'theory',
              entry: '50',
              version: 0,
            },
          ],
        }),
      ),
    ).toBe('FORBIDDEN: You do not teach English to Class 9 A.')
  })

  it('checks every value against the maximum and writes nothing when one is wrong', async () => {
    const grid = await gridOf(school.chuba)
    const theory = grid.columns.find((c) => c.component === 'theory')!
    const internal = grid.columns.find((c) => c.component === 'internal')!
    const save = (entries: [string, string][]) =>
      codeOf(
        academicsAs(school.chuba, db).exams.saveMarks({
          examId,
          ...nineA,
          cells: entries.map(([entry, part], index) => ({
            examSubjectId: (part === 'theory' ? theory : internal).examSubjectId,
            studentId: school.nineA[index]!.id,
            component: part as 'theory' | 'internal',
            entry,
            version: 0,
          })),
        }),
      )
    expect(
      await save([
        ['62', 'theory'],
        ['81', 'theory'],
      ]),
    ).toBe('BAD_REQUEST: Lanu Longkumer, Mathematics theory: Marks cannot be more than 80 (the maximum).')
    expect(await save([['-3', 'theory']])).toBe(
      'BAD_REQUEST: Vikato Sumi, Mathematics theory: Marks cannot be negative.',
    )
    expect(await save([['12.25', 'internal']])).toMatch(/at most one decimal place/)
    expect(await save([['abc', 'internal']])).toMatch(/a number, AB \(absent\) or ML \(medical leave\)/)
    expect(await db.mark.count()).toBe(0)
    expect(
      await save([
        ['62.5', 'theory'],
        ['ab', 'theory'],
        ['ML', 'internal'],
        ['20', 'internal'],
      ]),
    ).toBe('OK')
    const saved = await gridOf(school.chuba)
    expect(saved.cells.map((c) => c.entry).sort()).toEqual(['20', '62.5', 'AB', 'ML'])
  })

  it('keeps exactly one of two saves of the same cell and both saves of different cells', async () => {
    const grid = await gridOf(school.chuba)
    const theory = grid.columns.find((c) => c.component === 'theory')!
    const internal = grid.columns.find((c) => c.component === 'internal')!
    const vikato = school.nineA[0]!.id
    const cell = (entry: string, component: 'theory' | 'internal' = 'theory', version = 0) => ({
      examSubjectId: (component === 'theory' ? theory : internal).examSubjectId,
      studentId: vikato,
      component,
      entry,
      version,
    })
    const chuba = academicsAs(school.chuba, db).exams
    const admin = academicsAs(school.admin, db).exams
    // Ten first saves of one cell at once: one is kept, nine come back as conflicts showing the stored value.
    const first = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? chuba : admin).saveMarks({ examId, ...nineA, cells: [cell(String(60 + i))] }),
      ),
    )
    expect(first.filter((r) => r.saved.length === 1)).toHaveLength(1)
    const winner = first.find((r) => r.saved.length === 1)!.saved[0]!
    const losers = first.flatMap((r) => r.conflicts)
    expect(losers).toHaveLength(9)
    expect(new Set(losers.map((c) => c.entry))).toEqual(new Set([winner.entry]))
    expect(losers.every((c) => c.version === 1)).toBe(true)
    // Two teachers correcting the same cell from version 1: one wins; a stale one is refused, not overwritten.
    const second = await Promise.all([
      chuba.saveMarks({ examId, ...nineA, cells: [cell('70', 'theory', 1)] }),
      admin.saveMarks({ examId, ...nineA, cells: [cell('71', 'theory', 1)] }),
    ])
    expect(second.flatMap((r) => r.saved)).toHaveLength(1)
    expect(second.flatMap((r) => r.conflicts)).toHaveLength(1)
    // Different cells of the same row at once: both kept.
    await Promise.all([
      chuba.saveMarks({ examId, ...nineA, cells: [cell('18', 'internal', 0)] }),
      admin.saveMarks({ examId, ...nineA, cells: [cell('72', 'theory', 2)] }),
    ])
    const rows = await db.mark.findMany({ where: { studentId: vikato }, orderBy: { component: 'asc' } })
    expect(rows.map((r) => [r.component, r.tenths, r.version])).toEqual([
      ['internal', 180, 1],
      ['theory', 720, 3],
    ])
  })

  it('after the class teacher locks, only an admin changes marks, with a reason that is audit-logged', async () => {
    const grid = await gridOf(school.chuba)
    const theory = grid.columns.find((c) => c.component === 'theory')!
    const cell = { examSubjectId: theory.examSubjectId, studentId: school.nineA[0]!.id, component: 'theory' as const }
    await academicsAs(school.chuba, db).exams.saveMarks({
      examId,
      ...nineA,
      cells: [{ ...cell, entry: '55', version: 0 }],
    })
    expect(await codeOf(academicsAs(school.chuba, db).exams.lock({ examId, ...nineA }))).toMatch(
      /^FORBIDDEN: You are not the class teacher/,
    )
    await academicsAs(school.asen, db).exams.lock({ examId, ...nineA })
    expect((await gridOf(school.chuba)).columns.every((c) => !c.editable)).toBe(true)
    expect(
      await codeOf(
        academicsAs(school.chuba, db).exams.saveMarks({
          examId,
          ...nineA,
          cells: [{ ...cell, entry: '56', version: 1 }],
        }),
      ),
    ).toBe(
      'BAD_REQUEST: The marks of Class 9 A in Half-Yearly Examination are locked. Only an administrator can change them now, with a reason.',
    )
    const admin = academicsAs(school.admin, db).exams
    expect(await codeOf(admin.saveMarks({ examId, ...nineA, cells: [{ ...cell, entry: '56', version: 1 }] }))).toBe(
      'BAD_REQUEST: Please give the reason for this change.',
    )
    await admin.saveMarks({
      examId,
      ...nineA,
      reason: 'Re-totalled after a recheck',
      cells: [{ ...cell, entry: '58', version: 1 }],
    })
    const log = await db.auditLog.findFirstOrThrow({ where: { action: 'academics.marks_correct' } })
    expect(JSON.parse(log.details!)).toEqual({
      reason: 'Re-totalled after a recheck',
      changes: [{ student: 'Vikato Sumi', subject: 'Mathematics', part: 'Theory', from: '55', to: '58' }],
    })
  })
})

describe('results and publishing', () => {
  async function fillClass(marks: Record<number, [string, string]>) {
    // Every subject 80 + 20; each student's marks are the same in every subject, from `marks` by roll.
    const grid = await gridOf()
    const cells = grid.students.flatMap((student, index) =>
      grid.columns.map((column) => ({
        examSubjectId: column.examSubjectId,
        studentId: student.studentId,
        component: column.component,
        entry: marks[index]![column.component === 'theory' ? 0 : 1],
        version: 0,
      })),
    )
    await academicsAs(school.admin, db).exams.saveMarks({ examId, ...nineA, cells })
  }

  it('totals, grades at the band edges, results and ranks with ties', async () => {
    await fillClass({ 0: ['71', '20'], 1: ['71', '20'], 2: ['60.9', '20'], 3: ['20', '12.9'], 4: ['AB', '10'] })
    const results = await academicsAs(school.asen, db).exams.results({ examId, ...nineA })
    const row = (name: string) => results.students.find((s) => s.name === name)!
    // 91 of 100 in every subject: A1 at the band's lower edge; 80.9 of 100: B1, just under A2's 81.
    expect([row('Vikato Sumi').percent, row('Vikato Sumi').grade?.grade, row('Vikato Sumi').rank]).toEqual([
      '91.00%',
      'A1',
      1,
    ])
    expect(row('Lanu Longkumer').rank).toBe(1)
    expect([row('Neiba Angami').percent, row('Neiba Angami').grade?.grade, row('Neiba Angami').rank]).toEqual([
      '80.90%',
      'B1',
      3,
    ])
    // 32.9 of 100: below the pass mark of 33 in every subject.
    expect([
      row('Tiasunep Jamir').percent,
      row('Tiasunep Jamir').grade?.grade,
      row('Tiasunep Jamir').resultLabel,
    ]).toEqual(['32.90%', 'E', 'Fail'])
    expect(row('Imkong Ao').subjects[0]).toMatchObject({ absent: false, obtained: 100, max: 1000 })
    expect(row('Imkong Ao').resultLabel).toBe('Fail')
  })

  it('are published once every section is locked, and only then reach the family', async () => {
    await fillClass({ 0: ['70', '18'], 1: ['65', '15'], 2: ['50', '10'], 3: ['40', '10'], 4: ['30', '8'] })
    const setup = academicsAs(school.admin, db).setup.exams
    expect(await codeOf(setup.publish({ id: examId }))).toBe(
      'BAD_REQUEST: Lock the marks of every class first: Class 9 A, Class 9 B are not locked.',
    )
    const parentView = () => academicsAs(school.parent, db).family.overview({ studentId: school.nineA[0]!.id })
    expect((await parentView()).results).toEqual([])
    await academicsAs(school.asen, db).exams.lock({ examId, ...nineA })
    await academicsAs(school.bendang, db).exams.lock({ examId, className: 'class9', section: 'B' })
    await setup.publish({ id: examId })
    const view = await parentView()
    expect(view.enrolled && view.results.map((r) => [r.name, r.percent, r.grade, r.resultLabel])).toEqual([
      ['Half-Yearly Examination', '88.00%', 'A2', 'Pass'],
    ])
    const bell = await db.notification.findMany({ where: { kind: 'results_published', userId: school.parent.id } })
    expect(bell.map((n) => n.title)).toEqual(['Results of Half-Yearly Examination are out'])
    // The student sees their own; another family's child is not found.
    expect(await codeOf(academicsAs(school.nineA[1]!, db).family.overview({ studentId: school.nineA[0]!.id }))).toBe(
      'NOT_FOUND: Student not found.',
    )
    expect(await codeOf(academicsAs(school.parent, db).family.overview({ studentId: school.nineA[1]!.id }))).toBe(
      'NOT_FOUND: Student not found.',
    )
    // After publishing, a class teacher can no longer reopen or re-remark; the admin unpublishes with a reason.
    expect(
      await codeOf(
        academicsAs(school.asen, db).exams.setRemark({ examId, studentId: school.nineA[0]!.id, remark: 'Well done' }),
      ),
    ).toMatch(/only an administrator can change a remark now/)
    expect(await codeOf(academicsAs(school.admin, db).exams.unlock({ examId, ...nineA, reason: 'Recheck' }))).toMatch(
      /unpublish them first/,
    )
    await setup.unpublish({ id: examId, reason: 'A total to recheck' })
    expect((await parentView()).results).toEqual([])
  })
})
