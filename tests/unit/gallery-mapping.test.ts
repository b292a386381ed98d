import { describe, expect, it } from 'vitest'
import { formatGalleryDate, gridImage, mapAlbum, mapImage, mapVideo, viewerImage } from '~/shared/gallery-mapping'

const at = new Date('2026-03-14T04:30:00Z')

describe('mapping defaults', () => {
  it('turns a missing album description, cover and title into empty text and item_count into 0', () => {
    expect(
      mapAlbum({
        id: 'a1',
        title: null,
        description: null,
        coverImageUrl: undefined,
        itemCount: null,
        createdAt: at,
        updatedAt: at,
      }),
    ).toEqual({ id: 'a1', title: '', description: '', coverImageUrl: '', itemCount: 0, createdAt: at, updatedAt: at })
  })

  it('keeps values that are present', () => {
    const album = mapAlbum({
      id: 'a2',
      title: 'Annual Sports Day',
      description: 'Races and relays',
      coverImageUrl: '/files/image-gallery/a2/cover.jpg',
      itemCount: 8,
      createdAt: at,
      updatedAt: at,
    })
    expect(album).toMatchObject({
      title: 'Annual Sports Day',
      description: 'Races and relays',
      coverImageUrl: '/files/image-gallery/a2/cover.jpg',
      itemCount: 8,
    })
  })

  it('falls back to the image_url when an image has no thumbnail, and sort_order to 0', () => {
    const image = mapImage({
      id: 'i1',
      albumId: 'a1',
      title: null,
      description: null,
      imageUrl: '/files/image-gallery/a1/full.jpg',
      thumbnailUrl: null,
      displayUrl: null,
      mediumUrl: null,
      width: null,
      height: 0,
      sortOrder: null,
      createdAt: at,
      updatedAt: at,
    })
    expect(image).toMatchObject({
      title: '',
      description: '',
      thumbnailUrl: '/files/image-gallery/a1/full.jpg',
      displayUrl: '',
      width: null,
      height: null,
      sortOrder: 0,
    })
    expect(mapImage({ ...image, thumbnailUrl: '' }).thumbnailUrl).toBe('/files/image-gallery/a1/full.jpg')
  })

  it('turns a missing video description, thumbnail and duration into empty text', () => {
    expect(
      mapVideo({
        id: 'v1',
        title: null,
        description: null,
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        thumbnailUrl: null,
        duration: undefined,
        createdAt: at,
        updatedAt: at,
      }),
    ).toEqual({
      id: 'v1',
      title: '',
      description: '',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      thumbnailUrl: '',
      duration: '',
      createdAt: at,
      updatedAt: at,
    })
  })
})

describe('responsive images', () => {
  const uploaded = {
    imageUrl: '/files/image-gallery/albums/a/1.jpg',
    displayUrl: '/files/image-gallery/albums/a/1-display.webp',
    mediumUrl: '/files/image-gallery/albums/a/1-medium.webp',
    thumbnailUrl: '/files/image-gallery/albums/a/1-thumb.webp',
    width: 2560,
    height: 1707,
  }

  it('never offers the original upload to a grid cell', () => {
    const grid = gridImage(uploaded)
    expect(grid.src).toBe(uploaded.thumbnailUrl)
    // A phone's one-column grid (about 720 device pixels) takes the 800 px variant, not the 1,600 px one.
    expect(grid.srcSet).toBe(`${uploaded.thumbnailUrl} 480w, ${uploaded.mediumUrl} 800w, ${uploaded.displayUrl} 1600w`)
    expect(grid.srcSet).not.toContain(uploaded.imageUrl)
  })

  it('offers every size to the viewer, starting from the display size', () => {
    const view = viewerImage(uploaded)
    expect(view.src).toBe(uploaded.displayUrl)
    expect(view.srcSet).toBe(
      `${uploaded.thumbnailUrl} 480w, ${uploaded.mediumUrl} 800w, ${uploaded.displayUrl} 1600w, ${uploaded.imageUrl} 2560w`,
    )
  })

  it('uses the stored image as the large size when there is no display variant (seeded 1600 px photos)', () => {
    const seeded = {
      imageUrl: '/files/image-gallery/s/1.jpg',
      displayUrl: '',
      mediumUrl: '/files/image-gallery/s/medium/1.jpg',
      thumbnailUrl: '/files/image-gallery/s/1-thumb.jpg',
      width: 1600,
      height: 1067,
    }
    expect(gridImage(seeded).srcSet).toBe(
      '/files/image-gallery/s/1-thumb.jpg 480w, /files/image-gallery/s/medium/1.jpg 800w, /files/image-gallery/s/1.jpg 1600w',
    )
    // A row stored before the 800 px variant (until `npm run images:variants` adds it).
    expect(gridImage({ ...seeded, mediumUrl: '' }).srcSet).toBe(
      '/files/image-gallery/s/1-thumb.jpg 480w, /files/image-gallery/s/1.jpg 1600w',
    )
  })

  it('keeps a large or unmeasured image without a display variant out of grid cells', () => {
    const large = {
      imageUrl: '/big.jpg',
      displayUrl: '',
      mediumUrl: '',
      thumbnailUrl: '/big-thumb.jpg',
      width: 4000,
      height: 3000,
    }
    expect(gridImage(large)).toMatchObject({ src: '/big-thumb.jpg', srcSet: '' })
    expect(gridImage({ ...large, width: null, height: null })).toMatchObject({ src: '/big-thumb.jpg', srcSet: '' })
    expect(viewerImage(large).srcSet).toBe('/big-thumb.jpg 480w, /big.jpg 4000w')
  })

  it('describes small uploads by their real width and drops duplicates', () => {
    const small = {
      imageUrl: '/a.jpg',
      displayUrl: '/a-display.webp',
      mediumUrl: '/a-medium.webp',
      thumbnailUrl: '/a-thumb.webp',
      width: 400,
      height: 300,
    }
    expect(viewerImage(small).srcSet).toBe('/a-thumb.webp 400w, /a-medium.webp 400w, /a-display.webp 400w, /a.jpg 400w')
    const only = {
      imageUrl: '/b.jpg',
      displayUrl: '',
      mediumUrl: '',
      thumbnailUrl: '/b.jpg',
      width: null,
      height: null,
    }
    expect(gridImage(only)).toEqual({ src: '/b.jpg', srcSet: '', width: null, height: null })
  })
})

describe('formatGalleryDate', () => {
  it('shows short month, day and year in the school’s time zone', () => {
    expect(formatGalleryDate(at)).toBe('Mar 14, 2026')
    // 20:00 UTC on 31 December is already 1 January in Dimapur.
    expect(formatGalleryDate(new Date('2025-12-31T20:00:00Z'))).toBe('Jan 1, 2026')
  })
})
