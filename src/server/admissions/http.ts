// The admin file transfers of admissions: a document (preview or download) and the CSV export. Both are
// server routes because the browser handles the bytes itself (an <img>, an <iframe>, a download).
import { writeAuditLog } from '~/server/auth/audit-log'
import { readBodyWithin } from '~/server/body-limit'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { documentPreviewContentSecurityPolicy } from '~/server/security-headers'
import { createRequestContext } from '~/server/trpc/context'
import type { SessionUser } from '~/server/auth/session'
import {
  applicationListSchema,
  classLabel,
  documentLabels,
  isDocumentKind,
  statusLabels,
  streamLabelFor,
  type ApplicationListInput,
} from '~/shared/admission-schema'
import { genderLabels, type Gender } from '~/shared/gender'
import { toCsv } from '~/shared/csv'
import { dateKeyOf, formatDateKeyNumeric, formatDateTimeNumeric } from '~/shared/dates'
import { sniffDocumentType } from '~/shared/file-sniff'
import type { AdmissionDeps } from './deps'
import { applicationWhere, documentKeyOf } from './review'
import { accessDeniedMessage } from '~/shared/roles'
import { plainText } from '~/server/route-handlers'

type Access = { user: SessionUser } | { response: Response }

/** Signed out -> 401, signed in without the admin role -> 403 (never a redirect: these URLs are fetched, not visited). */
export async function requireAdmin(
  request: Request,
  resolveUser: (request: Request) => Promise<SessionUser | null>,
): Promise<Access> {
  const user = await resolveUser(request)
  if (!user) return { response: plainText(401, 'Please sign in to continue.') }
  if (user.role !== 'admin') return { response: plainText(403, accessDeniedMessage(['admin'])) }
  return { user }
}

/** The signed-in user of a raw request, from its session cookie (the same path tRPC uses). */
export async function userFromRequest(request: Request): Promise<SessionUser | null> {
  const context = await createRequestContext({ headers: request.headers, resHeaders: new Headers(), url: request.url })
  return context.user
}

function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export type DocumentRequestDeps = Pick<AdmissionDeps, 'db' | 'storage'> & {
  resolveUser?: (request: Request) => Promise<SessionUser | null>
}

/** GET /api/admissions/<id>/documents/<kind>[?download=1] */
export async function handleDocumentRequest(
  request: Request,
  params: { id: string; kind: string },
  deps: DocumentRequestDeps,
): Promise<Response> {
  const access = await requireAdmin(request, deps.resolveUser ?? userFromRequest)
  if ('response' in access) return access.response
  if (!isDocumentKind(params.kind)) return plainText(404, 'Not found')

  const application = await deps.db.admissionApplication.findUnique({
    where: { id: params.id },
    select: {
      reference: true,
      birthCertificateUrl: true,
      aadhaarCardUrl: true,
      markSheetUrl: true,
      photoUrl: true,
      documentsDeletedAt: true,
    },
  })
  const key = application ? documentKeyOf(application, params.kind) : null
  if (!application || !key) return plainText(404, 'Not found')
  if (application.documentsDeletedAt) return plainText(410, 'Deleted under the retention rule of the privacy notice')
  const file = await deps.storage.get(key)
  if (!file) return plainText(404, 'Not found')

  // The type comes from the bytes again, never from a stored claim: an unexpected file is only ever downloaded.
  const sniffed = sniffDocumentType(file.body)
  const contentType = sniffed ?? 'application/octet-stream'
  const extension =
    sniffed === 'application/pdf' ? 'pdf' : sniffed === 'image/png' ? 'png' : sniffed === 'image/jpeg' ? 'jpg' : 'bin'
  const download = new URL(request.url).searchParams.has('download') || !sniffed
  const fileName = `${application.reference}-${kebab(documentLabels[params.kind])}.${extension}`

  const headers = new Headers({
    'Content-Type': contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    // Previews are framed by our own detail page only.
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
  })
  // Chrome's PDF viewer does not run inside a sandboxed document; images get the strict policy.
  if (contentType !== 'application/pdf') headers.set('Content-Security-Policy', documentPreviewContentSecurityPolicy)
  return new Response(request.method === 'HEAD' ? null : (file.body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  })
}

// ---- CSV ----

