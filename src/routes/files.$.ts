import { createFileRoute } from '@tanstack/react-router'
import { db } from '~/server/db'
import { getStorage, serveStoredFile } from '~/server/storage'
import { downloadHandlers } from '~/server/route-handlers'

// Public images (website-images, image-gallery). Admission documents are never served here.
const serve = ({ request, params }: { request: Request; params: { _splat?: string } }) =>
  serveStoredFile(request, params._splat ?? '', { storage: getStorage(), db })

export const Route = createFileRoute('/files/$')({
  server: { handlers: downloadHandlers(serve) },
})
