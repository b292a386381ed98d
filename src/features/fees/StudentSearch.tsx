// The counter's one search box: name, school ID or parent phone; matches appear as the cashier types, arrow
// keys move through them and Enter picks one.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { forwardRef, useId, useState } from 'react'
import { inputClass } from '~/components/form/Field'
import { useTypedBeforeHydration } from '~/components/form/typed-before-hydration'
import { Combobox, ComboboxInput, ComboboxLabel, ComboboxOption, ComboboxOptions } from '~/components/ui/Combobox'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { useTRPC } from '~/trpc/react'
import type { CounterMatch } from './types'
import { useDebounced } from './useDebounced'

type StudentSearchProps = {
  onPick: (match: CounterMatch) => void
  /** The counter's box takes the focus on arrival; a picker inside a form does not. */
  autoFocus?: boolean
  label?: string
  hint?: string
  id?: string
}

export const StudentSearch = forwardRef<HTMLInputElement, StudentSearchProps>(function StudentSearch(
  {
    onPick,
    autoFocus = true,
    label = 'Find a student',
    hint = "Type part of a name, a school ID or a parent's phone number; use the arrow keys and Enter to pick. Press / to come back here.",
    id = 'counter-search',
  },
  ref,
) {
  const trpc = useTRPC()
  const hintId = useId()
  const [query, setQuery] = useState('')
  const inputRef = useTypedBeforeHydration(ref)
  const settled = useDebounced(query.trim(), 200)
  const search = useQuery({
    ...trpc.fees.counter.search.queryOptions({ q: settled }),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
  const typing = query.trim() !== settled || search.isFetching
  const matches = settled.length > 0 ? (search.data ?? []) : []

  return (
    <div className="relative">
      <Combobox<CounterMatch>
        id={id}
        onChange={(match) => {
          // A list still showing the answer to earlier text is not picked from: Enter pressed the moment "vikat" is
          // typed would otherwise take whoever led the list for "Sumi".
          if (typing) return
          setQuery('')
          onPick(match)
        }}
      >
        <ComboboxLabel className="block text-sm font-semibold text-slate-800">{label}</ComboboxLabel>
        <div className="relative mt-1.5">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
          >
            <path
              fillRule="evenodd"
              d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.58 3.58a.75.75 0 1 1-1.06 1.06l-3.58-3.58A7 7 0 0 1 2 9Z"
              clipRule="evenodd"
            />
          </svg>
          <ComboboxInput
            ref={inputRef}
            autoFocus={autoFocus}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            placeholder="Name, school ID or parent phone"
            className={cx(inputClass, 'py-3 pl-11 text-lg sm:text-lg')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
        {query.trim() && matches.length > 0 && (
          <ComboboxOptions className="absolute z-20 mt-1 max-h-96 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl focus:outline-none">
            {matches.map((match) => (
              <ComboboxOption
                key={match.studentId}
                value={match}
                className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-4 py-2.5 data-[focus]:bg-brand-700 data-[focus]:text-white"
              >
                <span className="font-semibold">{match.name}</span>
                <span className="text-sm tabular-nums opacity-90">
                  {[
                    match.schoolId,
                    match.classLabel && `${match.classLabel}${match.section ? ` ${match.section}` : ''}`,
                    match.parentPhone,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
      {query.trim() && matches.length === 0 && (
        <p
          role="status"
          className={cx(
            'absolute z-20 mt-1 w-full rounded-xl border bg-white px-4 py-3 text-sm shadow-xl',
            search.isError ? 'border-red-200 text-red-800' : 'border-slate-200 text-slate-700',
          )}
        >
          {search.isError
            ? errorText(search.error)
            : typing
              ? 'Searching...'
              : 'No student matches. Try part of the name, the school ID or the parent phone.'}
        </p>
      )}
    </div>
  )
})
