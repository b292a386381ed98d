// Download and share for the viewers, with their toasts (docs/product.md, Messages and errors).
import { toast } from 'sonner'

type Kind = 'image' | 'video'

const messages = {
  image: {
    downloadStarted: 'Image download started',
    downloadFailed: 'Failed to download image',
    shared: 'Image shared successfully',
    shareFailed: 'Failed to share image',
  },
  video: {
    downloadStarted: 'Video download started',
    downloadFailed: 'Failed to download video',
    shared: 'Video shared successfully',
    shareFailed: 'Failed to share video',
  },
} as const

export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).toString()
}

/** A file name from a title, e.g. "Annual Sports Day 2025" -> "annual-sports-day-2025". */
export function fileSlug(title: string, fallback: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return slug || fallback
}

function extensionOf(url: string, contentType: string | null): string {
  const fromType = contentType?.split(';')[0]?.split('/')[1]
  if (fromType && /^[a-z0-9]+$/.test(fromType)) return fromType === 'jpeg' ? 'jpg' : fromType
  const path = new URL(url, window.location.href).pathname
  const dot = path.lastIndexOf('.')
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : 'bin'
}

function clickDownload(href: string, fileName: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * Saves the file under a readable name. Fetching it first makes the name stick for files on other hosts too
 * (the download attribute alone is ignored cross-origin); a host that refuses the fetch gets the failure toast.
 */
export async function downloadFile(kind: Kind, url: string, baseName: string): Promise<void> {
  const target = new URL(url, window.location.href)
  // A video on our own host can be large: let the browser stream it to disk instead of holding it in memory.
  if (kind === 'video' && target.origin === window.location.origin) {
    clickDownload(target.toString(), `${baseName}.${extensionOf(url, null)}`)
    toast.success(messages[kind].downloadStarted)
    return
  }
  try {
    const response = await fetch(absoluteUrl(url))
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const blob = await response.blob()
    const objectUrl = URL.createObjectURL(blob)
    clickDownload(objectUrl, `${baseName}.${extensionOf(url, response.headers.get('content-type'))}`)
    // The browser has taken its copy once the click is handled; free the memory a little later.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
    toast.success(messages[kind].downloadStarted)
  } catch {
    toast.error(messages[kind].downloadFailed)
  }
}

/** The Web Share API where the device has it, else the link goes to the clipboard. */
export async function shareLink(kind: Kind, url: string, title: string): Promise<void> {
  const link = absoluteUrl(url)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url: link })
      toast.success(messages[kind].shared)
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      toast.error(messages[kind].shareFailed)
    }
    return
  }
  try {
    await navigator.clipboard.writeText(link)
    toast.success('Link copied to clipboard')
  } catch {
    toast.error('Failed to copy link')
  }
}
