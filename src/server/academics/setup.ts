// Server-only: the admin's academics set-up for the current year: each class's subjects (from the syllabus, then
// edited) and who teaches what (a class teacher per section, a teacher per subject and section). Every change is
// audit-logged.
import { badRequest, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isForeignKeyViolation, isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { classLabel, type ClassOption } from '~/shared/admission-options'
import { classSectionLabel } from '~/shared/attendance'
import { displayName } from '~/shared/names'
import { syllabusSubjects } from '~/shared/syllabus'
import { compareSections, currentYear, sectionsOfYear, type AcademicsDeps, type Actor, type Db } from './common'

export async function classSubjects(db: Db, className: ClassOption) {
  const year = await currentYear(db)
  const subjects = await db.classSubject.findMany({
    where: { yearId: year.id, className },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    select: { id: true, name: true, sortOrder: true, _count: { select: { examSubjects: true } } },
  })
  return {
    year: { id: year.id, name: year.name },
    className,
    classLabel: classLabel(className),
    syllabus: syllabusSubjects(className),
    subjects: subjects.map((s) => ({ id: s.id, name: s.name, inExams: s._count.examSubjects })),
  }
}

export async function addSubject(
  { db, now }: AcademicsDeps,
  input: { className: ClassOption; name: string },
  actor: Actor,
) {
  const year = await currentYear(db)
  const last = await db.classSubject.findFirst({
    where: { yearId: year.id, className: input.className },
    orderBy: { sortOrder: 'desc' },
    select: { sortOrder: true },
  })
  try {
    const subject = await db.classSubject.create({
      data: { yearId: year.id, className: input.className, name: input.name, sortOrder: (last?.sortOrder ?? 0) + 10 },
      select: { id: true, name: true },
    })
    await writeAuditLog(db, {
      actor,
      action: 'academics.subject_add',
      target: { type: 'class', id: input.className, label: `${classLabel(input.className)}: ${input.name}` },
      at: now(),
    })
    return subject
  } catch (error) {
    if (isUniqueViolationOn(error, 'name', 'class_subjects'))
      throw badRequest(`${classLabel(input.className)} already has ${input.name}.`)
    throw error
  }
}

/** Adds the syllabus subjects the class does not have yet, in the syllabus order. */
export async function fillFromSyllabus(deps: AcademicsDeps, className: ClassOption, actor: Actor) {
  const { subjects } = await classSubjects(deps.db, className)
  const have = new Set(subjects.map((s) => s.name.toLowerCase()))
  const missing = syllabusSubjects(className).filter((name) => !have.has(name.toLowerCase()))
  if (missing.length === 0 && syllabusSubjects(className).length === 0)
    throw badRequest(`The syllabus lists no subjects for ${classLabel(className)}: add them one by one.`)
  for (const name of missing) await addSubject(deps, { className, name }, actor)
  return { added: missing.length }
}

export async function removeSubject({ db, now }: AcademicsDeps, id: string, actor: Actor) {
  const subject = await db.classSubject.findUnique({ where: { id }, select: { id: true, name: true, className: true } })
  if (!subject) throw notFound('Subject not found.')
  try {
    await db.classSubject.delete({ where: { id } })
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw badRequest(
        `${subject.name} is set up in an exam. Take it out of the exam first; marks already given keep it there.`,
      )
    throw error
  }
  await writeAuditLog(db, {
    actor,
    action: 'academics.subject_remove',
    target: { type: 'class', id: subject.className, label: `${classLabel(subject.className)}: ${subject.name}` },
    at: now(),
  })
}

/** Active teacher accounts, by name: who can be given a class or a subject. */
export async function teacherChoices(db: Db) {
  const teachers = await db.user.findMany({
    where: { role: 'teacher', isActive: true },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
    select: { id: true, firstName: true, lastName: true, email: true, uniqueId: true },
  })
  return teachers.map((t) => ({ id: t.id, name: displayName(t), schoolId: t.uniqueId }))
}

/** Every section of the year (with students, or with a teacher already), its subjects, class teacher and subject teachers. */
export async function assignments(db: Db) {
  const year = await currentYear(db)
  const [sections, subjects, classTeachers, subjectTeachers, teachers] = await Promise.all([
    sectionsOfYear(db, year.id),
    db.classSubject.findMany({
      where: { yearId: year.id },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
      select: { id: true, className: true, name: true },
    }),
    db.classTeacher.findMany({
      where: { yearId: year.id },
      select: { className: true, section: true, teacherId: true },
    }),
    db.subjectTeacher.findMany({
      where: { yearId: year.id },
      select: { className: true, section: true, subjectId: true, teacherId: true },
    }),
    teacherChoices(db),
  ])
  const key = (row: { className: string; section: string }) => `${row.className}|${row.section}`
  const all = new Map(sections.map((s) => [key(s), s]))
  for (const row of [...classTeachers, ...subjectTeachers])
    if (!all.has(key(row))) all.set(key(row), { className: row.className, section: row.section, students: 0 })
  return {
    year: { id: year.id, name: year.name },
    teachers,
    sections: [...all.values()].sort(compareSections).map((s) => ({
      ...s,
      label: classSectionLabel(s.className, s.section),
      classTeacherId: classTeachers.find((row) => key(row) === key(s))?.teacherId ?? null,
      subjects: subjects
        .filter((subject) => subject.className === s.className)
        .map((subject) => ({
          id: subject.id,
          name: subject.name,
          teacherId:
            subjectTeachers.find((row) => key(row) === key(s) && row.subjectId === subject.id)?.teacherId ?? null,
        })),
    })),
  }
}

async function requireTeacher(db: Db, teacherId: string) {
  const teacher = await db.user.findUnique({
    where: { id: teacherId },
    select: { id: true, role: true, isActive: true, firstName: true, lastName: true, email: true },
  })
  if (!teacher || teacher.role !== 'teacher') throw notFound('Teacher not found.')
  if (!teacher.isActive) throw badRequest(`${displayName(teacher)}'s account is deactivated.`)
  return { id: teacher.id, name: displayName(teacher) }
}

export async function setClassTeacher(
  { db, now }: AcademicsDeps,
  input: { className: ClassOption; section: string; teacherId: string | null },
  actor: Actor,
) {
  const year = await currentYear(db)
  const where = { yearId: year.id, className: input.className, section: input.section }
  const label = classSectionLabel(input.className, input.section)
  let teacherName: string | null = null
  if (input.teacherId === null) {
    await db.classTeacher.deleteMany({ where })
  } else {
    const teacher = await requireTeacher(db, input.teacherId)
    teacherName = teacher.name
    await db.classTeacher.upsert({
      where: { yearId_className_section: where },
      create: { ...where, teacherId: teacher.id, assignedAt: now() },
      update: { teacherId: teacher.id, assignedAt: now() },
    })
  }
  await writeAuditLog(db, {
    actor,
    action: 'academics.class_teacher_set',
    target: { type: 'class', id: input.className, label },
    details: { teacherId: input.teacherId, teacherName },
    at: now(),
  })
}

export async function setSubjectTeacher(
  { db, now }: AcademicsDeps,
  input: { className: ClassOption; section: string; subjectId: string; teacherId: string | null },
  actor: Actor,
) {
  const year = await currentYear(db)
  const subject = await db.classSubject.findUnique({
    where: { id: input.subjectId },
    select: { yearId: true, className: true, name: true },
  })
  if (!subject || subject.yearId !== year.id || subject.className !== input.className)
    throw notFound(`${classLabel(input.className)} has no such subject this year.`)
  const where = { yearId: year.id, className: input.className, section: input.section, subjectId: input.subjectId }
  let teacherName: string | null = null
  if (input.teacherId === null) {
    await db.subjectTeacher.deleteMany({ where })
  } else {
    const teacher = await requireTeacher(db, input.teacherId)
    teacherName = teacher.name
    await db.subjectTeacher.upsert({
      where: { yearId_className_section_subjectId: where },
      create: { ...where, teacherId: teacher.id, assignedAt: now() },
      update: { teacherId: teacher.id, assignedAt: now() },
    })
  }
  await writeAuditLog(db, {
    actor,
    action: 'academics.subject_teacher_set',
    target: {
      type: 'class',
      id: input.className,
      label: `${classSectionLabel(input.className, input.section)}: ${subject.name}`,
    },
    details: { teacherId: input.teacherId, teacherName },
    at: now(),
  })
}
