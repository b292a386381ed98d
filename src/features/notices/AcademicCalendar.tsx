import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { cx } from '~/components/ui/cx'
import { categoryLabels, type CalendarCategory } from '~/shared/content-options'
import {
  addDays,
  addMonths,
  formatDateKey,
  formatMonth,
  monthGrid,
  monthOf,
  parseDateKey,
  toDateKey,
  weekdayNames,
  weekdayOf,
  type DateKey,
  type Month,
} from '~/shared/dates'
import { Badge, categoryVariants } from './Badge'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons'

/** `endDate` is the last day of a multi-day entry (a vacation); the entry shows on every day it covers. */
export type CalendarEntry = { id: string; date: DateKey; endDate: DateKey; title: string; category: CalendarCategory }

const sameMonth = (key: DateKey, month: Month) => {
  const parts = parseDateKey(key)
  return parts !== null && parts.year === month.year && parts.month === month.month
}

/** The day that takes Tab in the visible month: the focused day, else the selected one, else today, else the 1st. */
function tabbableDay(month: Month, candidates: ReadonlyArray<DateKey | null>): DateKey {
  return (
    candidates.find((key): key is DateKey => key !== null && sameMonth(key, month)) ?? toDateKey({ ...month, day: 1 })
  )
}

/**
 * The Academic Calendar: a single-date picker with the dates that have events outlined. Today is selected at
 * first; clicking the selected date again deselects it. Below it: 'Events on <Month D, YYYY>' with the titles and
 * categories, or 'No events scheduled for this date.' Arrow keys, Home/End and Page Up/Down move between days.
 */
