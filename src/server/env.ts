import { z } from 'zod'

export type DatabaseKind = 'sqlite' | 'postgres'

export class EnvError extends Error {
  override name = 'EnvError'
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const optionalUrl = (name: string) =>
  optionalText.refine(
    (v) => v === undefined || URL.canParse(v),
    `${name} must be a full URL such as http://127.0.0.1:4010`,
  )

const envSchema = z
  .object({
    DATABASE_URL: z
      .string({
        error: 'DATABASE_URL is missing: set it to file:./data/school.db (SQLite) or postgres://user@host:5432/db',
      })
      .trim()
      .min(1, 'DATABASE_URL is missing: set it to file:./data/school.db (SQLite) or postgres://user@host:5432/db')
      .refine(
        (v) => v.startsWith('file:') || /^postgres(ql)?:\/\/[^/]+\/.+/.test(v),
        'DATABASE_URL is malformed: expected file:<path> for SQLite or postgres://user@host:5432/db for PostgreSQL',
      ),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    FILES_DIR: z.string().trim().min(1).default('./data/files'),
    APP_ORIGIN: optionalUrl('APP_ORIGIN'),
    /** How many reverse proxies stand in front of the app; X-Forwarded-* is read only from them (request-info.ts). */
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(?:[0-9]|10)?$/, {
        error: 'TRUST_PROXY must be the number of reverse proxies in front of the app, 0 to 10 (0 when none)',
      })
      .optional()
      .transform((v) => (v ? Number(v) : 0)),
    /**
     * Signs links that work without signing in (unsubscribe links in e-mails). Every instance of one site needs the
     * same value; unset, one is generated once and kept beside the files (src/server/messaging/unsubscribe.ts).
     */
    APP_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      'APP_SECRET is too short: use at least 32 random characters (openssl rand -base64 32)',
    ),
    /**
     * The key in the address the SMS provider calls with replies (`/api/messaging/sms-inbound?token=…`); unset, the
     * address answers 404 and a "STOP" reply is not read.
     */
    SMS_INBOUND_TOKEN: optionalText.refine(
      (v) => v === undefined || v.length >= 16,
      'SMS_INBOUND_TOKEN is too short: use at least 16 random characters',
    ),
    MAIL_FROM: z.string().trim().min(3).default('Lightridge HSS <no-reply@lightridge-hss.edu.in>'),
    RESEND_API_KEY: optionalText,
    RESEND_BASE_URL: optionalUrl('RESEND_BASE_URL'),
    UPLOADTHING_TOKEN: optionalText.refine(
      (v) => v === undefined || isUploadThingToken(v),
      'UPLOADTHING_TOKEN is malformed: expected base64 of {"apiKey":"sk_...","appId":"...","regions":["..."]}',
    ),
    UPLOADTHING_API_URL: optionalUrl('UPLOADTHING_API_URL'),
    UPLOADTHING_INGEST_URL: optionalUrl('UPLOADTHING_INGEST_URL'),
    /** Razorpay's API; a loopback fake in tests. */
    RAZORPAY_API_URL: optionalUrl('RAZORPAY_API_URL').transform((v) => v ?? 'https://api.razorpay.com/v1'),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    /** SMS through MSG91's Flow API; its base URL is a loopback fake in tests. */
    MSG91_AUTH_KEY: optionalText,
    MSG91_BASE_URL: optionalUrl('MSG91_BASE_URL').transform((v) => v ?? 'https://control.msg91.com/api/v5'),
    /** The six-letter sender id registered on DLT (the header the parent sees, e.g. "LRHSSC"). */
    SMS_SENDER_ID: optionalText.refine(
      (v) => v === undefined || /^[A-Z]{6}$/.test(v),
      'SMS_SENDER_ID must be the six capital letters registered on DLT, such as LRHSSC',
    ),
    /** MSG91's flow id and the DLT template id of each SMS template: {"fee_reminder":{"flowId":"..","dltTemplateId":".."}}. */
    MSG91_FLOWS: optionalText.refine((v) => v === undefined || isFlowMap(v), {
      error: 'MSG91_FLOWS must be JSON such as {"fee_reminder":{"flowId":"...","dltTemplateId":"..."}}',
    }),
    /** Shared secret MSG91's delivery reports are signed with (HMAC-SHA256 of the body, hex). */
    MSG91_WEBHOOK_SECRET: optionalText,
    /** WhatsApp Cloud API; its base URL is a loopback fake in tests. */
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_BASE_URL: optionalUrl('WHATSAPP_BASE_URL').transform((v) => v ?? 'https://graph.facebook.com/v21.0'),
    /** The Meta app secret that signs WhatsApp's status webhooks (X-Hub-Signature-256). */
    WHATSAPP_APP_SECRET: optionalText,
    /** '1' serves the built-in demo gateway in production too (it is on by default only outside production). */
    PAYMENTS_DEMO_GATEWAY: z
      .enum(['', '0', '1'], { error: 'PAYMENTS_DEMO_GATEWAY must be 1 (on) or 0 (off)' })
      .optional()
      .transform((v) => v === '1'),
  })
  .superRefine((env, ctx) => {
    // Razorpay needs all three keys or none (none: the demo gateway, or no online payments).
    const keys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const
    const missing = keys.filter((key) => !env[key])
    if (missing.length > 0 && missing.length < keys.length)
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `${missing[0]} is missing: Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together`,
      })
    const together = (names: readonly (keyof typeof env)[], provider: string) => {
      const absent = names.filter((key) => !env[key])
      if (absent.length > 0 && absent.length < names.length)
        ctx.addIssue({
          code: 'custom',
          path: [absent[0]!],
          message: `${String(absent[0])} is missing: ${provider} needs ${names.join(', ')} together`,
        })
    }
    together(['MSG91_AUTH_KEY', 'SMS_SENDER_ID', 'MSG91_FLOWS', 'MSG91_WEBHOOK_SECRET'], 'SMS through MSG91')
    together(['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET'], 'WhatsApp')
  })

export type Env = z.infer<typeof envSchema> & { databaseKind: DatabaseKind }

function isFlowMap(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value)
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      Object.values(parsed).every(
        (flow: unknown) =>
          typeof flow === 'object' &&
          flow !== null &&
          typeof (flow as Record<string, unknown>).flowId === 'string' &&
          typeof (flow as Record<string, unknown>).dltTemplateId === 'string',
      )
    )
  } catch {
    return false
  }
}

function isUploadThingToken(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null) return false
    const { apiKey, appId, regions } = parsed as Record<string, unknown>
    return (
      typeof apiKey === 'string' &&
      apiKey.startsWith('sk_') &&
      typeof appId === 'string' &&
      Array.isArray(regions) &&
      regions.length > 0
    )
  } catch {
    return false
  }
}

export function databaseKindOf(url: string): DatabaseKind {
  return url.startsWith('file:') ? 'sqlite' : 'postgres'
}

/** Parses raw variables; throws an EnvError whose message is one line naming the variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const name = String(issue.path[0] ?? 'environment')
    const message = issue.message.startsWith(name) ? issue.message : `${name} is invalid: ${issue.message}`
    throw new EnvError(message)
  }
  return { ...result.data, databaseKind: databaseKindOf(result.data.DATABASE_URL) }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** The next getEnv() reads process.env again (a test file that points the app at its own database and files). */
export function forgetEnv() {
  cached = undefined
}
