// The marks grid's state: what each cell shows, what the server has (with its version), which cells are saving,
// wrong or in conflict. Cells are saved as the teacher goes: after a short pause in typing, or at once on leaving a
// cell or pasting; all cells waiting are sent in one save. A cell someone else changed meanwhile comes back as a
// conflict: it then shows their value and says so, and nothing of theirs is overwritten.
import { useMutation } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AppRouter } from '~/server/trpc/root'
import type { ClassOption } from '~/shared/admission-options'
import { parseMarkEntry, type MarkComponent } from '~/shared/marks'
import { useTRPC } from '~/trpc/react'

export type Grid = inferRouterOutputs<AppRouter>['academics']['exams']['grid']

export const cellKey = (examSubjectId: string, studentId: string, component: string) =>
  `${examSubjectId}|${studentId}|${component}`

type Stored = { entry: string; version: number }
export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; message: string }

const pauseMs = 900

export function useMarksGrid(
  grid: Grid,
  section: { examId: string; className: ClassOption; section: string },
  reason: string,
) {
  const trpc = useTRPC()
  const [stored, setStored] = useState<Record<string, Stored>>(() =>
    Object.fromEntries(
      grid.cells.map((c) => [
        cellKey(c.examSubjectId, c.studentId, c.component),
        { entry: c.entry, version: c.version },
      ]),
    ),
  )
  const [text, setText] = useState<Record<string, string>>({})
  const [conflicts, setConflicts] = useState<Record<string, string>>({})
  const [state, setState] = useState<SaveState>({ kind: 'idle' })
  const saving = useRef(new Set<string>())
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ stored, text, reason })
  latest.current = { stored, text, reason }

  const columns = new Map(grid.columns.map((c) => [`${c.examSubjectId}|${c.component}`, c]))
  const columnOf = (key: string) => {
    const [examSubjectId, , component] = key.split('|')
    return columns.get(`${examSubjectId}|${component}`)!
  }
  const shown = (key: string) => text[key] ?? stored[key]?.entry ?? ''
  const problem = (key: string) => {
    const value = text[key]
    if (value === undefined) return null
    const parsed = parseMarkEntry(value, columnOf(key).max)
    return parsed.ok ? null : parsed.message
  }

  const save = useMutation(trpc.academics.exams.saveMarks.mutationOptions())

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const { stored: have, text: typed, reason: why } = latest.current
    const cells = Object.entries(typed)
      .filter(([key, value]) => !saving.current.has(key) && value.trim().toUpperCase() !== (have[key]?.entry ?? ''))
      .filter(([key, value]) => parseMarkEntry(value, columnOf(key).max).ok)
      .map(([key, value]) => {
        const [examSubjectId, studentId, component] = key.split('|') as [string, string, MarkComponent]
        return { key, examSubjectId, studentId, component, entry: value, version: have[key]?.version ?? 0 }
      })
    if (cells.length === 0) return
    for (const cell of cells) saving.current.add(cell.key)
    setState({ kind: 'saving' })
    try {
      const result = await save.mutateAsync({
        ...section,
        cells: cells.map(({ key: _key, ...cell }) => cell),
        ...(grid.needsReason ? { reason: why.trim() } : {}),
      })
      setStored((all) => {
        const next = { ...all }
        for (const cell of result.saved)
          next[cellKey(cell.examSubjectId, cell.studentId, cell.component)] = {
            entry: cell.entry,
            version: cell.version,
          }
        for (const cell of result.conflicts)
          next[cellKey(cell.examSubjectId, cell.studentId, cell.component)] = {
            entry: cell.entry,
            version: cell.version,
          }
        return next
      })
      setText((all) => {
        const next = { ...all }
        for (const cell of [...result.saved, ...result.conflicts]) {
          const key = cellKey(cell.examSubjectId, cell.studentId, cell.component)
          const sent = cells.find((c) => c.key === key)
          // Typing that went on during the save stays; what was sent is now the stored value.
          if (sent && next[key] === sent.entry) delete next[key]
          if ('yours' in cell) delete next[key]
        }
        return next
      })
      setConflicts((all) => {
        const next = { ...all }
        for (const cell of result.saved) delete next[cellKey(cell.examSubjectId, cell.studentId, cell.component)]
        for (const cell of result.conflicts)
          next[cellKey(cell.examSubjectId, cell.studentId, cell.component)] =
            `${cell.updatedByName ?? 'Someone'} saved ${cell.entry || 'a blank'} here meanwhile; your ${cell.yours || 'blank'} was not saved.`
        return next
      })
      setState(
        result.conflicts.length > 0
          ? {
              kind: 'failed',
              message: `${result.conflicts.length} mark${result.conflicts.length === 1 ? ' was' : 's were'} changed by someone else meanwhile: see the marked cells.`,
            }
          : { kind: 'saved', at: new Date() },
      )
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The marks could not be saved.' })
    } finally {
      for (const cell of cells) saving.current.delete(cell.key)
    }
  }, [grid.needsReason, save, section.className, section.examId, section.section])

  const type = (key: string, value: string) => {
    setText((all) => ({ ...all, [key]: value }))
    setConflicts((all) => {
      if (!(key in all)) return all
      const { [key]: _gone, ...rest } = all
      return rest
    })
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => void flush(), pauseMs)
  }

  /** Puts several values at once (a paste), then saves them together. */
  const typeMany = (entries: [string, string][]) => {
    setText((all) => ({ ...all, ...Object.fromEntries(entries) }))
    latest.current = { ...latest.current, text: { ...latest.current.text, ...Object.fromEntries(entries) } }
    void flush()
  }

  const revert = (key: string) =>
    setText((all) => {
      const { [key]: _gone, ...rest } = all
      return rest
    })

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])

  const unsaved = Object.entries(text).filter(
    ([key, value]) => value.trim().toUpperCase() !== (stored[key]?.entry ?? ''),
  ).length
  const invalid = Object.keys(text).filter((key) => problem(key) !== null).length
  return { shown, problem, conflicts, state, type, typeMany, revert, flush, unsaved, invalid, pending: save.isPending }
}
