import type { db } from '~/server/db'
import type { Bucket } from './keys'

export type StoredObject = { key: string; bucket: Bucket; url: string | null; size: number; contentType: string }

export type PutInput = { bucket: Bucket; path: string; body: Uint8Array; contentType: string; originalName?: string }

export interface Storage {
  /** Stores bytes under `${bucket}/${path}`; storing the same key again replaces the file. */
  put(input: PutInput): Promise<StoredObject>
  /** The file's bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string; size: number } | null>
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
