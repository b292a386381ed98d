// Helpers shared by the online-payment specs: a child who owes a fee, and paying it through the built-in demo gateway.
import type { Page } from '@playwright/test'
import type { PrismaClient } from '~/server/db'
import type { E2EUser } from './auth-fixture'
import { expect } from './fixtures'

type CreateUser = (options: { role: 'student'; firstName: string; lastName: string }) => Promise<E2EUser>

/**
 * A new student owing `amountPaise` of the first fee head in an issued term of the current year, and (with
 * `parentId`) that parent's child. Returns the student's account.
 */
export async function childOwing(
  db: PrismaClient,
  createUser: CreateUser,
  {
    firstName,
    lastName,
    amountPaise,
    parentId,
  }: { firstName: string; lastName: string; amountPaise: number; parentId?: string },
): Promise<E2EUser> {
  const term = await db.feeTerm.findFirstOrThrow({ where: { issuedAt: { not: null }, year: { isCurrent: true } } })
  const head = await db.feeHead.findFirstOrThrow({ where: { archived: false } })
  const child = await createUser({ role: 'student', firstName, lastName })
  await db.student.create({ data: { userId: child.id, firstName, lastName } })
  await db.feeCharge.create({
    data: { studentId: child.id, termId: term.id, headId: head.id, className: 'class5', amountPaise },
  })
  if (parentId)
    await db.guardian.create({
      data: { parentId, studentId: child.id, relation: 'mother', slot: 1, createdAt: new Date() },
    })
  return child
}

/** The signed-in parent pays everything due on their fee page through the demo gateway; returns the child's receipt. */
export async function payAllOnline(page: Page, db: PrismaClient, childId: string) {
  await page.goto('/fee-portal/student-dashboard')
  await page.getByRole('button', { name: 'Pay online' }).click()
  await page
    .getByRole('dialog', { name: 'Pay fees online' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click()
  await page.getByRole('button', { name: 'Success' }).click()
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  return db.feeReceipt.findFirstOrThrow({ where: { allocations: { some: { studentId: childId } } } })
}
