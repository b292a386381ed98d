// The receipt as the counter shows and prints it: the same content as the server's PDF. When the browser
// prints, only the sheet is printed, on the top half of an A4 page.
import { school } from '#app-config'
import { SheetHeader } from '~/components/layout/SheetHeader'
import { cx } from '~/components/ui/cx'
import { TableHead } from '~/components/ui/TableHead'
import { formatDateKeyNumeric } from '~/shared/dates'
import { amountInWords, formatPaise } from '~/shared/money'
import {
  balanceLine,
  cancelledMark,
  chequeStateLine,
  paymentLine,
  voidLine,
  type ReceiptDocument,
} from '~/shared/receipt'

// In print, everything but the sheet (and the boxes holding it) is taken out of the layout, so the sheet alone
// fills the top half of one A4 page.
const printStyles = `
@media print {
  @page { size: A4 portrait; margin: 0; }
  body *:not(:has(.receipt-sheet)):not(.receipt-sheet):not(.receipt-sheet *) { display: none !important; }
  *:has(.receipt-sheet) { margin: 0 !important; padding: 0 !important; border: 0 !important; background: none !important;
    box-shadow: none !important; min-height: 0 !important; max-width: none !important; position: static !important; }
  .receipt-sheet { width: 210mm !important; height: 148mm !important; max-width: none !important; margin: 0 !important;
    padding: 10mm 12mm 8mm !important; border: 0 !important; border-bottom: 1px dashed #94a3b8 !important;
    box-shadow: none !important; border-radius: 0 !important; overflow: hidden; font-size: 10pt; break-inside: avoid; }
}`

function studentTitle(student: ReceiptDocument['students'][number]): string {
  const details = [student.schoolId, student.classLabel].filter(Boolean).join(', ')
  return details ? `${student.name} (${details})` : student.name
}

export function ReceiptSheet({ receipt, className }: { receipt: ReceiptDocument; className?: string }) {
  const several = receipt.students.length > 1
  const { line1, city, state, postalCode } = school.address
  return (
    <article
      aria-label={`Receipt ${receipt.numberText}`}
      className={cx(
        'receipt-sheet relative overflow-hidden rounded-xl border border-slate-300 bg-white p-4 text-slate-900 shadow-sm sm:p-6',
        className,
      )}
    >
      <style>{printStyles}</style>
      <SheetHeader
        className="gap-3"
        logoHeight="h-12"
        aside={
          <div className="sm:text-right">
            <p className="text-xs font-bold tracking-widest text-brand-800 uppercase">Fee receipt</p>
            {receipt.duplicate && (
              <p className="text-sm font-black tracking-widest text-red-700" data-testid="receipt-duplicate">
                DUPLICATE
              </p>
            )}
            <p className="text-base font-bold tabular-nums" data-testid="receipt-number">
              No. {receipt.numberText}
            </p>
            <p className="text-sm">Date: {formatDateKeyNumeric(receipt.date)}</p>
          </div>
        }
      >
        <p className="font-display text-base font-bold text-brand-900 sm:text-lg">{school.name}</p>
        <p className="text-xs text-slate-600">
          {line1}, {city}, {state} {postalCode}
        </p>
        <p className="text-xs text-slate-600">
          {school.phones[0]} · {school.email}
        </p>
      </SheetHeader>

      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{several ? 'Students' : 'Student'}</dt>
        <dd className="font-semibold">{receipt.students.map(studentTitle).join('; ')}</dd>
        <dt className="text-slate-600">Payment mode</dt>
        <dd className="font-semibold">{paymentLine(receipt)}</dd>
        {receipt.cheque && (
          <>
            <dt className="text-slate-600">Cheque status</dt>
            <dd className="font-semibold">{chequeStateLine(receipt.cheque)}</dd>
          </>
        )}
      </dl>

      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[18rem] text-sm">
          <caption className="sr-only">What this receipt pays</caption>
          <TableHead
            rowClass="bg-brand-50 text-left"
            cellClass="px-2 py-1.5 font-semibold"
            columns={[
              several && 'Student',
              'Term',
              'Particulars',
              { label: 'Amount', className: 'px-2 py-1.5 text-right font-semibold' },
            ]}
          />
          <tbody>
            {receipt.students.flatMap((student) =>
              student.lines.map((line, index) => (
                <tr key={`${student.name}-${line.term}-${line.label}-${index}`} className="border-b border-slate-100">
                  {several && <td className="px-2 py-1">{student.name}</td>}
                  <td className="px-2 py-1">{line.term}</td>
                  <td className="px-2 py-1">{line.label}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{formatPaise(line.amountPaise)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      {receipt.students
        .filter((student) => student.concessionPaise > 0)
        .map((student) => (
          <p key={student.name} className="mt-1 px-2 text-xs text-slate-600">
            Concession already applied{several ? ` for ${student.name}` : ''}: {formatPaise(student.concessionPaise)}
          </p>
        ))}

      <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-300 px-2 pt-2">
        <span className="font-bold">Total received</span>
        <span className="text-lg font-bold tabular-nums" data-testid="receipt-total">
          {formatPaise(receipt.totalPaise)}
        </span>
      </div>
      <p className="mt-1 px-2 text-sm">Amount in words: {amountInWords(receipt.totalPaise)}</p>
      {receipt.students.map((student) => {
        const line = balanceLine(student, several)
        return line ? (
          <p key={`balance-${student.name}`} className="mt-1 px-2 text-sm font-semibold" data-testid="receipt-balance">
            {line}
          </p>
        ) : null
      })}

      {receipt.void && (
        <>
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <span className="-rotate-[20deg] font-display text-8xl font-black tracking-widest text-red-600/20 sm:text-9xl">
              {cancelledMark(receipt)}
            </span>
          </div>
          <p
            role="note"
            className="relative mt-3 rounded-lg border-2 border-red-700 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
          >
            {voidLine(receipt.void)}
          </p>
        </>
      )}

      <footer className="mt-4 flex flex-col gap-3 text-sm sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="font-semibold">Received by: {receipt.cashierName}</p>
          <p className="text-xs text-slate-600">This receipt is computer generated. Please keep it for your records.</p>
        </div>
        <p className="w-40 border-t border-slate-500 pt-1 text-right text-xs text-slate-600">Cashier’s signature</p>
      </footer>
    </article>
  )
}
