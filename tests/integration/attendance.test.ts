// Attendance on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): the class teacher takes
// today's register (everyone present unless marked), a retried submission changes nothing, two devices cannot
// overwrite each other, corrections are the teacher's on the day and the admin's later (with a reason, audit-logged),
// school days come from the calendar, absence alerts reach the guardians once per student and day (not for a
// leave), and the reports: the month register, percentages and the list below the threshold.
import { beforeEach, describe, expect, it } from 'vitest'
import { useFreshDatabasePerTest } from '../support/accounts'
import { fixedClock } from '~/server/clock'
import { drainOutbox } from '../support/drain-outbox'
import {
  academicsAs,
  type AcademicsSchool,
  buildAcademicsSchool,
  codeOf,
  schoolDate,
  schoolDay,
} from './academics-fixture'

const { db } = await useFreshDatabasePerTest()

let school: AcademicsSchool
beforeEach(async () => {
  school = await buildAcademicsSchool(db)
})

const nineA = { className: 'class9' as const, section: 'A' }
let submission = 0
const fresh = () => `submission-${++submission}-${Math.random().toString(36).slice(2)}`

describe('taking the register', () => {
  it('marks everyone present but the students tapped, once, and shows it again', async () => {
    const asen = academicsAs(school.asen, db)
    const opened = await asen.attendance.register({ ...nineA, date: schoolDate })
    expect(opened.canEdit).toBe(true)
    expect(opened.register).toBeNull()
    expect(opened.students.map((s) => s.rollNumber)).toEqual([1, 2, 3, 4, 5])
    const saved = await asen.attendance.save({
      ...nineA,
      date: schoolDate,
      expectedVersion: 0,
      submissionId: fresh(),
      entries: [
        { studentId: school.nineA[1]!.id, status: 'absent', reason: 'sick' },
        { studentId: school.nineA[2]!.id, status: 'late', reason: null },
      ],
    })
    expect(saved).toMatchObject({ version: 1, presentCount: 3, absentCount: 1, lateCount: 1, repeated: false })
    expect(await db.attendanceMark.count()).toBe(5)
    const again = await asen.attendance.register({ ...nineA, date: schoolDate })
    expect(again.register?.version).toBe(1)
    expect(again.register?.marks.map((m) => m.status).sort()).toEqual(['absent', 'late'])
  })

  it('treats a retried submission as the same one: one register, one alert', async () => {
    const asen = academicsAs(school.asen, db)
    const input = {
      ...nineA,
      date: schoolDate,
      expectedVersion: 0,
      submissionId: fresh(),
      entries: [{ studentId: school.nineA[0]!.id, status: 'absent' as const, reason: null }],
    }
    const results = await Promise.all([
      asen.attendance.save(input),
      asen.attendance.save(input),
      asen.attendance.save(input),
    ])
    expect(results.filter((r) => !r.repeated)).toHaveLength(1)
    expect(await db.attendanceRegister.count()).toBe(1)
    expect(await db.attendanceMark.count()).toBe(5)
    expect(await db.attendanceAlert.count()).toBe(1)
    expect(await db.notification.count({ where: { kind: 'absence' } })).toBe(1)
  })

  it('refuses a second device that saves over a register it did not see', async () => {
    const asen = academicsAs(school.asen, db)
    const first = { ...nineA, date: schoolDate, expectedVersion: 0, entries: [] }
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => codeOf(asen.attendance.save({ ...first, submissionId: fresh() }))),
    )
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1)
    expect(outcomes.filter((o) => o.startsWith('CONFLICT'))).toHaveLength(5)
    // Two corrections made from version 1: the first wins, the second is told to reload.
    const correct = (studentId: string) =>
      codeOf(
        asen.attendance.save({
          ...nineA,
          date: schoolDate,
          expectedVersion: 1,
          submissionId: fresh(),
          entries: [{ studentId, status: 'late', reason: null }],
        }),
      )
    const corrections = await Promise.all([correct(school.nineA[3]!.id), correct(school.nineA[4]!.id)])
    expect(corrections.filter((o) => o === 'OK')).toHaveLength(1)
    expect(corrections.find((o) => o !== 'OK')).toMatch(/^CONFLICT: .*Reload the page/)
    const register = await db.attendanceRegister.findFirstOrThrow()
    expect(register.version).toBe(2)
    expect(register.lateCount).toBe(1)
  })

  it('lets the teacher correct today, audit-logged, and only the admin correct an earlier day, with a reason', async () => {
    const asen = academicsAs(school.asen, db)
    await asen.attendance.save({ ...nineA, date: schoolDate, expectedVersion: 0, submissionId: fresh(), entries: [] })
    await asen.attendance.save({
      ...nineA,
      date: schoolDate,
      expectedVersion: 1,
      submissionId: fresh(),
      entries: [{ studentId: school.nineA[4]!.id, status: 'absent', reason: 'leave' }],
    })
    const log = await db.auditLog.findFirstOrThrow({ where: { action: 'attendance.correct' } })
    expect(JSON.parse(log.details!)).toMatchObject({
      changes: [{ student: 'Imkong Ao', from: 'Present', to: 'Absent (leave)' }],
    })

    const tomorrow = academicsAs(school.asen, db, '2026-07-07T09:00:00+05:30')
    const opened = await tomorrow.attendance.register({ ...nineA, date: schoolDate })
    expect(opened.canEdit).toBe(false)
    expect(
      await codeOf(
        tomorrow.attendance.save({
          ...nineA,
          date: schoolDate,
          expectedVersion: 2,
          submissionId: fresh(),
          entries: [],
        }),
      ),
    ).toBe('FORBIDDEN: Only an administrator can correct the register of an earlier day (06/07/2026).')
    const admin = academicsAs(school.admin, db, '2026-07-07T09:00:00+05:30')
    expect((await admin.attendance.register({ ...nineA, date: schoolDate })).needsReason).toBe(true)
    expect(
      await codeOf(
        admin.attendance.save({ ...nineA, date: schoolDate, expectedVersion: 2, submissionId: fresh(), entries: [] }),
      ),
    ).toBe('BAD_REQUEST: Please give the reason for this change.')
    await admin.attendance.save({
      ...nineA,
      date: schoolDate,
      expectedVersion: 2,
      submissionId: fresh(),
      entries: [],
      reason: 'Imkong came back after the first period',
    })
    const corrections = await db.auditLog.findMany({
      where: { action: 'attendance.correct' },
      orderBy: { createdAt: 'asc' },
    })
    expect(corrections).toHaveLength(2)
    expect(JSON.parse(corrections[1]!.details!)).toMatchObject({
      reason: 'Imkong came back after the first period',
      changes: [{ student: 'Imkong Ao', from: 'Absent (leave)', to: 'Present' }],
    })
    // A correction of an earlier day alerts nobody: alerts are for today's absences.
    expect(await db.attendanceAlert.count()).toBe(0)
  })

  it('takes no register on a Sunday, a holiday, a future day or outside the year, and nothing is written', async () => {
    const asen = academicsAs(school.asen, db, '2026-07-12T09:00:00+05:30')
    const save = (date: string) =>
      codeOf(asen.attendance.save({ ...nineA, date, expectedVersion: 0, submissionId: fresh(), entries: [] }))
    expect(await save('2026-07-12')).toBe('BAD_REQUEST: 12/07/2026 is a Sunday. No attendance is taken that day.')
    expect(await save('2026-07-09')).toBe(
      'BAD_REQUEST: 09/07/2026 is a holiday (Monsoon break). No attendance is taken that day.',
    )
    expect(await save('2026-07-10')).toMatch(/^FORBIDDEN: Only an administrator/)
    const admin = academicsAs(school.admin, db, '2026-07-12T09:00:00+05:30')
    expect(
      await codeOf(
        admin.attendance.save({
          ...nineA,
          date: '2026-07-09',
          expectedVersion: 0,
          submissionId: fresh(),
          entries: [],
          reason: 'late entry',
        }),
      ),
    ).toBe('BAD_REQUEST: 09/07/2026 is a holiday (Monsoon break). No attendance is taken that day.')
    expect(
      await codeOf(
        admin.attendance.save({ ...nineA, date: '2026-07-13', expectedVersion: 0, submissionId: fresh(), entries: [] }),
      ),
    ).toBe('BAD_REQUEST: Attendance cannot be taken for a future date.')
    expect(
      await codeOf(
        admin.attendance.save({
          ...nineA,
          date: '2026-03-30',
          expectedVersion: 0,
          submissionId: fresh(),
          entries: [],
          reason: 'old',
        }),
      ),
    ).toBe('BAD_REQUEST: The academic year 2026-27 does not include this day. No attendance is taken that day.')
    expect((await asen.attendance.register({ ...nineA, date: '2026-07-12' })).closedReason).toBe(
      '12/07/2026 is a Sunday.',
    )
    expect(await db.attendanceRegister.count()).toBe(0)
  })

  it('refuses a student from another section and a teacher of another class', async () => {
    const asen = academicsAs(school.asen, db)
    expect(
      await codeOf(
        asen.attendance.save({
          ...nineA,
          date: schoolDate,
          expectedVersion: 0,
          submissionId: fresh(),
          entries: [{ studentId: school.nineB[0]!.id, status: 'absent', reason: null }],
        }),
      ),
    ).toBe('BAD_REQUEST: A student in the list is not on the class list of Class 9 A.')
    const bendang = academicsAs(school.bendang, db)
    expect(await codeOf(bendang.attendance.register({ ...nineA, date: schoolDate }))).toBe(
      'FORBIDDEN: You are not the class teacher of Class 9 A.',
    )
    expect(
      await codeOf(
        bendang.attendance.save({ ...nineA, date: schoolDate, expectedVersion: 0, submissionId: fresh(), entries: [] }),
      ),
    ).toBe('FORBIDDEN: You are not the class teacher of Class 9 A.')
    // The subject teacher of 9 A takes no register either.
    expect(await codeOf(academicsAs(school.chuba, db).attendance.register({ ...nineA, date: schoolDate }))).toMatch(
      /^FORBIDDEN/,
    )
    expect(await db.attendanceRegister.count()).toBe(0)
  })
})

