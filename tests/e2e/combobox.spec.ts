import { expect, test } from './auth-fixture'

// The counter's student search is our own combobox (src/components/ui/Combobox.tsx), WAI-ARIA 1.2's pattern: the
// text box keeps the focus and names the active suggestion with aria-activedescendant; the arrow keys move through
// the suggestions, Enter picks, Escape closes the list and then empties the box; the pointer picks too.

test('the student search works from the keyboard and the pointer, as the combobox pattern has it', async ({
  page,
  login,
  axe,
}) => {
  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  const box = page.getByRole('combobox', { name: 'Find a student' })
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  // The demo family: Vikato and Akum Sumi.
  await page.keyboard.type('Sumi')
  const list = page.getByRole('listbox', { name: 'Find a student' })
  await expect(list).toBeVisible()
  const options = list.getByRole('option')
  await expect(options.filter({ hasText: 'Vikato Sumi' })).toBeVisible()
  await expect(options.filter({ hasText: 'Akum Sumi' })).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
  await expect(box).not.toHaveAttribute('aria-activedescendant')
  const ids = await options.evaluateAll((nodes) => nodes.map((node) => node.id))
  expect(ids.length).toBeGreaterThanOrEqual(2)

  // Down from nothing is the first, Up from the first stays there, Up from nothing is the last.
  await page.keyboard.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', ids[0]!)
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', ids[1]!)
  await expect(options.first()).toHaveAttribute('aria-selected', 'false')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(box).toHaveAttribute('aria-activedescendant', ids[0]!)
  await expect(box).toBeFocused()
  await axe.expectNoSeriousViolations()

  // Escape closes the list and keeps the text; a second Escape empties the box.
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(box).not.toHaveAttribute('aria-activedescendant')
  await expect(box).toHaveValue('Sumi')
  await page.keyboard.press('ArrowUp')
  await expect(list).toBeVisible()
  await expect(box).toHaveAttribute('aria-activedescendant', ids.at(-1)!)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(box).toHaveValue('')
  await expect(list).toBeHidden()

  // The pointer: hovering makes an option active, a click picks it and leaves the box empty for the next one.
  await page.keyboard.type('Sumi')
  const akum = options.filter({ hasText: 'Akum Sumi' })
  await akum.hover()
  await expect(akum).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await akum.getAttribute('id'))!)
  await akum.click()
  await expect(page.getByRole('heading', { name: 'Akum Sumi', level: 2 })).toBeVisible()
  await expect(box).toHaveValue('')

  // Enter picks the active option; the collect form (loaded once a student is picked) takes the focus.
  await box.focus()
  await page.keyboard.type('vikat')
  await expect(options.filter({ hasText: 'Vikato Sumi' })).toBeVisible()
  // The answer for "vikat", not the list still showing for "Sumi" (which also has Vikato, after Akum).
  await expect(options.filter({ hasText: 'Akum Sumi' })).toHaveCount(0)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Vikato Sumi', level: 2 })).toBeVisible()
  await expect(page.getByLabel('Amount', { exact: true })).toBeFocused()
  await axe.expectNoSeriousViolations()
})

test('Enter never picks from a list still answering earlier text', async ({ page, login }) => {
  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  const box = page.getByRole('combobox', { name: 'Find a student' })
  await page.keyboard.type('Sumi')
  const options = page.getByRole('listbox', { name: 'Find a student' }).getByRole('option')
  await expect(options.filter({ hasText: 'Akum Sumi' })).toBeVisible()

  // The next answer is slow: the list for "Sumi" stays on screen while "vikat" is searched.
  let release = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/trpc/fees.counter.search**', async (route) => {
    await answered
    await route.continue()
  })
  await box.fill('vikat')
  await expect(options.filter({ hasText: 'Akum Sumi' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(box).toHaveValue('vikat')
  await expect(page.getByRole('heading', { level: 2, name: 'Akum Sumi' })).toHaveCount(0)

  // Once the answer for "vikat" is in, Down shows it and Enter picks from it.
  const answer = page.waitForResponse((response) => response.url().includes('fees.counter.search'))
  release()
  await answer
  await page.keyboard.press('ArrowDown')
  await expect(options).toHaveCount(1)
  await expect(options.filter({ hasText: 'Vikato Sumi' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Vikato Sumi', level: 2 })).toBeVisible()
})
