import { Link } from '@tanstack/react-router'
import { useCurrentUser } from '~/components/layout/useSession'
import { buttonStyles } from '~/components/ui/button-styles'
import { staffRoles } from '~/shared/roles'

type ManagePath = '/manage/news' | '/manage/events' | '/manage/notices' | '/manage/calendar'

/** On a public list page, a way in to its management screen for teachers and admins only. */
export function StaffShortcut({ to, label }: { to: ManagePath; label: string }) {
  const user = useCurrentUser()
  if (!user || !(staffRoles as readonly string[]).includes(user.role)) return null
  return (
    <Link to={to} className={buttonStyles('onDark', 'md')}>
      {label}
    </Link>
  )
}
