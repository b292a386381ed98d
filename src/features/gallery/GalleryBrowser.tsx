import { useEffect, useRef, useState } from 'react'
import { school } from '#app-config'
import { Tabs } from '~/components/ui/Tabs'
import { currentYear } from '~/shared/clock'
import { AlbumGrid } from './AlbumGrid'
import { AlbumView } from './AlbumView'
import { ImagesIcon, VideoIcon } from '~/components/ui/icons'
import type { GalleryTab } from './search'
import { VideoGrid } from './VideoGrid'

type GalleryBrowserProps = {
  tab: GalleryTab
  albumId: string | undefined
  onTabChange: (tab: GalleryTab) => void
}

const tabs: Array<{ id: GalleryTab; label: string; icon: typeof ImagesIcon }> = [
  { id: 'images', label: 'Images', icon: ImagesIcon },
  { id: 'videos', label: 'Videos', icon: VideoIcon },
]

/** The School Gallery below the page header: Images and Videos tabs, the album grid or one album, the videos. */
export function GalleryBrowser({ tab, albumId, onTabChange }: GalleryBrowserProps) {
  // Page numbers live here, so "Back to albums" returns to the page the album was opened from.
  const [albumPage, setAlbumPage] = useState(1)
  const [videoPage, setVideoPage] = useState(1)
  const topRef = useRef<HTMLDivElement>(null)
  const view = tab === 'videos' ? `videos:${videoPage}` : albumId ? `album:${albumId}` : `albums:${albumPage}`
  const shownView = useRef(view)

  // A new album, page or tab starts at the top of the gallery, not wherever the visitor had scrolled to.
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const top = topRef.current
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' })
  }, [view])

  return (
    <div ref={topRef} className="scroll-mt-36">
      <Tabs
        label="Gallery sections"
        selected={tab}
        onSelect={onTabChange}
        panelClassName="mt-8 focus:outline-none"
        tabs={tabs.map(({ id, label, icon: Icon }) => ({
          id,
          label: (
            <>
              <Icon className="size-4" />
              {label}
            </>
          ),
          panel:
            id === 'videos' ? (
              <VideoGrid page={videoPage} onPageChange={setVideoPage} />
            ) : albumId ? (
              <AlbumView albumId={albumId} />
            ) : (
              <AlbumGrid page={albumPage} onPageChange={setAlbumPage} />
            ),
        }))}
      />
      <p
        className="mt-16 border-t border-slate-200 pt-6 text-center text-sm text-slate-600"
        data-testid="gallery-copyright"
      >
        © {currentYear()} {school.name}. All images and videos in this gallery are the property of the school.
      </p>
    </div>
  )
}
