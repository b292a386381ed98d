// Marks like a spreadsheet: students down, the parts of each subject across. Tab and Shift+Tab, Enter and
// Shift+Enter and the arrow keys move; a column or block pasted from Excel or Google Sheets fills down and across
// from the cell it is pasted into; AB is absent, ML medical leave. Each value is checked as it is typed (never above
// the part's maximum, never negative) and saved as the teacher goes (use-marks-grid.ts); the line above the grid
// says what was saved. After the class teacher locks the marks, only an admin changes them, with a reason.
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { inputClass } from '~/components/form/Field'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import type { ClassOption } from '~/shared/admission-options'
import { formatShortDateTime, formatTime } from '~/shared/dates'
import { componentLabels, markEntryHint, parsePastedCells } from '~/shared/marks'
import { cellKey, useMarksGrid, type Grid } from './use-marks-grid'

type Props = { grid: Grid; examId: string; className: ClassOption; section: string }

export function MarksGrid({ grid, examId, className, section }: Props) {
  const ids = { reason: useId(), help: useId() }
  const [reason, setReason] = useState('')
  const state = useMarksGrid(grid, { examId, className, section }, reason)
  const [focused, setFocused] = useState<{ row: number; col: number } | null>(null)
  const [pasteNote, setPasteNote] = useState<string | null>(null)
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const reasonReady = !grid.needsReason || reason.trim().length >= 3
  const keyAt = (row: number, col: number) => {
    const column = grid.columns[col]!
    return cellKey(column.examSubjectId, grid.students[row]!.studentId, column.component)
  }

  const focusCell = (row: number, col: number) => {
    const input = inputs.current.get(`${row}:${col}`)
    if (!input) return
    input.focus()
    input.select()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const input = event.currentTarget
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length
    const move = (r: number, c: number) => {
      event.preventDefault()
      if (r >= 0 && r < grid.students.length && c >= 0 && c < grid.columns.length) focusCell(r, c)
    }
    if (event.key === 'Enter') move(event.shiftKey ? row - 1 : row + 1, col)
    else if (event.key === 'ArrowDown') move(row + 1, col)
    else if (event.key === 'ArrowUp') move(row - 1, col)
    else if (event.key === 'ArrowLeft' && atStart) move(row, col - 1)
    else if (event.key === 'ArrowRight' && atEnd) move(row, col + 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      state.revert(keyAt(row, col))
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const rows = parsePastedCells(event.clipboardData.getData('text/plain'))
    if (rows.length <= 1 && (rows[0]?.length ?? 0) <= 1) return
    event.preventDefault()
    const entries: [string, string][] = []
    let outside = 0
    rows.forEach((cells, r) =>
      cells.forEach((value, c) => {
        const target = grid.columns[col + c]
        if (row + r >= grid.students.length || !target?.editable) outside += 1
        else entries.push([keyAt(row + r, col + c), value])
      }),
    )
    state.typeMany(entries)
    setPasteNote(
      `Pasted ${entries.length} mark${entries.length === 1 ? '' : 's'}${outside ? `; ${outside} value${outside === 1 ? '' : 's'} did not fit the grid and ${outside === 1 ? 'was' : 'were'} left out` : ''}.`,
    )
  }

  const subjects = grid.columns.reduce<{ subject: string; span: number }[]>((groups, column) => {
    const last = groups.at(-1)
    if (last?.subject === column.subject) last.span += 1
    else groups.push({ subject: column.subject, span: 1 })
    return groups
  }, [])
  const editable = grid.columns.some((c) => c.editable)
  const focusedProblem = focused
    ? (state.problem(keyAt(focused.row, focused.col)) ?? state.conflicts[keyAt(focused.row, focused.col)])
    : null

  return (
    <div className="space-y-4">
      {grid.locked && (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
          Locked by {grid.locked.lockedByName} on {formatShortDateTime(grid.locked.lockedAt)}.{' '}
          {grid.needsReason
            ? 'As an administrator you may still change marks, with a reason.'
            : 'Only an administrator can change these marks now.'}
        </p>
      )}
      {grid.needsReason && (
        <div>
          <label htmlFor={ids.reason} className="block text-sm font-semibold text-slate-800">
            Reason for changing locked marks
          </label>
          <input
            id={ids.reason}
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
            className={cx(inputClass, 'mt-1.5')}
          />
        </div>
      )}
      {editable && (
        <p id={ids.help} className="text-sm text-slate-600">
          {markEntryHint}. Enter moves down, Tab moves right; paste a column from a spreadsheet into its first cell.
          Marks save as you go.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
        <SaveLine state={state.state} unsaved={state.unsaved} invalid={state.invalid} pending={state.pending} />
        {pasteNote && <span className="text-slate-700">{pasteNote}</span>}
      </div>
      {focusedProblem && <ErrorNote>{focusedProblem}</ErrorNote>}
      <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full border-collapse text-sm" aria-describedby={editable ? ids.help : undefined}>
          <caption className="sr-only">
            Marks of {grid.label} in {grid.exam.name}: students down, the parts of each subject across
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              <th
                scope="col"
                rowSpan={2}
                className="sticky left-0 z-10 min-w-40 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold"
              >
                Student
              </th>
              {subjects.map((group) => (
                <th
                  key={group.subject}
                  scope="colgroup"
                  colSpan={group.span}
                  className="border-b border-l border-slate-200 px-2 py-1.5 text-center font-semibold text-brand-900"
                >
                  {group.subject}
                </th>
              ))}
            </tr>
            <tr>
              {grid.columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className="border-b border-l border-slate-200 px-2 py-1 text-center font-medium whitespace-nowrap"
                >
                  {componentLabels[column.component]} <span className="text-slate-600">/{column.max}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.students.map((student, row) => (
              <tr key={student.studentId} className="border-b border-slate-100">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-white px-3 py-1 text-left font-medium whitespace-nowrap text-slate-900"
                >
                  <span className="mr-2 inline-block w-6 text-right text-slate-600 tabular-nums">
                    {student.rollNumber ?? ''}
                  </span>
                  {student.name}
                </th>
                {grid.columns.map((column, col) => {
                  const key = keyAt(row, col)
                  const wrong = state.problem(key)
                  const conflict = state.conflicts[key]
                  return (
                    <td key={col} className="border-l border-slate-100 p-0.5">
                      <input
                        ref={(element) => {
                          if (element) inputs.current.set(`${row}:${col}`, element)
                          else inputs.current.delete(`${row}:${col}`)
                        }}
                        value={state.shown(key)}
                        readOnly={!column.editable || !reasonReady}
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`${student.name}, ${column.subject} ${componentLabels[column.component].toLowerCase()}, out of ${column.max}`}
                        aria-invalid={wrong || conflict ? true : undefined}
                        onChange={(event) => state.type(key, event.target.value)}
                        onKeyDown={(event) => onKeyDown(event, row, col)}
                        onPaste={(event) => column.editable && reasonReady && onPaste(event, row, col)}
                        onFocus={(event) => {
                          setFocused({ row, col })
                          event.currentTarget.select()
                        }}
                        onBlur={() => void state.flush()}
                        className={cx(
                          'w-16 rounded border border-transparent px-2 py-1.5 text-center tabular-nums focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-500',
                          !column.editable && 'bg-slate-50 text-slate-700',
                          wrong && 'border-red-500 bg-red-50 text-red-800',
                          conflict && 'border-gold-500 bg-gold-100',
                        )}
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function SaveLine({
  state,
  unsaved,
  invalid,
  pending,
}: {
  state: ReturnType<typeof useMarksGrid>['state']
  unsaved: number
  invalid: number
  pending: boolean
}) {
  if (pending || state.kind === 'saving') return <span className="text-slate-700">Saving...</span>
  if (invalid > 0)
    return (
      <span className="font-medium text-red-700">
        {invalid} mark{invalid === 1 ? ' is' : 's are'} not valid and not saved: see the red cells.
      </span>
    )
  if (state.kind === 'failed') return <span className="font-medium text-red-700">{state.message}</span>
  if (unsaved > 0) return <span className="text-slate-700">Unsaved changes…</span>
  if (state.kind === 'saved')
    return <span className="font-medium text-leaf-700">All marks saved at {formatTime(state.at)}.</span>
  return <span className="text-slate-600">No changes yet.</span>
}
