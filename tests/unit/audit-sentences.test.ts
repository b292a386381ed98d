// The audit log in words for each area's entries, as they are stored today and as older rows
// stored them: labels from the shared enumerations, money in rupees, dates DD/MM/YYYY, never a code or an id.
import { describe, expect, it } from 'vitest'
import { auditSentence, fieldChanges, type AuditRecord } from '~/shared/audit'

const entry = (
  action: string,
  targetLabel: string | null,
  details: Record<string, unknown> | null = null,
): AuditRecord => ({
  actorName: 'Temjen Ao',
  action,
  targetType: 'x',
  targetLabel,
  details,
})

describe('auditSentence', () => {
  it.each([
    [
      entry('fees.receipt_void', '2026-27/000123', {
        reason: 'Wrong student',
        totalPaise: 1250000,
        date: '2026-06-20',
      }),
      'Temjen Ao voided receipt 2026-27/000123 of ₹12,500.00. Reason: Wrong student.',
    ],
    [
      entry('fees.concession_create', 'Aoli Jamir', {
        type: 'sibling',
        kind: 'percent',
        percent: 10,
        year: '2026-27',
        reason: 'Second child',
      }),
      'Temjen Ao granted Aoli Jamir a sibling concession of 10% for 2026-27. Reason: Second child.',
    ],
    [
      entry('fees.enrolment_set', 'Aoli Jamir', { year: '2026-27', className: 'class5', section: 'B', rollNumber: 12 }),
      'Temjen Ao enrolled Aoli Jamir in Class 5 B, roll number 12 for 2026-27.',
    ],
    [
      entry('fees.day_close', '2026-06-20 Temjen Ao', {
        date: '2026-06-20',
        countedCashPaise: 500000,
        differencePaise: -10000,
      }),
      'Temjen Ao closed the cash day 20/06/2026 with ₹5,000.00 counted, a difference of -₹100.00.',
    ],
    [
      entry('fees.day_reopen', '2026-06-20 Priya Sharma', {
        date: '2026-06-20',
        cashierName: 'Priya Sharma',
        countedCashPaise: 500000,
        reason: 'A parent came at 5 pm',
      }),
      'Temjen Ao reopened the cash day 20/06/2026 of Priya Sharma. Reason: A parent came at 5 pm.',
    ],
    [
      entry('fees.receipts_export', 'Receipts 2026-04-01 to 2027-03-31', {
        filters: { from: '2026-04-01', to: '2027-03-31' },
      }),
      'Temjen Ao exported Receipts 01/04/2026 to 31/03/2027 as CSV (from 01/04/2026, to 31/03/2027).',
    ],
    [
      entry('inventory.issue', 'LAB-001 Microscope', {
        movementId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        delta: -2,
        onHandAfter: 8,
        party: 'Science department',
        reference: null,
        note: '',
      }),
      'Temjen Ao issued 2 of LAB-001 Microscope to Science department (8 on hand after).',
    ],
    [
      entry('inventory.adjust', 'LAB-001 Microscope', { delta: -1, onHandAfter: 7, note: 'Broken in class' }),
      'Temjen Ao adjusted the stock of LAB-001 Microscope by -1 (7 on hand after). Note: Broken in class.',
    ],
    [
      entry('user.profile_update', 'Temjen Ao', { phone: { from: '98620 11111', to: '98620 22222' } }),
      'Temjen Ao changed their own phone from 98620 11111 to 98620 22222.',
    ],
    [
      entry('admission.settings_change', 'Admissions settings', {
        highestClass: { from: 'class12', to: 'class11' },
        feesDueBy: { from: null, to: '2027-01-31' },
      }),
      'Temjen Ao changed the admissions settings: highest class from Class 12 to Class 11 and fees due by from blank to 31/01/2027.',
    ],
    [
      entry('mail.resend', 'Your application', { to: 'family@example.in', result: 'failed' }),
      'Temjen Ao sent the e-mail "Your application" again to family@example.in; it failed again.',
    ],
    [
      entry('fees.concession_revoke', '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', {
        concessionId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        reason: 'Left school',
      }),
      'Temjen Ao revoked a fee concession. Reason: Left school.',
    ],
  ])('%#: %s', (record, sentence) => {
    expect(auditSentence(record)).toBe(sentence)
  })

  it('an unknown action still reads as words, nested details included', () => {
    expect(
      auditSentence(
        entry('gallery.album_update', 'Sports Day', {
          title: { from: 'Sport Day', to: 'Sports Day' },
          coverId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        }),
      ),
    ).toBe('Temjen Ao: gallery album update (Sports Day): title from Sport Day to Sports Day.')
  })
})

describe('auditSentence for teaching', () => {
  it.each([
    [
      entry('attendance.correct', 'Class 9 A, 15/06/2026', {
        reason: 'Came after the first period',
        changes: [{ student: 'Imkong Ao', from: 'Absent (leave)', to: 'Present' }],
      }),
      'Temjen Ao corrected the register of Class 9 A, 15/06/2026: Imkong Ao from absent (leave) to present. Reason: Came after the first period.',
    ],
    [
      entry('academics.marks_correct', 'Half-Yearly Examination, Class 9 A', {
        reason: 'Recheck',
        changes: [{ student: 'Vikato Sumi', subject: 'Mathematics', part: 'Theory', from: '55', to: '58' }],
      }),
      "Temjen Ao changed locked marks of Half-Yearly Examination, Class 9 A: Vikato Sumi's Mathematics theory from 55 to 58. Reason: Recheck.",
    ],
    [
      entry('academics.class_teacher_set', 'Class 9 A', { teacherId: 'a1b2', teacherName: 'Neikedolie Khate' }),
      'Temjen Ao made Neikedolie Khate the class teacher of Class 9 A.',
    ],
    [
      entry('academics.subject_teacher_set', 'Class 9 A: Science', { teacherName: null }),
      'Temjen Ao left Class 9 A: Science without a teacher.',
    ],
    [
      entry('academics.exam_subject_set', 'Unit Test, Class 9: Science', {
        theoryMax: 40,
        practicalMax: 0,
        internalMax: 10,
      }),
      'Temjen Ao set the maximum marks of Unit Test, Class 9: Science: theory 40, practical 0, internal 10.',
    ],
    [
      entry('academics.results_unpublish', 'Unit Test', { reason: 'A total to recheck' }),
      'Temjen Ao withdrew the results of Unit Test. Reason: A total to recheck.',
    ],
  ])('%#', (record, sentence) => {
    expect(auditSentence(record)).toBe(sentence)
  })
})

describe('fieldChanges', () => {
  it('lists each changed field once with its old and new value, nested rows included', () => {
    const before = {
      firstName: 'Imna',
      email: 'a@x.in',
      updatedAt: new Date(1),
      teacher: { firstName: 'Imna', phone: '1', dateOfBirth: null },
    }
    const after = {
      firstName: 'Imnatoshi',
      email: 'a@x.in',
      updatedAt: new Date(2),
      teacher: { firstName: 'Imnatoshi', phone: '2', dateOfBirth: '1990-01-01' },
    }
    expect(fieldChanges(before, after)).toEqual([
      { field: 'firstName', from: 'Imna', to: 'Imnatoshi' },
      { field: 'teacher.phone', from: '1', to: '2' },
      { field: 'teacher.dateOfBirth', from: null, to: '1990-01-01' },
    ])
  })
})
