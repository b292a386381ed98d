import { expect, test } from './auth-fixture'

// A UPI QR at the counter, through the built-in demo gateway: the cashier shows a QR for part of a student's dues,
// the parent's phone opens what the QR encodes and pays, and the counter turns to the receipt by itself.
test('a cashier shows a UPI QR; the parent pays it from a phone and the counter shows the receipt', async ({
  page,
  context,
  login,
  axe,
}) => {
  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill('Zhotoli')
  await page.getByRole('option', { name: /Zhotoli Sema/ }).click()
  await expect(page.getByRole('heading', { name: 'Zhotoli Sema', level: 2 })).toBeVisible()

  const qrAmount = page.getByLabel('QR amount')
  await qrAmount.fill('0.50')
  await page.getByRole('button', { name: 'Show UPI QR' }).click()
  await expect(page.getByText('A UPI QR is for at least ₹1.00.')).toBeVisible()
  await qrAmount.fill('100')
  await page.getByRole('button', { name: 'Show UPI QR' }).click()

  const qr = page.getByRole('img', { name: 'UPI QR code for ₹100.00' })
  await expect(qr).toBeVisible()
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText(/^Waiting for the payment/)).toBeVisible()
  await axe.expectNoSeriousViolations()

  // What a phone opens when it scans the QR: the demo gateway's page for this QR.
  const href = await page.getByRole('link', { name: 'Open the demo payment page' }).getAttribute('href')
  const phone = await context.newPage()
  await phone.goto(href!)
  await expect(phone.getByText('₹100.00')).toBeVisible()
  await phone.getByRole('button', { name: 'Success' }).click()
  await expect(phone.getByRole('heading', { name: 'Payment made' })).toBeVisible()
  await phone.close()

  // The counter notices by itself and shows the receipt, in the shared series, paid by UPI.
  const heading = page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })
  await expect(heading).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(/UPI pay_Demo/).first()).toBeVisible()
})

test('a QR taken down can no longer be paid', async ({ page, context, login }) => {
  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill('Zhotoli')
  await page.getByRole('option', { name: /Zhotoli Sema/ }).click()
  await page.getByLabel('QR amount').fill('150')
  await page.getByRole('button', { name: 'Show UPI QR' }).click()
  const href = await page.getByRole('link', { name: 'Open the demo payment page' }).getAttribute('href')
  await page.getByRole('button', { name: 'Take the QR down' }).click()
  await expect(page.getByText('This QR is closed: it can no longer be paid.')).toBeVisible()
  await expect(page.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0)

  const phone = await context.newPage()
  await phone.goto(href!)
  await expect(phone.getByRole('heading', { name: 'Payment not made' })).toBeVisible()
  await phone.close()
  await page.getByRole('button', { name: 'Make a new QR' }).click()
  await expect(page.getByRole('button', { name: 'Show UPI QR' })).toBeVisible()
})