describe('absence alerts', () => {
  it('tell the guardians once a day by bell and e-mail, and never for a marked leave', async () => {
    const [vikato, lanu, neiba] = school.nineA
    const asen = academicsAs(school.asen, db)
    await asen.attendance.save({
      ...nineA,
      date: schoolDate,
      expectedVersion: 0,
      submissionId: fresh(),
      entries: [
        { studentId: vikato!.id, status: 'absent', reason: null },
        { studentId: lanu!.id, status: 'absent', reason: 'sick' },
        { studentId: neiba!.id, status: 'absent', reason: 'leave' },
      ],
    })
    // Vikato's linked father in the bell; Lanu has no linked parent, so the e-mail goes to the parent on record.
    const bell = await db.notification.findMany({ where: { kind: 'absence' } })
    expect(bell.map((n) => [n.userId, n.title])).toEqual([[school.parent.id, 'Vikato Sumi is absent today']])
    expect(bell[0]!.link).toBe(`/dashboard/children/${vikato!.id}`)
    // The messages are queued in the request, each on its guardian's channels (e-mail here: no mobile on the
    // account; the parent on record has no account), and sent by the worker.
    const mail = await db.emailOutbox.findMany({ orderBy: { to: 'asc' } })
    expect(mail.map((m) => [m.channel, m.template, m.status, m.recipientUserId, m.to, m.subject])).toEqual([
      [
        'email',
        'absence_alert',
        'queued',
        school.parent.id,
        'imli.sumi@example.in',
        'Vikato Sumi was absent from school today (July 6, 2026)',
      ],
      [
        'email',
        'absence_alert',
        'queued',
        null,
        'longkumer@example.in',
        'Lanu Longkumer was absent from school today (July 6, 2026)',
      ],
    ])
    expect(mail[0]!.text).toContain(`/dashboard/children/${vikato!.id}`)
    await drainOutbox(db, fixedClock('2026-07-06T10:00:00+05:30'))
    expect((await db.emailOutbox.findMany()).map((m) => m.status)).toEqual(['stored', 'stored'])
    // The linked guardian by name; the parent on record, who has no account, by the name on the record.
    const father = await db.user.findUniqueOrThrow({ where: { id: school.parent.id } })
    expect(mail.map((m) => m.text.split('\n')[0])).toEqual([
      `Dear ${father.firstName} ${father.lastName},`,
      'Dear Parent of Lanu,',
    ])
    // Present again, then absent again the same day: no second alert.
    for (const entries of [[], [{ studentId: vikato!.id, status: 'absent' as const, reason: null }]]) {
      const version = (await db.attendanceRegister.findFirstOrThrow()).version
      await asen.attendance.save({
        ...nineA,
        date: schoolDate,
        expectedVersion: version,
        submissionId: fresh(),
        entries,
      })
    }
    expect(await db.notification.count({ where: { kind: 'absence' } })).toBe(1)
    expect(await db.emailOutbox.count()).toBe(2)
    // The next day is a new day.
    const nextDay = academicsAs(school.asen, db, '2026-07-07T09:15:00+05:30')
    await nextDay.attendance.save({
      ...nineA,
      date: '2026-07-07',
      expectedVersion: 0,
      submissionId: fresh(),
      entries: [{ studentId: vikato!.id, status: 'absent', reason: null }],
    })
    expect(await db.notification.count({ where: { kind: 'absence' } })).toBe(2)
  })

  it('is written once when many saves race to alert for the same student', async () => {
    const vikato = school.nineA[0]!
    const asen = academicsAs(school.asen, db)
    await asen.attendance.save({ ...nineA, date: schoolDate, expectedVersion: 0, submissionId: fresh(), entries: [] })
    const { sendAbsenceAlerts } = await import('~/server/academics/attendance-alerts')
    const register = await db.attendanceRegister.findFirstOrThrow()
    const { ctx } = (await import('../support/accounts')).callerFor(school.asen, { db })
    const told = await Promise.all(
      Array.from({ length: 8 }, () =>
        sendAbsenceAlerts(ctx, { registerId: register.id, date: schoolDate, label: 'Class 9 A' }, [
          { studentId: vikato.id, name: 'Vikato Sumi' },
        ]),
      ),
    )
    expect(told.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await db.attendanceAlert.count()).toBe(1)
    expect(await db.notification.count({ where: { kind: 'absence' } })).toBe(1)
  })
})

