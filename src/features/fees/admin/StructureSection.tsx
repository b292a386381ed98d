// The fee structure of one class: heads down, terms across. Each cell saves when it loses the focus (or on
// Enter); 0 or blank takes the head out of that term. Issued charges keep their amounts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { Options } from '~/components/form/Options'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { classLabel, classOptions, type ClassOption } from '~/shared/fees'
import { formatPaise, paiseToRupeesInput, parseRupeesToPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { Panel } from '~/components/ui/Panel'
import { StructureHead, TermTotalsFoot } from '../structure-table'

const gridLayout = { padding: 'px-3', amounts: 'text-left' } as const

type CellState = { text: string; status: 'idle' | 'saving' | 'saved' | 'error'; message?: string }

export function StructureSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [className, setClassName] = useState<ClassOption>('class1')
  const structure = useQuery(trpc.fees.setup.structure.get.queryOptions({ className }))
  const [cells, setCells] = useState<Record<string, CellState>>({})
  const setCell = useMutation(trpc.fees.setup.structure.set.mutationOptions())

  const keyOf = (termId: string, headId: string) => `${className}:${termId}:${headId}`
  const stored = (termId: string, headId: string) =>
    structure.data?.cells.find((cell) => cell.termId === termId && cell.headId === headId)?.amountPaise ?? 0

  const save = (termId: string, headId: string) => {
    const key = keyOf(termId, headId)
    const state = cells[key]
    if (!state || state.status === 'saving') return
    const parsed = state.text.trim() === '' ? { ok: true as const, paise: 0 } : parseRupeesToPaise(state.text)
    if (!parsed.ok) {
      setCells((all) => ({ ...all, [key]: { ...state, status: 'error', message: parsed.message } }))
      return
    }
    if (parsed.paise === stored(termId, headId)) {
      setCells((all) => ({ ...all, [key]: { ...state, status: 'idle', message: undefined } }))
      return
    }
    setCells((all) => ({ ...all, [key]: { ...state, status: 'saving', message: undefined } }))
    setCell.mutate(
      { termId, headId, className, amountPaise: parsed.paise },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: trpc.fees.setup.structure.pathKey() })
          setCells((all) => ({
            ...all,
            [key]: { text: parsed.paise ? paiseToRupeesInput(parsed.paise) : '', status: 'saved' },
          }))
        },
        onError: (error) =>
          setCells((all) => ({ ...all, [key]: { ...state, status: 'error', message: errorText(error) } })),
      },
    )
  }

  const data = structure.data
  const heads = data?.heads ?? []
  return (
    <Panel
      title="Fee structure"
      description="The amount per head and term for each class. Changes apply to terms issued from now on; charges already issued keep their amounts."
      actions={
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          Class
          <select
            value={className}
            onChange={(event) => setClassName(event.target.value as ClassOption)}
            className={cx(inputClass, 'w-auto')}
          >
            <Options values={classOptions} label={classLabel} />
          </select>
        </label>
      }
    >
      {structure.isPending && <LoadingState label="Loading the structure..." />}
      {structure.isError && (
        <ErrorState message={errorText(structure.error)} onRetry={() => void structure.refetch()} />
      )}
      {data && (data.terms.length === 0 || heads.length === 0) && (
        <EmptyState message="Add terms and fee heads first; the grid is heads by terms." />
      )}
      {data && data.terms.length > 0 && heads.length > 0 && (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">
                Fee structure of {data.classLabel}, {data.year.name}: amount per head and term
              </caption>
              <StructureHead terms={data.terms} layout={gridLayout} showIssued />
              <tbody className="divide-y divide-slate-100">
                {heads.map((head) => (
                  <tr key={head.id}>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {head.name}
                      {head.archived && <span className="block text-xs font-normal text-slate-600">archived</span>}
                    </th>
                    {data.terms.map((term) => {
                      const key = keyOf(term.id, head.id)
                      const amount = stored(term.id, head.id)
                      const state = cells[key] ?? {
                        text: amount ? paiseToRupeesInput(amount) : '',
                        status: 'idle' as const,
                      }
                      const id = `cell-${term.id}-${head.id}`
                      return (
                        <td key={term.id} className="px-3 py-2 align-top">
                          <MoneyInput
                            id={id}
                            aria-label={`${head.name}, ${term.name}`}
                            aria-invalid={state.status === 'error' || undefined}
                            aria-describedby={state.message ? `${id}-error` : undefined}
                            value={state.text}
                            placeholder="0"
                            disabled={head.archived && !amount}
                            onChange={(event) =>
                              setCells((all) => ({ ...all, [key]: { text: event.target.value, status: 'idle' } }))
                            }
                            onBlur={() => save(term.id, head.id)}
                            onKeyDown={(event) => {
                              if (event.key === 'Enter') {
                                event.preventDefault()
                                save(term.id, head.id)
                              }
                            }}
                            className={cx('min-w-28', state.status === 'saved' && 'border-emerald-500')}
                          />
                          {state.status === 'saving' && <p className="mt-1 text-xs text-slate-600">Saving...</p>}
                          {state.status === 'saved' && <p className="mt-1 text-xs text-emerald-800">Saved</p>}
                          {state.message && (
                            <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
                              {state.message}
                            </p>
                          )}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
              <TermTotalsFoot label="Term total" totals={data.termTotals} layout={gridLayout} />
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Year total for {data.classLabel}: <span className="font-semibold">{formatPaise(data.totalPaise)}</span>
          </p>
        </>
      )}
    </Panel>
  )
}
