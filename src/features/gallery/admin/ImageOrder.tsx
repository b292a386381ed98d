// Reordering an album's photos: drag a row onto another, or, from the keyboard, choose the row's
// position in a select (or move it one step with the arrow buttons). Every move saves the whole order at once.
import { useState, type DragEvent } from 'react'
import { cx } from '~/components/ui/cx'

/** Drag-and-drop between the rows of one list; `onMove(from, to)` runs on drop with 0-based positions. */
export function useDragReorder(onMove: (from: number, to: number) => void, disabled: boolean) {
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)

  const rowProps = (index: number) => ({
    draggable: !disabled,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move'
      // Firefox starts a drag only when some data is set.
      event.dataTransfer.setData('text/plain', String(index))
      setDragging(index)
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'move'
      if (over !== index) setOver(index)
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault()
      if (dragging !== null && dragging !== index) onMove(dragging, index)
      setDragging(null)
      setOver(null)
    },
    onDragEnd: () => {
      setDragging(null)
      setOver(null)
    },
    'data-drop-target': over === index && dragging !== null && dragging !== index ? '' : undefined,
    className: cx(
      dragging === index && 'opacity-50',
      over === index && dragging !== null && dragging !== index && 'ring-2 ring-brand-500',
    ),
  })

  return rowProps
}

type PositionSelectProps = {
  id: string
  name: string
  index: number
  count: number
  disabled: boolean
  onChange: (to: number) => void
}

/** The keyboard way to move a photo anywhere in one step: "Position 3 of 12". */
export function PositionSelect({ id, name, index, count, disabled, onChange }: PositionSelectProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Position of {name}
      </label>
      <select
        id={id}
        value={index}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded-lg border border-slate-200 bg-white px-2 text-sm text-slate-800 focus-visible:outline-brand-500 disabled:opacity-40"
        data-testid="image-position"
      >
        {Array.from({ length: count }, (_, position) => (
          <option key={position} value={position}>
            {position + 1} of {count}
          </option>
        ))}
      </select>
    </>
  )
}
