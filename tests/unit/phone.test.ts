// Indian mobile numbers as families type them, and the one form they are kept in; the starting grid of choices.
import { describe, expect, it } from 'vitest'
import { profileContactSchema, studentImportRowSchema } from '~/shared/account-schemas'
import { startingChoices } from '~/shared/message-choices'
import {
  formatIndianMobile,
  indianMobileMessage,
  indianMobileSchema,
  normalizeIndianMobile,
  optionalIndianMobileSchema,
} from '~/shared/phone'

describe('Indian mobile numbers', () => {
  it.each([
    ['9436122810', '+919436122810'],
    ['+91 94361 22810', '+919436122810'],
    ['+91-94361-22810', '+919436122810'],
    ['91 9436122810', '+919436122810'],
    ['09436122810', '+919436122810'],
    ['(+91) 94361.22810', '+919436122810'],
    ['6000000000', '+916000000000'],
    ['  7012345678 ', '+917012345678'],
    ['8012345678', '+918012345678'],
  ])('accepts %j as %s', (typed, kept) => {
    expect(normalizeIndianMobile(typed)).toBe(kept)
    expect(indianMobileSchema.parse(typed)).toBe(kept)
  })

  it.each([
    ['5436122810', 'starts with 5'],
    ['943612281', 'nine digits'],
    ['94361228100', 'eleven digits'],
    ['+92 94361 22810', 'another country'],
    ['03862 224455', 'a landline'],
    ['94361 2281O', 'a letter'],
    ['+1 9436122810', 'another country code'],
  ])('refuses %j (%s)', (typed) => {
    expect(normalizeIndianMobile(typed)).toBeNull()
    const result = indianMobileSchema.safeParse(typed)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(indianMobileMessage)
  })

  it('treats blank as no number when the number is optional', () => {
    expect(optionalIndianMobileSchema.parse('')).toBeUndefined()
    expect(optionalIndianMobileSchema.parse('   ')).toBeUndefined()
    expect(optionalIndianMobileSchema.parse(undefined)).toBeUndefined()
    expect(optionalIndianMobileSchema.safeParse('12345').success).toBe(false)
    expect(optionalIndianMobileSchema.safeParse('9'.repeat(30)).success).toBe(false)
  })

  it('prints the kept form as the school writes numbers', () => {
    expect(formatIndianMobile('+919436122810')).toBe('+91 94361 22810')
  })

  it('is the rule of Edit Profile and of the student import', () => {
    expect(profileContactSchema.parse({ phone: '94361 22810' }).phone).toBe('+919436122810')
    expect(profileContactSchema.safeParse({ phone: '12345 67890' }).error?.issues[0]?.message).toBe(indianMobileMessage)
    const row = { first_name: 'Imli', last_name: 'Sumi' }
    expect(studentImportRowSchema.parse({ ...row, parent_phone: '094361 22810' }).student?.parentPhone).toBe(
      '+919436122810',
    )
    const bad = studentImportRowSchema.safeParse({ ...row, parent_phone: '1234567890' })
    expect(bad.error?.issues[0]).toMatchObject({ path: ['student', 'parentPhone'], message: indianMobileMessage })
  })
})

describe('the starting choices', () => {
  it('are the kinds’ defaults with WhatsApp off until the person turns it on', () => {
    expect(startingChoices()).toEqual({
      fees: { email: false, sms: true, whatsapp: false },
      attendance: { email: false, sms: true, whatsapp: false },
      admissions: { email: true, sms: true, whatsapp: false },
      news: { email: true, sms: false, whatsapp: false },
    })
  })
})
