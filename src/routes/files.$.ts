import { createFileRoute } from '@tanstack/react-router'
import { db } from '~/server/db'
import { getStorage, serveStoredFile } from '~/server/storage'

// Public images (website-images, image-gallery). Admission documents are never served here.
const serve = ({ request, params }: { request: Request; params: { _splat?: string } }) =>
  serveStoredFile(request, params._splat ?? '', { storage: getStorage(), db })

export const Route = createFileRoute('/files/$')({
  server: {
    handlers: {
      GET: serve,
      HEAD: serve,
      // Without this, other methods would fall through to rendering an empty page.
      ANY: () => new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } }),
    },
  },
})
