// A sandbox folder for stored files, with a local-disk store over it that tests pass to procedures
// (`callerFor(user, { storage })`) and to the upload routes, so no test points FILES_DIR at it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import type { PrismaClient } from '~/server/db'
import { createLocalStorage } from '~/server/storage'

export async function useTestFiles(db: PrismaClient, name: string) {
  const filesDir = await mkdtemp(path.join(tmpdir(), `${name}-`))
  afterAll(() => rm(filesDir, { recursive: true, force: true }))
  return { filesDir, storage: createLocalStorage(filesDir, { db }) }
}
