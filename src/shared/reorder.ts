// Moving one item of an ordered list to another position (the gallery's photo order).

/** A copy of `list` with the item at `from` moved to `to` (both 0-based, clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  if (from < 0 || from >= next.length) return next
  const [item] = next.splice(from, 1)
  const target = Math.max(0, Math.min(to, next.length))
  next.splice(target, 0, item as T)
  return next
}
