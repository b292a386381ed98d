import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { paging } from '#app-config'
import { type GalleryVideo } from '~/shared/gallery-mapping'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { ClockIcon, PlayIcon, VideoIcon } from '~/components/ui/icons'
import { EmptyState, SkeletonCards } from '~/components/ui/states'
import { GalleryDate } from './GalleryDate'
import { GalleryPage } from './GalleryPage'
import { lazyViewer, useViewer } from './useViewer'

const VideoViewer = lazyViewer(() => import('./VideoViewer').then((module) => module.VideoViewer))

const videoColumns = 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
const eagerThumbnails = 4

export function videosQueryOptions(trpc: ReturnType<typeof useTRPC>, page: number) {
  return trpc.gallery.videos.queryOptions({ page }, { ...cacheTimes.gallery, placeholderData: keepPreviousData })
}

export function VideoGrid({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const trpc = useTRPC()
  const query = useQuery(videosQueryOptions(trpc, page))
  const { viewerIndex, openViewer, closeViewer, buttonRef } = useViewer()
  useEffect(() => VideoViewer.preload(), [])
  return (
    <GalleryPage
      query={query}
      what="videos"
      skeleton={<SkeletonCards count={paging.videos} columns={videoColumns} aspect="aspect-video" />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon={<VideoIcon />}
          title="No Videos Available"
          message="There are currently no videos to display."
        />
      }
      grid={{ label: 'Videos', columns: videoColumns, testId: 'video-grid', pagesLabel: 'Video pages' }}
      onPageChange={onPageChange}
      after={({ items: videos }) =>
        viewerIndex !== null && (
          <Suspense fallback={null}>
            <VideoViewer videos={videos} startIndex={viewerIndex} onClose={closeViewer} />
          </Suspense>
        )
      }
    >
      {({ items }) =>
        items.map((video, index) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              eager={index < eagerThumbnails}
              onOpen={() => openViewer(index)}
              buttonRef={buttonRef(index)}
            />
          </li>
        ))
      }
    </GalleryPage>
  )
}

type VideoCardProps = {
  video: GalleryVideo
  eager: boolean
  onOpen: () => void
  buttonRef: (button: HTMLButtonElement | null) => void
}

function VideoCard({ video, eager, onOpen, buttonRef }: VideoCardProps) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false)
  const showThumbnail = Boolean(video.thumbnailUrl) && !thumbnailFailed
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onOpen}
      aria-label={`Play video: ${video.title}${video.duration ? ` (${video.duration})` : ''}`}
      className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg focus-visible:outline-offset-4"
      data-testid="video-card"
    >
      <span className="relative block aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-800 to-brand-950">
        {showThumbnail && (
          <img
            src={video.thumbnailUrl}
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            alt=""
            onError={() => setThumbnailFailed(true)}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        )}
        {!showThumbnail && (
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-5xl text-white/15">
            <VideoIcon />
          </span>
        )}
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-gold-400 text-2xl text-brand-950 shadow-lg transition group-hover:scale-110">
            <PlayIcon className="ml-0.5" />
          </span>
        </span>
        {video.duration && (
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded bg-slate-950/85 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
            <ClockIcon className="size-3" />
            {video.duration}
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col p-4">
        <span className="font-display text-base font-bold text-brand-900 group-hover:text-brand-700">
          {video.title}
        </span>
        {video.description && <span className="mt-1.5 line-clamp-2 text-sm text-slate-600">{video.description}</span>}
        <span className="mt-auto flex items-center gap-1.5 pt-3 text-xs font-medium text-slate-500">
          <GalleryDate date={video.createdAt} iconClassName="size-3.5" />
        </span>
      </span>
    </button>
  )
}
