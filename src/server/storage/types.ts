import type { db } from '~/server/db'
import type { Bucket } from './keys'

export type StoredObject = { key: string; bucket: Bucket; url: string | null; size: number; contentType: string }

/** A file already on disk, e.g. an upload spooled by spoolBodyWithin (body-limit.ts): put() moves it into the store. */
export type FileOnDisk = { file: string; size: number }

export type PutInput = {
  bucket: Bucket
  path: string
  body: Uint8Array | FileOnDisk
  contentType: string
  originalName?: string
}

export type OpenedFile = {
  size: number
  contentType: string
  /** Changes whenever the file under the key is replaced (its modification time and size). */
  version: string
  /** The bytes from start to end inclusive (the whole file without a range), as a web stream. */
  read(range?: { start: number; end: number }): ReadableStream<Uint8Array>
}

export const bodySize = (body: PutInput['body']): number => (body instanceof Uint8Array ? body.byteLength : body.size)

export interface Storage {
  /**
   * Stores bytes, or a file on disk, under `${bucket}/${path}`; storing the same key again replaces the file.
   * A FileOnDisk is moved into the store when it can be (local disk) or streamed from disk; the caller still
   * removes it afterwards if it is left (on failure, or when the provider copied it).
   */
  put(input: PutInput): Promise<StoredObject>
  /** Where uploads are spooled before put() (on the same disk as a local store, so put() can rename them). */
  readonly incomingDir: string
  /** The file's bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string; size: number } | null>
  /**
   * The file without reading it (local disk): its size, type and a version that changes when the file is
   * replaced, and a reader of all or one byte range of it. /files streams through this, so a 50 MB video seeked
   * with Range requests is never held in memory. Null when nothing is stored under the key.
   */
  open?(key: string): Promise<OpenedFile | null>
  /** Removes the file and its metadata; deleting a missing key is not an error. */
  delete(key: string): Promise<void>
  /** The app URL that serves the file (/files/<key>), or null for private buckets. */
  publicUrl(key: string): string | null
}

/** The part of the database the storage adapters use: the StoredFile table. */
export type StorageDb = Pick<typeof db, 'storedFile'>

export class StorageError extends Error {
  override name = 'StorageError'
}
