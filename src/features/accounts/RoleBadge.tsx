import { cx } from '~/components/ui/cx'
import { roleLabels, type Role } from '~/shared/roles'

const tones: Record<Role, string> = {
  admin: 'bg-brand-800 text-white',
  teacher: 'bg-leaf-700 text-white',
  student: 'bg-brand-100 text-brand-900',
  cashier: 'bg-gold-200 text-gold-700',
  parent: 'bg-slate-200 text-slate-800',
  storekeeper: 'bg-emerald-50 text-emerald-900',
}

/** Teacher, Student, Administrator, Cashier or Parent. A className replaces the role's colours (on a dark banner). */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase',
        className ?? tones[role],
      )}
    >
      {roleLabels[role]}
    </span>
  )
}
