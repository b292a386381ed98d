// Every procedure of the app router, called as anonymous and as each role, against an explicit table.
// A new procedure fails this test until it is added to `access`: nobody ships an endpoint without
// deciding who may call it. Routes guard for UX only; this is the real boundary.
import { TRPCError } from '@trpc/server'
import { afterAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { appRouter } from '~/server/trpc/root'
import { inventoryRoles, roles, type Role } from '~/shared/roles'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

type Access = 'public' | 'signed-in' | readonly Role[]

const admin = ['admin'] as const
// Staff (teacher or admin) manage news, events, notices and the calendar.
const staff = ['admin', 'teacher'] as const
// The fee portal: the counter and its reports are for cashiers and admins; the family view for students and parents.
const counterStaff = ['admin', 'cashier'] as const
const feeFamily = ['student', 'parent'] as const
// Teaching: teachers and admins, each service then keeps a teacher to their own class sections (academics-access.test.ts).
const teaching = ['admin', 'teacher'] as const
// The inventory: the storekeeper and admins; the storekeeper nothing else.
const inventory = inventoryRoles

/** Who may call each procedure. Keep in the order of the routers in root.ts. */
const access: Record<string, Access> = {
  'academics.setup.subjects.list': admin,
  'academics.setup.subjects.add': admin,
  'academics.setup.subjects.fromSyllabus': admin,
  'academics.setup.subjects.remove': admin,
  'academics.setup.assignments.list': admin,
  'academics.setup.assignments.setClassTeacher': admin,
  'academics.setup.assignments.setSubjectTeacher': admin,
  'academics.setup.assignments.import': admin,
  'academics.setup.exams.list': admin,
  'academics.setup.exams.create': admin,
  'academics.setup.exams.update': admin,
  'academics.setup.exams.delete': admin,
  'academics.setup.exams.subjects': admin,
  'academics.setup.exams.setSubject': admin,
  'academics.setup.exams.removeSubject': admin,
  'academics.setup.exams.publish': admin,
  'academics.setup.exams.unpublish': admin,
  'academics.teaching.overview': teaching,
  'academics.teaching.classList': teaching,
  'academics.attendance.register': teaching,
  'academics.attendance.save': teaching,
  'academics.attendance.month': teaching,
  'academics.attendance.belowThreshold': teaching,
  'academics.exams.list': teaching,
  'academics.exams.grid': teaching,
  'academics.exams.saveMarks': teaching,
  'academics.exams.results': teaching,
  'academics.exams.setRemark': teaching,
  'academics.exams.lock': teaching,
  'academics.exams.unlock': admin,
  // A student's own, or a guardian's child's: the guardian link scopes it further (marks.test.ts).
  'academics.family.overview': feeFamily,
  'admissions.submit': 'public',
  'admissions.lookupStatus': 'public',
  'admissions.list': admin,
  'admissions.retentionDue': admin,
  'admissions.deleteDueDocuments': admin,
  'admissions.byId': admin,
  'admissions.changeStatus': admin,
  'admissions.createStudentAccount': admin,
  'admissions.changeStatusBulk': admin,
  'admissions.previewStatusEmail': admin,
  'admissionSettings.get': 'public',
  'admissionSettings.update': admin,
  'announcement.current': 'public',
  'announcement.update': admin,
  'audit.list': admin,
  'audit.filters': admin,
  'auth.me': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.profile': 'signed-in',
  'auth.sessions': 'signed-in',
  'auth.endSession': 'signed-in',
  'auth.signOutEverywhere': 'signed-in',
  'auth.requestPasswordReset': 'public',
  'auth.passwordLink': 'public',
  'auth.resetPassword': 'public',
  'auth.changePassword': 'signed-in',
  // Edit Profile: always the caller's own account (profile.test.ts).
  'auth.updateProfile': 'signed-in',
  'auth.removePhoto': 'signed-in',
  'classLists.get': admin,
  'dashboard.summary': 'signed-in',
  // A parent's page for one child; the guardian link scopes it further (child-page.test.ts).
  'dashboard.child': ['parent'],
  'events.byId': 'public',
  'events.upcoming': 'public',
  'events.past': 'public',
  'events.manageList': staff,
  'events.create': staff,
  'events.update': staff,
  'events.delete': staff,
  'fees.setup.years.list': admin,
  'fees.setup.years.create': admin,
  'fees.setup.years.setCurrent': admin,
  'fees.setup.heads.list': admin,
  'fees.setup.heads.create': admin,
  'fees.setup.heads.update': admin,
  'fees.setup.heads.archive': admin,
  'fees.setup.terms.list': admin,
  'fees.setup.terms.create': admin,
  'fees.setup.terms.update': admin,
  'fees.setup.structure.get': admin,
  'fees.setup.structure.set': admin,
  'fees.setup.enrolments.list': admin,
  'fees.setup.enrolments.set': admin,
  'fees.setup.concessions.list': admin,
  'fees.setup.concessions.create': admin,
  'fees.setup.concessions.revoke': admin,
  'fees.setup.issuePreview': admin,
  'fees.setup.issueTerm': admin,
  'fees.setup.waiveFine': admin,
  'fees.setup.optional.list': admin,
  'fees.setup.optional.assign': admin,
  'fees.setup.optional.unassign': admin,
  'fees.setup.optional.import': admin,
  'fees.setup.oneOff.add': admin,
  'fees.setup.oneOff.remove': admin,
  'fees.setup.refund': admin,
  'fees.setup.refundableReceipts': admin,
  'fees.counter.search': counterStaff,
  'fees.counter.student': counterStaff,
  'fees.counter.collect': counterStaff,
  'fees.counter.void': counterStaff,
  'fees.counter.receipt': counterStaff,
  'fees.counter.terms': counterStaff,
  'fees.reports.collection': counterStaff,
  'fees.reports.receipts': counterStaff,
  'fees.reports.defaulters': counterStaff,
  'fees.reports.defaulterFamilies': counterStaff,
  'fees.reports.summary': counterStaff,
  'fees.reports.sendReminders': counterStaff,
  'fees.reports.refunds': counterStaff,
  'fees.reports.creditHeld': counterStaff,
  'fees.reports.dayClose.get': counterStaff,
  'fees.reports.dayClose.close': counterStaff,
  'fees.reports.dayClose.closes': admin,
  'fees.reports.dayClose.reopen': admin,
  'fees.family.children': feeFamily,
  'fees.family.statement': feeFamily,
  'fees.family.receipt': feeFamily,
  'fees.cheques.uncleared': counterStaff,
  'fees.cheques.settle': admin,
  'fees.cheques.bounceRule': admin,
  'fees.cheques.setBounceRule': admin,
  'gallery.albums': 'public',
  'gallery.album': 'public',
  'gallery.videos': 'public',
  'gallery.admin.albums': admin,
  'gallery.admin.album': admin,
  'gallery.admin.createAlbum': admin,
  'gallery.admin.updateAlbum': admin,
  'gallery.admin.deleteAlbum': admin,
  'gallery.admin.setCover': admin,
  'gallery.admin.updateImage': admin,
  'gallery.admin.reorderImages': admin,
  'gallery.admin.deleteImage': admin,
  'gallery.admin.videos': admin,
  'gallery.admin.createVideo': admin,
  'gallery.admin.updateVideo': admin,
  'gallery.admin.deleteVideo': admin,
  'health.ping': 'public',
  'inventory.dashboard': inventory,
  'inventory.list': inventory,
  'inventory.locations': inventory,
  'inventory.item': inventory,
  'inventory.history': inventory,
  'inventory.movements': inventory,
  'inventory.create': inventory,
  'inventory.update': inventory,
  'inventory.setArchived': inventory,
  'inventory.delete': inventory,
  'inventory.removePhoto': inventory,
  'inventory.recordMovement': inventory,
  'inventory.exportCsv': inventory,
  'inventory.importCsv': inventory,
  'inventory.departments': inventory,
  'inventory.createDepartment': inventory,
  'inventory.renameDepartment': inventory,
  'inventory.setDepartmentArchived': inventory,
  'inventory.departmentUsage': inventory,
  'inventory.stockTake': inventory,
  'legal.page': 'public',
  'legal.currentVersion': 'public',
  'legal.history': admin,
  'legal.publish': admin,
  // Each caller's own choices only (message-choices.test.ts); the unsubscribe link's signature is its permission.
  'messageChoices.mine': 'signed-in',
  'messageChoices.save': 'signed-in',
  'messageChoices.unsubscribeLink': 'public',
  'messageChoices.unsubscribe': 'public',
  'news.latest': 'public',
  'news.list': 'public',
  'news.byId': 'public',
  'news.manageList': staff,
  'news.create': staff,
  'news.update': staff,
  'news.delete': staff,
  'notices.list': 'public',
  'notices.manageList': staff,
  'notices.create': staff,
  'notices.update': staff,
  'notices.delete': staff,
  'notices.calendar.list': 'public',
  'notices.calendar.create': staff,
  'notices.calendar.update': staff,
  'notices.calendar.delete': staff,
  'notifications.list': 'signed-in',
  'notifications.markRead': 'signed-in',
  'notifications.markAllRead': 'signed-in',
  'notifications.clear': 'signed-in',
  'notifications.clearAll': 'signed-in',
  'outbox.list': admin,
  'outbox.byId': admin,
  'outbox.resend': admin,
  'outbox.templates': admin,
  // A parent pays their own children's fees; the guardian link scopes it further (payments.test.ts).
  'payments.options': ['parent'],
  'payments.start': ['parent'],
  'payments.confirm': ['parent'],
  'payments.status': ['parent'],
  // Only an administrator refunds an online payment (payments-refunds.test.ts).
  'payments.refund': ['admin'],
  'payments.settlement': ['admin'],
  'payments.settlementSetup': ['admin'],
  // Payments kept for review: the amount, the family and why (payments.test.ts).
  'payments.forReview': ['admin'],
  'payments.applyParked': ['admin'],
  'payments.refundParked': ['admin'],
  // A UPI QR at the counter: a cashier sees only the QRs they showed (payments-counter-qr.test.ts).
  'payments.counterQr.available': ['admin', 'cashier'],
  'payments.counterQr.start': ['admin', 'cashier'],
  'payments.counterQr.status': ['admin', 'cashier'],
  'payments.counterQr.check': ['admin', 'cashier'],
  'payments.counterQr.cancel': ['admin', 'cashier'],
  'users.list': admin,
  'users.get': admin,
  'users.roleCounts': admin,
  'users.create': admin,
  'users.importStudents': admin,
  'users.guardians': admin,
  'users.linkGuardian': admin,
  'users.unlinkGuardian': admin,
  'users.credentialSlips': admin,
  'users.update': admin,
  'users.resetPassword': admin,
  'users.setActive': admin,
  'users.delete': admin,
  'users.setRole': admin,
}

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())

