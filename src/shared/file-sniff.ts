// A file's real type from its first bytes. The browser's declared type and the file name are only claims;
// the server stores and serves admission documents with the type found here.
import type { AcceptedDocumentType } from './admission-rules'

const signatures: ReadonlyArray<{ type: AcceptedDocumentType; bytes: readonly number[] }> = [
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

/** How many leading bytes sniffDocumentType needs. */
export const sniffLength = 8

/** The accepted document type the bytes start with, or null for anything else (including too few bytes). */
export function sniffDocumentType(head: Uint8Array): AcceptedDocumentType | null {
  for (const { type, bytes } of signatures) {
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return type
  }
  return null
}

/** The accepted document type a browser File (or any Blob) really holds, read from its first bytes. */
export async function sniffBlobType(blob: Blob): Promise<AcceptedDocumentType | null> {
  return sniffDocumentType(new Uint8Array(await blob.slice(0, sniffLength).arrayBuffer()))
}

const extensionsByType: Record<AcceptedDocumentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
}

/**
 * The file name to store: the original one when its extension matches the real type, else the same name
 * with the type's usual extension, so "scan.exe" holding a PDF is kept as "scan.pdf".
 */
export function nameForType(originalName: string, type: AcceptedDocumentType): string {
  const base = originalName.split(/[\\/]/).pop()?.trim() || 'document'
  const dot = base.lastIndexOf('.')
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
  const allowed = extensionsByType[type]
  if (allowed.includes(extension)) return base
  return `${dot > 0 ? base.slice(0, dot) : base}.${allowed[0]}`
}

export function extensionForType(type: AcceptedDocumentType): string {
  return extensionsByType[type][0]!
}
