import { notFound } from '~/server/errors'
import { Prisma } from '~/server/db'

/** Runs an update or delete by id; Prisma's "record does not exist" (P2025) becomes NOT_FOUND with `message`. */
export async function orNotFound<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw notFound(message)
    throw error
  }
}
