import { createFileRoute } from '@tanstack/react-router'
import { handleNewsImageUpload } from '~/server/content/news-images'

// File transfer for the news form's image; the news item itself is saved through tRPC.
export const Route = createFileRoute('/api/news/images')({
  server: {
    handlers: {
      POST: ({ request }) => handleNewsImageUpload(request),
      ANY: () => new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } }),
    },
  },
})
