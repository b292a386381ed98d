export type Bucket = 'website-images' | 'image-gallery' | 'admission-documents'

export const buckets: readonly Bucket[] = ['website-images', 'image-gallery', 'admission-documents']

/** Buckets whose files are never served publicly (admission documents hold applicants' ID papers). */
export const privateBuckets: readonly Bucket[] = ['admission-documents']

/** UploadThing caps custom identifiers (our keys are sent as customId) at 128 characters. */
export const maxKeyLength = 128

export class StorageKeyError extends Error {
  override name = 'StorageKeyError'
}

// Each segment starts with a letter or digit, so ".", "..", hidden files and temp files are impossible.
const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)+$/

export function isBucket(value: string): value is Bucket {
  return (buckets as readonly string[]).includes(value)
}

export function isPrivateBucket(bucket: Bucket): boolean {
  return privateBuckets.includes(bucket)
}

/**
 * Checks a storage key ("<bucket>/<path>") and returns its bucket.
 * Throws a StorageKeyError naming the problem; never normalises a bad key into a good one.
 */
export function parseKey(key: string): { key: string; bucket: Bucket; path: string } {
  if (typeof key !== 'string' || key.length === 0) throw new StorageKeyError('Storage key is empty')
  if (key.length > maxKeyLength) throw new StorageKeyError(`Storage key is longer than ${maxKeyLength} characters`)
  if (key.includes('..')) throw new StorageKeyError(`Storage key "${key}" must not contain ".."`)
  if (!keyPattern.test(key)) {
    throw new StorageKeyError(
      `Storage key "${key}" is malformed: use <bucket>/<path> with lower-case letters, digits, ".", "_", "-" and "/" only`,
    )
  }
  const slash = key.indexOf('/')
  const bucket = key.slice(0, slash)
  if (!isBucket(bucket)) throw new StorageKeyError(`Storage key "${key}" names an unknown bucket "${bucket}"`)
  return { key, bucket, path: key.slice(slash + 1) }
}

/** Builds and checks the key for a file about to be stored. */
export function keyFor(bucket: Bucket, path: string): string {
  if (!isBucket(bucket)) throw new StorageKeyError(`Unknown bucket "${String(bucket)}"`)
  return parseKey(`${bucket}/${path}`).key
}

/**
 * A collision-resistant file name for an upload: timestamp, a random
 * six-digit number and the original extension, lower-cased; 'bin' when there is none usable.
 */
export function uniqueFileName(
  originalName: string,
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const digits = String(Math.floor(random() * 1_000_000) % 1_000_000).padStart(6, '0')
  return `${Math.floor(now)}-${digits}.${extensionOf(originalName)}`
}

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  if (dot <= 0) return 'bin'
  const ext = base.slice(dot + 1).toLowerCase()
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : 'bin'
}
