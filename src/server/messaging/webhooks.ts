// Server-only: delivery reports from MSG91 and WhatsApp. Each is signed with a shared secret (HMAC-SHA256 over the
// raw body); an unsigned one is refused with 400, a wrongly signed one with 401 and a log line. A report moves a
// message forward only (queued/sending/sent/unconfirmed -> delivered or failed), found by the provider's id or, for
// WhatsApp, by our own id that travelled with it; so a report that arrives after a crash settles an unconfirmed row.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Clock } from '~/server/clock'
import type { PrismaClient } from '~/server/db'
import { logLine } from '~/server/request-log'

export type Report = {
  providerId: string | null
  ourId: string | null
  outcome: 'delivered' | 'failed' | 'sent'
  detail: string | null
}

function signatureMatches(secret: string, body: string, given: string): boolean {
  const expected = createHmac('sha256', secret).update(body).digest('hex')
  const a = Buffer.from(expected)
  const b = Buffer.from(
    given
      .replace(/^sha256=/, '')
      .trim()
      .toLowerCase(),
  )
  return a.length === b.length && timingSafeEqual(a, b)
}

/** WhatsApp Cloud API status callbacks: entry[].changes[].value.statuses[]. */
export function whatsAppReports(payload: unknown): Report[] {
  const reports: Report[] = []
  const entries = (payload as { entry?: unknown[] } | null)?.entry ?? []
  for (const entry of entries) {
    for (const change of (entry as { changes?: unknown[] }).changes ?? []) {
      const statuses = (change as { value?: { statuses?: unknown[] } }).value?.statuses ?? []
      for (const raw of statuses) {
        const status = raw as {
          id?: string
          status?: string
          biz_opaque_callback_data?: string
          errors?: { title?: string }[]
        }
        const outcome =
          status.status === 'failed'
            ? 'failed'
            : status.status === 'sent'
              ? 'sent'
              : status.status === 'delivered' || status.status === 'read'
                ? 'delivered'
                : null
        if (!outcome) continue
        reports.push({
          providerId: status.id ?? null,
          ourId: status.biz_opaque_callback_data ?? null,
          outcome,
          detail: status.errors?.[0]?.title ?? `WhatsApp: ${status.status}`,
        })
      }
    }
  }
  return reports
}

/** MSG91 delivery reports as configured for this school: [{requestId, status: "delivered"|"failed", description}]. */
export function msg91Reports(payload: unknown): Report[] {
  const list = Array.isArray(payload) ? payload : [payload]
  return list.flatMap((raw) => {
    const report = raw as { requestId?: string; status?: string; description?: string } | null
    if (!report?.requestId || (report.status !== 'delivered' && report.status !== 'failed')) return []
    return [
      {
        providerId: report.requestId,
        ourId: null,
        outcome: report.status,
        detail: report.description ?? `MSG91: ${report.status}`,
      },
    ]
  })
}

/** Applies reports; returns how many messages changed. */
export async function applyReports(
  deps: { db: PrismaClient; now: Clock },
  provider: 'msg91' | 'whatsapp',
  reports: Report[],
) {
  let changed = 0
  for (const report of reports) {
    const at = deps.now()
    const row = await deps.db.emailOutbox.findFirst({
      where: {
        provider,
        OR: [
          ...(report.providerId ? [{ providerId: report.providerId }] : []),
          ...(report.ourId ? [{ id: report.ourId }] : []),
        ],
      },
      select: { id: true },
    })
    if (!row) continue
    const from = report.outcome === 'sent' ? ['sending', 'unconfirmed'] : ['queued', 'sending', 'sent', 'unconfirmed']
    const { count } = await deps.db.emailOutbox.updateMany({
      where: { id: row.id, status: { in: from } },
      data: {
        status: report.outcome,
        ...(report.providerId ? { providerId: report.providerId } : {}),
        ...(report.outcome === 'delivered' ? { deliveredAt: at } : {}),
        ...(report.outcome === 'failed' ? { error: report.detail } : {}),
      },
    })
    await deps.db.messageEvent.create({
      data: {
        id: randomUUID(),
        messageId: row.id,
        at,
        status: 'webhook',
        detail: `${report.outcome}: ${report.detail ?? ''}`.trim(),
      },
    })
    changed += count
  }
  return changed
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** One provider's webhook: the signature header, its secret (null: the channel is not configured) and its parser. */
export async function handleDeliveryWebhook(
  request: Request,
  deps: { db: PrismaClient; now: Clock },
  provider: {
    name: 'msg91' | 'whatsapp'
    header: string
    secret: string | null
    parse: (payload: unknown) => Report[]
  },
): Promise<Response> {
  const signature = request.headers.get(provider.header)
  if (!signature) return text(400, 'Missing signature')
  if (!provider.secret) return text(404, 'This channel is not configured')
  const body = await request.text()
  if (body.length > 1_000_000) return text(413, 'Too large')
  if (!signatureMatches(provider.secret, body, signature)) {
    logLine('warn', 'delivery webhook with a bad signature refused', { provider: provider.name })
    return text(401, 'Bad signature')
  }
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return text(400, 'Not JSON')
  }
  const changed = await applyReports(deps, provider.name, provider.parse(payload))
  return text(200, `ok ${changed}`)
}
