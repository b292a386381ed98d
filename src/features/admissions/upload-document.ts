// Sends one chosen document to POST /api/admission-uploads. XMLHttpRequest rather than fetch because only
// XHR reports upload progress, which a parent on a slow connection needs to see for a 5 MB scan.
import type { ChosenDocument, DocumentKind } from '~/shared/admission-rules'

export type UploadedDocument = { token: string; kind: DocumentKind; name: string; size: number; contentType: string }

export class DocumentUploadError extends Error {
  override name = 'DocumentUploadError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export function uploadDocument(
  kind: DocumentKind,
  document: ChosenDocument,
  onProgress: (fraction: number) => void,
): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const query = new URLSearchParams({ kind, name: document.name })
    request.open('POST', `/api/admission-uploads?${query.toString()}`)
    request.responseType = 'json'
    request.setRequestHeader('Content-Type', document.file.type || 'application/octet-stream')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total))
    }
    request.onload = () => {
      const body = request.response as (UploadedDocument & { error?: string }) | null
      if (request.status === 201 && body?.token) {
        onProgress(1)
        resolve(body)
      } else {
        // The server's refusals name the file and the reason (uploads.ts); anything else gets the same shape here.
        reject(
          new DocumentUploadError(
            body?.error ?? `${document.name}: Upload failed (HTTP ${request.status})`,
            request.status,
          ),
        )
      }
    }
    request.onerror = () => reject(new DocumentUploadError(`${document.name}: Network error while uploading`, 0))
    request.ontimeout = () => reject(new DocumentUploadError(`${document.name}: The upload timed out`, 0))
    // Generous: 5 MB over a slow 2G link still fits.
    request.timeout = 10 * 60 * 1000
    request.send(document.file)
  })
}
