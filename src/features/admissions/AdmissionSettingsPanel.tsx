import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { Panel } from '~/components/ui/Panel'
import { LoadingState } from '~/components/ui/states'
import { admittedRangeLabel } from '~/shared/admission-settings'
import { formatDateKeyNumeric } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'

// The settings form (react-hook-form, the settings schema's zod) loads when Edit settings is first pressed.
const SettingsDialog = lazy(() =>
  import('./AdmissionSettingsDialog').then((module) => ({ default: module.AdmissionSettingsDialog })),
)

export const dateFields = [
  {
    name: 'documentsDueBy',
    label: 'Document verification by',
    hint: 'The last day to bring the original documents to the office.',
  },
  {
    name: 'feesDueBy',
    label: 'Admission fees paid by',
    hint: 'The last day to pay the admission fees and confirm the seat.',
  },
  { name: 'classesBeginOn', label: 'Classes begin on', hint: 'The first day of classes for new students.' },
] as const

const shown = (date: string | null) => (date ? formatDateKeyNumeric(date) : 'Not set')

/**
 * The admissions settings: the classes admitted (the form, the home banner and the admissions
 * page follow them) and the dates an accepted family is given. An unset date is told to families as not fixed yet.
 */
export function AdmissionSettingsPanel() {
  const trpc = useTRPC()
  const settings = useQuery(trpc.admissionSettings.get.queryOptions())
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on (the dialog keeps its own closing behaviour after that).
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  if (!settings.data) return null
  const data = settings.data
  return (
    <Panel
      headingId="admission-settings-heading"
      title="Admissions settings"
      description="What the form offers and the dates accepted families are given."
      actions={
        <button type="button" onClick={() => setOpen(true)} className={buttonStyles('outline', 'sm')}>
          Edit settings
        </button>
      }
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">Classes admitted</dt>
          <dd className="font-semibold text-slate-900">{admittedRangeLabel(data)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Session</dt>
          <dd className="font-semibold text-slate-900">{data.session ?? 'The current fee year'}</dd>
        </div>
        {dateFields.map((field) => (
          <div key={field.name}>
            <dt className="text-slate-600">{field.label}</dt>
            <dd className={data[field.name] ? 'font-semibold text-slate-900' : 'font-semibold text-gold-700'}>
              {shown(data[field.name])}
            </dd>
          </div>
        ))}
      </dl>
      {opened && (
        <Suspense fallback={<LoadingState label="Loading the settings form..." />}>
          <SettingsDialog open={open} settings={data} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Panel>
  )
}