const csvColumns = [
  'Reference',
  'Submitted (IST)',
  'Status',
  'Student name',
  'Date of birth',
  'Gender',
  'Applying for class',
  'Stream',
  "Father's name",
  "Father's occupation",
  "Mother's name",
  "Mother's occupation",
  'Address',
  'Phone number',
  'E-mail',
  'Previous school',
  'Previous class',
  'Additional information',
  'Mark sheet uploaded',
  'Photo uploaded',
] as const

const exportLimit = 10_000

export async function applicationsCsv(
  filters: ApplicationListInput,
  deps: Pick<AdmissionDeps, 'db' | 'dbKind'>,
): Promise<string> {
  const rows = await deps.db.admissionApplication.findMany({
    where: applicationWhere(filters, deps.dbKind),
    orderBy: [{ createdAt: 'desc' }, { reference: 'desc' }],
    take: exportLimit,
  })
  const cells = rows.map((row) => [
    row.reference,
    // DD/MM/YYYY like every date the school shows.
    formatDateTimeNumeric(row.createdAt),
    statusLabels[row.status],
    row.studentName,
    formatDateKeyNumeric(row.dob),
    genderLabels[row.gender as Gender] ?? row.gender,
    classLabel(row.applyingForClass),
    streamLabelFor(row.applyingForClass, row.stream),
    row.fatherName,
    row.fatherOccupation,
    row.motherName,
    row.motherOccupation,
    row.address,
    row.phoneNumber,
    row.email,
    row.previousSchool,
    row.previousClass,
    row.additionalInfo,
    row.markSheetUrl ? 'Yes' : 'No',
    row.photoUrl ? 'Yes' : 'No',
  ])
  // The byte-order mark makes Excel read the file as UTF-8 (names with diacritics stay intact).
  return `\uFEFF${toCsv([csvColumns, ...cells])}`
}

/** Form fields -> list filters; a malformed filter is a 400, not a silently wider export. */
export function filtersFromParams(
  params: URLSearchParams,
): { ok: true; filters: ApplicationListInput } | { ok: false; message: string } {
  const get = (name: string) => params.get(name)?.trim() || undefined
  const result = applicationListSchema.safeParse({
    status: get('status'),
    applyingForClass: get('class'),
    from: get('from'),
    to: get('to'),
    search: get('search'),
  })
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid filter' }
  return { ok: true, filters: result.data }
}

export type ExportRequestDeps = Pick<AdmissionDeps, 'db' | 'dbKind' | 'now'> & {
  resolveUser?: (request: Request) => Promise<SessionUser | null>
}

/** The filter form is five short fields; anything bigger is not ours. */
const maxExportFormBytes = 4096

/**
 * POST /api/admissions/export.csv with the form fields status, class, from, to, search.
 * A POST, because it writes the audit log: no GET may change anything, and a GET URL can be planted
 * anywhere (an image address) to make an admin's browser call it. Cross-site posts are refused.
 */
export async function handleExportRequest(request: Request, deps: ExportRequestDeps): Promise<Response> {
  if (request.method !== 'POST')
    return plainText(405, 'Method not allowed: export with a POST from the admissions list.', { Allow: 'POST' })
  if (!isSameSiteRequest(request)) return plainText(403, 'Cross-site request refused')
  const access = await requireAdmin(request, deps.resolveUser ?? userFromRequest)
  if ('response' in access) return access.response
  // Read only while within the limit: a chunked body (no Content-Length) is cut off as soon as it passes it.
  const bytes = await readBodyWithin(request, maxExportFormBytes)
  if (bytes === 'too-large') return plainText(413, 'The export form is too large.')
  const body = new TextDecoder().decode(bytes)
  const parsed = filtersFromParams(new URLSearchParams(body))
  if (!parsed.ok) return plainText(400, parsed.message)
  const csv = await applicationsCsv(parsed.filters, deps)
  // Exporting applicants' personal data is an admin action like any other: it goes in the audit log.
  await writeAuditLog(deps.db, {
    actor: access.user,
    action: 'admission.export',
    target: { type: 'admission_application', label: 'CSV export' },
    details: { filters: parsed.filters },
    at: deps.now(),
  })
  const stamp = dateKeyOf(deps.now())
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition('attachment', `admission-applications-${stamp}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
