import type { Role } from '~/shared/roles'
import type { CashierTab } from './cashier-tabs'

type Me = { id: string; firstName: string; lastName: string; role: Role }

export function CashierDashboard({ me }: { me: Me; tab: CashierTab; studentId?: string }) {
  return <h1>Cashier Dashboard for {me.firstName}</h1>
}
