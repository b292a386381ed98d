// Replies to our SMS, as the provider forwards them: a "STOP" turns SMS off for that mobile (unsubscribe.ts). The
// provider calls a configured address and cannot sign, so the address carries a key (SMS_INBOUND_TOKEN); a wrong or
// missing key is refused and logged, and without a key configured the address does not exist.
import { timingSafeEqual } from 'node:crypto'
import type { PrismaClient } from '~/server/db'
import { logError } from '~/server/request-log'
import { optOutByPhone } from './unsubscribe'

/** The words a family replies with to stop SMS (the first word of the reply, in any case). */
const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'END', 'CANCEL'])

// Providers name the fields differently: MSG91's inbound forwards "mobile"/"number" and "message"/"keyword".
const senderFields = ['mobile', 'number', 'sender', 'from', 'msisdn'] as const
const textFields = ['message', 'content', 'text', 'keyword', 'body'] as const

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

function sameKey(given: string | null, expected: string): boolean {
  if (!given) return false
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams)
  const type = request.headers.get('content-type') ?? ''
  const text = await request.text()
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object')
        for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') fields[key] = value
    } catch {
      // An unreadable body has no fields; the reply is then ignored below.
    }
  } else {
    for (const [key, value] of new URLSearchParams(text)) fields[key] = value
  }
  return fields
}

/** POST /api/messaging/sms-inbound?token=… : one reply. 200 whether or not it was a STOP (the provider retries otherwise). */
export async function handleInboundSms(
  request: Request,
  deps: { db: PrismaClient; now: () => Date; token: string | undefined },
): Promise<Response> {
  if (!deps.token) return json(404, { error: 'Not found' })
  const given = new URL(request.url).searchParams.get('token') ?? request.headers.get('x-inbound-token')
  if (!sameKey(given, deps.token)) {
    logError('[sms-inbound] refused a reply with a wrong or missing key')
    return json(401, { error: 'Wrong or missing key' })
  }
  const fields = await fieldsOf(request)
  const sender = senderFields.map((name) => fields[name]).find(Boolean)
  const text = textFields.map((name) => fields[name]).find(Boolean)
  const word = text?.trim().split(/\s+/)[0]?.toUpperCase() ?? ''
  if (!sender || !stopWords.has(word)) return json(200, { stopped: 0 })
  return json(200, { stopped: await optOutByPhone(deps.db, sender, deps.now()) })
}
