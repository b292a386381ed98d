import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useEffect, useRef, useState } from 'react'
import { school } from '#app-config'
import { cx } from '~/components/ui/cx'
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
      <TabGroup selectedIndex={tab === 'videos' ? 1 : 0} onChange={(index) => onTabChange(index === 1 ? 'videos' : 'images')}>
        <TabList aria-label="Gallery sections" className="inline-flex rounded-xl border border-brand-100 bg-brand-50 p-1 shadow-inner">
          {tabs.map(({ id, label, icon: Icon }) => (
            <Tab
              key={id}
              className={({ selected }) =>
                cx(
                  'inline-flex items-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-brand-500 sm:px-7',
                  selected ? 'bg-brand-700 text-white shadow' : 'text-brand-800 hover:bg-white',
                )
              }
            >
              <Icon className="size-4" />
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-8">
          <TabPanel className="focus:outline-none" data-testid="images-panel">
            {albumId ? <AlbumView albumId={albumId} /> : <AlbumGrid page={albumPage} onPageChange={setAlbumPage} />}
          </TabPanel>
          <TabPanel className="focus:outline-none" data-testid="videos-panel">
            <VideoGrid page={videoPage} onPageChange={setVideoPage} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <p className="mt-16 border-t border-slate-200 pt-6 text-center text-sm text-slate-600" data-testid="gallery-copyright">
        © {currentYear()} {school.name}. All images and videos in this gallery are the property of the school.
      </p>
    </div>
  )
}
