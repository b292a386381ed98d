// Server-only: class lists (the current year's enrolments of a class, with each student's guardians and phones)
// and the users export (every account matching the user list's filters, with class and guardians), for the admin.
// The print view reads classList through tRPC; both CSVs go through src/server/csv-export.ts.
import type { CsvExport } from '~/server/csv-export'
import { containsInsensitive, type Prisma, type PrismaClient } from '~/server/db'
import { studentContactSelect } from '~/server/auth/user-selects'
import { classLabel } from '~/shared/admission-schema'
import { dateKeyOf } from '~/shared/dates'
import { classListSchema, guardianText, usersExportSchema, type ClassListInput } from '~/shared/class-lists'
import { displayName } from '~/shared/names'
import { guardianRelationLabels } from '~/shared/password-schemas'
import { roleLabels } from '~/shared/roles'

type Db = PrismaClient | Prisma.TransactionClient

const admin = ['admin'] as const

type RosterGuardian = { name: string; relationLabel: string | null; phone: string | null; email: string | null }

const guardianSelect = {
  orderBy: { slot: 'asc' },
  select: { relation: true, parent: { select: { firstName: true, lastName: true, email: true, phone: true } } },
} as const satisfies Prisma.User$guardiansArgs

/**
 * A student's guardians: the linked parent accounts in slot order, else the parent named on the student's record
 * (registration and import keep a name and phone there before any parent account exists). A linked parent's phone
 * is the one on their own profile (Edit Profile, or the admin's edit), else the phone recorded at admission.
 */
function guardiansOf(
  linked: {
    relation: string
    parent: { firstName: string; lastName: string; email: string | null; phone: string | null }
  }[],
  record: { parentName: string | null; parentPhone: string | null; parentEmail: string | null } | null,
): RosterGuardian[] {
  if (linked.length > 0) {
    return linked.map((g) => ({
      name: displayName(g.parent),
      relationLabel: guardianRelationLabels[g.relation as keyof typeof guardianRelationLabels] ?? null,
      phone: g.parent.phone || record?.parentPhone || null,
      email: g.parent.email ?? null,
    }))
  }
  if (!record || !(record.parentName || record.parentPhone || record.parentEmail)) return []
  return [
    { name: record.parentName || 'Parent', relationLabel: null, phone: record.parentPhone, email: record.parentEmail },
  ]
}

const byName = new Intl.Collator('en')

/** The class (optionally one section) in the current academic year, by section, roll number and name. */
export async function classList(db: Db, input: ClassListInput) {
  const year = await db.academicYear.findFirst({ where: { isCurrent: true }, select: { id: true, name: true } })
  const base = { className: input.className, classLabel: classLabel(input.className), section: input.section ?? null }
  if (!year) return { ...base, year: null, sections: [] as string[], students: [] }
  const [sectionRows, enrolments] = await Promise.all([
    db.enrolment.findMany({
      where: { yearId: year.id, className: input.className },
      distinct: ['section'],
      select: { section: true },
    }),
    db.enrolment.findMany({
      where: { yearId: year.id, className: input.className, ...(input.section ? { section: input.section } : {}) },
      select: {
        section: true,
        rollNumber: true,
        student: {
          select: {
            ...studentContactSelect,
            parentEmail: true,
            user: { select: { uniqueId: true, isActive: true, guardians: guardianSelect } },
          },
        },
      },
    }),
  ])
  const students = enrolments
    .map(({ section, rollNumber, student }) => ({
      studentId: student.userId,
      name: displayName(student),
      schoolId: student.user.uniqueId,
      active: student.user.isActive,
      section,
      rollNumber,
      guardians: guardiansOf(student.user.guardians, student),
    }))
    .sort(
      (a, b) =>
        byName.compare(a.section ?? '', b.section ?? '') ||
        (a.rollNumber ?? Number.MAX_SAFE_INTEGER) - (b.rollNumber ?? Number.MAX_SAFE_INTEGER) ||
        byName.compare(a.name, b.name),
    )
  const sections = sectionRows
    .map((row) => row.section)
    .filter((s): s is string => !!s)
    .sort(byName.compare)
  return { ...base, year, sections, students }
}

