import { describe, expect, it } from 'vitest'
import { auditActionLabel, displayName, initials } from '~/shared/names'

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Akala', lastName: 'Jamir', email: 'a@x.in' })).toBe('Akala Jamir')
  })

  it('uses whichever name part is present', () => {
    expect(displayName({ firstName: '  ', lastName: 'Jamir', email: 'a@x.in' })).toBe('Jamir')
  })

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayName({ firstName: '', lastName: ' ', email: 'office.staff@lightridge-hss.edu.in' })).toBe(
      'office.staff',
    )
  })

  it("falls back to 'User' when there is neither name nor e-mail local part", () => {
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('User')
    expect(displayName({ email: '@lightridge-hss.edu.in' })).toBe('User')
  })
})

describe('initials', () => {
  it('gives the first letter of a single word', () => {
    expect(initials('akala')).toBe('A')
  })

  it('gives the first and last initials of several words', () => {
    expect(initials('Kevizo Angami')).toBe('KA')
    expect(initials('  Dr.  Kevizo   Angami ')).toBe('DA')
  })

  it("gives '?' for an empty name", () => {
    expect(initials('')).toBe('?')
    expect(initials('   ')).toBe('?')
  })
})

describe('auditActionLabel', () => {
  it('names the account actions and falls back to the words of others', () => {
    expect(auditActionLabel('user.role_change')).toBe('Role changed')
    expect(auditActionLabel('receipt.void')).toBe('Receipt void')
  })
})
