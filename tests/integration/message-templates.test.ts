// The admin's template screen: every template in templates.ts, its channels and registered texts, previewed with its
// sample values as the queue renders them; the SMS preview matches its DLT registration, and the DLT template id is
// the one MSG91_FLOWS gives it.
import { afterAll, describe, expect, it } from 'vitest'
import { templatePreviews } from '~/server/messaging/template-preview'
import { matchesRegistered, templateIds } from '~/server/messaging/templates'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())

describe('message templates', () => {
  it('lists every template for an admin, each previewed on its channels', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' })
    const templates = await callerFor(admin).caller.outbox.templates()
    expect(templates.map((template) => template.id)).toEqual(templateIds)
    for (const template of templates) {
      expect(template.email.subject.length).toBeGreaterThan(0)
      if (template.sms) {
        expect(template.sms.error).toBeNull()
        expect(matchesRegistered(template.sms.registered, template.sms.text!)).toBe(true)
      }
      if (template.whatsapp) expect(template.whatsapp.text).not.toMatch(/\{\{\d+\}\}/)
    }
    const reminder = templates.find((template) => template.id === 'fee_reminder')!
    expect(reminder).toMatchObject({ title: 'Fee reminder', kind: 'fees' })
    expect(reminder.channels).toEqual(['whatsapp', 'sms', 'email', 'bell'])
    expect(reminder.sms!.text).toBe(
      'Dear Mrs Imli Sumi, fees of ₹12,500.00 for Anu (Term 1 2026-27) were due on 15/06/2026. Pay or see dues at https://lightridge-hss.edu.in/fee-portal - Lightridge HSS',
    )
    expect(reminder.sms!.unicode).toBe(true) // the rupee sign
    expect(reminder.whatsapp!.text).toContain('Dear Mrs Imli Sumi, the fees of ₹12,500.00 for Anu')
    expect(reminder.bell).toEqual({
      title: 'Fee reminder: Term 1 2026-27',
      body: '₹12,500.00 for Anu was due on 15/06/2026.',
      link: '/fee-portal',
    })
    const notice = templates.find((template) => template.id === 'school_notice')!
    expect(notice.whatsapp).toBeNull()
    expect(notice.channels).toEqual(['sms', 'email', 'bell'])
  })

  it('names the DLT template id configured for an SMS template, and says when there is none', () => {
    const previews = templatePreviews({ fee_reminder: { flowId: 'flow-1', dltTemplateId: '1107000000000000001' } })
    expect(previews.find((p) => p.id === 'fee_reminder')!.sms).toMatchObject({
      dltTemplateId: '1107000000000000001',
      flowId: 'flow-1',
    })
    expect(previews.find((p) => p.id === 'fee_receipt')!.sms!.dltTemplateId).toBeNull()
  })
})
