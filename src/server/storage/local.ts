import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import path from 'node:path'
import { StorageKeyError, parseKey } from './keys'
import { appPublicUrl, checkPut, guessContentType, lazyDb, recordStoredFile } from './shared'
import { type FileOnDisk, type OpenedFile, type Storage, type StorageDb } from './types'

export type LocalStorageOptions = {
  /** Defaults to the app's database, loaded on first use. */
  db?: StorageDb
}

/** Files on the local disk under rootDir (FILES_DIR), metadata in the StoredFile table. */
export function createLocalStorage(rootDir: string, options: LocalStorageOptions = {}): Storage {
  const root = path.resolve(rootDir)
  const getDb = lazyDb(options.db)

  const fileOf = (key: string): string => {
    const checked = parseKey(key).key
    const file = path.resolve(root, ...checked.split('/'))
    // parseKey already forbids traversal; this keeps the guarantee even if the pattern ever loosens.
    if (!file.startsWith(root + path.sep))
      throw new StorageKeyError(`Storage key "${key}" points outside the storage folder`)
    return file
  }

  return {
    // Uploads spool here (".upload-<uuid>.tmp", swept like any temp file) so put() can rename them into place.
    incomingDir: path.join(root, '.incoming'),

    async put(input) {
      const key = checkPut(input)
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Write beside the target and rename, so readers never see a half-written file.
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`)
      try {
        if (input.body instanceof Uint8Array) await writeFile(temp, input.body, { flag: 'wx' })
        else await moveFile(input.body, temp)
        await rename(temp, file)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }

      return recordStoredFile(getDb, key, input, { provider: 'local', url: appPublicUrl(key) }, () =>
        rm(file, { force: true }),
      )
    },

    async get(key) {
      const file = fileOf(key)
      let body: Buffer
      try {
        body = await readFile(file)
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      const db = await getDb()
      const row = await db.storedFile.findUnique({ where: { key }, select: { contentType: true } })
      const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
      return { body: bytes, contentType: row?.contentType ?? guessContentType(key), size: bytes.byteLength }
    },

    async open(key): Promise<OpenedFile | null> {
      const file = fileOf(key)
      let stats: Awaited<ReturnType<typeof stat>>
      try {
        stats = await stat(file)
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      if (!stats.isFile()) return null
      const db = await getDb()
      const row = await db.storedFile.findUnique({ where: { key }, select: { contentType: true } })
      return {
        size: stats.size,
        contentType: row?.contentType ?? guessContentType(key),
        version: `${stats.mtimeMs}:${stats.size}`,
        read: (range) =>
          Readable.toWeb(
            createReadStream(file, range ? { start: range.start, end: range.end } : {}),
          ) as ReadableStream<Uint8Array>,
      }
    },

    async delete(key) {
      const file = fileOf(key)
      await rm(file, { force: true })
      const db = await getDb()
      await db.storedFile.deleteMany({ where: { key } })
    },

    publicUrl: appPublicUrl,
  }
}

/** Renames a spooled upload into the store, copying when it lives on another disk (the caller removes the copy's source). */
async function moveFile(source: FileOnDisk, target: string): Promise<void> {
  try {
    await rename(source.file, target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code !== 'EXDEV') throw error
    await copyFile(source.file, target)
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR'
}
