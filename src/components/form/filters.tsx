// The filter row above a staff list (accounts, audit log, applications): a search box and selects that change
// the list as they change, no submit button.
import { useEffect, useState, type ReactNode } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { dateEntryHint, isDateKey } from '~/shared/dates'
import { DateInput } from './DateInput'
import { inputClass, labelClass } from './Field'
import { ChoiceOptions } from './Options'
import { useTypedBeforeHydration } from './typed-before-hydration'

type FilterBarProps = {
  /** Names the form for screen readers, e.g. "Filter applications". */
  label?: string
  /** True when the bar holds a search box: the form becomes a search landmark. */
  search?: boolean
  /** The grid columns, e.g. "sm:grid-cols-[2fr_1fr_1fr]". */
  columns: string
  children: ReactNode
}

export function FilterBar({ label, search = false, columns, children }: FilterBarProps) {
  return (
    <form
      role={search ? 'search' : undefined}
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={cx('grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', columns)}
    >
      {children}
    </form>
  )
}

/** A labelled filter control; the control gets `inputClass` and the id from the caller. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
    </div>
  )
}

type FilterSelectProps<T extends string> = {
  id: string
  label: string
  value: T | undefined
  /** The first option, meaning "no filter", e.g. "All roles"; without it one of the options is always chosen. */
  allLabel?: string
  options: readonly { value: T; label: string }[]
  onChange: (value: T | undefined) => void
}

export function FilterSelect<T extends string>({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        className={inputClass}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        <ChoiceOptions choices={options} />
      </select>
    </FilterField>
  )
}

type DateFilterProps = {
  id: string
  label: string
  /** A YYYY-MM-DD key, or undefined for no filter. */
  value: string | undefined
  min?: string
  max?: string
  onChange: (value: string | undefined) => void
}

/** A DD/MM/YYYY date filter: the list changes once the text is a real date, or when it is cleared. */
export function DateFilter({ id, label, value, min, max, onChange }: DateFilterProps) {
  return (
    <FilterField id={id} label={label}>
      <DateInput
        id={id}
        aria-describedby={`${id}-hint`}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(next) => {
          if (next === '') onChange(undefined)
          else if (isDateKey(next)) onChange(next)
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {dateEntryHint}
      </p>
    </FilterField>
  )
}

/** Options from an enumeration and its labels, e.g. `optionsOf(roles, roleLabels)`. */
export function optionsOf<T extends string>(
  values: readonly T[],
  label: (value: T) => string,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: label(value) }))
}

type SearchFieldProps = {
  id: string
  value: string
  placeholder: string
  onChange: (value: string) => void
  icon?: ReactNode
  className?: string
  maxLength?: number
}

/** The search box of a filter bar, labelled "Search". */
export function SearchField({ id, value, placeholder, onChange, icon, className, maxLength }: SearchFieldProps) {
  const ref = useTypedBeforeHydration()
  return (
    <FilterField id={id} label="Search" className={className}>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">{icon}</span>
        )}
        <input
          ref={ref}
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={cx(inputClass, Boolean(icon) && 'pl-9')}
        />
      </div>
    </FilterField>
  )
}

/**
 * The search box's text. Typing filters after a short pause by sending `q` to the URL (page 1 again), so Back and
 * reload return to the same results.
 */
export function useSearchText<S extends { q?: string; page?: number }>(search: S, onSearch: (next: S) => void) {
  const [query, setQuery] = useState(search.q ?? '')
  useEffect(() => {
    const trimmed = query.trim()
    if (trimmed === (search.q ?? '')) return
    const timer = setTimeout(() => onSearch({ ...search, q: trimmed || undefined, page: undefined }), 300)
    return () => clearTimeout(timer)
  }, [query, search, onSearch])
  return [query, setQuery] as const
}

/** Shown while any filter is set: empties the search box and every filter at once. */
export function ClearFilters({ active, onClear }: { active: boolean; onClear: () => void }) {
  if (!active) return null
  return (
    <button type="button" onClick={onClear} className={buttonStyles('ghost', 'sm')}>
      Clear filters
    </button>
  )
}
