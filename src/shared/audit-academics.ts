// The audit log's sentences for teaching (src/shared/audit.ts reads them with its own): register corrections,
// who teaches what, exams, locks and published results, each with what changed and the reason given.
type Details = Record<string, unknown>
type Describe = (record: { targetLabel: string | null }, actor: string, target: string, details: Details) => string

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const reasonOf = (d: Details) => (text(d.reason) ? `. Reason: ${text(d.reason)}` : '')
const rows = (value: unknown) =>
  Array.isArray(value) ? value.filter((row): row is Details => typeof row === 'object' && row !== null) : []

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const lower = (value: unknown) => String(value ?? '').toLowerCase()

export const academicsSentences: Record<string, Describe> = {
  'attendance.correct': (_r, actor, target, d) => {
    const changes = rows(d.changes).map(
      (c) => `${text(c.student) ?? 'a student'} from ${lower(c.from)} to ${lower(c.to)}`,
    )
    return `${actor} corrected the register of ${target}${changes.length ? `: ${listWords(changes)}` : ''}${reasonOf(d)}`
  },
  'academics.marks_correct': (_r, actor, target, d) => {
    const changes = rows(d.changes).map(
      (c) => `${text(c.student) ?? 'a student'}'s ${text(c.subject) ?? ''} ${lower(c.part)} from ${c.from} to ${c.to}`,
    )
    return `${actor} changed locked marks of ${target}${changes.length ? `: ${listWords(changes)}` : ''}${reasonOf(d)}`
  },
  'academics.class_teacher_set': (_r, actor, target, d) =>
    text(d.teacherName)
      ? `${actor} made ${text(d.teacherName)} the class teacher of ${target}`
      : `${actor} left ${target} without a class teacher`,
  'academics.subject_teacher_set': (_r, actor, target, d) =>
    text(d.teacherName)
      ? `${actor} gave ${target} to ${text(d.teacherName)}`
      : `${actor} left ${target} without a teacher`,
  'academics.subject_add': (_r, actor, target) => `${actor} added the subject ${target}`,
  'academics.subject_remove': (_r, actor, target) => `${actor} removed the subject ${target}`,
  'academics.assignments_import': (_r, actor, target, d) =>
    `${actor} imported ${typeof d.rows === 'number' ? d.rows : 'several'} teaching assignments for ${target} from a CSV file`,
  'academics.exam_create': (_r, actor, target) => `${actor} added the exam ${target}`,
  'academics.exam_update': (_r, actor, target) => `${actor} edited the exam ${target}`,
  'academics.exam_delete': (_r, actor, target) => `${actor} deleted the exam ${target}`,
  'academics.exam_subject_set': (_r, actor, target, d) =>
    `${actor} set the maximum marks of ${target}: theory ${d.theoryMax ?? 0}, practical ${d.practicalMax ?? 0}, internal ${d.internalMax ?? 0}`,
  'academics.exam_subject_remove': (_r, actor, target) => `${actor} took ${target} out of the exam`,
  'academics.marks_lock': (_r, actor, target) => `${actor} locked the marks of ${target}`,
  'academics.marks_unlock': (_r, actor, target, d) => `${actor} unlocked the marks of ${target}${reasonOf(d)}`,
  'academics.results_publish': (_r, actor, target) => `${actor} published the results of ${target} to the families`,
  'academics.results_unpublish': (_r, actor, target, d) => `${actor} withdrew the results of ${target}${reasonOf(d)}`,
}

/** The actions' names in the audit log's filter. */
export const academicsActionLabels: Record<string, string> = {
  'attendance.correct': 'Attendance register corrected',
  'attendance.register_export': 'Attendance register exported',
  'attendance.below_threshold_export': 'Low attendance list exported',
  'academics.class_teacher_set': 'Class teacher assigned',
  'academics.subject_teacher_set': 'Subject teacher assigned',
  'academics.subject_add': 'Subject added',
  'academics.subject_remove': 'Subject removed',
  'academics.assignments_import': 'Teaching assignments imported',
  'academics.exam_create': 'Exam added',
  'academics.exam_update': 'Exam edited',
  'academics.exam_delete': 'Exam deleted',
  'academics.exam_subject_set': 'Exam maximum marks set',
  'academics.exam_subject_remove': 'Subject taken out of an exam',
  'academics.marks_lock': 'Marks locked',
  'academics.marks_unlock': 'Marks unlocked',
  'academics.marks_correct': 'Locked marks changed',
  'academics.results_publish': 'Results published',
  'academics.results_unpublish': 'Results withdrawn',
}
