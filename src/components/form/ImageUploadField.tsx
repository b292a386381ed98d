// One picture chosen by uploading it to a file route (news image, profile photo): the 5 MB check before sending,
// a progress bar, a preview, a remove button and the server's message when it refuses the file. The server judges
// the bytes (gallery/image-processing.ts); the caller keeps only the returned /files/ address.
import { useRef, useState, type ReactNode } from 'react'
import { limits } from '#app-config'
import { Field } from '~/components/form/Field'
import { uploadFile } from '~/components/form/upload-file'
import { buttonStyles } from '~/components/ui/button-styles'

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'processing' }
  | { state: 'failed'; message: string }

const acceptedImages = 'image/jpeg,image/png,image/webp'

export type ImageUploadFieldProps<T> = {
  id: string
  label: string
  hint: ReactNode
  /** The file route that takes the bytes and answers 201 with JSON. */
  endpoint: string
  /** The address in the route's answer. */
  urlOf: (response: T) => string
  value: string
  /** The new address, or '' when Remove was pressed. */
  onChange: (url: string) => void
  /** True while a file is on its way, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void
  error?: string
  optional?: boolean
  previewAlt: string
  removeLabel: string
  /** Names the progress bar, e.g. "News image upload". */
  progressLabel: string
  /** The preview's look (a round avatar, a wide news picture). */
  previewClassName?: string
  /** Disables Remove while the caller is busy with it. */
  removing?: boolean
  /** Another kind of file (the gallery's video upload): what to accept, its size limit, its words and its preview. */
  accept?: string
  maxBytes?: number
  tooLargeMessage?: (fileName: string) => string
  processingText?: string
  renderPreview?: (url: string) => ReactNode
}

export function ImageUploadField<T>({
  id,
  label,
  hint,
  endpoint,
  urlOf,
  value,
  onChange,
  onBusyChange = () => undefined,
  error,
  optional = false,
  previewAlt,
  removeLabel,
  progressLabel,
  previewClassName = 'h-32 max-w-full rounded-lg border border-slate-200 object-cover',
  removing = false,
  accept = acceptedImages,
  maxBytes = limits.maxUploadBytes,
  tooLargeMessage = (fileName) => `${fileName} is larger than 5 MB. Please choose a smaller photo.`,
  processingText = 'Checking and resizing the image...',
  renderPreview,
}: ImageUploadFieldProps<T>) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const inputRef = useRef<HTMLInputElement>(null)

  const choose = async (file: File | undefined) => {
    if (!file) return
    if (file.size > maxBytes) {
      setUpload({ state: 'failed', message: tooLargeMessage(file.name) })
      return
    }
    setUpload({ state: 'uploading', progress: 0 })
    onBusyChange(true)
    try {
      const result = await uploadFile<T>(endpoint, file, (fraction) =>
        setUpload(fraction >= 1 ? { state: 'processing' } : { state: 'uploading', progress: fraction }),
      )
      onChange(urlOf(result))
      setUpload({ state: 'idle' })
    } catch (failure) {
      setUpload({
        state: 'failed',
        message: failure instanceof Error ? failure.message : 'The image could not be uploaded.',
      })
    } finally {
      onBusyChange(false)
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  const busy = upload.state === 'uploading' || upload.state === 'processing'
  const shownError = upload.state === 'failed' ? upload.message : error

  return (
    <Field id={id} label={label} optional={optional} error={shownError} hint={hint}>
      {(aria) => (
        <div className="space-y-3">
          {value && (
            <div className="flex flex-wrap items-end gap-3">
              {renderPreview ? renderPreview(value) : <img src={value} alt={previewAlt} className={previewClassName} />}
              <button
                type="button"
                disabled={busy || removing}
                onClick={() => onChange('')}
                className={buttonStyles('ghost', 'sm')}
              >
                {removeLabel}
              </button>
            </div>
          )}
          <input
            {...aria}
            ref={inputRef}
            type="file"
            accept={accept}
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
          />
          {busy && (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label={progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.state === 'uploading' ? Math.round(upload.progress * 100) : 100}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full bg-brand-600 transition-[width]"
                  style={{ width: `${upload.state === 'uploading' ? Math.round(upload.progress * 100) : 100}%` }}
                />
              </div>
              <p role="status" className="text-xs text-slate-600">
                {upload.state === 'uploading' ? `Uploading... ${Math.round(upload.progress * 100)}%` : processingText}
              </p>
            </div>
          )}
        </div>
      )}
    </Field>
  )
}
