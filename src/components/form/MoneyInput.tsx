import { forwardRef, type InputHTMLAttributes } from 'react'
import { cx } from '~/components/ui/cx'
import { inputClass } from './Field'

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>

/**
 * A rupee amount typed as text ('1,234.50'), with a ₹ prefix; parse it with parseRupeesToPaise
 * (src/shared/money.ts), so a form never holds money as a float.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { className, ...props },
  ref,
) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-slate-600"
      >
        ₹
      </span>
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={cx(inputClass, 'pl-7 tabular-nums', className)}
        {...props}
      />
    </div>
  )
})
