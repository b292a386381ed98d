import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Layout checks a newcomer would trip over (issue 14): what the eye sees at phone, tablet and desktop widths.

const widths = [390, 768, 1280] as const

/** The box the text of an element actually covers (overflowing text included), in page coordinates. */
async function textBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      const { left, right, top, bottom } = range.getBoundingClientRect()
      return { text: node.textContent ?? '', left, right, top, bottom }
    }),
  )
}

test.describe('home hero', () => {
  for (const width of widths) {
    test(`no two hero badges overlap at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const badges = await textBoxes(page, '[data-home-section="hero"] [data-hero-badge] dd')
      expect(badges.map((badge) => badge.text)).toEqual([expect.stringMatching(/^\d+\+$/), 'Nursery\u2011XII', 'NBSE'])
      for (const [i, a] of badges.entries()) {
        expect(a.right, `"${a.text}" stays inside the viewport`).toBeLessThanOrEqual(width)
        for (const b of badges.slice(i + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
          expect(apart, `"${a.text}" and "${b.text}" overlap at ${width} px`).toBe(true)
        }
      }
    })
  }
})

const syllabusClasses = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']

test.describe('syllabus on a phone', { tag: '@mobile' }, () => {
  test('each class is a card whose subjects are visible at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/syllabus')
    const cards = page.locator('[data-syllabus-card]')
    await expect(cards).toHaveCount(syllabusClasses.length)
    for (const [index, name] of syllabusClasses.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name: `Class ${name}`, exact: true })).toBeVisible()
      await expect(card.getByText(/^English, .*Mathematics/)).toBeVisible()
      await expect(card.getByRole('button', { name: `Download Syllabus for Class ${name}` })).toBeVisible()
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // A table shown on a phone shows all of itself: no column is dropped to make it fit.
    for (const table of await page.locator('main table').all()) {
      if (!(await table.isVisible())) continue
      for (const cell of await table.locator('th, td').all()) await expect(cell).toBeVisible()
    }
  })
})

test.describe('syllabus table', () => {
  for (const width of [768, 1280]) {
    test(`no column of the syllabus table is hidden at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/syllabus')
      const table = page.getByRole('table', { name: 'Syllabus for Classes I to X' })
      await expect(table.getByRole('columnheader', { name: 'Subjects' })).toBeVisible()
      await expect(table.getByRole('row')).toHaveCount(syllabusClasses.length + 1)
      for (const cell of await table.locator('th, td').all()) await expect(cell).toBeVisible()
      await expect(table.getByRole('cell', { name: /^English, .*Mathematics/ })).toHaveCount(syllabusClasses.length)
    })
  }
})
