import { isPrivateBucket, keyFor, parseKey } from './keys'
import { StorageError, bodySize, type PutInput, type StorageDb, type StoredObject } from './types'

const mimePattern = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/

/** Validates a put() request and returns its key; throws before anything is written. */
export function checkPut(input: PutInput): string {
  const key = keyFor(input.bucket, input.path)
  const body: unknown = input.body
  const onDisk = typeof body === 'object' && body !== null && typeof (body as { file?: unknown }).file === 'string'
  if (!(body instanceof Uint8Array) && !onDisk)
    throw new StorageError('File body must be a Uint8Array or a file on disk')
  if (!mimePattern.test(input.contentType)) {
    throw new StorageError(`Content type "${input.contentType}" is not a valid MIME type such as image/png`)
  }
  return key
}

export function appPublicUrl(key: string): string | null {
  const { bucket } = parseKey(key)
  return isPrivateBucket(bucket) ? null : `/files/${key}`
}

/**
 * Saves the StoredFile row of a file the provider has just written. A file without its row would be an orphan nobody
 * can find or clean up, so when the row cannot be saved `removeFile` takes the file away again and the error goes on.
 */
export async function recordStoredFile(
  getDb: () => Promise<StorageDb>,
  key: string,
  input: PutInput,
  { provider, url }: { provider: 'local' | 'uploadthing'; url: string | null },
  removeFile: () => Promise<unknown>,
): Promise<StoredObject> {
  const record = {
    bucket: input.bucket,
    contentType: input.contentType,
    size: bodySize(input.body),
    originalName: input.originalName ?? null,
    provider,
    url,
  }
  try {
    const db = await getDb()
    await db.storedFile.upsert({ where: { key }, create: { key, ...record }, update: record })
  } catch (error) {
    await removeFile()
    throw error
  }
  return { key, bucket: input.bucket, url, size: record.size, contentType: record.contentType }
}

/** Resolves the database lazily so factories can be created without opening a connection. */
export function lazyDb(db: StorageDb | undefined): () => Promise<StorageDb> {
  let resolved = db
  return async () => {
    resolved ??= (await import('~/server/db')).db
    return resolved
  }
}

const typesByExtension: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}

/** Used only for files on disk that have no metadata row (e.g. copied in by hand). */
export function guessContentType(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1)
  return typesByExtension[ext] ?? 'application/octet-stream'
}
