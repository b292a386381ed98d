import { describe, expect, it } from 'vitest'
import {
  dismissedAnnouncementKey,
  dismissedAnnouncementScript,
  isAnnouncementDismissed,
  pickCurrentAnnouncement,
  shouldShowAnnouncement,
  type AnnouncementRow,
} from '../../src/shared/announcement'

const row = (id: string, isActive: boolean, updatedAt: string, message = `Message ${id}`): AnnouncementRow => ({
  id,
  message,
  isActive,
  updatedAt: new Date(updatedAt),
})

describe('pickCurrentAnnouncement', () => {
  it('returns null when there are no announcements', () => {
    expect(pickCurrentAnnouncement([])).toBeNull()
  })

  it('prefers an active announcement over a newer inactive one', () => {
    const rows = [row('old-active', true, '2026-01-01'), row('new-inactive', false, '2026-03-01')]
    expect(pickCurrentAnnouncement(rows)?.id).toBe('old-active')
  })

  it('takes the newest of several active announcements, whatever the input order', () => {
    const rows = [row('a', true, '2026-01-01'), row('c', true, '2026-03-01'), row('b', true, '2026-02-01')]
    expect(pickCurrentAnnouncement(rows)?.id).toBe('c')
    expect(pickCurrentAnnouncement([...rows].reverse())?.id).toBe('c')
  })

  it('falls back to the newest row when none is active', () => {
    const rows = [row('older', false, '2026-01-01'), row('newer', false, '2026-02-01')]
    expect(pickCurrentAnnouncement(rows)?.id).toBe('newer')
  })

  it('does not reorder the caller’s array', () => {
    const rows = [row('a', false, '2026-01-01'), row('b', true, '2026-02-01')]
    pickCurrentAnnouncement(rows)
    expect(rows.map((r) => r.id)).toEqual(['a', 'b'])
  })
})

describe('shouldShowAnnouncement', () => {
  const active = row('id-1', true, '2026-01-01', 'Admissions for 2026-27 are open.')

  it('is hidden when there is no announcement', () => {
    expect(shouldShowAnnouncement(null, null)).toBe(false)
    expect(shouldShowAnnouncement(undefined, null)).toBe(false)
  })

  it('is hidden when the announcement is inactive', () => {
    expect(shouldShowAnnouncement({ ...active, isActive: false }, null)).toBe(false)
  })

  it('is hidden when the message is blank', () => {
    expect(shouldShowAnnouncement({ ...active, message: '   ' }, null)).toBe(false)
  })

  it('shows an active announcement nobody dismissed', () => {
    expect(shouldShowAnnouncement(active, null)).toBe(true)
  })

  it('is hidden once this announcement is dismissed', () => {
    expect(shouldShowAnnouncement(active, 'id-1')).toBe(false)
  })

  it('shows again when a different announcement replaces the dismissed one', () => {
    expect(isAnnouncementDismissed('id-2', 'id-1')).toBe(false)
    expect(shouldShowAnnouncement({ ...active, id: 'id-2' }, 'id-1')).toBe(true)
  })
})

describe('dismissedAnnouncementScript', () => {
  function run(script: string, stored: string | null) {
    const attributes = new Map<string, string>()
    const sessionStorage = { getItem: (key: string) => (key === dismissedAnnouncementKey ? stored : null) }
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } }
    new Function('sessionStorage', 'document', script)(sessionStorage, document)
    return attributes.has('data-announcement-dismissed')
  }

  it('marks the page when the stored id matches', () => {
    expect(run(dismissedAnnouncementScript('abc'), 'abc')).toBe(true)
  })

  it('leaves the page alone for another or no stored id', () => {
    expect(run(dismissedAnnouncementScript('abc'), 'xyz')).toBe(false)
    expect(run(dismissedAnnouncementScript('abc'), null)).toBe(false)
  })

  it('cannot be broken out of by an id containing markup', () => {
    const script = dismissedAnnouncementScript('</script><script>alert(1)</script>')
    expect(script).not.toContain('</script>')
    expect(run(script, '</script><script>alert(1)</script>')).toBe(true)
  })

  it('survives storage that throws (private mode, blocked cookies)', () => {
    const script = dismissedAnnouncementScript('abc')
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() => new Function('sessionStorage', 'document', script)(throwing, {})).not.toThrow()
  })
})
