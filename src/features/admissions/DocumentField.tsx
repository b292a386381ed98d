import { useRef, type Ref } from 'react'
import { toast } from 'sonner'
import { limits, timing } from '#app-config'
import { useDropZone } from '~/components/form/useDropZone'
import { cx } from '~/components/ui/cx'
import {
  documentAccept,
  documentFileProblem,
  invalidFileTypeProblem,
  invalidPhotoTypeProblem,
  isAcceptedTypeFor,
  photoAccept,
  photoFileProblem,
  type ChosenDocument,
} from '~/shared/admission-rules'
import { sniffBlobType } from '~/shared/file-sniff'
import { admissionToastId } from './toasts'
import { FieldError } from '~/components/form/Field'
import { CheckCircleIcon, formatBytes } from './ui'
import { FileIcon, UploadIcon } from '~/components/ui/icons'

type DocumentFieldProps = {
  id: string
  label: string
  description: string
  required: boolean
  value: ChosenDocument | null
  onChange: (value: ChosenDocument | null) => void
  /** A chosen file was refused (the field shows this message; the file is not set). */
  onRefuse: (message: string) => void
  onBlur: () => void
  inputRef: Ref<HTMLInputElement>
  error?: string
  disabled: boolean
  /** 0..1 while this document uploads; undefined otherwise. */
  progress?: number
  /** The applicant's photo: JPEG or PNG only. */
  photo?: boolean
}

/**
 * One document: a native file input (kept for keyboard and screen readers, visually replaced by the drop
 * zone), the picker checks (size and type) with their toasts, and the upload progress.
 */
export function DocumentField({
  id,
  label,
  description,
  required,
  value,
  onChange,
  onRefuse,
  onBlur,
  inputRef,
  error,
  disabled,
  progress,
  photo,
}: DocumentFieldProps) {
  const localInput = useRef<HTMLInputElement | null>(null)
  // Reading a file's first bytes is asynchronous: only the latest choice may set the field.
  const latestChoice = useRef(0)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`

  const choose = async (file: File | undefined) => {
    if (!file) return
    const choice = ++latestChoice.current
    // The declared type only follows the file name, so a text file renamed .pdf passes it: the first bytes decide.
    const declared = photo ? photoFileProblem(file) : documentFileProblem(file)
    const sniffed = declared ? null : await sniffBlobType(file).catch(() => null)
    const contentRefused = photo ? invalidPhotoTypeProblem : invalidFileTypeProblem
    const problem = declared ?? (sniffed && (!photo || isAcceptedTypeFor('photo', sniffed)) ? null : contentRefused)
    if (choice !== latestChoice.current) return
    if (problem) {
      // A bad file is not set. Admission-flow toasts replace each other (one at a time).
      toast.error(problem.title, {
        id: admissionToastId,
        description: problem.description,
        duration: timing.admissionErrorToastMs,
      })
      if (localInput.current) localInput.current.value = ''
      onRefuse(problem.description)
      return
    }
    onChange({ file, name: file.name })
  }

  const remove = () => {
    onChange(null)
    if (localInput.current) {
      localInput.current.value = ''
      localInput.current.focus()
    }
  }

  const { dragging, dropProps } = useDropZone((files) => {
    if (!disabled) void choose(files[0])
  })

  const uploading = progress !== undefined && progress < 1
  const setRefs = (element: HTMLInputElement | null) => {
    localInput.current = element
    if (typeof inputRef === 'function') inputRef(element)
    else if (inputRef) inputRef.current = element
  }

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={`${id}-label`} className="text-sm font-semibold text-slate-800">
          {label}
          {required ? (
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          ) : (
            <span className="ml-1.5 text-xs font-normal text-slate-600">(optional)</span>
          )}
        </span>
      </div>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        {description}
      </p>

      <input
        ref={setRefs}
        id={id}
        type="file"
        accept={photo ? photoAccept : documentAccept}
        className="peer sr-only"
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={[hintId, error ? errorId : null, value ? `${id}-status` : null].filter(Boolean).join(' ')}
        aria-invalid={Boolean(error)}
        aria-required={required}
        onBlur={onBlur}
        onChange={(event) => void choose(event.target.files?.[0])}
      />

      {value ? (
        <div
          className={cx(
            'mt-2 flex items-center gap-3 rounded-xl border p-3 sm:p-4',
            error ? 'border-red-300 bg-red-50' : 'border-leaf-500/40 bg-green-50/70',
          )}
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-leaf-700 shadow-sm ring-1 ring-green-200">
            <FileIcon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900" title={value.name}>
              {value.name}
            </p>
            <p id={`${id}-status`} className="flex items-center gap-1 text-sm text-leaf-700">
              {uploading ? (
                <span className="text-brand-700">Uploading… {Math.round((progress ?? 0) * 100)}%</span>
              ) : progress === 1 ? (
                <>
                  <CheckCircleIcon className="size-4" /> Uploaded · {formatBytes(value.file.size)}
                </>
              ) : (
                <>
                  <CheckCircleIcon className="size-4" /> File ready for upload · {formatBytes(value.file.size)}
                </>
              )}
            </p>
            {progress !== undefined && (
              <div
                role="progressbar"
                aria-label={`${label} upload`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
                  style={{ width: `${Math.round(progress * 100)}%` }}
                />
              </div>
            )}
          </div>
          <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
            <label
              htmlFor={id}
              className={cx(
                'cursor-pointer rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-white',
                disabled && 'pointer-events-none opacity-50',
              )}
            >
              Change<span className="sr-only"> {label}</span>
            </label>
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              className="rounded-lg px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-white hover:text-red-700 disabled:opacity-50"
            >
              Remove<span className="sr-only"> {label}</span>
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={id}
          {...dropProps}
          className={cx(
            'mt-2 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
            'peer-focus-visible:border-brand-500 peer-focus-visible:ring-4 peer-focus-visible:ring-gold-300',
            error
              ? 'border-red-400 bg-red-50/60'
              : dragging
                ? 'border-brand-500 bg-brand-50'
                : 'border-slate-300 bg-slate-50 hover:border-brand-400 hover:bg-brand-50/60',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <span className="grid size-11 place-items-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
            <UploadIcon className="size-5" />
          </span>
          <span className="text-sm font-semibold text-brand-800">
            Choose a file<span className="hidden font-normal text-slate-600 sm:inline"> or drag it here</span>
          </span>
          <span className="text-xs text-slate-600">
            {photo ? 'JPEG or PNG' : 'PDF, JPEG or PNG'} · up to {limits.maxUploadBytes / (1024 * 1024)} MB
          </span>
        </label>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
