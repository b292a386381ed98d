import { school } from '#app-config'
import type { PortalDoor } from '~/components/layout/portal-door'
import { inventoryPortal } from './portal'

/** The inventory portal's door with what its login says. */
export const inventorySignIn = {
  ...inventoryPortal,
  signIn: {
    title: 'Inventory Portal',
    subtitle: 'Stock, equipment and supplies of the school, for the storekeeper and administrators.',
    about: [
      `The inventory portal keeps track of laboratory equipment, library books, sports gear, furniture and classroom supplies across ${school.shortName}: what is on hand, where it is, what needs repair and every receipt and issue.`,
      'Only the storekeeper and administrators can sign in. Teachers who need equipment can ask the school office.',
    ],
  },
} as const satisfies PortalDoor & { login: string }
