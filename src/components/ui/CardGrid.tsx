import type { ReactNode } from 'react'

/** A list of cards in a grid, each item stretched to its row's height (the home page's news and events). */
export function CardGrid<T extends { id: string | number }>({
  items,
  className,
  children,
}: {
  items: T[]
  className: string
  children: (item: T) => ReactNode
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className="flex">
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
