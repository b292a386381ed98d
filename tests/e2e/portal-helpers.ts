// Helpers shared by the portal specs (fee portal, inventory).
import type { Page } from '@playwright/test'

/** Signs in through a sign-in form on the current page. */
export async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('School ID or Email').fill(identifier)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Saves the page at 1280 and 390 px into `dir` (e.g. FEE_SCREENSHOTS); does nothing when `dir` is unset. */
export async function shoot(page: Page, name: string, dir: string | undefined) {
  if (!dir) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}
