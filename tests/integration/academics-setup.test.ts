// The admin's academics set-up on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): a class's
// subjects from the syllabus, who teaches what (one at a time, or from a CSV that is imported whole or not at all),
// and the exams' classes.
import { beforeEach, describe, expect, it } from 'vitest'
import { makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { academicsAs, type AcademicsSchool, buildAcademicsSchool, codeOf } from './academics-fixture'

const { db } = await useFreshDatabasePerTest()

let school: AcademicsSchool
beforeEach(async () => {
  school = await buildAcademicsSchool(db)
})

describe('subjects', () => {
  it('come from the syllabus once, can be added, and stay while an exam uses them', async () => {
    const subjects = academicsAs(school.admin, db).setup.subjects
    expect(school.subjects.map((s) => s.name)).toEqual([
      'English',
      'Hindi or Alternative English',
      'Mathematics',
      'Science',
      'Social Science',
      'Information Technology',
    ])
    expect(await subjects.fromSyllabus({ className: 'class9' })).toEqual({ added: 0 })
    expect(await codeOf(subjects.add({ className: 'class9', name: 'Mathematics' }))).toBe(
      'BAD_REQUEST: Class 9 already has Mathematics.',
    )
    const music = await subjects.add({ className: 'class9', name: 'Music' })
    expect((await subjects.list({ className: 'class9' })).subjects.at(-1)?.name).toBe('Music')
    await subjects.remove({ id: music.id })
    expect(await codeOf(subjects.fromSyllabus({ className: 'class11' }))).toBe(
      'BAD_REQUEST: The syllabus lists no subjects for Class 11: add them one by one.',
    )
    await academicsAs(school.admin, db).setup.exams.create({
      name: 'Unit Test 1',
      term: 'term1',
      startDate: '2026-07-20',
      endDate: '2026-07-22',
      classes: ['class9'],
    })
    expect(await codeOf(subjects.remove({ id: school.maths.id }))).toMatch(
      /^BAD_REQUEST: Mathematics is set up in an exam/,
    )
    expect(
      await db.auditLog.count({ where: { action: { in: ['academics.subject_add', 'academics.subject_remove'] } } }),
    ).toBe(6 + 2)
  })
})

describe('teaching assignments', () => {
  it('lists every section with its class teacher and subject teachers', async () => {
    const list = await academicsAs(school.admin, db).setup.assignments.list()
    expect(list.sections.map((s) => [s.label, s.students, s.classTeacherId])).toEqual([
      ['Class 9 A', 5, school.asen.id],
      ['Class 9 B', 3, school.bendang.id],
    ])
    expect(list.sections[0]!.subjects.find((s) => s.name === 'Mathematics')?.teacherId).toBe(school.chuba.id)
    expect(list.teachers.map((t) => t.name)).toEqual(['Asen Kikon', 'Bendang Ao', 'Chuba Jamir'])
  })

  it('gives a class or a subject only to an active teacher account', async () => {
    const assignments = academicsAs(school.admin, db).setup.assignments
    expect(
      await codeOf(assignments.setClassTeacher({ className: 'class9', section: 'A', teacherId: school.parent.id })),
    ).toBe('NOT_FOUND: Teacher not found.')
    const retired = await makeUser(db, { role: 'teacher', firstName: 'Old', lastName: 'Hand', isActive: false })
    expect(
      await codeOf(assignments.setClassTeacher({ className: 'class9', section: 'A', teacherId: retired.id })),
    ).toBe("BAD_REQUEST: Old Hand's account is deactivated.")
    await assignments.setSubjectTeacher({
      className: 'class9',
      section: 'A',
      subjectId: school.maths.id,
      teacherId: null,
    })
    expect(await db.subjectTeacher.count()).toBe(0)
  })

  it('imports a CSV whole or not at all, with a report line per row', async () => {
    const assignments = academicsAs(school.admin, db).setup.assignments
    const rows = [
      { class: 'Class 9', section: 'B', subject: 'Mathematics', teacher: 'TCH100003' },
      { class: '9', section: 'B', subject: '', teacher: 'asen@nowhere.example' },
      { class: 'Class 13', section: 'A', subject: '', teacher: 'TCH100001' },
      { class: 'class9', section: 'B', subject: 'Music', teacher: 'TCH100002' },
      { class: 'class9', section: 'B', subject: 'mathematics', teacher: 'TCH100002' },
    ]
    const report = await assignments.import({ rows, dryRun: false })
    expect(report.ok).toBe(false)
    expect(report.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['teacher: no active teacher has the school ID or e-mail "asen@nowhere.example".']],
      [4, ['class: "Class 13" is not a class (write it like Class 9 or 9).']],
      [5, ['subject: Class 9 has no subject "Music" (add it under Subjects first).']],
      [6, ['line 2 already names the Mathematics teacher of Class 9 B.']],
    ])
    expect(await db.subjectTeacher.count()).toBe(1)
    const good = [
      { class: 'Class 9', section: 'B', subject: 'Mathematics', teacher: 'TCH100003' },
      { class: 'Class 9', section: 'A', subject: '', teacher: school.bendang.email! },
    ]
    expect((await assignments.import({ rows: good, dryRun: true })).ok).toBe(true)
    expect(await db.subjectTeacher.count()).toBe(1)
    const applied = await assignments.import({ rows: good, dryRun: false })
    expect(applied).toMatchObject({ ok: true, applied: 2 })
    expect(await db.subjectTeacher.count()).toBe(2)
    expect((await db.classTeacher.findFirstOrThrow({ where: { section: 'A' } })).teacherId).toBe(school.bendang.id)
    expect(await db.auditLog.count({ where: { action: 'academics.assignments_import' } })).toBe(1)
  })
})

describe('exams', () => {
  it('keep a class with marks, and take its subjects away with a class that has none', async () => {
    const exams = academicsAs(school.admin, db).setup.exams
    const exam = await exams.create({
      name: 'Unit Test 1',
      term: 'term1',
      startDate: '2026-07-20',
      endDate: '2026-07-22',
      classes: ['class9', 'class10'],
    })
    expect((await exams.list()).exams.map((e) => [e.name, e.classes])).toEqual([['Unit Test 1', ['class9', 'class10']]])
    const fields = {
      id: exam.id,
      name: 'Unit Test 1',
      term: 'term1' as const,
      startDate: '2026-07-20',
      endDate: '2026-07-22',
    }
    await exams.update({ ...fields, classes: ['class9'] })
    const grid = await academicsAs(school.chuba, db).exams.grid({ examId: exam.id, className: 'class9', section: 'A' })
    await academicsAs(school.chuba, db).exams.saveMarks({
      examId: exam.id,
      className: 'class9',
      section: 'A',
      cells: [
        {
          examSubjectId: grid.columns[0]!.examSubjectId,
          studentId: school.nineA[0]!.id,
          component: 'theory',
          entry: '40',
          version: 0,
        },
      ],
    })
    expect(await codeOf(exams.update({ ...fields, classes: ['class10'] }))).toBe(
      'BAD_REQUEST: Marks have been entered for Class 9: it stays in the exam.',
    )
    // A teacher's exam list holds the exams of their classes.
    expect((await academicsAs(school.bendang, db).exams.list()).exams).toHaveLength(1)
  })
})
