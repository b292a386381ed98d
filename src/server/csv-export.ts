// One way to serve a CSV export of staff data (fee receipts and defaulters, class lists, users): a POST from a form
// on our own site, never a GET (an export writes the audit log, and a GET URL can be planted anywhere, e.g. as an
// image address); the caller's role checked like a procedure's; the form's fields through a zod schema from
// src/shared (bad input is a 400 and logs nothing); the file built batch by batch with toCsv (formula escaping)
// and streamed, with no row limit.
import type { z } from 'zod'
import { userFromRequest } from '~/server/admissions/http'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { readBodyWithin } from '~/server/body-limit'
import type { SessionUser } from '~/server/auth/session'
import { systemNow, type Clock } from '~/server/clock'
import { db as defaultDb, type PrismaClient } from '~/server/db'
import { toCsv } from '~/shared/csv'
import { accessDeniedMessage, type Role } from '~/shared/roles'
import { plainText } from '~/server/route-handlers'

export type CsvExportDeps = {
  db: PrismaClient
  now: Clock
  resolveUser: (request: Request) => Promise<SessionUser | null>
}

const defaultCsvExportDeps = (): CsvExportDeps => ({ db: defaultDb, now: systemNow, resolveUser: userFromRequest })

export type CsvExport<Schema extends z.ZodType> = {
  /** Who may export (the procedure rule: the first line of the handler). */
  roles: readonly Role[]
  /** The form's fields (all strings) -> the export's input. */
  schema: Schema
  /** The audit log entry: its action and what was exported. */
  audit: { action: string; targetType: string; label: (input: z.output<Schema>) => string }
  fileName: (input: z.output<Schema>, deps: CsvExportDeps) => string | Promise<string>
  /** The header row; empty when the first batch of rows starts with its own (columns that depend on the data). */
  header: readonly string[]
  /** The rows, a batch at a time (a batch is read, turned into CSV and sent before the next is read). */
  rows: (
    input: z.output<Schema>,
    deps: CsvExportDeps,
    user: SessionUser,
  ) => AsyncIterable<readonly (readonly (string | null | undefined)[])[]>
}

/** A file name as a Content-Disposition value: ASCII fallback and the UTF-8 original. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** The export forms carry a few short filters; anything bigger is not ours. */
const maxFormBytes = 4096

export async function handleCsvExport<Schema extends z.ZodType>(
  request: Request,
  spec: CsvExport<Schema>,
  deps: CsvExportDeps = defaultCsvExportDeps(),
): Promise<Response> {
  if (request.method !== 'POST')
    return plainText(405, 'Method not allowed: export with the Export CSV button.', { Allow: 'POST' })
  if (!isSameSiteRequest(request)) return plainText(403, 'Cross-site request refused')
  const user = await deps.resolveUser(request)
  if (!user) return plainText(401, 'Please sign in to continue.')
  if (!spec.roles.includes(user.role)) return plainText(403, accessDeniedMessage(spec.roles))
  // Read only while within the limit: a chunked body (no Content-Length) is cut off as soon as it passes it.
  const bytes = await readBodyWithin(request, maxFormBytes)
  if (bytes === 'too-large') return plainText(413, 'The export form is too large.')
  const body = new TextDecoder().decode(bytes)
  // Empty fields are "no filter", like an empty filter box.
  const fields = Object.fromEntries([...new URLSearchParams(body)].filter(([, value]) => value.trim() !== ''))
  const parsed = spec.schema.safeParse(fields)
  if (!parsed.success) return plainText(400, parsed.error.issues[0]?.message ?? 'Invalid export filters.')
  const input = parsed.data as z.output<Schema>

  // Reading the first batch before answering turns a failure (e.g. an unknown term) into an error status, not a
  // cut-off file.
  const batches = spec.rows(input, deps, user)[Symbol.asyncIterator]()
  let first: IteratorResult<readonly (readonly (string | null | undefined)[])[]>
  try {
    first = await batches.next()
  } catch (error) {
    const status = errorStatus(error)
    if (status) return plainText(status, error instanceof Error ? error.message : 'Export failed.')
    throw error
  }
  await writeAuditLog(deps.db, {
    actor: user,
    action: spec.audit.action,
    target: { type: spec.audit.targetType, label: spec.audit.label(input) },
    details: { filters: input },
    at: deps.now(),
  })
  const encoder = new TextEncoder()
  // The byte-order mark makes Excel read the file as UTF-8 (names with diacritics stay intact).
  let pending: string | null =
    `\uFEFF${toCsv([...(spec.header.length ? [spec.header] : []), ...(first.done ? [] : first.value)])}`
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending))
        pending = null
        if (first.done) controller.close()
        return
      }
      const next = await batches.next()
      if (next.done) controller.close()
      else if (next.value.length) controller.enqueue(encoder.encode(toCsv(next.value)))
    },
    async cancel() {
      await batches.return?.()
    },
  })
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(await spec.fileName(input, deps)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** A TRPCError thrown by a service (NOT_FOUND, BAD_REQUEST, FORBIDDEN for a row-level scope) as an HTTP status. */
function errorStatus(error: unknown): number | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null
  return code === 'NOT_FOUND' ? 404 : code === 'BAD_REQUEST' ? 400 : code === 'FORBIDDEN' ? 403 : null
}
