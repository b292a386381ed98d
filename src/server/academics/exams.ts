// Server-only: the admin's exams: name, term, dates within the year and the classes sitting it; each class's
// subjects with the maximum marks of each part; publishing the results (once every section's marks are locked),
// which is when students and guardians first see them.
import { badRequest, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { notifyEachFamily } from '~/server/notifications'
import { termName } from '~/shared/academic-terms'
import { classLabel, classOptions, type ClassOption } from '~/shared/admission-options'
import { classSectionLabel } from '~/shared/attendance'
import { formatDateKeyNumeric } from '~/shared/dates'
import { componentLabels, formatTenths, markComponents } from '~/shared/marks'
import {
  actorName,
  currentYear,
  sectionsOfYear,
  transactionOptions,
  type AcademicsDeps,
  type Actor,
  type Db,
} from './common'
import { teachingOf, type Viewer } from './scope'

/** A new exam's parts for each class subject until the admin changes them: NBSE's 80 written + 20 internal. */
const defaultMax = { theoryMax: 80, practicalMax: 0, internalMax: 20 } as const

export function examClasses(exam: { classes: string }): ClassOption[] {
  const list = JSON.parse(exam.classes) as string[]
  return classOptions.filter((c) => list.includes(c))
}

/** What the screens show of an exam. */
export function examSummary(exam: {
  id: string
  name: string
  term: string
  startDate: string
  endDate: string
  publishedAt: Date | null
}) {
  const { id, name, term, startDate, endDate, publishedAt } = exam
  return { id, name, term, termName: termName(term), startDate, endDate, publishedAt }
}

export async function findExam(db: Db, id: string) {
  const exam = await db.exam.findUnique({ where: { id } })
  if (!exam) throw notFound('Exam not found.')
  return exam
}

/** The current year's exams; a teacher sees those of the classes they teach. */
export async function listExams(db: Db, viewer: Viewer) {
  const year = await currentYear(db)
  const exams = await db.exam.findMany({
    where: { yearId: year.id },
    orderBy: [{ startDate: 'asc' }, { name: 'asc' }],
    include: { _count: { select: { locks: true } } },
  })
  let taught: Set<string> | null = null
  if (viewer.role === 'teacher') {
    const teaching = await teachingOf(db, viewer.id, year.id)
    taught = new Set([...teaching.classTeacherOf, ...teaching.subjects].map((row) => row.className))
  }
  return {
    year: { id: year.id, name: year.name, startDate: year.startDate, endDate: year.endDate },
    exams: exams
      .map((exam) => ({
        ...examSummary(exam),
        classes: examClasses(exam),
        lockedSections: exam._count.locks,
      }))
      .filter((exam) => !taught || exam.classes.some((c) => taught.has(c))),
  }
}

type ExamFields = { name: string; term: string; startDate: string; endDate: string; classes: ClassOption[] }

async function checkFields(db: Db, fields: ExamFields) {
  const year = await currentYear(db)
  if (fields.startDate < year.startDate || fields.endDate > year.endDate)
    throw badRequest(
      `The exam's dates must fall within ${year.name} (${formatDateKeyNumeric(year.startDate)} to ${formatDateKeyNumeric(year.endDate)}).`,
    )
  return year
}

async function addDefaultSubjects(tx: Db, examId: string, yearId: string, classes: readonly string[]) {
  const subjects = await tx.classSubject.findMany({
    where: { yearId, className: { in: [...classes] } },
    select: { id: true, className: true, name: true, sortOrder: true },
  })
  for (const subject of subjects) {
    await tx.examSubject.create({
      data: {
        examId,
        className: subject.className,
        subjectId: subject.id,
        name: subject.name,
        sortOrder: subject.sortOrder,
        ...defaultMax,
      },
    })
  }
}

export async function createExam({ db, now }: AcademicsDeps, fields: ExamFields, actor: Actor) {
  const year = await checkFields(db, fields)
  try {
    return await db.$transaction(async (tx) => {
      const exam = await tx.exam.create({
        data: {
          yearId: year.id,
          name: fields.name,
          term: fields.term,
          startDate: fields.startDate,
          endDate: fields.endDate,
          classes: JSON.stringify(fields.classes),
          createdAt: now(),
        },
        select: { id: true, name: true },
      })
      await addDefaultSubjects(tx, exam.id, year.id, fields.classes)
      await writeAuditLog(tx, {
        actor,
        action: 'academics.exam_create',
        target: { type: 'exam', id: exam.id, label: exam.name },
        at: now(),
      })
      return exam
    }, transactionOptions)
  } catch (error) {
    if (isUniqueViolationOn(error, 'name', 'exams'))
      throw badRequest(`${year.name} already has an exam called ${fields.name}.`)
    throw error
  }
}

export async function updateExam({ db, now }: AcademicsDeps, id: string, fields: ExamFields, actor: Actor) {
  const exam = await findExam(db, id)
  const year = await checkFields(db, fields)
  const before = examClasses(exam)
  const removed = before.filter((c) => !fields.classes.includes(c))
  if (removed.length > 0) {
    const marked = await db.mark.findFirst({
      where: { examSubject: { examId: id, className: { in: removed } } },
      select: { examSubject: { select: { className: true } } },
    })
    if (marked)
      throw badRequest(`Marks have been entered for ${classLabel(marked.examSubject.className)}: it stays in the exam.`)
  }
  try {
    await db.$transaction(async (tx) => {
      await tx.exam.update({
        where: { id },
        data: {
          name: fields.name,
          term: fields.term,
          startDate: fields.startDate,
          endDate: fields.endDate,
          classes: JSON.stringify(fields.classes),
        },
      })
      if (removed.length > 0) {
        await tx.examSubject.deleteMany({ where: { examId: id, className: { in: removed } } })
        await tx.examLock.deleteMany({ where: { examId: id, className: { in: removed } } })
      }
      await addDefaultSubjects(
        tx,
        id,
        year.id,
        fields.classes.filter((c) => !before.includes(c)),
      )
      await writeAuditLog(tx, {
        actor,
        action: 'academics.exam_update',
        target: { type: 'exam', id, label: fields.name },
        at: now(),
      })
    }, transactionOptions)
  } catch (error) {
    if (isUniqueViolationOn(error, 'name', 'exams'))
      throw badRequest(`${year.name} already has an exam called ${fields.name}.`)
    throw error
  }
}

export async function deleteExam({ db, now }: AcademicsDeps, id: string, actor: Actor) {
  const exam = await findExam(db, id)
  if (await db.mark.count({ where: { examSubject: { examId: id } } }))
    throw badRequest('Marks have been entered for this exam, so it cannot be deleted.')
  await db.$transaction(async (tx) => {
    await tx.examSubject.deleteMany({ where: { examId: id } })
    await tx.exam.delete({ where: { id } })
    await writeAuditLog(tx, {
      actor,
      action: 'academics.exam_delete',
      target: { type: 'exam', id, label: exam.name },
      at: now(),
    })
  }, transactionOptions)
}

/** A class's subjects in an exam with their maximum marks, and the class subjects not in it yet. */
export async function examSubjects(db: Db, examId: string, className: ClassOption) {
  const exam = await findExam(db, examId)
  if (!examClasses(exam).includes(className)) throw notFound(`${classLabel(className)} does not sit ${exam.name}.`)
  const [rows, classSubjectRows] = await Promise.all([
    db.examSubject.findMany({
      where: { examId, className },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
      include: { _count: { select: { marks: true } } },
    }),
    db.classSubject.findMany({
      where: { yearId: exam.yearId, className },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    }),
  ])
  return {
    exam: { id: exam.id, name: exam.name, publishedAt: exam.publishedAt },
    className,
    classLabel: classLabel(className),
    subjects: rows.map((row) => ({
      subjectId: row.subjectId,
      name: row.name,
      theoryMax: row.theoryMax,
      practicalMax: row.practicalMax,
      internalMax: row.internalMax,
      marks: row._count.marks,
    })),
    notInExam: classSubjectRows
      .filter((s) => !rows.some((row) => row.subjectId === s.id))
      .map((s) => ({ id: s.id, name: s.name })),
  }
}

type MaxInput = {
  examId: string
  className: ClassOption
  subjectId: string
  theoryMax: number
  practicalMax: number
  internalMax: number
}

export async function setExamSubject({ db, now }: AcademicsDeps, input: MaxInput, actor: Actor) {
  const exam = await findExam(db, input.examId)
  if (!examClasses(exam).includes(input.className))
    throw notFound(`${classLabel(input.className)} does not sit ${exam.name}.`)
  const subject = await db.classSubject.findUnique({ where: { id: input.subjectId } })
  if (!subject || subject.className !== input.className || subject.yearId !== exam.yearId)
    throw notFound(`${classLabel(input.className)} has no such subject this year.`)
  const existing = await db.examSubject.findUnique({
    where: { examId_className_subjectId: { examId: exam.id, className: input.className, subjectId: subject.id } },
  })
  if (existing) {
    // A new maximum may not fall below a mark already given.
    for (const component of markComponents) {
      const max = input[`${component}Max`]
      const above = await db.mark.findFirst({
        where: {
          examSubjectId: existing.id,
          component,
          OR: [{ tenths: { gt: max * 10 } }, ...(max === 0 ? [{ code: { not: null } }] : [])],
        },
        orderBy: { tenths: 'desc' },
        select: { tenths: true, code: true },
      })
      if (above)
        throw badRequest(
          max === 0
            ? `${componentLabels[component]} marks of ${subject.name} have been entered: it cannot be left out.`
            : `A ${componentLabels[component].toLowerCase()} mark of ${formatTenths(above.tenths ?? 0)} in ${subject.name} is above ${max}: change that mark first.`,
        )
    }
  }
  const maxima = { theoryMax: input.theoryMax, practicalMax: input.practicalMax, internalMax: input.internalMax }
  await db.examSubject.upsert({
    where: { examId_className_subjectId: { examId: exam.id, className: input.className, subjectId: subject.id } },
    create: {
      examId: exam.id,
      className: input.className,
      subjectId: subject.id,
      name: subject.name,
      sortOrder: subject.sortOrder,
      ...maxima,
    },
    update: maxima,
  })
  await writeAuditLog(db, {
    actor,
    action: 'academics.exam_subject_set',
    target: { type: 'exam', id: exam.id, label: `${exam.name}, ${classLabel(input.className)}: ${subject.name}` },
    details: maxima,
    at: now(),
  })
}

export async function removeExamSubject(
  { db, now }: AcademicsDeps,
  input: { examId: string; className: ClassOption; subjectId: string },
  actor: Actor,
) {
  const exam = await findExam(db, input.examId)
  const row = await db.examSubject.findUnique({
    where: { examId_className_subjectId: input },
    include: { _count: { select: { marks: true } } },
  })
  if (!row) throw notFound('That subject is not in the exam.')
  if (row._count.marks > 0) throw badRequest(`Marks of ${row.name} have been entered: it stays in the exam.`)
  await db.examSubject.delete({ where: { id: row.id } })
  await writeAuditLog(db, {
    actor,
    action: 'academics.exam_subject_remove',
    target: { type: 'exam', id: exam.id, label: `${exam.name}, ${classLabel(input.className)}: ${row.name}` },
    at: now(),
  })
}

/** The class sections sitting an exam (those with students this year). */
export async function examSections(db: Db, exam: { yearId: string; classes: string }) {
  const classes = examClasses(exam)
  return (await sectionsOfYear(db, exam.yearId)).filter((s) => (classes as string[]).includes(s.className))
}

export async function publishExam({ db, now }: AcademicsDeps, id: string, actor: Actor) {
  const exam = await findExam(db, id)
  if (exam.publishedAt) throw badRequest(`${exam.name} is already published.`)
  const [sections, locks] = await Promise.all([
    examSections(db, exam),
    db.examLock.findMany({ where: { examId: id }, select: { className: true, section: true } }),
  ])
  const open = sections.filter((s) => !locks.some((l) => l.className === s.className && l.section === s.section))
  if (open.length > 0)
    throw badRequest(
      `Lock the marks of every class first: ${open.map((s) => classSectionLabel(s.className, s.section)).join(', ')} ${open.length === 1 ? 'is' : 'are'} not locked.`,
    )
  const at = now()
  const { count } = await db.exam.updateMany({
    where: { id, publishedAt: null },
    data: { publishedAt: at, publishedByName: actorName(actor) },
  })
  if (count === 0) throw badRequest(`${exam.name} is already published.`)
  await writeAuditLog(db, {
    actor,
    action: 'academics.results_publish',
    target: { type: 'exam', id, label: exam.name },
    at,
  })
  const students = await db.enrolment.findMany({
    where: { yearId: exam.yearId, className: { in: examClasses(exam) }, student: { user: { isActive: true } } },
    select: { studentId: true },
  })
  await notifyEachFamily(
    db,
    students.map(({ studentId }) => ({
      studentId,
      notification: {
        kind: 'results_published',
        title: `Results of ${exam.name} are out`,
        body: 'The marks, grades and the report card are on the dashboard.',
        link: '/dashboard',
      },
    })),
    at,
  )
}

export async function unpublishExam({ db, now }: AcademicsDeps, id: string, reason: string, actor: Actor) {
  const exam = await findExam(db, id)
  if (!exam.publishedAt) throw badRequest(`${exam.name} is not published.`)
  await db.exam.update({ where: { id }, data: { publishedAt: null, publishedByName: null } })
  await writeAuditLog(db, {
    actor,
    action: 'academics.results_unpublish',
    target: { type: 'exam', id, label: exam.name },
    details: { reason },
    at: now(),
  })
}
