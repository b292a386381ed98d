import { describe, expect, it } from 'vitest'
import { EnvError, databaseKindOf, parseEnv } from '~/server/env'

const validToken = Buffer.from(JSON.stringify({ apiKey: 'sk_live_abc', appId: 'app1', regions: ['sea1'] })).toString(
  'base64',
)

function errorOf(raw: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(raw)
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('parseEnv accepted the input')
}

describe('parseEnv', () => {
  it('accepts the embedded defaults: a SQLite file and nothing else', () => {
    const env = parseEnv({ DATABASE_URL: 'file:./data/school.db' })
    expect(env.databaseKind).toBe('sqlite')
    expect(env.NODE_ENV).toBe('development')
    expect(env.FILES_DIR).toBe('./data/files')
    expect(env.UPLOADTHING_TOKEN).toBeUndefined()
    expect(env.RESEND_API_KEY).toBeUndefined()
  })

  it.each(['postgres://postgres@127.0.0.1:5432/test', 'postgresql://user:pw@db.example.com/school?sslmode=require'])(
    'recognises PostgreSQL in %s',
    (url) => {
      expect(parseEnv({ DATABASE_URL: url }).databaseKind).toBe('postgres')
    },
  )

  it('takes Razorpay with all three keys or none, and the demo gateway flag as 1 or 0', () => {
    const db = { DATABASE_URL: 'file:./x.db' }
    expect(parseEnv(db).RAZORPAY_API_URL).toBe('https://api.razorpay.com/v1')
    expect(parseEnv(db).PAYMENTS_DEMO_GATEWAY).toBe(false)
    expect(parseEnv({ ...db, PAYMENTS_DEMO_GATEWAY: '1' }).PAYMENTS_DEMO_GATEWAY).toBe(true)
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }
    expect(parseEnv({ ...db, ...keys }).RAZORPAY_KEY_ID).toBe('rzp_live_x')
    expect(errorOf({ ...db, ...keys, RAZORPAY_WEBHOOK_SECRET: '' }).message).toMatch(
      /^RAZORPAY_WEBHOOK_SECRET is missing/,
    )
    expect(errorOf({ ...db, PAYMENTS_DEMO_GATEWAY: 'yes' }).message).toMatch(/^PAYMENTS_DEMO_GATEWAY must be/)
  })

  it('trims surrounding spaces and treats empty optional values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '  file:./x.db  ', RESEND_API_KEY: '   ', APP_ORIGIN: '' })
    expect(env.DATABASE_URL).toBe('file:./x.db')
    expect(env.RESEND_API_KEY).toBeUndefined()
    expect(env.APP_ORIGIN).toBeUndefined()
  })

  it('accepts a well-formed UploadThing token', () => {
    expect(parseEnv({ DATABASE_URL: 'file:./x.db', UPLOADTHING_TOKEN: validToken }).UPLOADTHING_TOKEN).toBe(validToken)
  })

  it.each([
    [{}, /^DATABASE_URL is missing: /],
    [{ DATABASE_URL: '   ' }, /^DATABASE_URL is missing: /],
    [{ DATABASE_URL: 'mysql://root@localhost/school' }, /^DATABASE_URL is malformed: /],
    [{ DATABASE_URL: 'postgres://localhost' }, /^DATABASE_URL is malformed: /],
    [{ DATABASE_URL: './data/school.db' }, /^DATABASE_URL is malformed: /],
    [{ DATABASE_URL: 'file:./x.db', UPLOADTHING_TOKEN: 'garbage' }, /^UPLOADTHING_TOKEN is malformed: /],
    [
      {
        DATABASE_URL: 'file:./x.db',
        UPLOADTHING_TOKEN: Buffer.from('{"apiKey":"pk_x","appId":"a","regions":["r"]}').toString('base64'),
      },
      /^UPLOADTHING_TOKEN is malformed: /,
    ],
    [{ DATABASE_URL: 'file:./x.db', APP_ORIGIN: 'lightridge-hss.edu.in' }, /^APP_ORIGIN must be a full URL/],
    [{ DATABASE_URL: 'file:./x.db', RESEND_BASE_URL: 'not a url' }, /^RESEND_BASE_URL must be a full URL/],
    [{ DATABASE_URL: 'file:./x.db', NODE_ENV: 'staging' }, /^NODE_ENV is invalid: /],
  ])('rejects %j with one line naming the variable', (raw, message) => {
    const error = errorOf(raw)
    expect(error.message).toMatch(message)
    expect(error.message).not.toContain('\n')
  })
})

describe('databaseKindOf', () => {
  it('maps file: URLs to SQLite and everything else to PostgreSQL', () => {
    expect(databaseKindOf('file:/tmp/a.db')).toBe('sqlite')
    expect(databaseKindOf('postgres://x@y/z')).toBe('postgres')
  })
})
