import path from 'node:path'
import { getEnv } from '~/server/env'
import { createLocalStorage } from './local'
import { StorageError, type Storage, type StorageDb } from './types'
import { createUploadThingStorage, type UploadThingStorageOptions } from './uploadthing'

export { StorageKeyError, parseKey, uniqueFileName, type Bucket } from './keys'
export { StorageError, type Storage, type StorageDb } from './types'
export { createLocalStorage } from './local'
export { createUploadThingStorage, type UploadThingStorageOptions } from './uploadthing'
export { serveStoredFile } from './serve'

let storage: Storage | undefined

/** The app's storage: local disk by default, UploadThing when UPLOADTHING_TOKEN is set. */
export function getStorage(): Storage {
  if (!storage) {
    const env = getEnv()
    storage = createStorage({
      filesDir: checkedFilesDir(env.FILES_DIR),
      uploadThing: env.UPLOADTHING_TOKEN
        ? { token: env.UPLOADTHING_TOKEN, apiUrl: env.UPLOADTHING_API_URL, ingestUrl: env.UPLOADTHING_INGEST_URL }
        : undefined,
    })
  }
  return storage
}

/** The next getStorage() is made from the settings then (a test file with its own files folder). */
export function forgetStorage() {
  storage = undefined
}

export type StorageConfig = {
  filesDir: string
  uploadThing?: Omit<UploadThingStorageOptions, 'db'>
  db?: StorageDb
}

/**
 * Local disk alone, or UploadThing for new files with the local disk still answering for
 * files stored before UploadThing was switched on.
 */
export function createStorage(config: StorageConfig): Storage {
  const local = createLocalStorage(config.filesDir, { db: config.db })
  if (!config.uploadThing) return local
  const remote = createUploadThingStorage({ ...config.uploadThing, db: config.db })
  return {
    // Spooled beside the local files: the sweeper removes what a crash leaves there.
    incomingDir: local.incomingDir,
    put: (input) => remote.put(input),
    get: async (key) => (await remote.get(key)) ?? local.get(key),
    delete: async (key) => {
      await remote.delete(key)
      await local.delete(key)
    },
    publicUrl: (key) => remote.publicUrl(key),
  }
}

/** FILES_DIR inside a static folder would let the static server hand out admission documents. */
function checkedFilesDir(filesDir: string): string {
  const root = path.resolve(filesDir)
  for (const staticDir of [path.resolve('public'), path.resolve('.output/public')]) {
    if (root === staticDir || root.startsWith(staticDir + path.sep) || staticDir.startsWith(root + path.sep)) {
      throw new StorageError(`FILES_DIR must not overlap a public folder (got ${filesDir})`)
    }
  }
  return root
}
