import { describe, expect, it } from 'vitest'
import { portalDestination } from '~/features/accounts/guards'

describe('portalDestination: where a portal sign-in lands', () => {
  const dashboard = '/fee-portal/cashier-dashboard'

  it('goes to the page the visitor wanted when it is inside the same portal', () => {
    expect(portalDestination('/fee-portal/cashier-dashboard?tab=receipts', dashboard)).toBe(
      '/fee-portal/cashier-dashboard?tab=receipts',
    )
    expect(portalDestination('/fee-portal/student-dashboard?child=abc', '/fee-portal/student-dashboard')).toBe(
      '/fee-portal/student-dashboard?child=abc',
    )
  })

  it("goes to the portal's dashboard otherwise", () => {
    expect(portalDestination(undefined, dashboard)).toBe(dashboard)
    expect(portalDestination('/admin/fees', dashboard)).toBe(dashboard)
    expect(portalDestination('https://evil.example/fee-portal/', dashboard)).toBe(dashboard)
    expect(portalDestination('//evil.example/fee-portal/x', dashboard)).toBe(dashboard)
    expect(portalDestination('/fee-portal/cashier-login', dashboard)).toBe(dashboard)
  })
})
