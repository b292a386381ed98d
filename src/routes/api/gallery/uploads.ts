import { createFileRoute } from '@tanstack/react-router'
import { handleGalleryUpload } from '~/server/gallery/uploads'
import { uploadHandlers } from '~/server/route-handlers'

// File transfer for the admin's gallery uploads; everything else in the gallery goes through tRPC.
export const Route = createFileRoute('/api/gallery/uploads')({
  server: { handlers: uploadHandlers((request) => handleGalleryUpload(request)) },
})
