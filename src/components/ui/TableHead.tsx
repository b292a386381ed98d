import type { ReactNode } from 'react'

type Column = ReactNode | { label: ReactNode; className: string }

const isLabelled = (column: Column): column is { label: ReactNode; className: string } =>
  typeof column === 'object' && column !== null && 'label' in column

/**
 * A table's header row, one `<th scope="col">` per column. A column is its label, styled by `cellClass`, or
 * `{ label, className }` with a class of its own (e.g. right-aligned over amounts); `false` leaves a column out.
 */
export function TableHead({
  columns,
  className,
  rowClass,
  cellClass,
}: {
  columns: readonly Column[]
  className?: string
  rowClass?: string
  cellClass?: string
}) {
  return (
    <thead className={className}>
      <tr className={rowClass}>
        {columns
          .filter((column) => column !== false && column !== null && column !== undefined)
          .map((column, index) => (
            <th key={index} scope="col" className={isLabelled(column) ? column.className : cellClass}>
              {isLabelled(column) ? column.label : column}
            </th>
          ))}
      </tr>
    </thead>
  )
}
