import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { gridImage, imageLabel, type GalleryImage } from '~/shared/gallery-mapping'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { ArrowLeftIcon, ImageIcon, ImagesIcon, RefreshIcon } from '~/components/ui/icons'
import { EmptyState, ErrorState, LoadingState, SkeletonCards } from '~/components/ui/states'
import { GalleryDate } from './GalleryDate'
import { useErrorToast } from './useErrorToast'
import { lazyViewer, useViewer } from './useViewer'

const ImageViewer = lazyViewer(() => import('./ImageViewer').then((module) => module.ImageViewer))

const imageColumns = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'
// The first two rows on a phone, one row on a large screen: the rest wait until they are scrolled near.
const eagerThumbnails = 4

export function albumQueryOptions(trpc: ReturnType<typeof useTRPC>, albumId: string) {
  return trpc.gallery.album.queryOptions({ id: albumId }, cacheTimes.gallery)
}

function BackToAlbums() {
  return (
    <Link to="/gallery" search={{}} replace resetScroll={false} className={buttonStyles('outline', 'md')}>
      <ArrowLeftIcon className="size-4" />
      Back to albums
    </Link>
  )
}

export function AlbumView({ albumId }: { albumId: string }) {
  const trpc = useTRPC()
  const query = useQuery(albumQueryOptions(trpc, albumId))
  // The viewer's last photo gets the focus, scrolled into view if the grid has moved.
  const { viewerIndex, openViewer, closeViewer, buttonRef } = useViewer((button) => {
    button.focus({ preventScroll: true })
    button.scrollIntoView({ block: 'nearest' })
  })
  useEffect(() => ImageViewer.preload(), [])
  useErrorToast(query.errorUpdatedAt, query.isError, 'Failed to load album details')

  const refresh = async () => {
    const result = await query.refetch()
    if (result.isSuccess) toast.success('Gallery refreshed')
  }

  if (query.isPending) {
    return (
      <div className="space-y-8">
        <BackToAlbums />
        <LoadingState label="Loading album">
          <SkeletonCards count={8} columns={imageColumns} aspect="aspect-square" />
        </LoadingState>
      </div>
    )
  }
  if (query.isError && query.data === undefined) {
    return (
      <div className="space-y-8">
        <BackToAlbums />
        <ErrorState
          title="Failed to load album images"
          message="The photos of this album could not be loaded right now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    )
  }
  if (!query.data) {
    return (
      <div className="space-y-8">
        <BackToAlbums />
        <EmptyState
          icon={<ImagesIcon />}
          title="Album not found"
          message="This album may have been removed, or the link may be incomplete."
        />
      </div>
    )
  }

  const { album, images } = query.data
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToAlbums />
        <button
          type="button"
          onClick={() => void refresh()}
          disabled={query.isFetching}
          className={buttonStyles('ghost', 'md')}
        >
          <RefreshIcon className={cx('size-4', query.isFetching && 'animate-spin')} />
          {query.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>

      <header className="mt-8 border-l-4 border-gold-400 pl-4 sm:pl-5">
        <h2 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl" data-testid="album-title">
          {album.title}
        </h2>
        {album.description && <p className="mt-2 max-w-3xl text-base text-slate-700">{album.description}</p>}
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <ImagesIcon className="size-4" />
            {images.length} {images.length === 1 ? 'photo' : 'photos'}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <GalleryDate date={album.createdAt} iconClassName="size-4" />
          </span>
        </p>
      </header>

      <div className="mt-8">
        {images.length === 0 ? (
          <EmptyState icon={<ImageIcon />} title="No Images" message="This album does not contain any images yet." />
        ) : (
          <ul
            className={cx('grid gap-3 sm:gap-4', imageColumns)}
            aria-label={`Photos in ${album.title}`}
            data-testid="image-grid"
          >
            {images.map((image, index) => (
              <li key={image.id}>
                <Thumbnail
                  image={image}
                  label={imageLabel(image, index, images.length, album.title)}
                  eager={index < eagerThumbnails}
                  onOpen={() => openViewer(index)}
                  buttonRef={buttonRef(index)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {viewerIndex !== null && images.length > 0 && (
        <Suspense fallback={null}>
          <ImageViewer images={images} albumTitle={album.title} startIndex={viewerIndex} onClose={closeViewer} />
        </Suspense>
      )}
    </div>
  )
}

type ThumbnailProps = {
  image: GalleryImage
  label: string
  eager: boolean
  onOpen: () => void
  buttonRef: (button: HTMLButtonElement | null) => void
}

function Thumbnail({ image, label, eager, onOpen, buttonRef }: ThumbnailProps) {
  const [failed, setFailed] = useState(false)
  const chosen = gridImage(image)
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onOpen}
      className="group relative block aspect-square w-full overflow-hidden rounded-xl bg-brand-50 shadow-sm focus-visible:outline-offset-4"
      aria-label={`Open photo: ${label}`}
      data-testid="image-thumbnail"
    >
      {failed ? (
        <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs font-medium text-brand-700">
          <ImageIcon className="size-6" />
          Image could not be loaded
        </span>
      ) : (
        <img
          src={chosen.src}
          srcSet={chosen.srcSet || undefined}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          width={chosen.width ?? 480}
          height={chosen.height ?? 480}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt=""
          onError={() => setFailed(true)}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      )}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-t from-brand-950/50 via-transparent to-transparent opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      />
    </button>
  )
}
