// Grades and results from marks (src/shared/results.ts): band edges compared in whole numbers, the pass mark,
// absent and medical-leave parts, pending results, ranks with ties, and the attendance percentage.
import { describe, expect, it } from 'vitest'
import { attendancePercentText, isBelowThreshold } from '~/shared/attendance'
import { gradeFor, overallResult, passes, percentText, ranks, subjectResult } from '~/shared/results'

const hundred = { theory: 80, practical: 0, internal: 20 }
const marks = (theory: number | 'AB' | 'ML' | null, internal: number | 'AB' | 'ML' | null) => ({
  theory: typeof theory === 'number' ? { tenths: theory * 10, code: null } : { tenths: null, code: theory },
  internal: typeof internal === 'number' ? { tenths: internal * 10, code: null } : { tenths: null, code: internal },
})

describe('grades at the band edges', () => {
  it.each([
    [1000, 'A1'],
    [910, 'A1'],
    [909, 'A2'],
    [810, 'A2'],
    [809, 'B1'],
    [710, 'B1'],
    [610, 'B2'],
    [510, 'C1'],
    [410, 'C2'],
    [330, 'D'],
    [329, 'E'],
    [0, 'E'],
  ])('%i tenths of 100 is %s', (obtained, grade) => {
    expect(gradeFor(obtained, 1000).grade).toBe(grade)
  })

  it('compares exactly: 273 of 300 is A1, 272.9 is not; a third is 33.3 % and passes the D band', () => {
    expect(gradeFor(2730, 3000).grade).toBe('A1')
    expect(gradeFor(2729, 3000).grade).toBe('A2')
    expect(gradeFor(1, 3).grade).toBe('D')
    expect(gradeFor(1, 4).grade).toBe('E')
  })

  it('passes at 33 % of the maximum and not a tenth below', () => {
    expect(passes(330, 1000)).toBe(true)
    expect(passes(329, 1000)).toBe(false)
    expect(passes(165, 500)).toBe(true)
    expect(passes(164, 500)).toBe(false)
  })

  it('writes percentages with two decimals, cut rather than rounded', () => {
    expect(percentText(9099, 10000)).toBe('90.99%')
    expect(percentText(2, 3)).toBe('66.66%')
    expect(percentText(1000, 1000)).toBe('100.00%')
  })
})

describe('a subject', () => {
  it('adds its parts', () => {
    expect(subjectResult(hundred, marks(64, 17))).toMatchObject({
      status: 'marks',
      obtained: 810,
      max: 1000,
      grade: { grade: 'A2' },
      passed: true,
    })
  })

  it('counts an absent part as 0 and marks a subject absent in every part', () => {
    expect(subjectResult(hundred, marks('AB', 10))).toMatchObject({
      obtained: 100,
      max: 1000,
      absent: false,
      passed: false,
    })
    expect(subjectResult(hundred, marks('AB', 'AB'))).toMatchObject({
      obtained: 0,
      absent: true,
      grade: { grade: 'E' },
    })
  })

  it('leaves a part on medical leave out of the maximum; all parts on leave excuse the subject', () => {
    expect(subjectResult(hundred, marks('ML', 19))).toMatchObject({
      status: 'marks',
      obtained: 190,
      max: 200,
      grade: { grade: 'A1' },
    })
    expect(subjectResult(hundred, marks('ML', 'ML'))).toMatchObject({ status: 'excused', max: 0, passed: null })
  })

  it('is pending while a part has no mark', () => {
    expect(subjectResult(hundred, marks(70, null)).status).toBe('pending')
    expect(subjectResult(hundred, { theory: marks(70, 1).theory }).status).toBe('pending')
  })
})

describe('a result', () => {
  const subject = (name: string, theory: number | 'AB' | 'ML' | null, internal: number | 'AB' | 'ML' | null) => ({
    name,
    result: subjectResult(hundred, marks(theory, internal)),
  })

  it('passes when every counted subject does, leaving excused subjects out', () => {
    const result = overallResult([
      subject('English', 70, 20),
      subject('Science', 'ML', 'ML'),
      subject('Mathematics', 20, 13),
    ])
    expect(result).toMatchObject({ obtained: 1230, max: 2000, result: 'pass', grade: { grade: 'B2' } })
  })

  it('fails with the subjects below the pass mark named', () => {
    expect(overallResult([subject('English', 70, 20), subject('Mathematics', 20, 12.9)])).toMatchObject({
      result: 'fail',
      failedSubjects: ['Mathematics'],
    })
  })

  it('is pending while any subject is, with no grade', () => {
    expect(overallResult([subject('English', 70, 20), subject('Mathematics', null, 12)])).toMatchObject({
      result: 'pending',
      grade: null,
    })
    expect(overallResult([]).result).toBe('pending')
  })

  it('ranks by percentage, ties sharing a rank and the next skipping, pending unranked', () => {
    const rankOf = ranks([
      { id: 'a', obtained: 450, max: 500, result: 'pass' },
      { id: 'b', obtained: 900, max: 1000, result: 'pass' },
      { id: 'c', obtained: 800, max: 1000, result: 'pass' },
      { id: 'd', obtained: 950, max: 1000, result: 'pending' },
      { id: 'e', obtained: 100, max: 1000, result: 'fail' },
    ])
    expect(Object.fromEntries(rankOf)).toEqual({ a: 1, b: 1, c: 3, e: 4 })
  })
})

describe('attendance percentage', () => {
  it('counts late as present, cuts to one decimal and compares the threshold exactly', () => {
    expect(attendancePercentText({ present: 2, absent: 1, late: 0 })).toBe('66.6%')
    expect(attendancePercentText({ present: 0, absent: 0, late: 0 })).toBeNull()
    expect(isBelowThreshold({ present: 2, absent: 1, late: 1 })).toBe(false)
    expect(isBelowThreshold({ present: 74, absent: 26, late: 0 })).toBe(true)
    expect(isBelowThreshold({ present: 74, absent: 25, late: 1 })).toBe(false)
    expect(isBelowThreshold({ present: 0, absent: 0, late: 0 })).toBe(false)
  })
})
