import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'

// Sign-in, the route guard, the access-denied toast, an admin creating a teacher who then signs in.

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('School ID or Email').fill(identifier)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('sign-in', () => {
  test('a guarded page sends a visitor to /login and back there after signing in', async ({ page, createUser }) => {
    const user = await createUser({ role: 'teacher', firstName: 'Akum', lastName: 'Longchar' })
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
    await expect(page.getByText('Accounts are created only by administrators')).toBeVisible()
    await expect(page.getByText('ABC123456').first()).toBeVisible()

    await signIn(page, user.email, user.password)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByText('Logged in successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Akum Longchar' })).toBeVisible()
    await expect(page.getByText('Teacher', { exact: true })).toBeVisible()
    // The header now offers the signed-in items.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  })

  test('asks for both fields, and gives one message for a wrong password and an unknown school ID', async ({
    page,
    createUser,
  }) => {
    const user = await createUser()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible()

    await signIn(page, user.uniqueId, 'Not-the-password1!')
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid school ID or password' })).toBeVisible()
    await signIn(page, 'ZZZ999999', user.password)
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid school ID or password' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('signs in with a school ID typed in lower case and lands on the dashboard', async ({ page, createUser }) => {
    const user = await createUser({ role: 'student', firstName: 'Vilhou' })
    await page.goto('/login')
    await signIn(page, user.uniqueId.toLowerCase(), user.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Welcome back, Vilhou' })).toBeVisible()
  })

  test('a signed-in visitor to /login goes on to the remembered page, else the dashboard', async ({ page, login }) => {
    await login({ role: 'student' })
    await page.goto('/login?redirect=%2Fprofile')
    await expect(page).toHaveURL(/\/profile$/)
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F')
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe('route guard', () => {
  test('a student sent away from an admin page sees the access-denied toast once', async ({ page, login }) => {
    await login({ role: 'student' })
    await page.goto('/admin/user-management')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Access denied. This area requires Administrator permissions.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
    await expect(page.getByText('Access denied. This area requires Administrator permissions.')).toHaveCount(0)
  })

  test('the API refuses what the guard hides: a student calling an admin procedure gets FORBIDDEN', async ({
    page,
    login,
  }) => {
    await login({ role: 'student' })
    await page.goto('/dashboard')
    const status = await page.evaluate(
      async () => (await fetch('/api/trpc/users.list?input=%7B%22json%22%3A%7B%7D%7D')).status,
    )
    expect(status).toBe(403)
  })
})

test('user registration has two tabs: one account, or students from a CSV file, reached by click or arrow key', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' })
  await page.goto('/admin/user-registration')
  const one = page.getByRole('tab', { name: 'One account' })
  const csv = page.getByRole('tab', { name: 'Import students (CSV)' })
  await expect(one).toHaveAttribute('aria-selected', 'true')
  await expect(
    page.getByRole('tabpanel', { name: 'One account' }).getByRole('button', { name: 'Create account' }),
  ).toBeVisible()
  await csv.click()
  await expect(
    page
      .getByRole('tabpanel', { name: 'Import students (CSV)' })
      .getByRole('heading', { name: 'Import students from a CSV file' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0)
  await csv.press('ArrowLeft')
  await expect(one).toBeFocused()
  await expect(one).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
})

test('an admin creates a teacher, who signs in with the password shown once; logout goes home', async ({
  page,
  login,
  db,
}) => {
  await login({ role: 'admin' })
  await page.goto('/admin/user-registration')
  await page.getByLabel('Role').selectOption('teacher')
  await page.getByLabel('First name').fill('Sentila')
  await page.getByLabel('Last name').fill('Imchen')
  const email = `sentila-${Date.now()}@example.test`
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Subjects').fill('Chemistry')
  await page.getByLabel('Joining date').fill('03/06/2024')
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible()
  const password = (await page.locator('#created-password').textContent())!.trim()
  const schoolId = (await page.getByText(/^TCH\d{6}$/).textContent())!.trim()
  expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{10}$/)

  try {
    const teacher = await db.user.findUniqueOrThrow({ where: { email }, include: { teacher: true } })
    expect(teacher.teacher).toMatchObject({ subjects: 'Chemistry', joiningDate: '2024-06-03' })

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Signed out successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    await page.goto('/login')
    await signIn(page, schoolId, password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Welcome back, Sentila' })).toBeVisible()
  } finally {
    await db.user.deleteMany({ where: { email } })
  }
})

test('the login page has no serious accessibility problems @mobile', async ({ page, axe }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await axe.expectNoSeriousViolations()
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible()
  await axe.expectNoSeriousViolations()
})