export const classListCsv: CsvExport<typeof classListSchema> = {
  roles: admin,
  schema: classListSchema,
  audit: {
    action: 'users.class_list_export',
    targetType: 'class',
    label: (input) => `${classLabel(input.className)}${input.section ? ` ${input.section}` : ''}`,
  },
  fileName: (input) =>
    `class-list-${input.className}${input.section ? `-${input.section.replace(/[^0-9A-Za-z]+/g, '-')}` : ''}.csv`,
  header: ['Class', 'Section', 'Roll', 'Student', 'School ID', 'Guardians', 'Phones', 'E-mails'],
  async *rows(input, { db }) {
    const list = await classList(db, input)
    yield list.students.map((s) => [
      list.classLabel,
      s.section ?? '',
      s.rollNumber === null ? '' : String(s.rollNumber),
      s.name,
      s.schoolId ?? '',
      s.guardians.map(guardianText).join('; '),
      [...new Set(s.guardians.map((g) => g.phone).filter(Boolean))].join('; '),
      [...new Set(s.guardians.map((g) => g.email).filter(Boolean))].join('; '),
    ])
  },
}

// ---------- the users export ----------

/** The user list's filters as a query (users.list and the users CSV). */
export function userListWhere(
  db: Db,
  input: { search?: string; role?: Prisma.UserWhereInput['role']; status?: 'active' | 'inactive' },
): Prisma.UserWhereInput {
  const search = input.search?.trim()
  return {
    ...(input.role ? { role: input.role } : {}),
    ...(input.status ? { isActive: input.status === 'active' } : {}),
    ...(search
      ? {
          OR: [
            { firstName: containsInsensitive(search, db) },
            { lastName: containsInsensitive(search, db) },
            { email: containsInsensitive(search, db) },
            { uniqueId: containsInsensitive(search, db) },
          ],
        }
      : {}),
  }
}

/** Accounts are read this many at a time, by a cursor. */
const userBatch = 500

export const usersCsv: CsvExport<typeof usersExportSchema> = {
  roles: admin,
  schema: usersExportSchema,
  audit: { action: 'users.export', targetType: 'user', label: () => 'Users CSV export' },
  fileName: (_input, { now }) => `users-${dateKeyOf(now())}.csv`,
  header: [
    'Name',
    'Role',
    'E-mail',
    'School ID',
    'Status',
    'Phone',
    'Class',
    'Section',
    'Roll',
    'Guardians',
    'Children',
  ],
  async *rows(input, { db }) {
    const year = await db.academicYear.findFirst({ where: { isCurrent: true }, select: { id: true } })
    const where = userListWhere(db, input)
    let cursor: string | undefined
    for (;;) {
      const users = await db.user.findMany({
        where,
        orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
        take: userBatch,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        select: {
          id: true,
          firstName: true,
          lastName: true,
          email: true,
          role: true,
          uniqueId: true,
          isActive: true,
          phone: true,
          teacher: { select: { phone: true } },
          guardians: guardianSelect,
          wards: {
            orderBy: { createdAt: 'asc' },
            select: { student: { select: { firstName: true, lastName: true } } },
          },
          student: {
            select: {
              parentName: true,
              parentPhone: true,
              parentEmail: true,
              enrolments: year
                ? { where: { yearId: year.id }, select: { className: true, section: true, rollNumber: true } }
                : { take: 0, select: { className: true, section: true, rollNumber: true } },
            },
          },
        },
      })
      if (users.length === 0) return
      yield users.map((user) => {
        const enrolment = user.student?.enrolments[0]
        const guardians = user.role === 'student' ? guardiansOf(user.guardians, user.student) : []
        return [
          displayName(user),
          roleLabels[user.role],
          user.email ?? '',
          user.uniqueId ?? '',
          user.isActive ? 'Active' : 'Deactivated',
          user.phone ?? user.teacher?.phone ?? '',
          enrolment ? classLabel(enrolment.className) : '',
          enrolment?.section ?? '',
          enrolment?.rollNumber === null || enrolment?.rollNumber === undefined ? '' : String(enrolment.rollNumber),
          guardians.map(guardianText).join('; '),
          user.wards.map((w) => displayName(w.student)).join('; '),
        ]
      })
      if (users.length < userBatch) return
      cursor = users.at(-1)!.id
    }
  },
}
