// The news form's picture: chosen by uploading (POST /api/news/images), with progress, a preview and the same
// checks as gallery photos. The form keeps only the returned /files/ address.
import { ImageUploadField } from '~/components/form/ImageUploadField'

type NewsImageFieldProps = {
  value: string
  onChange: (url: string) => void
  /** True while a file is on its way, so the form can wait for it. */
  onBusyChange: (busy: boolean) => void
  error?: string
}

export function NewsImageField({ value, onChange, onBusyChange, error }: NewsImageFieldProps) {
  return (
    <ImageUploadField
      id="news-image"
      label="Image"
      optional
      hint="A JPEG, PNG or WebP photo up to 5 MB, uploaded here. Without one, the school placeholder is shown."
      endpoint="/api/news/images"
      urlOf={(response: { url: string }) => response.url}
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      error={error}
      previewAlt="Preview of the news image"
      removeLabel="Remove image"
      progressLabel="News image upload"
    />
  )
}
