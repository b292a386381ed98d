import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { paging } from '#app-config'
import { type AlbumCard } from '~/shared/gallery-mapping'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { ImageIcon, ImagesIcon } from '~/components/ui/icons'
import { EmptyState, SkeletonCards } from '~/components/ui/states'
import { GalleryDate } from './GalleryDate'
import { GalleryPage } from './GalleryPage'

const albumColumns = 'sm:grid-cols-2 lg:grid-cols-3'

export function albumsQueryOptions(trpc: ReturnType<typeof useTRPC>, page: number) {
  return trpc.gallery.albums.queryOptions({ page }, { ...cacheTimes.gallery, placeholderData: keepPreviousData })
}

export function AlbumGrid({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const trpc = useTRPC()
  const query = useQuery(albumsQueryOptions(trpc, page))
  return (
    <GalleryPage
      query={query}
      what="albums"
      skeleton={<SkeletonCards count={paging.albums} columns={albumColumns} />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon={<ImagesIcon />}
          title="No Albums Available"
          message="There are currently no photo albums to display."
        />
      }
      grid={{ label: 'Photo albums', columns: albumColumns, testId: 'album-grid', pagesLabel: 'Album pages' }}
      onPageChange={onPageChange}
    >
      {({ items }) =>
        items.map((album, index) => (
          <li key={album.id}>
            <AlbumCardLink album={album} first={index === 0} />
          </li>
        ))
      }
    </GalleryPage>
  )
}

// The first cover is the page's largest paint on a phone: only it loads at once, with high priority. The others are
// below the fold on a phone, so they load lazily and do not compete with it, or with the page's scripts, for a slow
// link; on a wide screen the rest of the first row still starts as soon as the layout shows it is in view.
function AlbumCardLink({ album, first }: { album: AlbumCard; first: boolean }) {
  const count = `${album.itemCount} ${album.itemCount === 1 ? 'photo' : 'photos'}`
  return (
    <Link
      to="/gallery"
      search={{ albumId: album.id }}
      replace
      resetScroll={false}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg focus-visible:outline-offset-4"
      data-testid="album-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        {album.cover ? (
          <img
            src={album.cover.src}
            srcSet={album.cover.srcSet || undefined}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            width={album.cover.width ?? 480}
            height={album.cover.height ?? 360}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            alt=""
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-brand-100 text-brand-500">
            <ImageIcon className="size-10" />
            <span className="text-sm font-medium text-brand-700">No cover image</span>
          </div>
        )}
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-brand-950/80 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
          <ImagesIcon className="size-3.5" />
          {count}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-display text-lg font-bold text-brand-900 group-hover:text-brand-700">{album.title}</h2>
        {album.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{album.description}</p>}
        <p className="mt-auto flex items-center gap-1.5 pt-4 text-xs font-medium text-slate-500">
          <GalleryDate date={album.createdAt} iconClassName="size-3.5" />
        </p>
      </div>
    </Link>
  )
}
