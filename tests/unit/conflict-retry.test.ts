// A write the database gave up for a conflict or a deadlock is run again; any other failure is not.
import { describe, expect, it } from 'vitest'
import { withConflictRetry } from '~/server/auth/prisma-errors'
import { Prisma } from '~/server/db'

const failure = (code: string) =>
  new Prisma.PrismaClientKnownRequestError('Transaction failed due to a write conflict or a deadlock', {
    code,
    clientVersion: 'test',
  })

describe('withConflictRetry', () => {
  it('runs a write again after a write conflict or a failed transaction, and returns what it wrote', async () => {
    const thrown = [failure('P2034'), failure('P2028')]
    let runs = 0
    const result = await withConflictRetry(async () => {
      runs += 1
      const next = thrown.shift()
      if (next) throw next
      return 'written'
    })
    expect(result).toBe('written')
    expect(runs).toBe(3)
  })

  it('gives up after its attempts, and never retries another error', async () => {
    let runs = 0
    await expect(
      withConflictRetry(async () => {
        runs += 1
        throw failure('P2034')
      }, 3),
    ).rejects.toMatchObject({ code: 'P2034' })
    expect(runs).toBe(3)
    runs = 0
    await expect(
      withConflictRetry(async () => {
        runs += 1
        throw failure('P2002')
      }),
    ).rejects.toMatchObject({ code: 'P2002' })
    expect(runs).toBe(1)
  })
})
