import { createFileRoute } from '@tanstack/react-router'
import { handleNewsImageUpload } from '~/server/content/news-images'
import { uploadHandlers } from '~/server/route-handlers'

// File transfer for the news form's image; the news item itself is saved through tRPC.
export const Route = createFileRoute('/api/news/images')({
  server: { handlers: uploadHandlers((request) => handleNewsImageUpload(request)) },
})
