import { describe, expect, it } from 'vitest'
import { publishStateOf, unpublishedNote } from '~/shared/publishing'

// The note staff see on a news item's own page while visitors cannot (ADR 0011: a draft, or a published row whose
// time is still ahead).
describe('unpublishedNote', () => {
  const now = new Date('2026-06-19T12:00:00Z')
  const at = new Date('2026-06-20T03:30:00Z') // 09:00 on the school's clock (IST)

  it('marks a draft and a scheduled item, on the school clock, and nothing once published', () => {
    expect(unpublishedNote(publishStateOf({ status: 'draft', publishedAt: at }, now), at)).toBe(
      'Draft — not public yet',
    )
    expect(unpublishedNote(publishStateOf({ status: 'published', publishedAt: at }, now), at)).toBe(
      'Scheduled for 20/06/2026 09:00 — not public yet',
    )
    expect(
      unpublishedNote(publishStateOf({ status: 'published', publishedAt: at }, new Date('2026-06-20T03:30:00Z')), at),
    ).toBeNull()
  })
})
