// Checking a gallery video link when it is saved: a YouTube or Vimeo video, a video file we
// store (an upload), or a direct MP4/WebM address whose content type the server checks with a short HEAD request
// through ctx.fetch (tests answer it from a loopback server), every hop resolved through ctx.lookup and refused when
// it points at a loopback, private, link-local or metadata address. Page links, such as a Google Drive "view" page,
// get a message that says what to do instead.
import { badRequest } from '~/server/errors'
import { isIP } from 'node:net'
import { TRPCError } from '@trpc/server'
import type { PrismaClient } from '~/server/db'
import { isVideoSiteUrl, vimeoId, youtubeId } from '~/shared/video-url'
import { videoTypes } from '~/shared/video-sniff'

export const videoLinkMessages = {
  videoSite:
    'This YouTube or Vimeo address is not a link to one video. Open the video and copy its address (or its Share link).',
  drive:
    'This is a Google Drive page, not a video file, so it cannot play here. Download the video from Drive and upload it below, or put it on YouTube or Vimeo and paste that link.',
  page: (host: string) =>
    `This address is a web page on ${host}, not a video file. Use a YouTube or Vimeo link, a direct link to an MP4 or WebM file, or upload the video below.`,
  notVideo: (type: string) =>
    `This address does not give an MP4 or WebM video (it answered with ${type}). Use a YouTube or Vimeo link, a direct link to an MP4 or WebM file, or upload the video below.`,
  https: 'A direct video link must start with https://',
  unreachable: (detail: string) =>
    `We could not check this video address (${detail}). Check the link, or upload the video below.`,
  privateAddress:
    'This address points inside the school network, which visitors cannot reach. Use a public https:// address or upload the video.',
  missingUpload: 'This uploaded video is no longer stored. Upload it again.',
} as const

/** Sites whose share links are pages with a player of their own, never the video file itself. */
const pageHosts: ReadonlyArray<[string, string]> = [
  ['drive.google.com', 'Google Drive'],
  ['docs.google.com', 'Google Drive'],
  ['photos.google.com', 'Google Photos'],
  ['photos.app.goo.gl', 'Google Photos'],
  ['dropbox.com', 'Dropbox'],
  ['onedrive.live.com', 'OneDrive'],
  ['1drv.ms', 'OneDrive'],
  ['sharepoint.com', 'SharePoint'],
  ['facebook.com', 'Facebook'],
  ['fb.watch', 'Facebook'],
  ['instagram.com', 'Instagram'],
]

const checkTimeoutMs = 5000

function pageSiteOf(host: string): string | null {
  const found = pageHosts.find(([domain]) => host === domain || host.endsWith(`.${domain}`))
  return found ? found[1] : null
}

/** A host name that only resolves inside a network (never checked against DNS). */
function isInternalName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal')
}

/**
 * An address a request from the server must not reach: loopback, private, link-local (the clouds' metadata service
 * at 169.254.169.254 among them), carrier-grade NAT, "this network", multicast and reserved ranges, and their IPv6
 * counterparts (IPv4-mapped addresses as their IPv4 address).
 */
export function isPrivateAddress(address: string): boolean {
  const name = address.replace(/^\[|\]$/g, '').toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name)
  if (mapped) return isPrivateAddress(mapped[1]!)
  if (isIP(name) === 6)
    return name === '::1' || name === '::' || /^(f[cd]|fe[89ab])/.test(name) || name.startsWith('::ffff:')
  if (isIP(name) !== 4) return false
  const [a, b] = name.split('.').map(Number) as [number, number, number, number]
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  )
}

/** Refuses a link whose host is internal by name, or whose name resolves to any private address. */
async function refuseInternalHost(url: URL, lookup: LinkDeps['lookup']): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (isInternalName(host) || isPrivateAddress(host)) throw badRequest(videoLinkMessages.privateAddress)
  if (isIP(host)) return
  let addresses: string[]
  try {
    addresses = await lookup(host)
  } catch {
    throw badRequest(videoLinkMessages.unreachable('its name could not be found'))
  }
  if (addresses.length === 0) throw badRequest(videoLinkMessages.unreachable('its name could not be found'))
  if (addresses.some(isPrivateAddress)) throw badRequest(videoLinkMessages.privateAddress)
}

const maxRedirects = 5

/**
 * Fetches `start`, following redirects by hand so that every hop is https and resolves only to public addresses: a
 * public link that redirects to the metadata service or an intranet host is refused, not followed.
 */
async function fetchPublic(start: URL, init: RequestInit, deps: LinkDeps): Promise<Response> {
  let url = start
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:') throw badRequest(videoLinkMessages.https)
    await refuseInternalHost(url, deps.lookup)
    const response = await deps.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(checkTimeoutMs) })
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null
    if (!location) return response
    await response.body?.cancel().catch(() => undefined)
    if (hop >= maxRedirects)
      throw badRequest(videoLinkMessages.unreachable(`it redirected more than ${maxRedirects} times`))
    url = new URL(location, url)
  }
}

const mimeOf = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase()

type LinkDeps = { db: PrismaClient; fetch: typeof fetch; lookup: (host: string) => Promise<string[]> }

/** Throws BAD_REQUEST with a message an admin can act on unless `videoUrl` is a video the gallery can play. */
export async function checkVideoLink(deps: LinkDeps, videoUrl: string): Promise<void> {
  const { db } = deps
  if (youtubeId(videoUrl) || vimeoId(videoUrl)) return
  if (isVideoSiteUrl(videoUrl)) throw badRequest(videoLinkMessages.videoSite)

  // An upload of ours: the stored file must still exist, with a video type found from its bytes.
  if (videoUrl.startsWith('/files/')) {
    const stored = await db.storedFile.findUnique({
      where: { key: videoUrl.slice('/files/'.length) },
      select: { contentType: true },
    })
    if (!stored || !(videoTypes as readonly string[]).includes(stored.contentType))
      throw badRequest(videoLinkMessages.missingUpload)
    return
  }

  // An upload of ours on UploadThing is saved with its CDN address.
  if (
    await db.storedFile.findFirst({
      where: { url: videoUrl, contentType: { in: [...videoTypes] } },
      select: { id: true },
    })
  )
    return

  const url = URL.canParse(videoUrl) ? new URL(videoUrl) : null
  if (!url || url.protocol !== 'https:') throw badRequest(videoLinkMessages.https)
  const host = url.hostname.toLowerCase()
  const site = pageSiteOf(host)
  if (site === 'Google Drive') throw badRequest(videoLinkMessages.drive)
  if (site) throw badRequest(videoLinkMessages.page(site))

  let response: Response
  try {
    response = await fetchPublic(url, { method: 'HEAD' }, deps)
    // Some file hosts refuse HEAD: ask for the first byte instead, and drop the body.
    if (response.status === 405 || response.status === 501) {
      response = await fetchPublic(url, { method: 'GET', headers: { range: 'bytes=0-0' } }, deps)
      await response.body?.cancel().catch(() => undefined)
    }
  } catch (error) {
    if (error instanceof TRPCError) throw error
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    throw badRequest(
      videoLinkMessages.unreachable(timedOut ? 'it did not answer within 5 seconds' : 'it could not be reached'),
    )
  }
  if (!response.ok) throw badRequest(videoLinkMessages.unreachable(`it answered ${response.status}`))
  const type = mimeOf(response.headers.get('content-type'))
  if ((videoTypes as readonly string[]).includes(type)) return
  if (type === 'text/html' || type === 'application/xhtml+xml') throw badRequest(videoLinkMessages.page(host))
  throw badRequest(videoLinkMessages.notVideo(type || 'no content type'))
}
