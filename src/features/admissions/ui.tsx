// Small building blocks shared by the admission screens (public form, status page, admin review).
import { defineIcon } from '~/components/ui/icons'
import { Pill, type PillTone } from '~/components/ui/Pill'
import { statusLabels, type ApplicationStatus } from '~/shared/admission-rules'

export const CheckCircleIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
)

export const SearchIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
)

export const InfoIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
)

const statusTones: Record<ApplicationStatus, PillTone> = {
  submitted: 'info',
  under_review: 'pending',
  accepted: 'success',
  waitlisted: 'waiting',
  rejected: 'danger',
}

export function StatusBadge({
  status,
  size,
  className,
}: {
  status: ApplicationStatus
  size?: 'md'
  className?: string
}) {
  return (
    <Pill tone={statusTones[status]} dot size={size} className={className}>
      {statusLabels[status]}
    </Pill>
  )
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
