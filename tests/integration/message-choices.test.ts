// A person's channels per kind of message: the defaults, their own stored choices, the rules for a missing mobile or
// e-mail, WhatsApp only after their own opt-in, and leaving a kind from the message itself (an e-mail's signed link,
// an SMS "STOP"). Nobody changes another person's choices.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { forgetEnv } from '~/server/env'
import { handleInboundSms } from '~/server/messaging/inbound-sms'
import { channelsFor } from '~/server/messaging/preferences'
import {
  forgetAppSecret,
  handleOneClickUnsubscribe,
  oneClickUnsubscribeUrl,
  optOutByPhone,
  readOrCreateSecretFile,
  unsubscribeUrl,
} from '~/server/messaging/unsubscribe'
import { startingChoices, type MessageChoices } from '~/shared/message-choices'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

process.env.APP_SECRET = 'test-secret-for-unsubscribe-links-0123456789'
process.env.APP_ORIGIN = 'https://school.test'
forgetEnv()
forgetAppSecret()

const now = fixedClock('2026-06-20T10:00:00+05:30')
const later = fixedClock('2026-06-21T09:00:00+05:30')
const choicesOf = (user: Awaited<ReturnType<typeof makeUser>> | null, clock = now) =>
  callerFor(user, { db, now: clock }).caller.messageChoices

async function parent(phone: string | null, email: string | null = undefined as unknown as string) {
  const user = await makeUser(db, { role: 'parent', ...(email === null ? {} : email ? { email } : {}) })
  await db.user.update({ where: { id: user.id }, data: { phone, ...(email === null ? { email: null } : {}) } })
  return user
}

const grid = (change: (choices: MessageChoices) => void): MessageChoices => {
  const choices = startingChoices()
  change(choices)
  return choices
}

/** The link's query as the page reads it. */
const linkOf = (url: string) => Object.fromEntries(new URL(url).searchParams) as { u: string; k: string; s: string }

