// Many photos at once, each with its own progress bar. Files go one after another (the order chosen is the
// order they appear in the album) to POST /api/gallery/uploads, which judges each file by its content.
import { useRef, useState } from 'react'
import { limits } from '#app-config'
import { uploadFile, uploadNetworkMessage } from '~/components/form/upload-file'
import { useDropZone } from '~/components/form/useDropZone'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { AlertIcon, CheckIcon, UploadIcon } from '~/components/ui/icons'

type UploadStatus =
  | { state: 'waiting' }
  | { state: 'uploading'; progress: number }
  | { state: 'processing' }
  | { state: 'done' }
  | { state: 'failed'; message: string }

type QueuedFile = { id: number; file: File; status: UploadStatus }

const networkMessage = uploadNetworkMessage

/** Sends one file; resolves when the server has stored it, rejects with the server's message. */
function sendFile(albumId: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return uploadFile(`/api/gallery/uploads?albumId=${encodeURIComponent(albumId)}`, file, onProgress).then(
    () => undefined,
  )
}

function formatSize(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export function ImageUploader({ albumId, onUploaded }: { albumId: string; onUploaded: () => void }) {
  const [queue, setQueue] = useState<QueuedFile[]>([])
  const inputRef = useRef<HTMLInputElement>(null)
  const nextId = useRef(1)
  const running = useRef(false)
  const pending = useRef<QueuedFile[]>([])

  const update = (id: number, status: UploadStatus) =>
    setQueue((items) => items.map((item) => (item.id === id ? { ...item, status } : item)))

  const run = async () => {
    if (running.current) return
    running.current = true
    while (pending.current.length > 0) {
      const item = pending.current.shift()!
      // Saves a pointless transfer; the server checks the size again from the bytes it receives.
      if (item.file.size > limits.maxUploadBytes) {
        update(item.id, {
          state: 'failed',
          message: `${item.file.name} is larger than 5 MB. Please choose a smaller photo.`,
        })
        continue
      }
      update(item.id, { state: 'uploading', progress: 0 })
      try {
        await sendFile(albumId, item.file, (fraction) =>
          update(item.id, fraction >= 1 ? { state: 'processing' } : { state: 'uploading', progress: fraction }),
        )
        update(item.id, { state: 'done' })
        onUploaded()
      } catch (error) {
        update(item.id, { state: 'failed', message: error instanceof Error ? error.message : networkMessage })
      }
    }
    running.current = false
  }

  const add = (files: FileList | null) => {
    if (!files || files.length === 0) return
    const items = Array.from(files, (file) => ({
      id: nextId.current++,
      file,
      status: { state: 'waiting' } as UploadStatus,
    }))
    setQueue((current) => [...current.filter((item) => item.status.state !== 'done'), ...items])
    pending.current.push(...items)
    void run()
  }

  const { dragging, dropProps } = useDropZone(add)

  const busy = queue.some((item) => ['waiting', 'uploading', 'processing'].includes(item.status.state))

  return (
    <div>
      <div
        {...dropProps}
        className={cx(
          'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <UploadIcon className="size-8 text-brand-600" />
        <p className="text-sm text-slate-700">
          Drag photos here, or
          <label htmlFor={`upload-${albumId}`} className={buttonStyles('primary', 'sm', 'ml-2 cursor-pointer')}>
            Choose photos
          </label>
        </p>
        <input
          ref={inputRef}
          id={`upload-${albumId}`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(event) => {
            add(event.currentTarget.files)
            event.currentTarget.value = ''
          }}
          data-testid="image-upload-input"
        />
        <p className="text-xs text-slate-600">JPEG, PNG or WebP, up to 5 MB each. Thumbnails are made automatically.</p>
      </div>

      {queue.length > 0 && (
        <ul className="mt-4 space-y-2" aria-label="Uploads" aria-busy={busy} data-testid="upload-queue">
          {queue.map((item) => (
            <UploadRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  )
}

function UploadRow({ item }: { item: QueuedFile }) {
  const { status, file } = item
  const percent =
    status.state === 'uploading'
      ? Math.round(status.progress * 100)
      : status.state === 'waiting'
        ? 0
        : status.state === 'failed'
          ? 0
          : 100
  const label =
    status.state === 'waiting'
      ? 'Waiting'
      : status.state === 'uploading'
        ? `${percent}%`
        : status.state === 'processing'
          ? 'Making thumbnails...'
          : status.state === 'done'
            ? 'Uploaded'
            : 'Failed'
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white px-4 py-3"
      data-testid="upload-row"
      data-state={status.state}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-slate-800">{file.name}</span>
        <span
          className={cx(
            'inline-flex shrink-0 items-center gap-1 text-xs font-semibold',
            status.state === 'done' ? 'text-leaf-700' : status.state === 'failed' ? 'text-red-700' : 'text-slate-600',
          )}
        >
          {status.state === 'done' && <CheckIcon className="size-3.5" />}
          {status.state === 'failed' && <AlertIcon className="size-3.5" />}
          {label}
          <span className="font-normal text-slate-500">· {formatSize(file.size)}</span>
        </span>
      </div>
      {status.state !== 'failed' && (
        <div
          role="progressbar"
          aria-label={`Upload of ${file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cx(
              'h-full rounded-full transition-[width] duration-200',
              status.state === 'done'
                ? 'bg-leaf-500'
                : status.state === 'processing'
                  ? 'animate-pulse bg-brand-500'
                  : 'bg-brand-600',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {status.state === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {status.message}
        </p>
      )}
    </li>
  )
}
