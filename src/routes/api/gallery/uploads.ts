import { createFileRoute } from '@tanstack/react-router'
import { handleGalleryUpload } from '~/server/gallery/uploads'

// File transfer for the admin's gallery uploads; everything else in the gallery goes through tRPC.
export const Route = createFileRoute('/api/gallery/uploads')({
  server: {
    handlers: {
      POST: ({ request }) => handleGalleryUpload(request),
      ANY: () => new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } }),
    },
  },
})
