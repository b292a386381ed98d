// The one way an upload endpoint takes a photo (gallery, news, inventory, profile): stream the body to a temp file,
// check and re-encode it (image-processing.ts), let the endpoint store the variants, and answer every failure the same.
import { limits } from '#app-config'
import { spoolBodyWithin } from '~/server/body-limit'
import { logError } from '~/server/request-log'
import type { Storage } from '~/server/storage'
import { ImageRejectedError, photoTooLargeMessage, processGalleryImage, type ProcessedImage } from './image-processing'

/** A JSON answer of an upload endpoint; never cached. */
export function uploadJson(status: number, body: unknown, headers?: Headers): Response {
  const response = Response.json(body, { status, headers })
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export const notSavedMessage = (name: string) => `${name} could not be saved. Please try again.`

/**
 * Spools the request's photo (named `name` in messages), renders its variants and passes them to `store`. The temp
 * file is removed on every path; a too-large, unreadable or failed upload comes back as the error response to send.
 */
export async function storeUploadedImage<T>(
  request: Request,
  {
    storage,
    name,
    resHeaders,
    logMessage,
  }: { storage: Storage; name: string; resHeaders: Headers; logMessage: string },
  store: (image: ProcessedImage) => Promise<T>,
): Promise<{ stored: T } | { response: Response }> {
  const upload = await spoolBodyWithin(request, limits.maxUploadBytes, storage.incomingDir)
  if (upload === 'too-large') return { response: uploadJson(413, { error: photoTooLargeMessage(name) }, resHeaders) }
  try {
    return { stored: await store(await processGalleryImage(upload, name)) }
  } catch (error) {
    if (error instanceof ImageRejectedError)
      return { response: uploadJson(error.status, { error: error.message }, resHeaders) }
    logError(logMessage, error)
    return { response: uploadJson(500, { error: notSavedMessage(name) }, resHeaders) }
  } finally {
    await upload.discard()
  }
}