const actors: Record<Role, SessionUser> = Object.fromEntries(
  await Promise.all(roles.map(async (role) => [role, await makeUser(testDb.db, { role })] as const)),
) as Record<Role, SessionUser>

const procedurePaths = Object.keys(appRouter._def.procedures)

function isAllowed(rule: Access, role: Role | null): boolean {
  if (rule === 'public') return true
  if (role === null) return false
  return rule === 'signed-in' || rule.includes(role)
}

/** Calls with no input: a caller past the gate gets a result or a non-auth error (usually BAD_REQUEST). */
async function outcome(path: string, user: SessionUser | null): Promise<string> {
  const { caller } = callerFor(user, { clientAddress: '198.51.100.50' })
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input?: unknown,
  ) => Promise<unknown>
  try {
    await procedure(undefined)
    return 'OK'
  } catch (error) {
    if (error instanceof TRPCError) return error.code
    throw error
  }
}

describe('role matrix', () => {
  it('lists every procedure of the app router, and nothing else', () => {
    expect(
      procedurePaths.filter((path) => !(path in access)),
      'procedures missing from the access table',
    ).toEqual([])
    expect(
      Object.keys(access).filter((path) => !procedurePaths.includes(path)),
      'entries for procedures that do not exist',
    ).toEqual([])
  })

  it.each(procedurePaths)('%s', async (path) => {
    const rule = access[path]
    if (rule === undefined) throw new Error(`${path} has no entry in the access table`)
    for (const role of [null, ...roles] as const) {
      const result = await outcome(path, role === null ? null : actors[role])
      const who = role ?? 'anonymous'
      if (isAllowed(rule, role)) {
        expect(['UNAUTHORIZED', 'FORBIDDEN'], `${path} as ${who} should be allowed, got ${result}`).not.toContain(
          result,
        )
      } else {
        expect(result, `${path} as ${who}`).toBe(role === null ? 'UNAUTHORIZED' : 'FORBIDDEN')
      }
    }
  })
})
