// The admin side of admissions (docs/product.md, Admissions workflow and Admin tools): the list and an application's
// detail. The status workflow is in status-changes.ts, the student account from an accepted application in
// student-account.ts.
import { notFound } from '~/server/errors'
import { containsInsensitive, type Prisma } from '~/server/db'
import { findPage } from '~/server/paging'
import {
  applicationListSchema,
  documentKinds,
  normalizeReference,
  statusTransitions,
  type ApplicationListInput,
  type DocumentKind,
} from '~/shared/admission-schema'
import { startOfSchoolDay, type AdmissionDeps } from './deps'

export const applicationNotFoundMessage = 'Application not found'
export const statusRaceMessage =
  'This application was changed by someone else meanwhile. The page now shows its current status.'

const day = 24 * 60 * 60 * 1000

/** The list's filters as a where clause; the CSV export uses the same one. */
export function applicationWhere(
  input: ApplicationListInput,
  kind: AdmissionDeps['dbKind'],
): Prisma.AdmissionApplicationWhereInput {
  const filters = applicationListSchema.parse(input)
  const where: Prisma.AdmissionApplicationWhereInput[] = []
  if (filters.status) where.push({ status: filters.status })
  if (filters.applyingForClass) where.push({ applyingForClass: filters.applyingForClass })
  if (filters.from) where.push({ createdAt: { gte: startOfSchoolDay(filters.from) } })
  if (filters.to) where.push({ createdAt: { lt: new Date(startOfSchoolDay(filters.to).getTime() + day) } })
  if (filters.search) {
    where.push({
      OR: [
        { studentName: containsInsensitive(filters.search, kind) },
        { reference: containsInsensitive(normalizeReference(filters.search), kind) },
        { phoneNumber: containsInsensitive(filters.search, kind) },
      ],
    })
  }
  return where.length ? { AND: where } : {}
}

export async function listApplications(input: ApplicationListInput, deps: Pick<AdmissionDeps, 'db' | 'dbKind'>) {
  const where = applicationWhere(input, deps.dbKind)
  return findPage(
    applicationListSchema.parse(input),
    () => deps.db.admissionApplication.count({ where }),
    (window) =>
      deps.db.admissionApplication.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { reference: 'desc' }],
        ...window,
        select: {
          id: true,
          reference: true,
          studentName: true,
          applyingForClass: true,
          stream: true,
          status: true,
          phoneNumber: true,
          email: true,
          createdAt: true,
        },
      }),
  )
}

const documentColumns = {
  birthCertificate: 'birthCertificateUrl',
  aadhaarCard: 'aadhaarCardUrl',
  markSheet: 'markSheetUrl',
  photo: 'photoUrl',
} as const satisfies Record<DocumentKind, string>

export function documentKeyOf(
  application: Record<(typeof documentColumns)[DocumentKind], string | null>,
  kind: DocumentKind,
): string | null {
  return application[documentColumns[kind]]
}

export async function getApplication(id: string, deps: Pick<AdmissionDeps, 'db'>) {
  const application = await deps.db.admissionApplication.findUnique({
    where: { id },
    include: {
      statusChanges: { orderBy: { createdAt: 'asc' } },
      enrollment: true,
    },
  })
  if (!application) throw notFound(applicationNotFoundMessage)

  const keys = documentKinds
    .map((kind) => documentKeyOf(application, kind))
    .filter((key): key is string => key !== null)
  const files = await deps.db.storedFile.findMany({
    where: { key: { in: keys } },
    select: { key: true, contentType: true, size: true, originalName: true },
  })
  const documents = documentKinds.map((kind) => {
    const key = documentKeyOf(application, kind)
    const file = key ? files.find((f) => f.key === key) : undefined
    return {
      kind,
      // Deleted under the retention rule: the key is kept in the row, the file is gone.
      present: key !== null && application.documentsDeletedAt === null,
      contentType: file?.contentType ?? null,
      size: file?.size ?? null,
      originalName: file?.originalName ?? null,
    }
  })

  const userId = application.enrollment?.userId
  const account = userId
    ? await deps.db.user.findUnique({
        where: { id: userId },
        select: { id: true, email: true, firstName: true, lastName: true, uniqueId: true, isActive: true },
      })
    : null

  const {
    statusChanges,
    enrollment,
    birthCertificateUrl: _b,
    aadhaarCardUrl: _a,
    markSheetUrl: _m,
    photoUrl: _p,
    ...fields
  } = application
  return {
    ...fields,
    documents,
    history: statusChanges.map((change) => ({
      id: change.id,
      from: change.fromStatus,
      to: change.toStatus,
      note: change.note,
      reason: change.reason,
      actorName: change.actorName,
      at: change.createdAt,
    })),
    nextStatuses: statusTransitions[application.status],
    account,
    accountPending: enrollment !== null && enrollment.userId === null,
  }
}
