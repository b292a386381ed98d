// Server-only helpers shared by the academics services: the year they work in, a class section's students, the
// holidays of the calendar (the errors they raise come from src/server/errors.ts).
import type { AuditActor } from '~/server/auth/audit-log'
import type { Clock } from '~/server/clock'
import type { Prisma, PrismaClient } from '~/server/db'
import { currentYear } from '~/server/fees/common'
import { classOptions } from '~/shared/admission-options'
import { displayName } from '~/shared/names'
import type { Role } from '~/shared/roles'
import type { Holiday } from '~/shared/working-days'

export type Db = PrismaClient | Prisma.TransactionClient
export type Actor = AuditActor & { role: Role }
export type AcademicsDeps = { db: PrismaClient; now: Clock }

export { currentYear }

/** Interactive transactions wait their turn on SQLite's single connection: give a busy school room. */
export const transactionOptions = { maxWait: 20_000, timeout: 20_000 } as const

/** Enrolments of a section: '' stands for the rows without a section. */
export function sectionWhere(section: string): Prisma.EnrolmentWhereInput {
  return section ? { section } : { OR: [{ section: null }, { section: '' }] }
}

export type RosterStudent = { studentId: string; name: string; rollNumber: number | null; schoolId: string | null }

const byName = new Intl.Collator('en')

/** The active students of a class section in a year, by roll number then name. */
export async function sectionRoster(
  db: Db,
  yearId: string,
  className: string,
  section: string,
): Promise<RosterStudent[]> {
  const rows = await db.enrolment.findMany({
    where: { yearId, className, ...sectionWhere(section), student: { user: { isActive: true } } },
    select: {
      rollNumber: true,
      student: { select: { userId: true, firstName: true, lastName: true, user: { select: { uniqueId: true } } } },
    },
  })
  return rows
    .map((row) => ({
      studentId: row.student.userId,
      name: displayName(row.student),
      rollNumber: row.rollNumber,
      schoolId: row.student.user.uniqueId,
    }))
    .sort(
      (a, b) =>
        (a.rollNumber ?? Number.MAX_SAFE_INTEGER) - (b.rollNumber ?? Number.MAX_SAFE_INTEGER) ||
        byName.compare(a.name, b.name),
    )
}

/** Every class section with active students in the year, in class order. */
export async function sectionsOfYear(db: Db, yearId: string) {
  const groups = await db.enrolment.groupBy({
    by: ['className', 'section'],
    where: { yearId, student: { user: { isActive: true } } },
    _count: { _all: true },
  })
  const merged = new Map<string, { className: string; section: string; students: number }>()
  for (const group of groups) {
    const section = group.section ?? ''
    const key = `${group.className}|${section}`
    const row = merged.get(key) ?? { className: group.className, section, students: 0 }
    row.students += group._count._all
    merged.set(key, row)
  }
  return [...merged.values()].sort(compareSections)
}

const classOrder = (className: string) => (classOptions as readonly string[]).indexOf(className)

export function compareSections(a: { className: string; section: string }, b: { className: string; section: string }) {
  return classOrder(a.className) - classOrder(b.className) || byName.compare(a.section, b.section)
}

/** The holidays of the academic calendar overlapping `from`..`to`. */
export async function holidaysBetween(db: Db, from: string, to: string): Promise<Holiday[]> {
  const rows = await db.calendarEntry.findMany({
    where: {
      category: 'holiday',
      date: { lte: to },
      OR: [{ endDate: { gte: from } }, { endDate: null, date: { gte: from } }],
    },
    select: { date: true, endDate: true, title: true },
    orderBy: { date: 'asc' },
  })
  return rows
}

export function actorName(actor: AuditActor): string {
  return displayName(actor)
}
