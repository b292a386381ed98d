// Bulk student import. All or nothing: a class list is imported whole or not at all, so an admin never
// has to work out which half of a file made it in. A dry run returns the same per-row report.
import { conflict } from '~/server/errors'
import type { PrismaClient } from '~/server/db'
import { studentImportRowSchema, type CreateUserInput } from '~/shared/account-schemas'
import { generateSchoolId as defaultGenerateSchoolId } from '~/shared/school-id'
import {
  creationRetry,
  emailTakenMessage,
  issuePassword,
  schoolIdTakenMessage,
  writeAccount,
  type AccountDeps,
} from './accounts'
import { writeAuditLog, type AuditActor } from './audit-log'
import { hashPassword } from './password'
import { isUniqueViolationOn } from './prisma-errors'

export type ImportRowReport = {
  /** The line in the file: the header is line 1. */
  line: number
  name: string
  email: string
  errors: string[]
}

export type ImportedAccount = { line: number; name: string; email: string | null; schoolId: string; password: string }

export type ImportResult = {
  ok: boolean
  dryRun: boolean
  rows: ImportRowReport[]
  created: ImportedAccount[]
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Hashing is the slow part; four at a time keeps a 300-row import to a few seconds without starving the server. */
async function hashAll(passwords: string[]): Promise<string[]> {
  const hashes: string[] = []
  for (let i = 0; i < passwords.length; i += 4) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + 4).map((password) => hashPassword(password)))))
  }
  return hashes
}

/** The CSV column of each field the row schema checks, to say which cell is wrong. */
const columnOfField: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  schoolId: 'school_id',
  'student.parentEmail': 'parent_email',
  'student.dateOfBirth': 'date_of_birth',
  'student.gender': 'gender',
  'student.address': 'address',
  'student.parentName': 'parent_name',
  'student.parentPhone': 'parent_phone',
  'student.className': 'class',
  'student.section': 'section',
  'student.rollNumber': 'roll_number',
}

/** Exactly one message for each bad cell, named by its column ("date_of_birth: Dates must be in DD/MM/YYYY format"). */
function cellMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  const byCell = new Map<string, string>()
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    const column = columnOfField[field]
    const key = column ?? `row:${issue.message}`
    if (!byCell.has(key)) byCell.set(key, column ? `${column}: ${issue.message}` : issue.message)
  }
  return [...byCell.values()]
}

export async function importStudents(
  rawRows: Record<string, string>[],
  actor: AuditActor,
  { dryRun = false, ...deps }: AccountDeps & { dryRun?: boolean },
): Promise<ImportResult> {
  const db: PrismaClient = deps.db
  const sleep = deps.sleep ?? wait
  const nextSchoolId = deps.generateSchoolId ?? defaultGenerateSchoolId

  const parsed = rawRows.map((raw, index) => {
    const result = studentImportRowSchema.safeParse(raw)
    const report: ImportRowReport = {
      line: index + 2,
      name: `${raw.first_name ?? ''} ${raw.last_name ?? ''}`.trim(),
      email: (raw.email ?? '').trim(),
      errors: result.success ? [] : cellMessages(result.error.issues),
    }
    return { report, input: result.success ? result.data : null }
  })

  // Duplicates inside the file, then against existing accounts.
  const firstLineOf = new Map<string, number>()
  for (const { report, input } of parsed) {
    if (!input) continue
    // A blank e-mail (a student without one) is not a duplicate of another blank one.
    for (const key of [
      ...(input.email ? [`email:${input.email}`] : []),
      ...(input.schoolId ? [`id:${input.schoolId}`] : []),
    ]) {
      const first = firstLineOf.get(key)
      if (first === undefined) firstLineOf.set(key, report.line)
      else report.errors.push(`${key.startsWith('email:') ? 'E-mail' : 'School ID'} repeats line ${first} of this file`)
    }
  }
  const valid = parsed.flatMap(({ input }) => (input ? [input] : []))
  const existing = await db.user.findMany({
    where: {
      OR: [
        { email: { in: valid.flatMap((input) => (input.email ? [input.email] : [])) } },
        { uniqueId: { in: valid.flatMap((input) => (input.schoolId ? [input.schoolId] : [])) } },
      ],
    },
    select: { email: true, uniqueId: true },
  })
  const takenEmails = new Set(existing.map((user) => user.email))
  const takenIds = new Set(existing.flatMap((user) => (user.uniqueId ? [user.uniqueId] : [])))
  for (const { report, input } of parsed) {
    if (!input) continue
    if (input.email && takenEmails.has(input.email)) report.errors.push(emailTakenMessage)
    if (input.schoolId && takenIds.has(input.schoolId)) report.errors.push(schoolIdTakenMessage)
  }

  const rows = parsed.map(({ report }) => report)
  const ok = rows.every((row) => row.errors.length === 0)
  if (!ok || dryRun) return { ok, dryRun, rows, created: [] }

  const accounts = parsed.map(({ report, input }) => ({ report, input: input as CreateUserInput }))
  const passwords = accounts.map(() => issuePassword(deps.generatePassword))
  const hashes = await hashAll(passwords)
  const write = writeAccount(actor, 'csv-import', deps.now)

  let delay: number = creationRetry.firstDelayMs
  for (let attempt = 0; ; attempt++) {
    const schoolIds = assignSchoolIds(
      accounts.map(({ input }) => input),
      nextSchoolId,
    )
    try {
      await db.$transaction(
        async (tx) => {
          for (const [index, { input }] of accounts.entries()) {
            await write(tx, { input, schoolId: schoolIds[index]!, passwordHash: hashes[index]! })
          }
          await writeAuditLog(tx, {
            actor,
            action: 'user.import',
            target: { type: 'user', label: `${accounts.length} students` },
            details: { count: accounts.length },
            at: deps.now(),
          })
        },
        { timeout: 60_000 },
      )
      const created = accounts.map(({ report, input }, index) => ({
        line: report.line,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        schoolId: schoolIds[index]!,
        password: passwords[index]!,
      }))
      return { ok: true, dryRun, rows, created }
    } catch (error) {
      if (isUniqueViolationOn(error, 'email')) {
        throw conflict('An e-mail in the file was registered meanwhile. Check the file again.')
      }
      const idClash = isUniqueViolationOn(error, 'unique_id', 'uniqueId')
      if (!idClash || attempt >= creationRetry.retries) throw error
      await sleep(delay)
      delay = Math.min(delay * 2, creationRetry.maxDelayMs)
    }
  }
}

/** Typed school IDs are kept; blank ones get generated IDs unique within the file. */
function assignSchoolIds(inputs: CreateUserInput[], next: AccountDeps['generateSchoolId'] & {}): string[] {
  const used = new Set(inputs.flatMap((input) => (input.schoolId ? [input.schoolId] : [])))
  return inputs.map((input) => {
    if (input.schoolId) return input.schoolId
    let id = next('student')
    while (used.has(id)) id = next('student')
    used.add(id)
    return id
  })
}
