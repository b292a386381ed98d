// Gallery videos: add a YouTube or Vimeo link, a direct MP4/WebM address or an uploaded file, edit and delete. The
// server checks the link when it is saved. A YouTube link gets YouTube's own still as its thumbnail; others may name one.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { formatGalleryDate, type GalleryVideo } from '~/shared/gallery-mapping'
import { limits } from '#app-config'
import { ImageUploadField } from '~/components/form/ImageUploadField'
import { isDownloadableVideo, vimeoId, youtubeId, youtubeThumbnailUrl } from '~/shared/video-url'
import { useTRPC } from '~/trpc/react'
import { PencilIcon, TrashIcon, VideoIcon } from '~/components/ui/icons'
import { videoFieldsSchema, type VideoFields } from '~/shared/gallery-schemas'
import { Field, inputClass } from '~/components/form/Field'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { FormDialog } from '~/components/ui/FormDialog'
import { FormPanel, ListPanel } from './AdminPanels'
import { mutationForm, type GalleryFormProps } from './mutation-form'

const emptyVideo: VideoFields = { title: '', description: '', videoUrl: '', duration: '', thumbnailUrl: '' }

type VideoFormProps = GalleryFormProps<VideoFields> & { idPrefix: string; submitLabel: string }

function VideoForm({ idPrefix, initial, submitLabel, pending, serverError, onSubmit, onCancel }: VideoFormProps) {
  const form = useForm<VideoFields>({ resolver: zodResolver(videoFieldsSchema), defaultValues: initial })
  const { errors } = form.formState
  const link = form.watch('videoUrl')
  const id = youtubeId(link ?? '')
  const trimmed = (link ?? '').trim()
  const kind = id ? 'youtube' : vimeoId(trimmed) ? 'vimeo' : trimmed ? 'direct' : null
  const uploaded = trimmed.startsWith('/files/')
  const [uploading, setUploading] = useState(false)
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((fields) => (uploading ? undefined : onSubmit(fields)))}
      className="space-y-4"
    >
      {serverError && <ErrorNote>{serverError}</ErrorNote>}
      <Field id={`${idPrefix}-title`} label="Title" error={errors.title?.message}>
        {(aria) => <input autoComplete="off" className={inputClass} {...aria} {...form.register('title')} />}
      </Field>
      <Field
        id={`${idPrefix}-url`}
        label="Video link"
        hint="A YouTube or Vimeo link, or the https:// address of an MP4 or WebM file. Checked when you save."
        error={errors.videoUrl?.message}
      >
        {(aria) => (
          <input
            type="url"
            inputMode="url"
            autoComplete="off"
            className={inputClass}
            placeholder="https://www.youtube.com/watch?v=..."
            {...aria}
            {...form.register('videoUrl')}
          />
        )}
      </Field>
      {kind === 'youtube' && id && (
        <div
          className="flex items-center gap-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="youtube-preview"
        >
          <img
            src={youtubeThumbnailUrl(id)}
            alt=""
            width={96}
            height={72}
            className="h-[54px] w-24 rounded object-cover"
          />
          <p>YouTube video recognised. Its thumbnail is added automatically.</p>
        </div>
      )}
      {kind === 'vimeo' && <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">Vimeo video recognised.</p>}
      <ImageUploadField<{ url: string }>
        id={`${idPrefix}-file`}
        label="Or upload a video file"
        optional
        hint={`MP4 or WebM, up to ${Math.round(limits.maxVideoUploadBytes / 1024 / 1024)} MB. Longer videos are better on YouTube or Vimeo.`}
        endpoint="/api/gallery/videos"
        urlOf={(response) => response.url}
        value={uploaded ? trimmed : ''}
        onChange={(url) => form.setValue('videoUrl', url, { shouldDirty: true, shouldValidate: true })}
        onBusyChange={setUploading}
        previewAlt=""
        removeLabel="Remove the uploaded video"
        progressLabel="Video upload"
        accept="video/mp4,video/webm"
        maxBytes={limits.maxVideoUploadBytes}
        tooLargeMessage={(name) =>
          `${name} is larger than ${Math.round(limits.maxVideoUploadBytes / 1024 / 1024)} MB. Put longer videos on YouTube or Vimeo and paste the link instead.`
        }
        processingText="Checking the video..."
        renderPreview={(url) => (
          <video
            src={url}
            controls
            preload="metadata"
            className="h-32 max-w-full rounded-lg bg-black"
            aria-label="Preview of the uploaded video"
          />
        )}
      />
      {kind === 'direct' && !uploaded && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Direct video file.{' '}
          {isDownloadableVideo(trimmed)
            ? 'Visitors can also download it.'
            : 'Visitors can watch it; downloads are offered only for common video files.'}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-duration`}
          label="Duration"
          optional
          hint="For example 3:25"
          error={errors.duration?.message}
        >
          {(aria) => <input autoComplete="off" className={inputClass} {...aria} {...form.register('duration')} />}
        </Field>
        {kind !== 'youtube' && (
          <Field id={`${idPrefix}-thumbnail`} label="Thumbnail link" optional error={errors.thumbnailUrl?.message}>
            {(aria) => (
              <input
                type="url"
                inputMode="url"
                autoComplete="off"
                className={inputClass}
                {...aria}
                {...form.register('thumbnailUrl')}
              />
            )}
          </Field>
        )}
      </div>
      <Field id={`${idPrefix}-description`} label="Description" optional error={errors.description?.message}>
        {(aria) => <textarea rows={3} className={inputClass} {...aria} {...form.register('description')} />}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={pending} className={buttonStyles('outline', 'md')}>
            Cancel
          </button>
        )}
        <button type="submit" disabled={pending || uploading} className={buttonStyles('primary', 'md')}>
          {pending ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  )
}

export function VideoManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const videos = useQuery(trpc.gallery.admin.videos.queryOptions())
  const [formKey, setFormKey] = useState(0)
  const [editing, setEditing] = useState<GalleryVideo | null>(null)
  const refreshGallery = () => queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() })

  const create = useMutation(
    trpc.gallery.admin.createVideo.mutationOptions({
      onSuccess: async () => {
        toast.success('Video added')
        setFormKey((k) => k + 1)
        await refreshGallery()
      },
    }),
  )
  const update = useMutation(
    trpc.gallery.admin.updateVideo.mutationOptions({
      onSuccess: async () => {
        toast.success('Video updated')
        setEditing(null)
        await refreshGallery()
      },
    }),
  )
  const remove = useMutation(
    trpc.gallery.admin.deleteVideo.mutationOptions({
      onSuccess: async () => {
        toast.success('Video deleted')
        confirmDelete.close()
        await refreshGallery()
      },
    }),
  )
  const confirmDelete = useConfirmTarget(remove, (video: GalleryVideo) => ({ id: video.id }))

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <FormPanel headingId="new-video-heading" title="Add a video" className="self-start">
        <VideoForm
          key={formKey}
          idPrefix="new-video"
          initial={emptyVideo}
          submitLabel="Add video"
          {...mutationForm(create, (fields: VideoFields) => fields)}
        />
      </FormPanel>

      <ListPanel
        headingId="video-list-heading"
        title="Videos"
        query={videos}
        loadingLabel="Loading videos..."
        failedMessage="Failed to load videos"
        empty={<p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">No videos yet.</p>}
      >
        {(rows) => (
          <ul className="divide-y divide-slate-100" data-testid="admin-video-list">
            {rows.map((video) => (
              <li key={video.id} className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
                <span className="flex h-14 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-900 text-white/40">
                  {video.thumbnailUrl ? (
                    <img
                      src={video.thumbnailUrl}
                      alt=""
                      width={96}
                      height={56}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <VideoIcon className="size-6" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold text-slate-900 sm:truncate">{video.title}</p>
                  <p className="truncate text-xs text-slate-600">
                    {youtubeId(video.videoUrl)
                      ? 'YouTube'
                      : vimeoId(video.videoUrl)
                        ? 'Vimeo'
                        : video.videoUrl.startsWith('/files/')
                          ? 'Uploaded video'
                          : 'Direct video'}
                    {video.duration && ` · ${video.duration}`} · {formatGalleryDate(video.updatedAt)}
                  </p>
                </div>
                <div className="flex w-full justify-end gap-1.5 sm:w-auto">
                  <button
                    type="button"
                    onClick={() => {
                      update.reset()
                      setEditing(video)
                    }}
                    className={buttonStyles('outline', 'sm')}
                    aria-label={`Edit ${video.title}`}
                  >
                    <PencilIcon className="size-4" />
                    <span className="hidden sm:inline">Edit</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => confirmDelete.ask(video)}
                    className={buttonStyles('dangerOutline', 'sm')}
                    aria-label={`Delete ${video.title}`}
                  >
                    <TrashIcon className="size-4" />
                    <span className="hidden sm:inline">Delete</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListPanel>

      <FormDialog size="md" open={editing !== null} title="Edit video" onClose={() => setEditing(null)}>
        {editing && (
          <VideoForm
            key={editing.id}
            idPrefix="edit-video"
            initial={{
              title: editing.title,
              description: editing.description,
              videoUrl: editing.videoUrl,
              duration: editing.duration,
              thumbnailUrl: youtubeId(editing.videoUrl) ? '' : editing.thumbnailUrl,
            }}
            submitLabel="Save video"
            {...mutationForm(update, (fields: VideoFields) => ({ id: editing.id, ...fields }))}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Delete this video?"
        confirmLabel="Delete video"
        pendingLabel="Deleting..."
        danger
      >
        <p>
          <strong>{confirmDelete.target?.title}</strong> will no longer appear in the gallery. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  )
}
