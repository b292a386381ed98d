// /gallery's query parameters: albumId and tab. tab=videos is written only when the tab
// is not images, and the Videos tab never carries an album (switching tab clears the selected album).

export type GalleryTab = 'images' | 'videos'

export type GallerySearch = { albumId?: string; tab?: 'videos' }

const albumIdPattern = /^[A-Za-z0-9_-]{1,100}$/

export function validateGallerySearch(raw: Record<string, unknown>): GallerySearch {
  if (raw.tab === 'videos') return { tab: 'videos' }
  const albumId = typeof raw.albumId === 'string' ? raw.albumId.trim() : ''
  return albumIdPattern.test(albumId) ? { albumId } : {}
}

export function tabOf(search: GallerySearch): GalleryTab {
  return search.tab === 'videos' ? 'videos' : 'images'
}

/** The search for a tab (and, on Images, an album); images is the default and is never written. */
export function gallerySearch(tab: GalleryTab, albumId?: string): GallerySearch {
  if (tab === 'videos') return { tab: 'videos' }
  return albumId ? { albumId } : {}
}