export function AcademicCalendar({ entries, today }: { entries: readonly CalendarEntry[]; today: DateKey }) {
  const [selected, setSelected] = useState<DateKey | null>(today)
  const [month, setMonth] = useState<Month>(() => monthOf(today))
  const [focusDay, setFocusDay] = useState<DateKey | null>(null)
  const moveFocus = useRef(false)
  const gridRef = useRef<HTMLTableElement>(null)
  const baseId = useId()

  const entriesByDate = useMemo(() => {
    const map = new Map<DateKey, CalendarEntry[]>()
    for (const entry of entries) {
      for (let day = entry.date; day <= entry.endDate; day = addDays(day, 1))
        map.set(day, [...(map.get(day) ?? []), entry])
    }
    return map
  }, [entries])

  const tabbable = tabbableDay(month, [focusDay, selected, today])

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${tabbable}"]`)?.focus()
  }, [tabbable])

  const goTo = (key: DateKey) => {
    moveFocus.current = true
    setFocusDay(key)
    if (!sameMonth(key, month)) setMonth(monthOf(key))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: DateKey) => {
    const moves: Record<string, () => DateKey> = {
      ArrowLeft: () => addDays(key, -1),
      ArrowRight: () => addDays(key, 1),
      ArrowUp: () => addDays(key, -7),
      ArrowDown: () => addDays(key, 7),
      Home: () => addDays(key, -weekdayOf(key)),
      End: () => addDays(key, 6 - weekdayOf(key)),
      // WAI-ARIA date picker: Page Up/Down change the month, with Shift the year.
      PageUp: () => addMonths(key, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(key, event.shiftKey ? 12 : 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    goTo(move())
  }

  const changeMonth = (delta: number) => {
    const next = monthOf(addMonths(toDateKey({ ...month, day: 1 }), delta))
    setMonth(next)
    setFocusDay(null)
  }

  const selectedEntries = selected ? (entriesByDate.get(selected) ?? []) : []
  const monthLabelId = `${baseId}-month`

  return (
    <section aria-labelledby={`${baseId}-title`} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2
        id={`${baseId}-title`}
        className="flex items-center gap-3 border-b border-slate-200 px-5 py-5 font-display text-xl font-bold text-brand-900 sm:px-6"
      >
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-800 text-gold-300">
          <CalendarIcon className="size-5" />
        </span>
        Academic Calendar
      </h2>

      <div className="px-4 pt-4 pb-5 sm:px-6">
        <div className="flex items-center justify-between">
          <button
            type="button"
            onClick={() => changeMonth(-1)}
            aria-label={`Previous month, ${formatMonth(monthOf(addMonths(toDateKey({ ...month, day: 1 }), -1)))}`}
            className="flex size-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <p id={monthLabelId} aria-live="polite" className="font-display text-lg font-bold text-brand-900">
            {formatMonth(month)}
          </p>
          <button
            type="button"
            onClick={() => changeMonth(1)}
            aria-label={`Next month, ${formatMonth(monthOf(addMonths(toDateKey({ ...month, day: 1 }), 1)))}`}
            className="flex size-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>

        <table
          ref={gridRef}
          aria-labelledby={monthLabelId}
          className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center"
        >
          <thead>
            <tr>
              {weekdayNames.map((name) => (
                <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-semibold text-slate-500 uppercase">
                  {name.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, index) => (
              <tr key={index}>
                {week.map((key, day) =>
                  key === null ? (
                    <td key={`blank-${day}`} />
                  ) : (
                    <td key={key}>
                      <DayButton
                        dateKey={key}
                        count={entriesByDate.get(key)?.length ?? 0}
                        isToday={key === today}
                        isSelected={key === selected}
                        tabbable={key === tabbable}
                        onSelect={() => {
                          setFocusDay(key)
                          setSelected(key === selected ? null : key)
                        }}
                        onKeyDown={(event) => onKeyDown(event, key)}
                      />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>

        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3.5 rounded border-2 border-brand-500" />
            Has events
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-500" />
            Today
          </span>
        </p>
      </div>

      <div
        aria-live="polite"
        className="border-t border-slate-200 bg-brand-50/60 px-5 py-5 sm:px-6"
        data-calendar-details=""
      >
        {selected === null ? (
          <p className="text-slate-600">Select a date to see its events.</p>
        ) : (
          <>
            <h3 className="font-semibold text-brand-900">Events on {formatDateKey(selected)}</h3>
            {selectedEntries.length === 0 ? (
              <p className="mt-2 text-slate-600">No events scheduled for this date.</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {selectedEntries.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex items-start justify-between gap-3 rounded-lg bg-white px-3 py-2.5 shadow-sm ring-1 ring-slate-200"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{entry.title}</span>
                      {entry.endDate !== entry.date && (
                        <span className="block text-sm text-slate-600">
                          {formatDateKey(entry.date)} to {formatDateKey(entry.endDate)}
                        </span>
                      )}
                    </span>
                    <Badge variant={categoryVariants[entry.category]}>{categoryLabels[entry.category]}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  )
}

type DayButtonProps = {
  dateKey: DateKey
  count: number
  isToday: boolean
  isSelected: boolean
  tabbable: boolean
  onSelect: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

function DayButton({ dateKey, count, isToday, isSelected, tabbable, onSelect, onKeyDown }: DayButtonProps) {
  const label = [
    formatDateKey(dateKey),
    isToday ? 'today' : null,
    count ? `${count} ${count === 1 ? 'event' : 'events'}` : null,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <button
      type="button"
      data-date={dateKey}
      data-has-events={count > 0 || undefined}
      aria-label={label}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={cx(
        'relative mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-lg text-sm transition-colors focus-visible:outline-gold-500',
        count > 0 && 'border-2 border-brand-500 font-semibold',
        isSelected ? 'bg-brand-800 text-white' : 'text-slate-800 hover:bg-brand-50',
        isToday && !isSelected && 'font-bold text-brand-900',
      )}
    >
      {parseDateKey(dateKey)!.day}
      {isToday && (
        <span
          aria-hidden="true"
          className={cx('absolute bottom-1 size-1.5 rounded-full', isSelected ? 'bg-gold-300' : 'bg-gold-500')}
        />
      )}
    </button>
  )
}
