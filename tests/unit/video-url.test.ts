import { describe, expect, it } from 'vitest'
import { isDownloadableVideo, videoSource, youtubeEmbedUrl, youtubeId, youtubeThumbnailUrl } from '~/shared/video-url'

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=a-B_c1D2e3F', 'a-B_c1D2e3F'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc123', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('extracts the id from %s', (url, id) => {
    expect(youtubeId(url)).toBe(id)
  })

  it.each([
    // Accepted only at exactly 11 characters.
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', 'ten characters'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', 'twelve characters'],
    ['https://youtu.be/', 'no id'],
    ['https://www.youtube.com/watch', 'no v parameter'],
    ['https://www.youtube.com/watch?v=dQw4w9W%20cQ', 'a character outside the id alphabet'],
    ['https://www.youtube.com/channel/UCdQw4w9WgXcQ', 'a channel page'],
    ['https://vimeo.com/dQw4w9WgXcQ', 'another host'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', 'a look-alike host'],
    ['/files/image-gallery/videos/sports-day.mp4', 'a path on this site'],
    ['', 'an empty string'],
    ['not a url at all', 'free text'],
  ])('rejects %s (%s)', (url) => {
    expect(youtubeId(url)).toBeNull()
  })
})

describe('videoSource', () => {
  it('treats an accepted YouTube link as YouTube and everything else as a direct video', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(videoSource('https://youtu.be/short')).toEqual({ kind: 'direct', url: 'https://youtu.be/short' })
    expect(videoSource(' https://cdn.example.org/clip.mp4 ')).toEqual({
      kind: 'direct',
      url: 'https://cdn.example.org/clip.mp4',
    })
  })
})

describe('isDownloadableVideo', () => {
  it.each(['.mp4', '.webm', '.ogg', '.mov', '.avi', '.wmv', '.flv', '.mkv'])(
    'offers a download for a direct %s file',
    (ext) => {
      expect(isDownloadableVideo(`https://cdn.example.org/media/annual-day${ext}`)).toBe(true)
      expect(isDownloadableVideo(`https://cdn.example.org/media/ANNUAL-DAY${ext.toUpperCase()}?token=abc`)).toBe(true)
    },
  )

  it('offers a download for a file served by this site', () => {
    expect(isDownloadableVideo('/files/image-gallery/videos/march-past.mp4')).toBe(true)
  })

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://cdn.example.org/stream.m3u8',
    'https://cdn.example.org/watch?file=clip.mp4',
    'https://cdn.example.org/clip.mp4.html',
    'https://cdn.example.org/videos/',
  ])('offers no download for %s', (url) => {
    expect(isDownloadableVideo(url)).toBe(false)
  })
})

describe('YouTube addresses', () => {
  it('derives the thumbnail and the privacy-enhanced embed from an id', () => {
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')
    const embed = new URL(youtubeEmbedUrl('dQw4w9WgXcQ', { muted: true, origin: 'https://school.example' }))
    expect(embed.origin + embed.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(embed.searchParams.get('mute')).toBe('1')
    expect(embed.searchParams.get('enablejsapi')).toBe('1')
    expect(embed.searchParams.get('origin')).toBe('https://school.example')
    expect(new URL(youtubeEmbedUrl('dQw4w9WgXcQ', { muted: false })).searchParams.get('mute')).toBe('0')
  })
})
