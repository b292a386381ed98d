// Server-only: teaching assignments from a CSV (class, section, subject, teacher): a blank subject makes the
// teacher the section's class teacher, a subject makes them its subject teacher. The teacher is named by school
// ID or e-mail. All or nothing, like the student import: a dry run gives the same per-row report.
import { writeAuditLog } from '~/server/auth/audit-log'
import { classLabel } from '~/shared/admission-options'
import { classSectionLabel } from '~/shared/attendance'
import { parseClassName } from '~/shared/enrolment-fields'
import { displayName } from '~/shared/names'
import { isSingleLine } from '~/shared/text'
import { currentYear, transactionOptions, type AcademicsDeps, type Actor } from './common'

export type AssignmentRowReport = { line: number; text: string; errors: string[] }

type Planned =
  | { kind: 'class'; className: string; section: string; teacherId: string }
  | { kind: 'subject'; className: string; section: string; subjectId: string; teacherId: string }

export async function importAssignments(
  { db, now }: AcademicsDeps,
  rows: Record<string, string>[],
  actor: Actor,
  dryRun: boolean,
) {
  const year = await currentYear(db)
  const [subjects, teachers] = await Promise.all([
    db.classSubject.findMany({ where: { yearId: year.id }, select: { id: true, className: true, name: true } }),
    db.user.findMany({
      where: { role: 'teacher', isActive: true },
      select: { id: true, email: true, uniqueId: true, firstName: true, lastName: true },
    }),
  ])
  const teacherBy = new Map<string, (typeof teachers)[number]>()
  for (const t of teachers) {
    if (t.email) teacherBy.set(t.email.toLowerCase(), t)
    if (t.uniqueId) teacherBy.set(t.uniqueId.toLowerCase(), t)
  }
  const slots = new Map<string, number>()
  const planned: Planned[] = []
  const report: AssignmentRowReport[] = rows.map((row, index) => {
    const line = index + 2
    const errors: string[] = []
    const className = parseClassName(row.class ?? '')
    const section = (row.section ?? '').trim()
    const subjectName = (row.subject ?? '').trim()
    const teacherKey = (row.teacher ?? '').trim()
    if (!className) errors.push(`class: "${row.class ?? ''}" is not a class (write it like Class 9 or 9).`)
    if (section.length > 10 || !isSingleLine(section)) errors.push('section: at most 10 characters on one line.')
    const teacher = teacherBy.get(teacherKey.toLowerCase())
    if (!teacher) errors.push(`teacher: no active teacher has the school ID or e-mail "${teacherKey}".`)
    const subject = className
      ? subjects.find((s) => s.className === className && s.name.toLowerCase() === subjectName.toLowerCase())
      : undefined
    if (className && subjectName && !subject)
      errors.push(`subject: ${classLabel(className)} has no subject "${subjectName}" (add it under Subjects first).`)
    const label = className ? classSectionLabel(className, section) : (row.class ?? '')
    const slot = `${className}|${section}|${subject?.id ?? ''}`
    if (className && errors.length === 0) {
      const earlier = slots.get(slot)
      if (earlier !== undefined)
        errors.push(
          `line ${earlier} already names the ${subject ? `${subject.name} teacher` : 'class teacher'} of ${label}.`,
        )
      else slots.set(slot, line)
    }
    if (errors.length === 0 && className && teacher) {
      planned.push(
        subject
          ? { kind: 'subject', className, section, subjectId: subject.id, teacherId: teacher.id }
          : { kind: 'class', className, section, teacherId: teacher.id },
      )
    }
    const who = teacher ? displayName(teacher) : teacherKey
    return { line, text: `${label}${subjectName ? `, ${subjectName}` : ', class teacher'}: ${who}`, errors }
  })
  const ok = report.every((row) => row.errors.length === 0)
  if (!ok || dryRun) return { ok, dryRun, rows: report, applied: 0 }
  const at = now()
  await db.$transaction(async (tx) => {
    for (const item of planned) {
      const where = { yearId: year.id, className: item.className, section: item.section }
      if (item.kind === 'class')
        await tx.classTeacher.upsert({
          where: { yearId_className_section: where },
          create: { ...where, teacherId: item.teacherId, assignedAt: at },
          update: { teacherId: item.teacherId, assignedAt: at },
        })
      else
        await tx.subjectTeacher.upsert({
          where: { yearId_className_section_subjectId: { ...where, subjectId: item.subjectId } },
          create: { ...where, subjectId: item.subjectId, teacherId: item.teacherId, assignedAt: at },
          update: { teacherId: item.teacherId, assignedAt: at },
        })
    }
    await writeAuditLog(tx, {
      actor,
      action: 'academics.assignments_import',
      target: { type: 'academic_year', id: year.id, label: year.name },
      details: { rows: planned.length },
      at,
    })
  }, transactionOptions)
  return { ok, dryRun, rows: report, applied: planned.length }
}
