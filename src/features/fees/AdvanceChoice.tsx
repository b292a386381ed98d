// The counter's choice to keep what is paid above the dues as the student's credit (an advance). The checkbox is
// always there, so the cashier decides before typing; once an amount is above the dues it says how much is kept.
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatPaise } from '~/shared/money'

type Payer = { studentId: string; name: string; outstandingPaise: number }

export function AdvanceChoice<P extends Payer>({
  register,
  payers,
  amountOf,
}: {
  register: UseFormRegisterReturn
  payers: P[]
  amountOf: (payer: P) => { paise: number | null }
}) {
  const excess = payers
    .map((payer) => ({ payer, paise: (amountOf(payer).paise ?? 0) - payer.outstandingPaise }))
    .filter((row) => row.paise > 0)
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-400 text-brand-700" {...register} />
      <span>
        Keep anything above the dues as advance
        <span className="block text-xs text-slate-600">
          {excess.length > 0
            ? excess.map((row) => `${formatPaise(row.paise)} for ${row.payer.name}`).join(', ') +
              ' becomes credit, used when the next term is issued.'
            : "It becomes the family's credit, used oldest-due-first when the next term is issued."}
        </span>
      </span>
    </label>
  )
}
