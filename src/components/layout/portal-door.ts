import type { Role } from '~/shared/roles'
import type { Crumb } from './PageHeader'
import type { RoutePath } from './navigation'

/** A portal's door (fee portal student and cashier sides, inventory): who gets in, where they land, what the login says. */
export type PortalDoor = {
  /** Only these roles get a session here; others see the server's message (auth.login allowedRoles). */
  roles: readonly Role[]
  /** Where a sign-in lands unless `?redirect=` names another page of the portal. */
  dashboard: string
  signIn: {
    title: string
    subtitle: string
    trail?: readonly Crumb[]
    /** A few paragraphs on who signs in here. */
    about: readonly string[]
    /** E.g. the other login of the same portal. */
    elsewhere?: { label: string; to: RoutePath }
  }
}
