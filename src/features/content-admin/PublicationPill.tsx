// A staff list row's publication status, apart from the form's publication fields (Publication.tsx), so a list
// whose form loads on opening does not load react-hook-form and the date field with its rows.
import { Pill, type PillTone } from '~/components/ui/Pill'
import { formatLongDate, formatTime } from '~/shared/dates'
import { publishStateLabels, type PublishState } from '~/shared/publishing'

const stateTones: Record<PublishState, PillTone> = { draft: 'slate', scheduled: 'gold', published: 'leaf' }

/** The status pill of a row in a staff list: Draft, Scheduled (with its time) or Published. */
export function PublicationPill({ state, publishedAt }: { state: PublishState; publishedAt: Date | null }) {
  const label =
    state === 'scheduled' && publishedAt
      ? `Scheduled for ${formatLongDate(publishedAt)}, ${formatTime(publishedAt)}`
      : publishStateLabels[state]
  return <Pill tone={stateTones[state]}>{label}</Pill>
}
