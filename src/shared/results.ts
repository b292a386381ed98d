// Results from marks (docs/academics.md "Results"): a subject's total, percentage, grade and pass; a student's total,
// percentage, grade, result and rank. Marks are tenths (42.5 = 425) and every comparison with a grade band or the
// pass mark is made in whole numbers, so a band's edge never depends on rounding.
import { academics } from '#app-config'
import { markComponents, type MarkComponent } from './marks'

export type ComponentMax = Record<MarkComponent, number>
export type CellValue = { tenths: number | null; code: string | null }

/** A band of the grade scale: the first whose `min` a percentage reaches. */
export type Grade = { grade: string; label: string }

/** The grade of `obtained` out of `max` (both tenths, max > 0). */
export function gradeFor(obtained: number, max: number): Grade {
  const band =
    academics.gradeScale.bands.find((b) => obtained * 100 >= b.min * max) ?? academics.gradeScale.bands.at(-1)!
  return { grade: band.grade, label: band.label }
}

/** Whether `obtained` out of `max` reaches the pass mark. */
export function passes(obtained: number, max: number): boolean {
  return obtained * 100 >= academics.gradeScale.passPercent * max
}

/** The percentage with two decimals, cut (not rounded) so that 90.999 % never reads as 91.00 %. */
export function percentText(obtained: number, max: number): string {
  const hundredths = Math.floor((obtained * 10_000) / max)
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`
}

export type SubjectResult = {
  /** 'marks': counted; 'excused': medical leave in every part (left out); 'pending': a part has no mark yet. */
  status: 'marks' | 'excused' | 'pending'
  /** Tenths obtained (AB counts 0) and the maximum counted (parts on medical leave left out). */
  obtained: number
  max: number
  /** Every assessed part absent. */
  absent: boolean
  grade: Grade | null
  passed: boolean | null
}

/** One subject: its assessed parts (maximum above 0) and the marks given for them. */
export function subjectResult(maxMarks: ComponentMax, cells: Partial<Record<MarkComponent, CellValue>>): SubjectResult {
  const parts = markComponents.filter((component) => maxMarks[component] > 0)
  let obtained = 0
  let max = 0
  let pending = parts.length === 0
  let absentParts = 0
  for (const part of parts) {
    const cell = cells[part]
    if (!cell || (cell.tenths === null && cell.code === null)) pending = true
    else if (cell.code === 'ML') continue
    else {
      if (cell.code === 'AB') absentParts += 1
      obtained += cell.tenths ?? 0
      max += maxMarks[part] * 10
    }
  }
  if (pending) return { status: 'pending', obtained, max, absent: false, grade: null, passed: null }
  if (max === 0) return { status: 'excused', obtained: 0, max: 0, absent: false, grade: null, passed: null }
  return {
    status: 'marks',
    obtained,
    max,
    absent: absentParts === parts.length,
    grade: gradeFor(obtained, max),
    passed: passes(obtained, max),
  }
}

export const resultLabels = { pass: 'Pass', fail: 'Fail', pending: 'Marks pending' } as const
export type ResultKind = keyof typeof resultLabels

export type OverallResult = {
  obtained: number
  max: number
  grade: Grade | null
  result: ResultKind
  /** Subjects not passed (their names), for the report card's remark line. */
  failedSubjects: string[]
}

/** A student's result over their subjects: pending while any subject is, a pass when every counted subject is passed. */
export function overallResult(subjects: readonly { name: string; result: SubjectResult }[]): OverallResult {
  const counted = subjects.filter((s) => s.result.status === 'marks')
  const obtained = counted.reduce((sum, s) => sum + s.result.obtained, 0)
  const max = counted.reduce((sum, s) => sum + s.result.max, 0)
  const failedSubjects = counted.filter((s) => s.result.passed === false).map((s) => s.name)
  const pending = subjects.length === 0 || subjects.some((s) => s.result.status === 'pending')
  return {
    obtained,
    max,
    grade: !pending && max > 0 ? gradeFor(obtained, max) : null,
    result: pending ? 'pending' : failedSubjects.length > 0 ? 'fail' : 'pass',
    failedSubjects,
  }
}

/**
 * Ranks by percentage, highest first; equal percentages share a rank and the next rank skips (1, 2, 2, 4).
 * Results still pending (or with nothing counted) get no rank.
 */
export function ranks(results: readonly { id: string; obtained: number; max: number; result: ResultKind }[]) {
  const ranked = results
    .filter((r) => r.result !== 'pending' && r.max > 0)
    .sort((a, b) => b.obtained * a.max - a.obtained * b.max)
  const rankOf = new Map<string, number>()
  ranked.forEach((r, index) => {
    const previous = ranked[index - 1]
    const tied = previous && previous.obtained * r.max === r.obtained * previous.max
    rankOf.set(r.id, tied ? rankOf.get(previous.id)! : index + 1)
  })
  return rankOf
}
