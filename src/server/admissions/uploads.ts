// POST /api/admission-uploads: one document per request, streamed to disk with a size cap, typed by its first bytes,
// stored under its final key and answered with an opaque token that admissions.submit later claims.
// See docs/decisions/0007-admission-submission.md.
import { createHash, randomBytes } from 'node:crypto'
import { limits } from '#app-config'
import { addressOrUnknown, takeSlot } from '~/server/auth/rate-limit'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { declaresMoreThan, spoolBodyWithin, type SpooledUpload } from '~/server/body-limit'
import { uniqueFileName } from '~/server/storage'
import {
  admissionMessages,
  documentFolders,
  isDocumentKind,
  uploadTokenPattern,
  type DocumentKind,
} from '~/shared/admission-schema'
import { nameForType, sniffDocumentType } from '~/shared/file-sniff'
import type { AdmissionDeps } from './deps'

export const uploadPolicy = {
  /** Uploads one client address may make per window: a family retrying a few times fits; a flood does not. */
  perAddress: 40,
  windowMs: 15 * 60 * 1000,
  /** A token must be used by admissions.submit within this long. */
  claimWithinMs: 60 * 60 * 1000,
  /** Unclaimed uploads older than this are removed; longer than claimWithinMs so no claim races a cleanup. */
  staleAfterMs: 2 * 60 * 60 * 1000,
  /** Cleanup runs at most this often per server process. */
  cleanupEveryMs: 10 * 60 * 1000,
} as const

export const tooManyUploadsMessage = 'Too many attempts. Please try again later.'
export const storeFailedMessage = 'The document could not be stored. Please try again.'

export type UploadResult = { token: string; kind: DocumentKind; name: string; size: number; contentType: string }

export type UploadOptions = {
  clientAddress: string | null
  /** Tests lower the per-address limit; production uses uploadPolicy. */
  perAddress?: number
}

/** The stored form of a token: a leaked uploads table does not let anyone claim a document. */
export function hashUploadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function newToken(): string {
  return randomBytes(32).toString('base64url')
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  })
}

const problem = (status: number, error: string, headers?: Record<string, string>) => json(status, { error }, headers)

/** File names are shown to admins and used in downloads: one line, no path, sensible length. */
function cleanFileName(raw: string | null): string | null {
  if (!raw) return null
  const base = raw.split(/[\\/]/).pop()?.trim() ?? ''
  const hasControl = [...base].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  if (base.length === 0 || base.length > 200 || hasControl || base.includes('"')) return null
  return base
}

export async function handleAdmissionUpload(
  request: Request,
  deps: AdmissionDeps,
  options: UploadOptions,
): Promise<Response> {
  if (request.method !== 'POST') return problem(405, 'Method not allowed', { Allow: 'POST' })
  if (!isSameSiteRequest(request)) return problem(403, 'Cross-site request refused')

  const url = new URL(request.url)
  const kind = url.searchParams.get('kind')
  if (!isDocumentKind(kind)) return problem(400, 'Unknown document kind')
  const originalName = cleanFileName(url.searchParams.get('name'))
  if (!originalName) return problem(400, 'The file needs a name of at most 200 characters')

  // From here on a refusal names the file, so the applicant knows which of the documents to fix.
  const refuse = (status: number, reason: string, headers?: Record<string, string>) =>
    problem(status, `${originalName}: ${reason}`, headers)
  if (declaresMoreThan(request, limits.maxUploadBytes)) return refuse(413, admissionMessages.fileTooLarge)

  const now = deps.now()
  const address = addressOrUnknown(options.clientAddress)
  // The slot is taken atomically before the body is read (rate-limit.ts): parallel uploads never exceed the limit.
  const slot = await takeSlot(
    deps.db,
    {
      key: `admission-upload:address:${address}`,
      limit: options.perAddress ?? uploadPolicy.perAddress,
      windowMs: uploadPolicy.windowMs,
    },
    now,
  )
  if (!slot.allowed) {
    const retryAfter = Math.max(1, Math.ceil((slot.expiresAt.getTime() - now.getTime()) / 1000))
    return refuse(429, tooManyUploadsMessage, { 'Retry-After': String(retryAfter) })
  }

  // Streamed to a temp file as it arrives (body-limit.ts): the document is never held in memory whole.
  const body = await spoolBodyWithin(request, limits.maxUploadBytes, deps.storage.incomingDir)
  if (body === 'too-large') return refuse(413, admissionMessages.fileTooLarge)
  try {
    return await storeUpload(body, { kind, originalName, address, now }, deps, refuse)
  } finally {
    await body.discard()
  }
}

type Refuse = (status: number, reason: string) => Response