describe('channels for a kind', () => {
  it('start from the defaults, WhatsApp off until opted in, the bell always, account mail by e-mail only', async () => {
    const imli = await parent('+91 94361 22810')
    expect(await channelsFor(db, imli.id, 'fees')).toEqual(['sms', 'bell'])
    expect(await channelsFor(db, imli.id, 'attendance')).toEqual(['sms', 'bell'])
    expect(await channelsFor(db, imli.id, 'admissions')).toEqual(['sms', 'email', 'bell'])
    expect(await channelsFor(db, imli.id, 'news')).toEqual(['email', 'bell'])
    expect(await channelsFor(db, imli.id, 'account')).toEqual(['email'])
    expect(await channelsFor(db, '00000000-0000-4000-8000-000000000000', 'fees')).toEqual([])
  })

  it('fall back to e-mail for SMS and WhatsApp without a valid mobile, and drop e-mail without an address', async () => {
    const none = await parent(null)
    const landline = await parent('03862 224455')
    expect(await channelsFor(db, none.id, 'fees')).toEqual(['email', 'bell'])
    expect(await channelsFor(db, landline.id, 'fees')).toEqual(['email', 'bell'])
    await choicesOf(none).save(grid((c) => (c.news = { email: false, sms: false, whatsapp: true })))
    expect(await channelsFor(db, none.id, 'news')).toEqual(['email', 'bell'])

    const student = await makeUser(db, { role: 'student' })
    await db.user.update({ where: { id: student.id }, data: { email: null, phone: null } })
    expect(await channelsFor(db, student.id, 'fees')).toEqual(['bell'])
    expect(await choicesOf(student).mine()).toMatchObject({ mobile: null, hasEmail: false })
  })

  it("read a teacher's mobile from the teachers row", async () => {
    const teacher = await makeUser(db, { role: 'teacher' })
    await db.teacher.create({
      data: { userId: teacher.id, firstName: 'T', lastName: 'K', email: teacher.email!, phone: '98620 11111' },
    })
    expect(await channelsFor(db, teacher.id, 'fees')).toEqual(['sms', 'bell'])
    expect((await choicesOf(teacher).mine()).mobile).toBe('+919862011111')
  })

  it('follow the stored choices, and WhatsApp keeps the time it was turned on (the opt-in)', async () => {
    const imli = await parent('9436122810')
    const saved = await choicesOf(imli).save(
      grid((c) => {
        c.fees.whatsapp = true
        c.news.email = false
        c.news.whatsapp = false
      }),
    )
    expect(saved.choices.fees).toEqual({ email: false, sms: true, whatsapp: true })
    expect(await channelsFor(db, imli.id, 'fees')).toEqual(['whatsapp', 'sms', 'bell'])
    expect(await channelsFor(db, imli.id, 'news')).toEqual(['bell'])
    const optIn = { userId: imli.id, kind: 'fees', channel: 'whatsapp' }
    expect(await db.messageChoice.findUniqueOrThrow({ where: { userId_kind_channel: optIn } })).toMatchObject({
      enabled: true,
      changedAt: now(),
      source: 'profile',
    })

    // Saving the same grid a day later is not a new opt-in; turning it off and on again is.
    await choicesOf(imli, later).save(saved.choices)
    expect((await db.messageChoice.findUniqueOrThrow({ where: { userId_kind_channel: optIn } })).changedAt).toEqual(
      now(),
    )
    expect((await choicesOf(imli).mine()).choices).toEqual(saved.choices)
  })

  it("are each person's own: a save changes the caller's choices and nobody else's", async () => {
    const a = await parent('9436122810')
    const b = await parent('9436122811')
    await choicesOf(b).save(grid((c) => (c.fees.whatsapp = true)))
    const before = await choicesOf(b).mine()

    // An extra field naming someone else is not part of the form and changes nothing of theirs.
    const input = { ...grid((c) => (c.fees = { email: true, sms: false, whatsapp: false })), userId: b.id }
    await choicesOf(a).save(input as MessageChoices)
    expect(await choicesOf(b).mine()).toEqual(before)
    expect((await choicesOf(a).mine()).choices.fees).toEqual({ email: true, sms: false, whatsapp: false })
    expect(await channelsFor(db, b.id, 'fees')).toEqual(['whatsapp', 'sms', 'bell'])

    await expect(choicesOf(null).mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(choicesOf(null).save(startingChoices())).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})

describe('the unsubscribe link', () => {
  it("is signed for one person and kind; opening it changes nothing, confirming turns that kind's e-mail off", async () => {
    const imli = await parent('9436122810')
    const url = unsubscribeUrl(imli.id, 'news')
    expect(url).toMatch(/^https:\/\/school\.test\/unsubscribe\?u=[^&]+&k=news&s=[\w-]{43}$/)
    const link = linkOf(url)
    const visitor = choicesOf(null)

    expect(await visitor.unsubscribeLink(link)).toEqual({ valid: true, kind: 'news', label: 'School news', off: false })
    expect(await channelsFor(db, imli.id, 'news')).toEqual(['email', 'bell'])

    for (const bad of [
      { ...link, s: link.s.slice(0, -1) + (link.s.endsWith('A') ? 'B' : 'A') },
      { ...link, k: 'fees' },
      { ...link, u: (await parent(null)).id },
      { ...link, k: 'account' },
      { u: '', k: '', s: '' },
    ]) {
      expect(await visitor.unsubscribeLink(bad)).toEqual({ valid: false })
      expect(await visitor.unsubscribe(bad)).toEqual({ valid: false })
    }

    expect(await visitor.unsubscribe(link)).toMatchObject({ valid: true, off: true })
    expect(await channelsFor(db, imli.id, 'news')).toEqual(['bell'])
    expect(await channelsFor(db, imli.id, 'admissions')).toEqual(['sms', 'email', 'bell'])
    expect((await choicesOf(imli).mine()).choices.news.email).toBe(false)
    const row = { userId_kind_channel: { userId: imli.id, kind: 'news', channel: 'email' } }
    expect(await db.messageChoice.findUniqueOrThrow({ where: row })).toMatchObject({ source: 'unsubscribe_link' })

    // A second click is no new choice; the page shows "unsubscribed".
    expect(await choicesOf(null, later).unsubscribe(link)).toMatchObject({ valid: true, off: true })
    expect((await db.messageChoice.findUniqueOrThrow({ where: row })).changedAt).toEqual(now())
    expect(await visitor.unsubscribeLink(link)).toMatchObject({ off: true })
  })

  it("answers a mail app's one-click POST", async () => {
    const imli = await parent('9436122810')
    const post = (url: string) =>
      handleOneClickUnsubscribe(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        { db, now },
      )
    const url = oneClickUnsubscribeUrl(imli.id, 'admissions')
    expect(url.startsWith('https://school.test/api/unsubscribe?')).toBe(true)
    expect((await post(url.replace(/s=[^&]+/, 's=forged'))).status).toBe(400)
    expect(await channelsFor(db, imli.id, 'admissions')).toEqual(['sms', 'email', 'bell'])
    const response = await post(url)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('Unsubscribed from admissions e-mails.')
    expect(await channelsFor(db, imli.id, 'admissions')).toEqual(['sms', 'bell'])
  })

  it('is signed with a key generated once and kept when APP_SECRET is not set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-secret-'))
    try {
      const file = path.join(dir, 'files', '.app-secret')
      const first = readOrCreateSecretFile(file)
      expect(first).toMatch(/^[\w-]{43}$/)
      expect(readOrCreateSecretFile(file)).toBe(first)
      expect(readFileSync(file, 'utf8')).toBe(first)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('an SMS "STOP"', () => {
  it('turns SMS off for every kind of every account with that mobile, whatever way it was typed', async () => {
    const mother = await parent('+91 94361 22810')
    const father = await parent('094361-22810')
    const other = await parent('9436122811')
    const teacher = await makeUser(db, { role: 'teacher' })
    await db.teacher.create({
      data: { userId: teacher.id, firstName: 'T', lastName: 'K', email: teacher.email!, phone: '9436122810' },
    })

    expect(await optOutByPhone(db, '+919436122810', now())).toBe(3)
    for (const user of [mother, father, teacher]) {
      expect(await channelsFor(db, user.id, 'fees')).toEqual(['bell'])
      expect(await channelsFor(db, user.id, 'admissions')).toEqual(['email', 'bell'])
      expect((await choicesOf(user).mine()).choices.attendance.sms).toBe(false)
    }
    expect(await channelsFor(db, other.id, 'fees')).toEqual(['sms', 'bell'])
    expect(await db.messageChoice.count({ where: { source: 'sms_stop' } })).toBe(12)

    expect(await optOutByPhone(db, '9000000000', now())).toBe(0)
    expect(await optOutByPhone(db, 'STOP', now())).toBe(0)
    // They can turn SMS on again on their profile.
    await choicesOf(mother).save(grid(() => undefined))
    expect(await channelsFor(db, mother.id, 'fees')).toEqual(['sms', 'bell'])
  })
})

describe('a STOP reply forwarded by the SMS provider', () => {
  const token = 'inbound-key-0123456789abcdef'
  const reply = (fields: Record<string, string>, key: string | null = token, json = false) =>
    handleInboundSms(
      new Request(`https://school.test/api/messaging/sms-inbound${key === null ? '' : `?token=${key}`}`, {
        method: 'POST',
        headers: { 'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
      }),
      { db, now, token },
    )

  it('turns SMS off for that mobile; anything else, a wrong key or no key configured changes nothing', async () => {
    const imli = await parent('+91 94361 22810')
    const withoutKey = await handleInboundSms(
      new Request('https://school.test/api/messaging/sms-inbound', { method: 'POST', body: 'mobile=9436122810' }),
      { db, now, token: undefined },
    )
    expect(withoutKey.status).toBe(404)
    expect((await reply({ mobile: '919436122810', message: 'STOP' }, 'wrong-key')).status).toBe(401)
    expect((await reply({ mobile: '919436122810', message: 'STOP' }, null)).status).toBe(401)
    expect(await (await reply({ mobile: '919436122810', message: 'Thank you' })).json()).toEqual({ stopped: 0 })
    expect(await channelsFor(db, imli.id, 'fees')).toEqual(['sms', 'bell'])

    const stop = await reply({ sender: '919436122810', text: ' stop please' }, token, true)
    expect(stop.status).toBe(200)
    expect(await stop.json()).toEqual({ stopped: 1 })
    expect(await channelsFor(db, imli.id, 'fees')).toEqual(['bell'])
  })
})
