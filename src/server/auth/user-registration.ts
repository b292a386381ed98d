// New accounts from the admin's registration form and CSV import, with their welcome e-mails, sign-in slips and the
// guardian links between parent and student accounts (docs/product.md, Admin tools).
import { notFound } from '~/server/errors'
import { createAccount } from '~/server/auth/accounts'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { credentialSlipsPdf } from '~/server/auth/credential-slips'
import { guardianLinks, linkByParentEmail, linkGuardian, unlinkGuardian } from '~/server/auth/guardians'
import { queueWelcomeEmails, welcomeDepsOf } from '~/server/auth/password-links'
import { importStudents } from '~/server/auth/student-import'
import type { PrismaClient } from '~/server/db'
import type { CreateUserInput, ImportStudentsInput } from '~/shared/account-schemas'
import { normalizeIdentifier } from '~/shared/identifier'
import { displayName } from '~/shared/names'
import type { LinkGuardianInput, UnlinkGuardianInput } from '~/shared/password-schemas'
import type { Tx } from './user-admin'

/** What creating an account needs: the database and clock (the welcome e-mail is queued). */
export type RegistrationDeps = Parameters<typeof welcomeDepsOf>[0]

/** An account's name for the audit log, read when the entry is written. */
async function nameOf(db: Tx | PrismaClient, id: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id }, select: { firstName: true, lastName: true, email: true } })
  return user ? displayName(user) : null
}

export async function createUser(deps: RegistrationDeps, actor: AuditActor, input: CreateUserInput) {
  const created = await createAccount(input, actor, { db: deps.db, now: deps.now, source: 'registration' })
  // The guardian link from the parent e-mail, either way round.
  await linkByParentEmail(deps.db, { ...created.user, parentEmail: input.student?.parentEmail }, deps.now())
  // The welcome e-mail's link lets the person choose their own password.
  const emailed = await queueWelcomeEmails(welcomeDepsOf(deps), [created.user])
  return { ...created, welcomeEmailed: emailed.has(created.user.id) }
}

export async function importStudentAccounts(deps: RegistrationDeps, actor: AuditActor, input: ImportStudentsInput) {
  const result = await importStudents(input.rows, actor, { db: deps.db, now: deps.now, dryRun: input.dryRun })
  if (result.created.length === 0)
    return { ...result, created: result.created.map((account) => ({ ...account, welcomeEmailed: false })) }
  const users = await deps.db.user.findMany({
    where: { uniqueId: { in: result.created.map((account) => account.schoolId) } },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      uniqueId: true,
      role: true,
      student: { select: { parentEmail: true } },
    },
  })
  for (const user of users)
    await linkByParentEmail(deps.db, { ...user, parentEmail: user.student?.parentEmail }, deps.now())
  const emailed = await queueWelcomeEmails(welcomeDepsOf(deps), users)
  const emailedIds = new Set(users.filter((user) => emailed.has(user.id)).map((user) => user.uniqueId))
  return {
    ...result,
    created: result.created.map((account) => ({ ...account, welcomeEmailed: emailedIds.has(account.schoolId) })),
  }
}

/** A PDF of sign-in slips for new accounts without e-mail, from the creation result the admin holds (base64). */
export async function credentialSlips(slips: Parameters<typeof credentialSlipsPdf>[0], now: Date) {
  return { pdfBase64: Buffer.from(await credentialSlipsPdf(slips, now)).toString('base64') }
}

/** Links a parent account (by e-mail or school ID) to a student; at most two guardians per child. */
export async function linkParent(
  { db, now }: { db: PrismaClient; now: () => Date },
  actor: AuditActor,
  input: LinkGuardianInput,
) {
  const identifier = normalizeIdentifier(input.parent)
  const parent = await db.user.findUnique({
    where: identifier.kind === 'email' ? { email: identifier.value } : { uniqueId: identifier.value },
    select: { id: true, firstName: true, lastName: true },
  })
  if (!parent) throw notFound('No account has that e-mail or school ID.')
  await linkGuardian(db, { parentId: parent.id, studentId: input.studentId, relation: input.relation, now: now() })
  await writeAuditLog(db, {
    actor,
    action: 'user.guardian_link',
    target: { type: 'user', id: input.studentId, label: `${parent.firstName} ${parent.lastName}` },
    details: {
      parentId: parent.id,
      relation: input.relation,
      parentName: displayName(parent),
      studentName: await nameOf(db, input.studentId),
    },
    at: now(),
  })
  return guardianLinks(db, input.studentId)
}

export async function unlinkParent(
  { db, now }: { db: PrismaClient; now: () => Date },
  actor: AuditActor,
  input: UnlinkGuardianInput,
) {
  if (!(await unlinkGuardian(db, input))) throw notFound('That link has already been removed.')
  const [parentName, studentName] = await Promise.all([nameOf(db, input.parentId), nameOf(db, input.studentId)])
  await writeAuditLog(db, {
    actor,
    action: 'user.guardian_unlink',
    target: { type: 'user', id: input.studentId, label: studentName },
    details: { parentId: input.parentId, parentName, studentName },
    at: now(),
  })
  return guardianLinks(db, input.studentId)
}
