import { describe, expect, it } from 'vitest'
import { isEmailIdentifier, normalizeIdentifier, safeRedirectPath } from '~/shared/identifier'

describe('isEmailIdentifier', () => {
  it('treats anything containing @ as an e-mail', () => {
    expect(isEmailIdentifier('teacher@lightridge-hss.edu.in')).toBe(true)
    expect(isEmailIdentifier('odd@')).toBe(true)
  })

  it('treats anything else as a school ID', () => {
    expect(isEmailIdentifier('TCH000001')).toBe(false)
    expect(isEmailIdentifier('teacher.lightridge')).toBe(false)
  })
})

describe('normalizeIdentifier', () => {
  it('lower-cases e-mails and upper-cases school IDs after trimming', () => {
    expect(normalizeIdentifier('  Admin@Lightridge-HSS.edu.in ')).toEqual({
      kind: 'email',
      value: 'admin@lightridge-hss.edu.in',
    })
    expect(normalizeIdentifier(' stu000001 ')).toEqual({ kind: 'schoolId', value: 'STU000001' })
  })
})

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirectPath('/admin/user-management?page=2#top')).toBe('/admin/user-management?page=2#top')
  })

  it.each([
    undefined,
    '',
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/dash\nboard',
    '/\t/evil.example',
    '/login',
    '/login?redirect=%2Fprofile',
  ])('sends %j to /dashboard', (value) => {
    expect(safeRedirectPath(value)).toBe('/dashboard')
  })
})
