import { Prisma } from '~/server/db'

function knownCode(error: unknown): string | undefined {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined
}

/**
 * The columns of a violated unique constraint (P2002, PostgreSQL 23505), or null for any other error.
 * Driver adapters report fields, an index name or the target in different meta shapes, so the column
 * is found in the meta text; both the model field and the column name are matched by the caller.
 */
export function uniqueViolationText(error: unknown): string | null {
  if (knownCode(error) !== 'P2002') return null
  const { meta } = error as Prisma.PrismaClientKnownRequestError
  return `${JSON.stringify(meta ?? {})} ${(error as Error).message}`
}

export function isUniqueViolationOn(error: unknown, ...columns: string[]): boolean {
  const text = uniqueViolationText(error)
  return text !== null && columns.some((column) => text.includes(column))
}

/** A row still referenced by another table (P2003, PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return knownCode(error) === 'P2003'
}

/** A serializable transaction lost a race (P2034, PostgreSQL 40001). */
export function isTransactionConflict(error: unknown): boolean {
  return knownCode(error) === 'P2034'
}

/**
 * Runs a write again when the database gave it up for a write conflict or a deadlock (P2034), or its transaction
 * failed as a whole (P2028): under a burst of concurrent writes on PostgreSQL one of them is chosen to fail, and a
 * message or a bell line must not be lost for that. The write is all or nothing, so running it again is safe.
 */
export async function withConflictRetry<T>(write: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      const code = knownCode(error)
      if ((code !== 'P2034' && code !== 'P2028') || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30))
    }
  }
}
