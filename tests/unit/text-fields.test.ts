import { describe, expect, it } from 'vitest'
import { albumFieldsSchema, imageFieldsSchema, videoFieldsSchema } from '~/shared/gallery-schemas'
import { createUserSchema, loginSchema } from '~/shared/account-schemas'
import { admissionFieldsSchema, changeStatusSchema, createStudentAccountSchema } from '~/shared/admission-schema'
import { announcementInput, calendarEntryInput, eventInput, newsInput, noticeInput } from '~/shared/content-schemas'
import { collectSchema, counterSearchSchema, createHeadSchema } from '~/shared/fees'
import { itemFormSchema, emptyItemForm } from '~/shared/inventory'
import { isSingleLine, singleLineMessage } from '~/shared/text'

const admission = {
  studentName: 'Asha Sumi',
  dob: '2016-05-14',
  gender: 'female',
  applyingForClass: 'class5',
  fatherName: 'Kivi Sumi',
  fatherOccupation: 'Farmer',
  motherName: 'Ela Sumi',
  motherOccupation: 'Teacher',
  address: 'Circular Road\nDimapur',
  phoneNumber: '+91 94361 00472',
  email: 'parent@example.in',
  previousSchool: 'St. Mary',
  previousClass: 'Class 4',
  additionalInfo: 'Likes music.\n\tPlays the flute.',
  termsAccepted: true,
  privacyConsent: true,
  privacyNoticeVersion: 1,
}

const controls = ['\n', '\r', '\t', '\u0000', '\u001b[31m', '\u007f', '\u0085', '\u2028']

function messagesOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message)
}

describe('single-line text fields', () => {
  it('tells single-line text from text with control characters', () => {
    expect(isSingleLine('Asha Sumi — कक्षा 5')).toBe(true)
    for (const control of controls) expect(isSingleLine(`Asha${control}Sumi`)).toBe(false)
  })

  it('refuses the bidirectional controls that make a reference or a name read backwards, and keeps the marks', () => {
    // U+202E (right-to-left override) turns "UTR 2104 \u202E00.05" into what reads as "UTR 2104 50.00" on screen.
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(isSingleLine(`UTR 2104 ${control}00.05`), JSON.stringify(control)).toBe(false)
    }
    expect(isSingleLine('Asha \u200FSumi\u200E')).toBe(true)
    const payment = { mode: 'upi', students: [{ studentId: 's1', amountPaise: 100 }] }
    expect(collectSchema.safeParse({ ...payment, reference: 'UTR 2104' }).success).toBe(true)
    expect(messagesOf(collectSchema.safeParse({ ...payment, reference: 'UTR 2104 \u202E00.05' }))).toEqual([
      'Reference must be a single line without control characters.',
    ])
    expect(itemFormSchema.safeParse({ ...emptyItemForm, name: 'Beakers', notes: 'two\nlines' }).success).toBe(true)
    expect(itemFormSchema.safeParse({ ...emptyItemForm, name: 'Beakers', notes: 'see \u2067note\u2069' }).success).toBe(
      false,
    )
  })

  it.each([
    'studentName',
    'fatherName',
    'motherName',
    'fatherOccupation',
    'motherOccupation',
    'previousSchool',
    'previousClass',
  ])('the admission form refuses a control character inside %s', (field) => {
    expect(admissionFieldsSchema.safeParse(admission).success).toBe(true)
    for (const control of controls) {
      const result = admissionFieldsSchema.safeParse({ ...admission, [field]: `Asha${control}Sumi` })
      expect(result.success, JSON.stringify(control)).toBe(false)
      expect(messagesOf(result).some((message) => message.endsWith(singleLineMessage('').slice(1)))).toBe(true)
    }
  })

  it('names the field in the message', () => {
    const result = admissionFieldsSchema.safeParse({ ...admission, studentName: 'Asha\nBcc: x@example.com' })
    expect(messagesOf(result)).toEqual(['Student name must be a single line without control characters.'])
  })

  it('keeps line breaks and tabs in multi-line fields and refuses other control characters there', () => {
    expect(admissionFieldsSchema.parse(admission).address).toBe('Circular Road\nDimapur')
    expect(admissionFieldsSchema.safeParse({ ...admission, address: 'Circular Road\u0000 Dimapur' }).success).toBe(
      false,
    )
    expect(admissionFieldsSchema.safeParse({ ...admission, additionalInfo: 'a\u001b[2Jb' }).success).toBe(false)
    expect(
      changeStatusSchema.safeParse({ id: 'x', from: 'submitted', to: 'under_review', note: 'one\ntwo' }).success,
    ).toBe(true)
  })

  it('covers accounts, content and gallery schemas', () => {
    const bad = 'Line one\nLine two'
    expect(
      createStudentAccountSchema.safeParse({ id: 'a', firstName: bad, lastName: 'S', email: 'a@b.in' }).success,
    ).toBe(false)
    expect(loginSchema.safeParse({ identifier: 'a@b.in\u0000', password: 'x' }).success).toBe(false)
    const user = { role: 'teacher', firstName: 'Ravi', lastName: 'Rao', email: 'ravi@example.in' }
    expect(createUserSchema.safeParse(user).success).toBe(true)
    expect(createUserSchema.safeParse({ ...user, lastName: bad }).success).toBe(false)
    expect(createUserSchema.safeParse({ ...user, teacher: { subjects: bad } }).success).toBe(false)
    expect(
      createUserSchema.safeParse({ ...user, role: 'student', student: { address: 'House 4\nDimapur' } }).success,
    ).toBe(true)
    expect(createUserSchema.safeParse({ ...user, role: 'student', student: { parentName: bad } }).success).toBe(false)

    expect(newsInput.safeParse({ title: bad, content: 'x', imageUrl: '', isFeatured: false }).success).toBe(false)
    expect(
      newsInput.safeParse({ title: 'T', content: 'para one\n\npara two', imageUrl: '', isFeatured: false }).success,
    ).toBe(true)
    expect(
      eventInput.safeParse({
        title: 'Sports day',
        description: 'd',
        eventDate: '2026-06-20T10:00',
        location: bad,
        isFeatured: false,
      }).success,
    ).toBe(false)
    expect(
      noticeInput.safeParse({ title: bad, category: 'exam', date: '2026-06-20', content: 'c', important: false })
        .success,
    ).toBe(false)
    expect(calendarEntryInput.safeParse({ date: '2026-06-20', title: bad, category: 'exam' }).success).toBe(false)
    expect(announcementInput.safeParse({ message: 'Admissions open\u0007', isActive: true }).success).toBe(false)

    expect(albumFieldsSchema.safeParse({ title: bad, description: '' }).success).toBe(false)
    expect(albumFieldsSchema.safeParse({ title: 'Annual day', description: 'one\ntwo' }).success).toBe(true)
    expect(imageFieldsSchema.safeParse({ title: bad, description: '' }).success).toBe(false)
    expect(
      videoFieldsSchema.safeParse({
        title: bad,
        description: '',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        duration: '',
        thumbnailUrl: '',
      }).success,
    ).toBe(false)

    expect(createHeadSchema.safeParse({ name: 'Tuition', description: bad }).success).toBe(false)
    expect(createHeadSchema.safeParse({ name: 'Tuition\u0000', description: '' }).success).toBe(false)
    expect(counterSearchSchema.safeParse({ q: 'Asha\nSumi' }).success).toBe(false)
  })
})