async function storeUpload(
  body: SpooledUpload,
  upload: { kind: DocumentKind; originalName: string; address: string; now: Date },
  deps: AdmissionDeps,
  refuse: Refuse,
): Promise<Response> {
  const { kind, originalName, address, now } = upload
  if (body.size === 0) return refuse(400, 'The file is empty')
  const contentType = sniffDocumentType(body.head)
  if (!contentType) return refuse(415, admissionMessages.fileType)

  const name = nameForType(originalName, contentType)
  // uniqueFileName keeps the original extension; nameForType made sure it matches the content.
  const path = `${documentFolders[kind]}/${uniqueFileName(name, now.getTime())}`
  let key: string
  try {
    key = (await deps.storage.put({ bucket: 'admission-documents', path, body, contentType, originalName: name })).key
  } catch (error) {
    deps.logError(`storing an uploaded ${kind} failed`, error)
    return refuse(503, storeFailedMessage)
  }

  const token = newToken()
  try {
    await deps.db.admissionUpload.create({
      data: {
        id: hashUploadToken(token),
        kind,
        storageKey: key,
        contentType,
        size: body.size,
        originalName: name,
        clientAddress: address,
        createdAt: now,
      },
    })
  } catch (error) {
    deps.logError(`recording an uploaded ${kind} failed`, error)
    await deps.storage
      .delete(key)
      .catch((cleanupError: unknown) => deps.logError(`removing ${key} failed`, cleanupError))
    return refuse(503, storeFailedMessage)
  }

  scheduleStaleUploadCleanup(deps)
  const result: UploadResult = { token, kind, name, size: body.size, contentType }
  return json(201, result)
}

/**
 * Removes uploads nobody claimed in time (the applicant closed the tab, or a submission failed in a way that
 * could not clean up). The file goes first: a row without its file is harmless, a file without a row is lost.
 */
export async function removeStaleUploads(
  deps: Pick<AdmissionDeps, 'db' | 'storage' | 'now' | 'logError'>,
  batch = 100,
): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - uploadPolicy.staleAfterMs)
  const stale = await deps.db.admissionUpload.findMany({
    where: { createdAt: { lt: cutoff } },
    orderBy: { createdAt: 'asc' },
    take: batch,
    select: { id: true, storageKey: true },
  })
  let removed = 0
  for (const upload of stale) {
    try {
      await deps.storage.delete(upload.storageKey)
      await deps.db.admissionUpload.deleteMany({ where: { id: upload.id } })
      removed++
    } catch (error) {
      deps.logError(`removing stale upload ${upload.storageKey} failed`, error)
    }
  }
  return removed
}

let lastCleanup = 0

function scheduleStaleUploadCleanup(deps: AdmissionDeps) {
  const now = deps.now().getTime()
  if (now - lastCleanup < uploadPolicy.cleanupEveryMs) return
  lastCleanup = now
  void removeStaleUploads(deps).catch((error: unknown) => deps.logError('stale upload cleanup failed', error))
}

/** Token strings from an untrusted submission, well-formed ones only (for cleanup before validation). */
export function tokensIn(raw: unknown): string[] {
  const documents = (raw as { documents?: unknown } | null)?.documents
  if (typeof documents !== 'object' || documents === null) return []
  return Object.values(documents).filter(
    (value): value is string => typeof value === 'string' && uploadTokenPattern.test(value),
  )
}

/**
 * Deletes the uploads behind `tokens` and their files. Only rows this call deletes have their files removed,
 * so a concurrent submission that already claimed a token keeps its document.
 */
export async function discardUploads(
  tokens: readonly string[],
  deps: Pick<AdmissionDeps, 'db' | 'storage' | 'logError'>,
): Promise<void> {
  for (const token of new Set(tokens)) {
    const id = hashUploadToken(token)
    const upload = await deps.db.admissionUpload.findUnique({ where: { id } }).catch((error: unknown) => {
      deps.logError('looking up an upload to discard failed', error)
      return null
    })
    if (!upload) continue
    try {
      const { count } = await deps.db.admissionUpload.deleteMany({ where: { id } })
      if (count === 1) await removeFile(upload, deps)
    } catch (error) {
      // The row is still there, so removeStaleUploads finishes the job later.
      deps.logError('discarding an upload failed', error)
    }
  }
}

/** Removes a file whose row this process already deleted; on failure the row comes back, already stale, for cleanup. */
export async function removeFile(
  upload: {
    id: string
    kind: string
    storageKey: string
    contentType: string
    size: number
    originalName: string
    clientAddress: string | null
  },
  deps: Pick<AdmissionDeps, 'db' | 'storage' | 'logError'>,
): Promise<void> {
  try {
    await deps.storage.delete(upload.storageKey)
  } catch (error) {
    deps.logError(`removing ${upload.storageKey} failed; left for the stale-upload cleanup`, error)
    await deps.db.admissionUpload
      .create({ data: { ...upload, createdAt: new Date(0) } })
      .catch((recordError: unknown) => deps.logError(`could not re-record ${upload.storageKey}`, recordError))
  }
}
