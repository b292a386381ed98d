// Server-only: what a teacher teaches in a year, and the checks every academics procedure makes with it. An admin
// may act on any class; a teacher only on the class sections assigned to them (as class teacher, or for a subject).
// A teacher asking about any other class is refused by name, so the rule is clear and nothing of it is shown.
import { forbidden } from '~/server/errors'
import type { Role } from '~/shared/roles'
import { classSectionLabel } from '~/shared/attendance'
import { type Db } from './common'

export type Viewer = { id: string; role: Role }

export type Teaching = {
  classTeacherOf: { className: string; section: string }[]
  subjects: { className: string; section: string; subjectId: string; subjectName: string }[]
}

export async function teachingOf(db: Db, teacherId: string, yearId: string): Promise<Teaching> {
  const [classTeacherOf, subjects] = await Promise.all([
    db.classTeacher.findMany({ where: { teacherId, yearId }, select: { className: true, section: true } }),
    db.subjectTeacher.findMany({
      where: { teacherId, yearId },
      select: { className: true, section: true, subjectId: true, subject: { select: { name: true } } },
    }),
  ])
  return {
    classTeacherOf,
    subjects: subjects.map((s) => ({
      className: s.className,
      section: s.section,
      subjectId: s.subjectId,
      subjectName: s.subject.name,
    })),
  }
}

const same = (a: { className: string; section: string }, className: string, section: string) =>
  a.className === className && a.section === section

export function isClassTeacher(teaching: Teaching, className: string, section: string): boolean {
  return teaching.classTeacherOf.some((row) => same(row, className, section))
}

/** The subjects of a section the teacher teaches (their class subject ids). */
export function subjectIdsTaught(teaching: Teaching, className: string, section: string): Set<string> {
  return new Set(teaching.subjects.filter((row) => same(row, className, section)).map((row) => row.subjectId))
}

/** The class teacher of the section, or an admin; anyone else is refused. */
export async function requireClassTeacher(db: Db, viewer: Viewer, yearId: string, className: string, section: string) {
  if (viewer.role === 'admin') return
  const row = await db.classTeacher.findFirst({
    where: { yearId, className, section, teacherId: viewer.id },
    select: { teacherId: true },
  })
  if (!row) throw forbidden(`You are not the class teacher of ${classSectionLabel(className, section)}.`)
}

/** The section's class teacher or one of its subject teachers, or an admin; returns what the teacher teaches there. */
export async function requireSectionTeacher(
  db: Db,
  viewer: Viewer,
  yearId: string,
  className: string,
  section: string,
): Promise<{ admin: boolean; classTeacher: boolean; subjectIds: Set<string> }> {
  if (viewer.role === 'admin') return { admin: true, classTeacher: true, subjectIds: new Set() }
  const teaching = await teachingOf(db, viewer.id, yearId)
  const classTeacher = isClassTeacher(teaching, className, section)
  const subjectIds = subjectIdsTaught(teaching, className, section)
  if (!classTeacher && subjectIds.size === 0)
    throw forbidden(`You do not teach ${classSectionLabel(className, section)}.`)
  return { admin: false, classTeacher, subjectIds }
}
