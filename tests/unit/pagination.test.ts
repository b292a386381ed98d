import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, paginationWindow, type PageItem } from '~/shared/pagination'

/** "1 2 3 4 … 10" style, easy to read in failures. */
function render(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ')
}

describe('paginationWindow', () => {
  it.each([
    ['shows every page when there are at most 5', 1, 1, '1'],
    ['shows every page when there are at most 5', 2, 3, '1 2 3'],
    ['shows every page when there are at most 5', 5, 5, '1 2 3 4 5'],
    ['keeps the first pages together near the start', 1, 10, '1 2 3 4 … 10'],
    ['keeps the first pages together near the start', 3, 10, '1 2 3 4 … 10'],
    ['centres a window on the current page in the middle', 4, 10, '1 … 3 4 5 … 10'],
    ['centres a window on the current page in the middle', 5, 10, '1 … 4 5 6 … 10'],
    ['centres a window on the current page in the middle', 7, 10, '1 … 6 7 8 … 10'],
    ['keeps the last pages together near the end', 8, 10, '1 … 7 8 9 10'],
    ['keeps the last pages together near the end', 10, 10, '1 … 7 8 9 10'],
  ])('%s: page %i of %i shows %j', (_rule, current, total, shown) => {
    expect(render(paginationWindow(current, total))).toBe(shown)
  })

  it('never shows more than 5 page buttons and always includes the first, last and current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationWindow(current, total)
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []))
        expect(pages.length).toBeLessThanOrEqual(5)
        expect(pages).toContain(1)
        expect(pages).toContain(total)
        expect(pages).toContain(current)
        expect([...pages].sort((a, b) => a - b)).toEqual(pages)
        // An ellipsis stands only where pages are skipped.
        items.forEach((item, i) => {
          if (item.kind !== 'ellipsis') return
          const before = items[i - 1]
          const after = items[i + 1]
          expect(before?.kind === 'page' && after?.kind === 'page' && after.page - before.page > 1).toBe(true)
        })
      }
    }
  })

  it('clamps an out-of-range current page', () => {
    expect(render(paginationWindow(0, 10))).toBe('1 2 3 4 … 10')
    expect(render(paginationWindow(99, 10))).toBe('1 … 7 8 9 10')
  })
})

describe('pageCount and clampPage', () => {
  it('counts pages of 9 albums and 12 videos', () => {
    expect(pageCount(0, 9)).toBe(1)
    expect(pageCount(9, 9)).toBe(1)
    expect(pageCount(10, 9)).toBe(2)
    expect(pageCount(25, 12)).toBe(3)
  })

  it('keeps a page inside 1..total', () => {
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(2, 3)).toBe(2)
    expect(clampPage(7, 3)).toBe(3)
    expect(clampPage(Number.NaN, 3)).toBe(1)
  })
})
