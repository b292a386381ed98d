import { DateInput } from '~/components/form/DateInput'
import { todayKey } from '~/shared/clock'
import { dateEntryHint, isDateKey } from '~/shared/dates'
import type { DateKey } from '~/shared/date-key'

/** The day a daily report shows: a labelled date box in the panel's header, up to today on the school's clock. */
export function ReportDate({ date, onChange }: { date: string; onChange: (date: DateKey) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      Date
      <DateInput
        value={date}
        max={todayKey()}
        title={dateEntryHint}
        onChange={(value) => isDateKey(value) && onChange(value)}
        className="w-36"
      />
    </label>
  )
}
