// The news form's picture: chosen by uploading (POST /api/news/images), with progress, a preview and the same
// checks as gallery photos. The form keeps only the returned /files/ address.
import { useRef, useState } from 'react'
import { limits } from '#app-config'
import { Field } from '~/components/form/Field'
import { uploadFile } from '~/components/form/upload-file'
import { buttonStyles } from '~/components/ui/button-styles'

type Upload = { state: 'idle' } | { state: 'uploading'; progress: number } | { state: 'processing' } | { state: 'failed'; message: string }

const acceptedImages = 'image/jpeg,image/png,image/webp'

type NewsImageFieldProps = {
  value: string
  onChange: (url: string) => void
  /** True while a file is on its way, so the form can wait for it. */
  onBusyChange: (busy: boolean) => void
  error?: string
}

export function NewsImageField({ value, onChange, onBusyChange, error }: NewsImageFieldProps) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' })
  const inputRef = useRef<HTMLInputElement>(null)

  const choose = async (file: File | undefined) => {
    if (!file) return
    if (file.size > limits.maxUploadBytes) {
      setUpload({ state: 'failed', message: `${file.name} is larger than 5 MB. Please choose a smaller photo.` })
      return
    }
    setUpload({ state: 'uploading', progress: 0 })
    onBusyChange(true)
    try {
      const result = await uploadFile<{ url: string }>('/api/news/images', file, (fraction) =>
        setUpload(fraction >= 1 ? { state: 'processing' } : { state: 'uploading', progress: fraction }),
      )
      onChange(result.url)
      setUpload({ state: 'idle' })
    } catch (failure) {
      setUpload({ state: 'failed', message: failure instanceof Error ? failure.message : 'The image could not be uploaded.' })
    } finally {
      onBusyChange(false)
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  const busy = upload.state === 'uploading' || upload.state === 'processing'
  const shownError = upload.state === 'failed' ? upload.message : error

  return (
    <Field
      id="news-image"
      label="Image"
      optional
      error={shownError}
      hint="A JPEG, PNG or WebP photo up to 5 MB, uploaded here. Without one, the school placeholder is shown."
    >
      {(aria) => (
        <div className="space-y-3">
          {value && (
            <div className="flex flex-wrap items-end gap-3">
              <img src={value} alt="Preview of the news image" className="h-32 max-w-full rounded-lg border border-slate-200 object-cover" />
              <button type="button" disabled={busy} onClick={() => onChange('')} className={buttonStyles('ghost', 'sm')}>
                Remove image
              </button>
            </div>
          )}
          <input
            {...aria}
            ref={inputRef}
            type="file"
            accept={acceptedImages}
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
          />
          {busy && (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label="News image upload"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.state === 'uploading' ? Math.round(upload.progress * 100) : 100}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${upload.state === 'uploading' ? Math.round(upload.progress * 100) : 100}%` }} />
              </div>
              <p role="status" className="text-xs text-slate-600">
                {upload.state === 'uploading' ? `Uploading... ${Math.round(upload.progress * 100)}%` : 'Checking and resizing the image...'}
              </p>
            </div>
          )}
        </div>
      )}
    </Field>
  )
}
