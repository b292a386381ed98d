// Video URL recognition: a YouTube id is accepted only at exactly 11 characters,
// anything else is a direct video; download is offered only for the listed direct file types.

export const downloadableVideoExtensions = ['.mp4', '.webm', '.ogg', '.mov', '.avi', '.wmv', '.flv', '.mkv'] as const

export type VideoSource =
  { kind: 'youtube'; id: string } | { kind: 'vimeo'; id: string } | { kind: 'direct'; url: string }

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
// Path forms that carry the id as the next segment: /embed/ID, /shorts/ID, /live/ID, /v/ID.
const idSegments = new Set(['embed', 'shorts', 'live', 'v'])
const idPattern = /^[A-Za-z0-9_-]+$/

function parseUrl(value: string): URL | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  // A path on this site, e.g. /files/image-gallery/videos/sports-day.mp4.
  if (trimmed.startsWith('/') && !trimmed.startsWith('//'))
    return URL.canParse(trimmed, 'https://site.invalid') ? new URL(trimmed, 'https://site.invalid') : null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  return URL.canParse(withScheme) ? new URL(withScheme) : null
}

/** The candidate id in a YouTube URL (any length), or null when the URL is not a YouTube link. */
function youtubeCandidate(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null
  if (!youtubeHosts.has(host)) return null
  if (url.pathname === '/watch') return url.searchParams.get('v')
  const [, first, second] = url.pathname.split('/')
  if (first && idSegments.has(first)) return second ?? null
  return null
}

/** The 11-character YouTube id of a link, or null (not YouTube, or an id of any other length). */
export function youtubeId(value: string): string | null {
  const url = parseUrl(value)
  if (!url) return null
  const candidate = youtubeCandidate(url)
  return candidate && candidate.length === 11 && idPattern.test(candidate) ? candidate : null
}

const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

/** The numeric id of a Vimeo video link (vimeo.com/123456, vimeo.com/channels/staff/123456, player.vimeo.com/video/123456). */
export function vimeoId(value: string): string | null {
  const url = parseUrl(value)
  if (!url || !vimeoHosts.has(url.hostname.toLowerCase())) return null
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? ''
  return /^\d{6,12}$/.test(last) ? last : null
}

/** Whether an address is on YouTube or Vimeo at all (a link there without a video id is refused, not probed). */
export function isVideoSiteUrl(value: string): boolean {
  const url = parseUrl(value)
  if (!url) return false
  const host = url.hostname.toLowerCase()
  return host === 'youtu.be' || youtubeHosts.has(host) || vimeoHosts.has(host)
}

export function videoSource(value: string): VideoSource {
  const id = youtubeId(value)
  if (id) return { kind: 'youtube', id }
  const vimeo = vimeoId(value)
  return vimeo ? { kind: 'vimeo', id: vimeo } : { kind: 'direct', url: value.trim() }
}

/** Vimeo's player for a video id. */
export function vimeoEmbedUrl(id: string, { muted }: { muted: boolean }): string {
  const params = new URLSearchParams({ autoplay: '1', muted: muted ? '1' : '0', dnt: '1' })
  return `https://player.vimeo.com/video/${id}?${params.toString()}`
}

/** Whether the viewer offers a download: only direct files ending in one of these extensions. */
export function isDownloadableVideo(value: string): boolean {
  if (youtubeId(value) || vimeoId(value)) return false
  const url = parseUrl(value)
  const path = (url ? url.pathname : value.trim()).toLowerCase()
  return downloadableVideoExtensions.some((ext) => path.endsWith(ext))
}

/** YouTube's own still for a video, used as the card thumbnail when an admin adds a YouTube link. */
export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
}

/** The privacy-enhanced player; enablejsapi lets the viewer send mute and unmute commands. */
export function youtubeEmbedUrl(id: string, { muted, origin }: { muted: boolean; origin?: string }): string {
  const params = new URLSearchParams({
    autoplay: '1',
    rel: '0',
    playsinline: '1',
    enablejsapi: '1',
    mute: muted ? '1' : '0',
  })
  if (origin) params.set('origin', origin)
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`
}
