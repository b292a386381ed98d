// The attendance form's state, kept on the phone until the register is saved: a reload, a lost connection or a
// closed tab never loses the taps. The submission id is chosen once per set of marks and kept across retries, so
// the server recognises a repeat of a save whose answer was lost.
import { useCallback, useEffect, useState } from 'react'
import type { AbsenceReason, AttendanceStatus } from '~/shared/attendance'

export type Mark = { status: Exclude<AttendanceStatus, 'present'>; reason: AbsenceReason | null }
export type Draft = { baseVersion: number; marks: Record<string, Mark>; submissionId: string | null }

const keyOf = (className: string, section: string, date: string) => `attendance-draft:${className}:${section}:${date}`

function read(key: string): Draft | null {
  try {
    const text = window.localStorage.getItem(key)
    return text ? (JSON.parse(text) as Draft) : null
  } catch {
    return null
  }
}

function write(key: string, draft: Draft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft))
    else window.localStorage.removeItem(key)
  } catch {
    // Private browsing or a full store: the form still works, it just does not survive a reload.
  }
}

const newSubmissionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * The marks of the form: the saved register's (version `baseVersion`), or an unsaved draft made from that same
 * version. A draft made from an older version (someone saved since) is dropped.
 */
export function useAttendanceDraft(
  section: { className: string; section: string; date: string },
  saved: { version: number; marks: Record<string, Mark> } | null,
) {
  const key = keyOf(section.className, section.section, section.date)
  const baseVersion = saved?.version ?? 0
  const [draft, setDraft] = useState<Draft>({ baseVersion, marks: saved?.marks ?? {}, submissionId: null })
  const [restored, setRestored] = useState(false)

  // After hydration: a draft of the same version wins over the saved marks.
  useEffect(() => {
    const stored = read(key)
    if (stored && stored.baseVersion === baseVersion) {
      setDraft(stored)
      setRestored(true)
    } else {
      if (stored) write(key, null)
      setDraft({ baseVersion, marks: saved?.marks ?? {}, submissionId: null })
      setRestored(false)
    }
    // Only a new register version or another section resets the form.
  }, [key, baseVersion])

  const update = useCallback(
    (change: (marks: Record<string, Mark>) => Record<string, Mark>) =>
      setDraft((current) => {
        const next = { ...current, marks: change(current.marks), submissionId: null }
        write(key, next)
        return next
      }),
    [key],
  )

  /** The id of this set of marks' submission: made on the first attempt, kept for the retries. */
  const submissionFor = useCallback(() => {
    let id = draft.submissionId
    if (!id) {
      id = newSubmissionId()
      const next = { ...draft, submissionId: id }
      write(key, next)
      setDraft(next)
    }
    return id
  }, [draft, key])

  const clear = useCallback(() => {
    write(key, null)
    setRestored(false)
  }, [key])

  return { marks: draft.marks, baseVersion: draft.baseVersion, restored, update, submissionFor, clear }
}
