// Pure pieces: moving a photo to a position, Vimeo links, and a video file's type from its bytes.
import { describe, expect, it } from 'vitest'
import { moveItem } from '~/shared/reorder'
import { sniffVideoType } from '~/shared/video-sniff'
import { isDownloadableVideo, videoSource, vimeoId } from '~/shared/video-url'

describe('moveItem', () => {
  it('moves one item to any position and leaves the input alone', () => {
    const list = ['a', 'b', 'c', 'd']
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a'])
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd'])
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b'])
    expect(moveItem(list, 7, 0)).toEqual(list)
    expect(list).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('Vimeo links', () => {
  it('finds the numeric id in the usual forms and nothing in other pages', () => {
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871')
    expect(vimeoId('vimeo.com/channels/staffpicks/76979871')).toBe('76979871')
    expect(vimeoId('https://player.vimeo.com/video/76979871?h=abc')).toBe('76979871')
    expect(vimeoId('https://vimeo.com/school')).toBeNull()
    expect(vimeoId('https://notvimeo.com/76979871')).toBeNull()
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' })
    expect(isDownloadableVideo('https://vimeo.com/76979871')).toBe(false)
  })
})

describe('sniffVideoType', () => {
  const bytes = (...parts: Array<number[] | string>) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

  it('knows MP4 by its ftyp box and WebM by its EBML doc type', () => {
    expect(sniffVideoType(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('video/mp4')
    expect(
      sniffVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm')),
    ).toBe('video/webm')
  })

  it('refuses Matroska that is not WebM, images and short heads', () => {
    expect(sniffVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull()
    expect(sniffVideoType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull()
    expect(sniffVideoType(bytes([0, 0, 0]))).toBeNull()
  })
})
