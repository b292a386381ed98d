import { openAsBlob } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { UTApi, UTFile } from 'uploadthing/server'
import { isPrivateBucket, parseKey } from './keys'
import { appPublicUrl, checkPut, lazyDb, recordStoredFile } from './shared'
import { StorageError, type Storage, type StorageDb } from './types'

export type UploadThingStorageOptions = {
  /** UPLOADTHING_TOKEN: base64 of {"apiKey":"sk_...","appId":"...","regions":[...]}. */
  token: string
  /** Overrides for the management API and the ingest server (tests point them at a fake). */
  apiUrl?: string
  ingestUrl?: string
  /** Defaults to the app's database, loaded on first use. */
  db?: StorageDb
  fetch?: typeof globalThis.fetch
}

/** Signed download links for private files only need to outlive one server-side fetch. */
const signedUrlSeconds = 60

/**
 * Files on UploadThing. Our key is sent as the file's customId, so every later call
 * (signed URL, delete) addresses the file by our key and no provider key is stored.
 */
export function createUploadThingStorage(options: UploadThingStorageOptions): Storage {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const utapi = new UTApi({
    token: options.token,
    // The SDK's config provider rejects explicit undefined values, so only set what is given.
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.ingestUrl ? { ingestUrl: options.ingestUrl } : {}),
    fetch: fetchImpl,
    defaultKeyType: 'customId',
    logLevel: 'Error',
  })
  const getDb = lazyDb(options.db)

  const findRow = async (key: string) => {
    const db = await getDb()
    return db.storedFile.findUnique({
      where: { key },
      select: { provider: true, url: true, contentType: true, size: true },
    })
  }

  return {
    incomingDir: path.join(tmpdir(), 'school-uploads'),

    async put(input) {
      const key = checkPut(input)
      const isPrivate = isPrivateBucket(input.bucket)
      // UploadThing keeps customIds unique, so replacing a key means removing the old file first.
      if ((await findRow(key))?.provider === 'uploadthing') await utapi.deleteFiles(key)

      // A spooled upload is sent from the disk (a file-backed Blob), never read into memory whole.
      const part = input.body instanceof Uint8Array ? new Uint8Array(input.body) : await openAsBlob(input.body.file)
      const file = new UTFile([part], path.posix.basename(key), {
        type: input.contentType,
        customId: key,
      })
      const result = await utapi.uploadFiles(file, {
        acl: isPrivate ? 'private' : 'public-read',
        contentDisposition: isPrivate ? 'attachment' : 'inline',
      })
      if (result.error) {
        const { code, message } = result.error
        throw new StorageError(`UploadThing did not accept "${key}": ${message} (${code})`, { cause: result.error })
      }

      // Without its row the remote file could never be found again: it is removed and the failure reported.
      return recordStoredFile(
        getDb,
        key,
        input,
        { provider: 'uploadthing', url: isPrivate ? null : result.data.ufsUrl },
        () => utapi.deleteFiles(key).catch(() => undefined),
      )
    },

    async get(key) {
      parseKey(key)
      const row = await findRow(key)
      if (row?.provider !== 'uploadthing') return null
      const url = row.url ?? (await utapi.getSignedURL(key, { expiresIn: signedUrlSeconds })).ufsUrl
      const response = await fetchImpl(url)
      if (response.status === 404) return null
      if (!response.ok) throw new StorageError(`UploadThing answered ${response.status} when reading "${key}"`)
      const body = new Uint8Array(await response.arrayBuffer())
      return { body, contentType: row.contentType, size: body.byteLength }
    },

    async delete(key) {
      parseKey(key)
      const row = await findRow(key)
      if (row?.provider === 'uploadthing') {
        const result = await utapi.deleteFiles(key)
        if (!result.success) throw new StorageError(`UploadThing could not delete "${key}"`)
      }
      const db = await getDb()
      await db.storedFile.deleteMany({ where: { key } })
    },

    publicUrl: appPublicUrl,
  }
}
