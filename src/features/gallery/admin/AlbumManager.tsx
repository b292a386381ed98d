// One album on the gallery management screen: its details, uploads, and each photo's caption, position,
// cover choice and deletion.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import type { GalleryImage } from '~/shared/gallery-mapping'
import { formatGalleryDate } from '~/shared/gallery-mapping'
import { useTRPC } from '~/trpc/react'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { FormDialog } from '~/components/ui/FormDialog'
import { errorText } from '~/components/ui/error-text'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { Panel } from '~/components/ui/Panel'
import { AlbumForm, ImageForm } from './AlbumForm'
import { mutationForm } from './mutation-form'
import { ImageUploader } from './ImageUploader'
import { useDragReorder } from './ImageOrder'
import { ImageRow } from './ImageRow'
import { moveItem } from '~/shared/reorder'
import type { ImageFields } from '~/shared/gallery-schemas'
import { ExternalLinkIcon, PencilIcon, TrashIcon } from '~/components/ui/icons'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'

type AlbumManagerProps = { albumId: string; onDeleted: () => void }

export function AlbumManager({ albumId, onDeleted }: AlbumManagerProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const detail = useQuery(trpc.gallery.admin.album.queryOptions({ id: albumId }))
  const [editingAlbum, setEditingAlbum] = useState(false)
  const [deletingAlbum, setDeletingAlbum] = useState(false)
  const [editingImage, setEditingImage] = useState<GalleryImage | null>(null)
  const [error, setError] = useState<string | null>(null)

  // The public gallery and the admin lists both change: drop every cached gallery answer.
  const refreshGallery = () => queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() })

  const updateAlbum = useMutation(
    trpc.gallery.admin.updateAlbum.mutationOptions({
      onSuccess: async () => {
        setError(null)
        setEditingAlbum(false)
        toast.success('Album updated')
        await refreshGallery()
      },
      onError: (e) => setError(errorText(e)),
    }),
  )
  const deleteAlbum = useMutation(
    trpc.gallery.admin.deleteAlbum.mutationOptions({
      onSuccess: async ({ deletedImages }) => {
        setDeletingAlbum(false)
        toast.success(
          deletedImages === 0
            ? 'Album deleted'
            : `Album and ${deletedImages} ${deletedImages === 1 ? 'photo' : 'photos'} deleted`,
        )
        onDeleted()
        await refreshGallery()
      },
    }),
  )
  const updateImage = useMutation(
    trpc.gallery.admin.updateImage.mutationOptions({
      onSuccess: async () => {
        setEditingImage(null)
        toast.success('Photo details saved')
        await refreshGallery()
      },
    }),
  )
  const deleteImage = useMutation(
    trpc.gallery.admin.deleteImage.mutationOptions({
      onSuccess: async () => {
        confirmDeleteImage.close()
        toast.success('Photo deleted')
        await refreshGallery()
      },
    }),
  )
  const confirmDeleteImage = useConfirmTarget(deleteImage, (image: GalleryImage) => ({ id: image.id }))
  const albumKey = trpc.gallery.admin.album.queryKey({ id: albumId })
  const [moveNote, setMoveNote] = useState('')
  const reorder = useMutation(
    trpc.gallery.admin.reorderImages.mutationOptions({
      // The list shows the new order at once; the whole order is saved in one request.
      onMutate: ({ imageIds }) => {
        const before = queryClient.getQueryData(albumKey)
        queryClient.setQueryData(albumKey, (old) => {
          if (!old) return old
          const byId = new Map(old.images.map((image) => [image.id, image]))
          return { ...old, images: imageIds.flatMap((id) => byId.get(id) ?? []) }
        })
        return { before }
      },
      onSuccess: async (images) => {
        queryClient.setQueryData(albumKey, (old) => (old ? { ...old, images } : old))
        await refreshGallery()
      },
      onError: (e, _input, context) => {
        if (context?.before) queryClient.setQueryData(albumKey, context.before)
        setMoveNote('')
        toast.error(errorText(e))
      },
    }),
  )
  /** Moves the photo at `from` to `to` (0-based) and saves the album's whole order. */
  const moveTo = (from: number, to: number) => {
    const images = detail.data?.images ?? []
    if (from === to || !images[from]) return
    const moved = images[from]
    reorder.mutate({ albumId, imageIds: moveItem(images, from, to).map((image) => image.id) })
    setMoveNote(`${moved.title || `Photo ${from + 1}`} moved to position ${to + 1} of ${images.length}.`)
  }
  const dragRow = useDragReorder(moveTo, reorder.isPending)
  const setCover = useMutation(
    trpc.gallery.admin.setCover.mutationOptions({
      onSuccess: async () => {
        toast.success('Cover updated')
        await refreshGallery()
      },
      onError: (e) => toast.error(errorText(e)),
    }),
  )

  if (detail.isPending) {
    return (
      <Panel padded>
        <LoadingState label="Loading the album..." />
      </Panel>
    )
  }
  if (detail.isError) {
    return (
      <Panel padded>
        <ErrorState
          message={errorText(detail.error)}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </Panel>
    )
  }
  if (!detail.data) {
    return (
      <Panel padded>
        <p className="font-semibold text-brand-900">Album not found</p>
        <p className="mt-1 text-sm text-slate-600">It may have been deleted. Choose another album from the list.</p>
      </Panel>
    )
  }

  const { album, images } = detail.data

  return (
    <div className="space-y-6">
      <Panel padded labelledBy="album-manager-title">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id="album-manager-title" className="font-display text-2xl font-bold text-brand-900">
              {album.title}
            </h2>
            {album.description && <p className="mt-1 text-sm text-slate-700">{album.description}</p>}
            <p className="mt-2 text-xs text-slate-600">
              {images.length} {images.length === 1 ? 'photo' : 'photos'} · created {formatGalleryDate(album.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/gallery" search={{ albumId }} target="_blank" className={buttonStyles('ghost', 'sm')}>
              <ExternalLinkIcon className="size-4" />
              View on site
            </Link>
            <button type="button" onClick={() => setEditingAlbum(true)} className={buttonStyles('outline', 'sm')}>
              <PencilIcon className="size-4" />
              Edit details
            </button>
            <button
              type="button"
              onClick={() => setDeletingAlbum(true)}
              className={buttonStyles('dangerOutline', 'sm')}
            >
              <TrashIcon className="size-4" />
              Delete album
            </button>
          </div>
        </div>
        <div className="mt-6">
          <ImageUploader key={albumId} albumId={albumId} onUploaded={() => void refreshGallery()} />
        </div>
      </Panel>

      <Panel
        headingId="album-photos-title"
        title="Photos in this album"
        description="Visitors see the photos in this order. Drag a photo to move it, or choose its position. The starred photo is the album cover."
      >
        <p className="sr-only" aria-live="polite" data-testid="image-move-note">
          {moveNote}
        </p>
        {images.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
            No photos yet. Upload some above.
          </p>
        ) : (
          <ol className="space-y-3" aria-busy={reorder.isPending} data-testid="admin-image-list">
            {images.map((image, index) => (
              <ImageRow
                key={image.id}
                image={image}
                index={index}
                count={images.length}
                album={album}
                busy={reorder.isPending || setCover.isPending}
                onMove={(to) => moveTo(index, to)}
                dragProps={dragRow(index)}
                onSetCover={() => setCover.mutate({ albumId, imageId: image.id })}
                onEdit={() => {
                  updateImage.reset()
                  setEditingImage(image)
                }}
                onDelete={() => confirmDeleteImage.ask(image)}
              />
            ))}
          </ol>
        )}
      </Panel>

      <FormDialog size="md" open={editingAlbum} title="Edit album" onClose={() => setEditingAlbum(false)}>
        <AlbumForm
          idPrefix="edit-album"
          initial={{ title: album.title, description: album.description }}
          submitLabel="Save album"
          pendingLabel="Saving..."
          pending={updateAlbum.isPending}
          serverError={error}
          onSubmit={(fields) => updateAlbum.mutate({ id: albumId, ...fields })}
          onCancel={() => setEditingAlbum(false)}
        />
      </FormDialog>

      <FormDialog
        size="md"
        open={editingImage !== null}
        title="Edit photo details"
        onClose={() => setEditingImage(null)}
      >
        {editingImage && (
          <ImageForm
            key={editingImage.id}
            initial={{ title: editingImage.title, description: editingImage.description }}
            {...mutationForm(updateImage, (fields: ImageFields) => ({ id: editingImage.id, ...fields }))}
            onCancel={() => setEditingImage(null)}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        open={deletingAlbum}
        title="Delete this album?"
        confirmLabel="Delete album"
        pendingLabel="Deleting..."
        pending={deleteAlbum.isPending}
        danger
        error={deleteAlbum.error ? errorText(deleteAlbum.error) : null}
        onConfirm={() => deleteAlbum.mutate({ id: albumId })}
        onClose={() => {
          deleteAlbum.reset()
          setDeletingAlbum(false)
        }}
      >
        <p>
          <strong>{album.title}</strong> and its {images.length} {images.length === 1 ? 'photo' : 'photos'} will be
          removed from the website, and the photo files deleted. This cannot be undone.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        {...confirmDeleteImage.dialog}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        pendingLabel="Deleting..."
        danger
      >
        <p>The photo and its files will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  )
}
