// India's SMS rules and the fallback order: every template's SMS, rendered with its sample values, is what the
// operator has registered; promotional SMS wait out the night (21:00 to 10:00 IST); phones are Indian mobiles.
import { describe, expect, it } from 'vitest'
import { channelsToTry, firstRows, normaliseMobile, renderFor } from '~/server/messaging/queue'
import { earliestSend } from '~/server/messaging/quiet-hours'
import {
  matchesRegistered,
  needsUnicode,
  renderDlt,
  renderWhatsApp,
  templateIds,
  templateOf,
  TemplateError,
} from '~/server/messaging/templates'

describe('message templates', () => {
  it.each(templateIds)('%s: the SMS matches its registered text and the WhatsApp body fills every value', (id) => {
    const template = templateOf(id)
    if (template.sms) {
      const text = renderDlt(template.sms.registered, template.sms.variables(template.sample))
      expect(matchesRegistered(template.sms.registered, text)).toBe(true)
      expect(text).not.toContain('{#var#}')
    }
    if (template.whatsapp) {
      const body = renderWhatsApp(template.whatsapp.body, template.whatsapp.variables(template.sample))
      expect(body).not.toMatch(/\{\{\d+\}\}/)
    }
    expect(template.email(template.sample).text.startsWith('Dear Mrs Imli Sumi,')).toBe(true)
  })

  it('refuses a value that would not match the registration, with a clear message', () => {
    expect(() => renderDlt('Dear {#var#}, hello', ['A name far longer than thirty characters'])).toThrow(
      /longer than 30 characters/,
    )
    expect(() => renderDlt('Dear {#var#} {#var#}', ['One'])).toThrow(TemplateError)
    expect(matchesRegistered('Dear {#var#}, paid', 'Dear Mrs Imli Sumi, paid')).toBe(true)
    expect(matchesRegistered('Dear {#var#}, paid', 'Dear Mrs Imli Sumi, paid today')).toBe(false)
  })

  it('marks non-Latin text for Unicode SMS', () => {
    expect(needsUnicode('Dear Mrs Imli Sumi')).toBe(false)
    expect(needsUnicode('fees of ₹12,500.00')).toBe(true)
    expect(needsUnicode('प्रिय अभिभावक')).toBe(true)
  })

  it('greets the guardian, names the child, gives the amount, the due date and the portal link', () => {
    const fee = templateOf('fee_reminder')
    const rendered = renderFor('sms', {
      recipient: { userId: null, email: null, phone: '98765 43210' },
      template: 'fee_reminder',
      values: fee.sample as never,
      about: 'sample',
    })
    expect(rendered).toEqual({
      ok: true,
      message: expect.objectContaining({
        to: '+919876543210',
        text: 'Dear Mrs Imli Sumi, fees of ₹12,500.00 for Anu (Term 1 2026-27) were due on 15/06/2026. Pay or see dues at https://lightridge-hss.edu.in/fee-portal - Lightridge HSS',
      }),
    })
  })
})

describe('quiet hours for promotional SMS', () => {
  const at = (ist: string) => new Date(`${ist}+05:30`)
  it.each([
    ['2026-06-25T20:59:59', '2026-06-25T20:59:59'],
    ['2026-06-25T21:00:00', '2026-06-26T10:00:00'],
    ['2026-06-25T23:30:00', '2026-06-26T10:00:00'],
    ['2026-06-26T00:00:00', '2026-06-26T10:00:00'],
    ['2026-06-26T09:59:59', '2026-06-26T10:00:00'],
    ['2026-06-26T10:00:00', '2026-06-26T10:00:00'],
  ])('news by SMS at %s IST goes at %s IST', (now, expected) => {
    expect(earliestSend('sms', 'news', at(now)).getTime()).toBe(at(expected).getTime())
  })

  it('never holds back a fee reminder, a receipt or an e-mail', () => {
    const night = at('2026-06-25T23:30:00')
    expect(earliestSend('sms', 'fees', night)).toEqual(night)
    expect(earliestSend('email', 'news', night)).toEqual(night)
    expect(earliestSend('whatsapp', 'account', night)).toEqual(night)
  })
})

describe('phones and fallback', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['5876543210', null],
    ['+1 415 555 0100', null],
    ['', null],
  ])('%s is %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected)
  })

  it('tries WhatsApp, then SMS, then e-mail, recording the channels a message cannot go on', async () => {
    // Without an account the choice is e-mail only; an account's defaults come from the preferences module.
    expect(await channelsToTry(null as never, { userId: null, email: 'a@example.in', phone: null }, 'fees')).toEqual([
      'email',
    ])
    const rows = firstRows(
      {
        recipient: { userId: 'u1', email: 'a@example.in', phone: null },
        template: 'fee_reminder',
        values: templateOf('fee_reminder').sample as never,
        about: 'fee-reminder:t:f:d',
      },
      ['whatsapp', 'sms', 'email'],
      new Date('2026-06-25T10:00:00+05:30'),
    )
    expect(rows.map((row) => [row.channel, row.status, row.dedupeKey])).toEqual([
      ['whatsapp', 'skipped', 'fee-reminder:t:f:d:whatsapp'],
      ['sms', 'skipped', 'fee-reminder:t:f:d:sms'],
      ['email', 'queued', 'fee-reminder:t:f:d:email'],
    ])
    expect(rows[0]!.error).toBe('Not sent by WhatsApp: no valid mobile number.')
  })
})
