// A video file's real type from its first bytes: MP4 (an ISO "ftyp" box) or WebM (EBML with the
// "webm" doc type). Used by the upload route before storing, and by the browser to refuse a wrong file at once.

export const videoTypes = ['video/mp4', 'video/webm'] as const
export type VideoType = (typeof videoTypes)[number]

/** How many leading bytes sniffVideoType needs. */
export const videoSniffLength = 64

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

export function sniffVideoType(head: Uint8Array): VideoType | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return 'video/mp4'
  const ebml = head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3
  if (ebml && ascii(head, 4, Math.min(head.length, videoSniffLength)).includes('webm')) return 'video/webm'
  return null
}

export function videoExtension(type: VideoType): 'mp4' | 'webm' {
  return type === 'video/mp4' ? 'mp4' : 'webm'
}
