import type { Role } from '~/shared/roles'

type Me = { id: string; firstName: string; lastName: string; role: Role }

export function StudentFeeDashboard({ me }: { me: Me; childId?: string }) {
  return <h1>Fees of {me.firstName}</h1>
}