describe('reports', () => {
  async function takeDays() {
    const [vikato, lanu] = school.nineA
    // 6, 7 and 10 July are school days (8 and 9 are the monsoon break); Vikato misses two of three, Lanu is late once.
    const days = [
      ['2026-07-06', [{ studentId: vikato!.id, status: 'absent' as const, reason: null }]],
      [
        '2026-07-07',
        [
          { studentId: vikato!.id, status: 'absent' as const, reason: 'sick' as const },
          { studentId: lanu!.id, status: 'late' as const, reason: null },
        ],
      ],
      ['2026-07-10', []],
    ] as const
    for (const [date, entries] of days) {
      await academicsAs(school.asen, db, `${date}T09:00:00+05:30`).attendance.save({
        ...nineA,
        date,
        expectedVersion: 0,
        submissionId: fresh(),
        entries: [...entries],
      })
    }
  }

  it('gives the month register with letters, totals and percentages, and the students below 75 %', async () => {
    await takeDays()
    const asen = academicsAs(school.asen, db, '2026-07-10T15:00:00+05:30')
    const month = await asen.attendance.month({ ...nineA, month: '2026-07' })
    expect(month.days.map((d) => d.date)).toEqual([
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-06',
      '2026-07-07',
      '2026-07-10',
    ])
    expect(month.days.filter((d) => d.taken).map((d) => d.attended)).toEqual([4, 4, 5])
    const vikato = month.students.find((s) => s.name === 'Vikato Sumi')!
    expect(vikato.cells.slice(4).map((c) => c?.letter)).toEqual(['A', 'A', 'P'])
    expect(vikato.month).toMatchObject({ present: 1, absent: 2, late: 0, percent: '33.3%', below: true })
    expect(month.students.find((s) => s.name === 'Lanu Longkumer')!.term.percent).toBe('100.0%')
    const below = await asen.attendance.belowThreshold({ period: 'term' })
    expect(below.students.map((s) => [s.name, s.percent])).toEqual([['Vikato Sumi', '33.3%']])
    expect(below.scopeLabel).toBe('Class 9 A')
    // The admin's list covers the school; another class's teacher cannot ask for 9 A.
    const schoolWide = await academicsAs(school.admin, db, '2026-07-10T15:00:00+05:30').attendance.belowThreshold({
      period: 'year',
    })
    expect(schoolWide.scopeLabel).toBe('the whole school')
    expect(schoolWide.students).toHaveLength(1)
    expect(
      await codeOf(academicsAs(school.bendang, db).attendance.belowThreshold({ period: 'term', ...nineA })),
    ).toMatch(/^FORBIDDEN/)
    expect(await codeOf(academicsAs(school.bendang, db).attendance.month({ ...nineA, month: '2026-07' }))).toMatch(
      /^FORBIDDEN/,
    )
  })

  it('shows the admin which sections have not taken today’s register, and whether noon has passed', async () => {
    await academicsAs(school.asen, db).attendance.save({
      ...nineA,
      date: schoolDate,
      expectedVersion: 0,
      submissionId: fresh(),
      entries: [],
    })
    const morning = await academicsAs(school.admin, db).teaching.overview()
    expect(morning.pastDue).toBe(false)
    expect(morning.sections.map((s) => [s.label, s.today !== null])).toEqual([
      ['Class 9 A', true],
      ['Class 9 B', false],
    ])
    const afternoon = await academicsAs(school.admin, db, '2026-07-06T12:05:00+05:30').teaching.overview()
    expect(afternoon.pastDue).toBe(true)
    // A teacher sees only their own sections.
    const bendang = await academicsAs(school.bendang, db).teaching.overview()
    expect(bendang.sections.map((s) => [s.label, s.isClassTeacher])).toEqual([['Class 9 B', true]])
    const chuba = await academicsAs(school.chuba, db).teaching.overview()
    expect(chuba.sections.map((s) => [s.label, s.subjects])).toEqual([['Class 9 A', ['Mathematics']]])
    expect(schoolDay).toBeTruthy()
  })
})
