// One photo of the album being managed: its place in the order (drag, arrows or a position), cover, edit, delete.
// One album on the gallery management screen: its details, uploads, and each photo's caption, position,
// cover choice and deletion.
import { cx } from '~/components/ui/cx'
import type { AlbumCard, GalleryImage } from '~/shared/gallery-mapping'
import { gridImage } from '~/shared/gallery-mapping'
import { PositionSelect, useDragReorder } from './ImageOrder'
import { ArrowDownIcon, ArrowUpIcon, ImageIcon, PencilIcon, StarIcon, TrashIcon } from '~/components/ui/icons'

type ImageRowProps = {
  image: GalleryImage
  index: number
  count: number
  album: AlbumCard
  busy: boolean
  /** To a 0-based position. */
  onMove: (to: number) => void
  dragProps: ReturnType<ReturnType<typeof useDragReorder>>
  onSetCover: () => void
  onEdit: () => void
  onDelete: () => void
}

export function ImageRow({
  image,
  index,
  count,
  album,
  busy,
  onMove,
  dragProps,
  onSetCover,
  onEdit,
  onDelete,
}: ImageRowProps) {
  const isCover =
    album.coverImageId === image.id ||
    album.coverImageUrl === image.imageUrl ||
    album.coverImageUrl === image.displayUrl
  const name = image.title || `Photo ${index + 1}`
  const thumb = gridImage(image)
  const iconButton =
    'inline-flex size-9 items-center justify-center rounded-lg border border-slate-200 text-slate-700 hover:bg-slate-50 focus-visible:outline-brand-500 disabled:opacity-40'
  return (
    <li
      {...dragProps}
      className={cx(
        'flex cursor-grab flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-nowrap sm:gap-4',
        dragProps.className,
      )}
      data-testid="admin-image-row"
    >
      <span className="w-6 shrink-0 text-center text-sm font-semibold text-slate-600 tabular-nums">{index + 1}</span>
      <span className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:size-20">
        {thumb.src ? (
          <img src={thumb.src} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageIcon className="m-auto size-6 text-slate-400" />
        )}
        {isCover && (
          <span className="absolute top-1 left-1 rounded-full bg-gold-400 p-1 text-brand-950" title="Album cover">
            <StarIcon className="size-3" />
          </span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p
          className={cx(
            'line-clamp-2 text-sm font-semibold sm:truncate',
            image.title ? 'text-slate-900' : 'text-slate-600 italic',
          )}
          data-testid="admin-image-title"
        >
          {image.title || 'No title yet'}
        </p>
        {image.description && <p className="truncate text-xs text-slate-600">{image.description}</p>}
        {isCover && <p className="mt-1 text-xs font-semibold text-gold-700">Album cover</p>}
      </div>
      <div className="flex w-full flex-wrap justify-end gap-1.5 sm:w-auto">
        <PositionSelect
          id={`image-position-${image.id}`}
          name={name}
          index={index}
          count={count}
          disabled={busy}
          onChange={onMove}
        />
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index - 1)}
          disabled={busy || index === 0}
          aria-label={`Move ${name} up`}
        >
          <ArrowUpIcon className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index + 1)}
          disabled={busy || index === count - 1}
          aria-label={`Move ${name} down`}
        >
          <ArrowDownIcon className="size-4" />
        </button>
        <button
          type="button"
          className={cx(iconButton, isCover && 'border-gold-300 bg-gold-50 text-gold-700')}
          onClick={onSetCover}
          disabled={busy || isCover}
          aria-label={isCover ? `${name} is the cover` : `Use ${name} as the cover`}
          aria-pressed={isCover}
        >
          <StarIcon className="size-4" />
        </button>
        <button type="button" className={iconButton} onClick={onEdit} aria-label={`Edit details of ${name}`}>
          <PencilIcon className="size-4" />
        </button>
        <button
          type="button"
          className={cx(iconButton, 'text-red-700 hover:bg-red-50')}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
    </li>
  )
}
