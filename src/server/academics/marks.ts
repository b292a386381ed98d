// Server-only: the marks grid of a class section in an exam (students x the parts of each subject) and its saves.
// A subject teacher edits their subjects; the class teacher reads them all; an admin edits everything. Each cell has
// a version: a save names the version it was typed over and changes the cell only if it is still that one (one
// atomic statement), so two teachers at one grid never lose each other's marks; a stale cell comes back as a
// conflict with the value now stored. Once the class teacher locks the section, only an admin, with a reason
// (audit-logged), changes its marks.
import { badRequest, forbidden, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { academicsMessages, type SaveMarksInput } from '~/shared/academics-schemas'
import { classSectionLabel } from '~/shared/attendance'
import { componentLabels, markComponents, markText, parseMarkEntry, type MarkComponent } from '~/shared/marks'
import {
  actorName,
  sectionRoster,
  sectionWhere,
  transactionOptions,
  type AcademicsDeps,
  type Actor,
  type Db,
} from './common'
import { examClasses, examSummary, findExam } from './exams'
import { requireClassTeacher, requireSectionTeacher, type Viewer } from './scope'

type ExamSection = { examId: string; className: string; section: string }

const markSelect = {
  examSubjectId: true,
  studentId: true,
  component: true,
  tenths: true,
  code: true,
  version: true,
  updatedByName: true,
} as const

const maxOf = (subject: { theoryMax: number; practicalMax: number; internalMax: number }, component: MarkComponent) =>
  subject[`${component}Max`]

async function examForSection(db: Db, input: ExamSection) {
  const exam = await findExam(db, input.examId)
  if (!(examClasses(exam) as string[]).includes(input.className))
    throw notFound(`${classSectionLabel(input.className, input.section)} does not sit ${exam.name}.`)
  return exam
}

export async function findLock(db: Db, input: ExamSection) {
  return db.examLock.findUnique({
    where: { examId_className_section: { examId: input.examId, className: input.className, section: input.section } },
    select: { lockedAt: true, lockedByName: true },
  })
}

export async function marksGrid(db: Db, viewer: Viewer, input: ExamSection) {
  const exam = await examForSection(db, input)
  const [scope, subjects, students, lock] = await Promise.all([
    requireSectionTeacher(db, viewer, exam.yearId, input.className, input.section),
    db.examSubject.findMany({
      where: { examId: exam.id, className: input.className },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    }),
    sectionRoster(db, exam.yearId, input.className, input.section),
    findLock(db, input),
  ])
  const visible = subjects.filter((s) => scope.admin || scope.classTeacher || scope.subjectIds.has(s.subjectId))
  const marks = await db.mark.findMany({
    where: { examSubjectId: { in: visible.map((s) => s.id) }, studentId: { in: students.map((s) => s.studentId) } },
    select: markSelect,
  })
  const columns = visible.flatMap((subject) =>
    markComponents
      .filter((component) => maxOf(subject, component) > 0)
      .map((component) => ({
        examSubjectId: subject.id,
        subject: subject.name,
        component,
        max: maxOf(subject, component),
        editable: scope.admin || (!lock && scope.subjectIds.has(subject.subjectId)),
      })),
  )
  return {
    exam: examSummary(exam),
    label: classSectionLabel(input.className, input.section),
    locked: lock,
    isClassTeacher: scope.classTeacher && !scope.admin,
    needsReason: scope.admin && !!lock,
    students,
    columns,
    cells: marks.map((mark) => ({
      examSubjectId: mark.examSubjectId,
      studentId: mark.studentId,
      component: mark.component as MarkComponent,
      entry: markText(mark),
      version: mark.version,
      updatedByName: mark.updatedByName,
    })),
  }
}

export async function saveMarks({ db, now }: AcademicsDeps, actor: Actor, input: SaveMarksInput & { section: string }) {
  const exam = await examForSection(db, input)
  const label = classSectionLabel(input.className, input.section)
  const studentIds = [...new Set(input.cells.map((cell) => cell.studentId))]
  const [scope, lock, subjectRows, enrolled] = await Promise.all([
    requireSectionTeacher(db, actor, exam.yearId, input.className, input.section),
    findLock(db, input),
    db.examSubject.findMany({ where: { examId: exam.id, className: input.className } }),
    db.enrolment.findMany({
      where: {
        yearId: exam.yearId,
        className: input.className,
        ...sectionWhere(input.section),
        studentId: { in: studentIds },
      },
      select: { studentId: true, student: { select: { firstName: true, lastName: true } } },
    }),
  ])
  const reason = input.reason?.trim() ?? ''
  if (lock && !scope.admin)
    throw badRequest(
      `The marks of ${label} in ${exam.name} are locked. Only an administrator can change them now, with a reason.`,
    )
  if (lock && reason.length < 3) throw badRequest(academicsMessages.reasonRequired)

  const subjects = new Map(subjectRows.map((s) => [s.id, s]))
  const names = new Map(enrolled.map((e) => [e.studentId, `${e.student.firstName} ${e.student.lastName}`.trim()]))
  const seen = new Set<string>()
  const planned = input.cells.map((cell) => {
    const subject = subjects.get(cell.examSubjectId)
    if (!subject) throw badRequest(`A mark is for a subject that ${label} does not sit in ${exam.name}.`)
    if (!scope.admin && !scope.subjectIds.has(subject.subjectId))
      throw forbidden(`You do not teach ${subject.name} to ${label}.`)
    const max = maxOf(subject, cell.component)
    if (max === 0)
      throw badRequest(`${subject.name} has no ${componentLabels[cell.component].toLowerCase()} part in ${exam.name}.`)
    const name = names.get(cell.studentId)
    if (!name) throw badRequest(`A student in the marks is not on the class list of ${label}.`)
    const key = `${cell.examSubjectId}|${cell.studentId}|${cell.component}`
    if (seen.has(key)) throw badRequest('A mark is given twice in one save.')
    seen.add(key)
    const parsed = parseMarkEntry(cell.entry, max)
    if (!parsed.ok)
      throw badRequest(`${name}, ${subject.name} ${componentLabels[cell.component].toLowerCase()}: ${parsed.message}`)
    return { ...cell, value: parsed.value, subjectName: subject.name, studentName: name }
  })

  const at = now()
  const who = actorName(actor)
  const saved: {
    examSubjectId: string
    studentId: string
    component: MarkComponent
    entry: string
    version: number
  }[] = []
  const stale: typeof planned = []
  const changes: { student: string; subject: string; part: string; from: string; to: string }[] = []
  const write = () =>
    db.$transaction(async (tx) => {
      saved.length = 0
      stale.length = 0
      changes.length = 0
      const before = await tx.mark.findMany({
        where: {
          OR: planned.map((c) => ({ examSubjectId: c.examSubjectId, studentId: c.studentId, component: c.component })),
        },
        select: { examSubjectId: true, studentId: true, component: true, tenths: true, code: true },
      })
      for (const cell of planned) {
        const where = { examSubjectId: cell.examSubjectId, studentId: cell.studentId, component: cell.component }
        const old = before.find(
          (b) =>
            b.examSubjectId === cell.examSubjectId && b.studentId === cell.studentId && b.component === cell.component,
        )
        const fields = {
          tenths: cell.value.tenths,
          code: cell.value.code,
          updatedById: actor.id,
          updatedByName: who,
          updatedAt: at,
        }
        let written = 0
        if (cell.version === 0) {
          // A first save of a cell someone else has saved meanwhile is stale. Two first saves at once on PostgreSQL:
          // the unique key refuses the second, and the whole save is tried again (below), when it finds the row.
          if (!old) written = (await tx.mark.create({ data: { ...where, ...fields }, select: { id: true } })) ? 1 : 0
        } else {
          written = (
            await tx.mark.updateMany({
              where: { ...where, version: cell.version },
              data: { ...fields, version: { increment: 1 } },
            })
          ).count
        }
        if (written === 0) {
          stale.push(cell)
          continue
        }
        saved.push({ ...where, entry: markText(cell.value), version: cell.version + 1 })
        if (lock)
          changes.push({
            student: cell.studentName,
            subject: cell.subjectName,
            part: componentLabels[cell.component],
            from: old ? markText(old) || 'blank' : 'blank',
            to: markText(cell.value) || 'blank',
          })
      }
      if (changes.length > 0)
        await writeAuditLog(tx, {
          actor,
          action: 'academics.marks_correct',
          target: { type: 'exam', id: exam.id, label: `${exam.name}, ${label}` },
          details: { reason, changes },
          at,
        })
    }, transactionOptions)
  try {
    await write()
  } catch (error) {
    if (!isUniqueViolationOn(error, 'exam_subject_id', 'examSubjectId')) throw error
    await write()
  }

  const current = stale.length
    ? await db.mark.findMany({
        where: {
          OR: stale.map((c) => ({ examSubjectId: c.examSubjectId, studentId: c.studentId, component: c.component })),
        },
        select: markSelect,
      })
    : []
  return {
    saved,
    conflicts: stale.map((cell) => {
      const row = current.find(
        (c) =>
          c.examSubjectId === cell.examSubjectId && c.studentId === cell.studentId && c.component === cell.component,
      )
      return {
        examSubjectId: cell.examSubjectId,
        studentId: cell.studentId,
        component: cell.component,
        entry: row ? markText(row) : '',
        version: row?.version ?? 0,
        updatedByName: row?.updatedByName ?? null,
        yours: cell.entry,
      }
    }),
  }
}

export async function lockMarks({ db, now }: AcademicsDeps, actor: Actor, input: ExamSection) {
  const exam = await examForSection(db, input)
  await requireClassTeacher(db, actor, exam.yearId, input.className, input.section)
  const existing = await findLock(db, input)
  if (existing) return existing
  const at = now()
  await db.examLock.upsert({
    where: { examId_className_section: input },
    create: { ...input, lockedAt: at, lockedById: actor.id, lockedByName: actorName(actor) },
    update: {},
  })
  await writeAuditLog(db, {
    actor,
    action: 'academics.marks_lock',
    target: { type: 'exam', id: exam.id, label: `${exam.name}, ${classSectionLabel(input.className, input.section)}` },
    at,
  })
  return findLock(db, input)
}

export async function unlockMarks({ db, now }: AcademicsDeps, actor: Actor, input: ExamSection & { reason: string }) {
  const exam = await examForSection(db, input)
  if (exam.publishedAt)
    throw badRequest(
      `The results of ${exam.name} are published: unpublish them first, or change a mark yourself with a reason.`,
    )
  const section = { examId: input.examId, className: input.className, section: input.section }
  const { count } = await db.examLock.deleteMany({ where: section })
  if (count === 0) throw badRequest('These marks are not locked.')
  await writeAuditLog(db, {
    actor,
    action: 'academics.marks_unlock',
    target: { type: 'exam', id: exam.id, label: `${exam.name}, ${classSectionLabel(input.className, input.section)}` },
    details: { reason: input.reason },
    at: now(),
  })
}
